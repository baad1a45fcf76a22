import { useT } from '../../../i18n/I18nProvider';
import { errorMessage } from '../../../i18n/errorMessage';
import { oauthMessages } from '../messages';
import { OAUTH_PROVIDER_NAMES, type OAuthProviderName } from '../../../i18n/providerNames';
import { Button } from '../../../primitives/Button';
import { Text } from '../../../primitives/Text';
import { OneTap, type OneTapModel } from './OneTap';
import { providerLogos } from './providerLogos';
import * as css from './SocialButtons.css';
import type { ScreenError } from '../../../screens/types';

/** The social buttons' view model (SPEC §2): the configured provider types, in order. */
export interface SocialButtonsModel {
  providers: readonly string[];
  /** The provider whose sign-in is starting: its button spins, the others wait. */
  starting: string | null;
  onStart(provider: string): void;
}

export interface SocialButtonsProps extends SocialButtonsModel {
  /** One Tap in Google's place while it runs; null once it failed or was cancelled. @defaultValue null */
  oneTap?: OneTapModel | null;
  /** Why One Tap could not run, shown with Google's button (SPEC §8: test public tokens only). @defaultValue null */
  oneTapError?: ScreenError | null;
}

const nameOf = (type: string): string | undefined =>
  Object.hasOwn(OAUTH_PROVIDER_NAMES, type) ? OAUTH_PROVIDER_NAMES[type as OAuthProviderName] : undefined;

/**
 * SPEC §2 social buttons: 'Continue with {provider}' with the provider's logo (decorative: the
 * label is the name). An unknown type has no label to show, so its type is its accessible name.
 */
export function SocialButtons({ providers, starting, onStart, oneTap = null, oneTapError = null }: SocialButtonsProps) {
  const t = useT(oauthMessages);
  return (
    <div className={css.list}>
      {providers.map((type) => {
        if (type === 'google' && oneTap) return <OneTap key={type} {...oneTap} />;
        const name = nameOf(type);
        const button = (
          <Button
            key={type}
            variant="secondary"
            className={name ? css.button : undefined}
            loading={starting === type}
            disabled={starting !== null}
            aria-label={name ? undefined : type}
            icon={
              name ? (
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={css.logo} data-provider={type}>
                  {[providerLogos[type as OAuthProviderName]].flat().map((d) => (
                    <path key={d} d={d} />
                  ))}
                </svg>
              ) : null
            }
            onClick={() => onStart(type)}
          >
            {name ? t('oauth.continueWith', { provider: name }) : null}
          </Button>
        );
        // SPEC §8: why One Tap is not there, said right above the button that replaces it.
        return type === 'google' && oneTapError
          ? [<Text key="one-tap-error" variant="error">{errorMessage(oneTapError, t)}</Text>, button]
          : button;
      })}
    </div>
  );
}
