import { Suspense, useState } from 'react';
import type { AuthClient } from '../client/types';
import { refuseUnserved } from './refuseUnserved';
import type { Callbacks } from '../flows/events';
import { isFramed } from '../flows/idp/frame';
import { useBootstrap } from '../flows/useBootstrap';
import { useWidgetInstance } from '../flows/useWidgetInstance';
import { useT } from '../i18n/I18nProvider';
import { Card } from '../primitives/Card';
import { FloatingLoader } from '../primitives/FloatingLoader';
import { Watermark } from '../primitives/Watermark';
import type { ConsentManifestGenerator } from '../screens/idpTypes';
import { IdentityProviderScreens, type IdentityProviderScreensProps } from './idp/IdentityProviderScreens';
import { WidgetRoot, type WidgetShellProps } from './WidgetRoot';
import * as css from './WidgetRoot.css';

export interface IdentityProviderProps extends WidgetShellProps {
  /** The provider client (`createHttpClient`); the same one the page's Login uses, so a sign-in there is seen here. */
  client: AuthClient;
  /** onEvent hears OAuthAuthorizeFlowStart, …ConsentDenied and …Complete; onError every failure. @defaultValue undefined */
  callbacks?: Callbacks;
  /** Words the permissions your way (SPEC §6); if it throws, the failure is logged and the default used. @defaultValue undefined */
  getConsentManifest?: ConsentManifestGenerator;
  /** With `tokenProfileID`: any session is revoked and a 60-minute one attested from this token (SPEC §4). @defaultValue undefined */
  trustedAuthToken?: string;
  /** The trusted-auth-token profile the token belongs to. @defaultValue undefined */
  tokenProfileID?: string;
  /** The query string holding the OAuth/OIDC request (SPEC §2). @defaultValue `location.search` */
  search?: string;
  /** Sends the browser to the app's redirect URI. @defaultValue `location.assign` */
  navigate?: (url: string) => void;
}

/**
 * SPEC §1 Identity provider: the OAuth/OIDC consent and logout page of a host that is an OpenID
 * provider. It reads the request from the page's query string and refuses to work inside a frame.
 *
 * Its screens are imported statically, not lazily: a host that imports only Login from `portico`
 * drops all of this at build time (the package is side-effect free), whereas a dynamic import()
 * here would stay an entry point of the host's code splitting and reshuffle Login's chunks.
 */
export function IdentityProvider(props: IdentityProviderProps) {
  // Decided once, by the page itself: a host cannot turn the frame check off.
  const [framed] = useState(() => isFramed());
  return <IdentityProviderWidget {...props} framed={framed} />;
}

/** The widget with the frame check's answer given: for stories and tests, which run inside a frame. */
export function IdentityProviderWidget({ styles, strings, lang, dir, theme, nonce, ...rest }: IdentityProviderProps & { framed: boolean }) {
  return (
    <WidgetRoot styles={styles} strings={strings} lang={lang} dir={dir} theme={theme} nonce={nonce}>
      <IdentityProviderBody {...rest} />
    </WidgetRoot>
  );
}

function IdentityProviderBody(props: Omit<IdentityProviderScreensProps, 'bootstrap'>) {
  refuseUnserved(props.client, { products: ['identityProvider'] }); // for the host's error boundary
  const bootstrap = useBootstrap(props.client);
  const t = useT();
  useWidgetInstance({ client: props.client });
  return (
    <Card className={css.card} data-widget="identity-provider">
      <Suspense fallback={<FloatingLoader label={t('common.loading')} />}>
        <IdentityProviderScreens {...props} bootstrap={bootstrap} />
      </Suspense>
      {bootstrap.displayWatermark ? <Watermark text={t('common.poweredBy')} /> : null}
    </Card>
  );
}
