import type { PorticoStyles } from '../../../tokens/styles';
import type { AuthClient, User } from '../../client/types';
import type { Callbacks } from '../../flows/events';
import { useSignOut } from '../../flows/session/useSignOut';
import { useUser } from '../../flows/session/useSession';
import type { Strings } from '../../i18n/translator';
import { UserBadge } from '../../screens/UserBadge';
import { WidgetRoot } from '../WidgetRoot';

export interface UserButtonProps {
  /** @defaultValue PorticoProvider's client */
  client?: AuthClient;
  /** SPEC §3 Theme. @defaultValue the default theme */
  styles?: PorticoStyles;
  /** @defaultValue 'light' */
  theme?: 'light' | 'dark';
  /** A language tag, or 'auto'. @defaultValue 'en' */
  lang?: string;
  /** Overrides of any message id ('session.signOut'). @defaultValue undefined */
  strings?: Strings;
  /** SPEC §3 Callbacks: onError hears a sign-out that failed (the person is signed out here anyway). @defaultValue undefined */
  callbacks?: Callbacks;
}

const nameOf = (user: User) => user.emails?.[0]?.email ?? user.phone_numbers?.[0]?.phone_number ?? user.user_id;

/** The signed-in person and 'Sign out'; nothing while nobody is signed in. */
export function UserButton({ client, styles, theme, lang, strings, callbacks }: UserButtonProps) {
  const { user, isSignedIn } = useUser(client);
  const { signOut, signingOut } = useSignOut(client, callbacks);
  if (!isSignedIn || !user) return null;
  return (
    <WidgetRoot styles={styles} theme={theme} lang={lang} strings={strings}>
      <UserBadge name={nameOf(user)} signingOut={signingOut} onSignOut={() => void signOut()} />
    </WidgetRoot>
  );
}
