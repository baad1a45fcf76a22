import { EMAIL_TABS, type MainCapabilities, type TabId } from '../../../flows/products';

/**
 * SPEC §2, §4: where the browser offers passkeys in autofill and an email form is on Main, the
 * email field offers them and the passkey button is left out. The one place this rule is written.
 */
export const passkeyAutofillReplacesButton = (capabilities: MainCapabilities | undefined, tabs: readonly TabId[]): boolean =>
  !!capabilities?.passkeyAutofill && tabs.some((tab) => EMAIL_TABS.includes(tab));
