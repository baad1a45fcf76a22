/**
 * `portico/passkey-registration`: the passkey registration widget (SPEC §1), an entry of its own.
 * Login's entries (`portico`, `portico/vanilla`) never import it, so a host's Login page bundles
 * nothing of passkey management.
 */
export { PasskeyRegistration, type PasskeyRegistrationProps } from '../widget/PasskeyRegistration';
export { passkeyRegistrationProducts } from '../products/passkeyRegistrationProducts';
export { mountPasskeyRegistration, type MountPasskeyRegistrationOptions } from '../widget/mount/mountPasskeyRegistration';
export { SecuritySettings, type SecuritySettingsProps } from '../widget/SecuritySettings';
export { mountSecuritySettings, type MountSecuritySettingsOptions } from '../widget/mount/mountSecuritySettings';
