/**
 * The English catalogue: every user-visible string of Portico, keyed by message id.
 * Ids are `<area>.<name>`; server errors are `error.<error_type>` (SPEC §8). Strings quoted in
 * SPEC.md are copied character for character; the rest (marked "authored") fill gaps the spec left.
 * Placeholders are ICU-lite: `{email}`.
 */
import { zxcvbnFeedbackEn } from './zxcvbnFeedback';

export const en = {
  // Primitives and the widget frame (SPEC §1, §2)
  'common.or': 'or',
  'common.poweredBy': 'Powered by',
  'common.loading': 'Loading',
  'common.back': 'Back',
  'common.continue': 'Continue', // authored
  'common.close': 'Close', // authored
  'common.showPassword': 'Show password',
  'common.hidePassword': 'Hide password',
  'common.oneTimePasscode': 'One-time passcode',
  'common.phoneNumber': 'Phone number',
  'common.country': 'Country', // authored
  'common.email': 'Email', // authored
  'common.password': 'Password', // authored
  'common.success': 'Success!',
  'common.opensInNewTab': '(opens in a new tab)', // authored
  'common.errorTitle': 'Looks like there was an error!', // SPEC §2's generic error screen wording

  // Main (SPEC §2 Main)
  'main.header': 'Sign up or log in',
  'main.logoAlt': '{projectName} logo', // authored
  'main.tab.email': 'Email',
  'main.tab.sms': 'Text',
  'main.tab.whatsapp': 'WhatsApp',
  'main.tabsLabel': 'Sign-in method', // authored
  'main.emailPlaceholder': 'example@email.com', // authored
  'main.phonePlaceholder': '(123) 456-7890',
  'main.continueWithEmail': 'Continue with email',
  'main.continueWithSms': 'Continue with text message',
  'main.continueWithWhatsapp': 'Continue with WhatsApp',
  'main.loginWithPasskey': 'Login with a Passkey',
  'main.configError.passkeysOnly': 'Error: Cannot use Passkeys by itself, please add another product to the config.',
  'main.configError.emlAndEmailOtp': 'Error: Cannot use both EML and Email OTP',

  // Social and wallet buttons (SPEC §2)
  'oauth.continueWith': 'Continue with {provider}',
  'crypto.continueWithOtherWallet': 'Continue with other Crypto Wallet',
  'crypto.setUpNewWallet': 'Set up a new crypto wallet',

  // EmailConfirmation (SPEC §2)
  'emailConfirmation.title': 'Check your email',
  'emailConfirmation.sentTo': 'An email was sent to {email}.',
  'emailConfirmation.openGmail': 'Open in Gmail',
  'emailConfirmation.openYahoo': 'Open in Yahoo',
  'emailConfirmation.openOutlook': 'Open in Outlook',
  'emailConfirmation.tryAgain': 'Try again',

  // OTPAuthenticate and OTPConfirmation (SPEC §2)
  'otp.title': 'Enter passcode', // authored
  'otp.sentTo': 'A 6-digit passcode was sent to you at {destination}.', // authored
  'otp.expiresIn': 'Your code expires in {time}.', // authored
  'otp.expired': 'Your code has expired.',
  'otp.verifying': 'Verifying passcode...',
  'otp.didntGetIt': "Didn't get it?",
  'otp.resend.initial': 'Resend code', // authored
  'otp.resend.sending': 'Sending...', // authored
  'otp.resend.sent': 'Code sent', // authored
  'otp.resend.waiting': 'Resend code', // authored
  'otp.resend.waitingFor': 'Resend code in {time}', // authored
  'otp.resent.email': 'Email resent',
  'otp.resent.sms': 'Text message resent', // authored: SPEC gives the email toast only
  'otp.resent.whatsapp': 'WhatsApp message resent', // authored
  'otp.confirmation.title': 'Success!',
  'otp.confirmation.text': 'Your passcode has been successfully verified.',

  // Password screens (SPEC §2 Password screens)
  'password.createTitle': 'Create an account', // authored
  'password.createText': 'Finish creating your account by setting a password.', // authored
  'password.loginTitle': 'Log in', // authored
  'password.loginText': 'Enter the password for {email}.', // authored
  'password.passwordlessTitle': 'Log in', // authored
  'password.passwordlessText': 'This account has no password yet. Create one to log in with a password.', // authored
  'password.forgot': 'Forgot Password?',
  'password.createPassword': 'Create password',
  'password.forgotTitle': 'Forgot password?', // authored
  'password.forgotText': 'A link to reset your password was sent to you at {email}.', // authored
  'password.dedupeTitle': 'Check your email to set a new password', // authored
  'password.dedupeText':
    "We want to make sure your account is secure and that it's really you logging in! A login link was sent to you at {email}.", // authored
  'password.breachedTitle': 'Check your email to set a new password', // authored
  'password.breachedText':
    'A different site where you use the same password had a security issue recently. For your safety, an email was sent to you at {email} to reset your password.', // authored
  'password.setNewTitle': 'Check your email!', // authored
  'password.setNewText': 'A login link was sent to you at {email} to create a password for your account.', // authored
  'password.resendEmail': 'Resend email', // authored
  'password.didntGetIt': "Didn't get it?", // authored: SPEC's OTP wording, for the reset emails
  'password.emailResent': 'Email resent',
  'password.confirmationText': 'You have successfully logged in.', // authored
  'password.resetTitle': 'Reset your password',
  'password.newPassword': 'New password', // authored
  'password.loginWithoutPassword': 'Login without a password',
  'password.loggingIn': 'Logging in...',
  'password.strength.label': 'Password strength', // authored
  'password.strength.value': '{score} of {max}', // authored
  'password.requirement.met': 'met', // authored
  'password.requirement.unmet': 'not met', // authored
  'password.luds.minLength': 'Must be at least {count} characters long',
  'password.luds.complexity': 'Must contain {count} of the following: uppercase letter, lowercase letter, number, symbol',
  'password.breached':
    'This password may have been used on a different site that experienced a security issue. Please choose another password.',

  // Validation (SPEC §5)
  'validation.emailFormat': 'Email format is invalid.',
  'validation.emailOtp': 'Invalid email address.',
  'validation.phoneFormat': 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  'validation.codeFormat': 'Code format is invalid, please try again.',
  'validation.required': 'This field is required.', // authored

  // Server errors by error_type (SPEC §8)
  'error.invalid_email': 'Email format is invalid.',
  'error.invalid_phone_number': 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  'error.unsubscribed_phone_number': "The phone number has unsubscribed from messages. Text 'START' to resubscribe.", // authored from SPEC's description
  'error.inactive_email':
    'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  'error.unauthorized_credentials': 'Unauthorized credentials.',
  'error.user_unauthenticated': 'Must have an active session to call this method. Have you logged in yet?',
  'error.email_not_found': 'Email not found.',
  'error.unable_to_auth_magic_link':
    'The magic link could not be authenticated because it was either already used or expired. Please try again.',
  'error.no_user_password': 'Password not found for this user. Please try again.',
  'error.breached_password': 'Password appears in the list of breached passwords and must be reset.',
  'error.reset_password': 'Password must be reset.',
  'error.oauth_token_not_found': 'OAuth Token could not be found.',
  'error.invalid_code': 'Code format is invalid, please try again.',
  'error.member_password_not_found': 'Member password not found.',
  'error.oauth_flow_callback_error': 'An error was encountered in the callback of the OAuth flow. Please try again.',
  'error.unauthorized_action': 'Unauthorized action.',
  'error.user_lock_limit_reached': 'Too many failed authentication attempts. Please try again later.',
  'error.invalid_session_token': 'Invalid session token.',
  'error.session_not_found': 'Session not found.',
  'error.invalid_phone_number_country_code': "The phone number's country code is invalid, unsupported, or disabled.",
  'error.otp_code_not_found': 'Invalid passcode, please try again.',
  'error.duplicate_member_phone_number': 'A member with the specified phone number already exists for this organization.',
  'error.unknown': 'Something went wrong. Please try again.', // authored: an error with no message at all

  // Passkeys (SPEC §2 Passkey screens, §8)
  'passkey.registration.title': 'Set up a new Passkey',
  'passkey.registration.create': 'Create a Passkey',
  'passkey.registration.skip': 'Skip',
  'passkey.registration.noUser': 'Error: Cannot use PasskeyRegistration component without active user authenticated.',
  'passkey.success.title': 'Passkey successfully created!',
  'passkey.success.existing': 'Existing Passkeys',
  'passkey.success.setUpAnother': 'Set up another Passkey',
  'passkey.success.done': 'Done',
  'passkey.success.rename': 'Rename', // authored
  'passkey.success.save': 'Save', // authored
  'passkey.success.delete': 'Delete',
  'passkey.success.cancel': 'Cancel',
  'passkey.success.deleteWarning': 'Once deleted, the passkey cannot be restored.',
  'passkey.confirmation.text': 'Your Passkey has been successfully authenticated.',
  'error.passkey_unknown': 'Unknown error occurred during passkey authentication. Please try again.',
  'error.webauthn_registration_not_found':
    'Passkey registration not found. You may have deleted the passkey from your account but not password manager. Please try again.',
  'error.duplicate_webauthn_registration':
    'The Passkey cannot be created as it seems to be already registered. It is possible this Passkey was registered on another device but has synced cross-device.',
  'error.passkey_not_created':
    'Your Passkey was not created. Click “Create a Passkey” to try again or skip without adding a Passkey.',
  'error.passkey_rename_failed': 'The passkey could not be renamed. Please try again.', // authored
  'error.passkey_delete_failed': 'The passkey could not be deleted. Please try again.', // authored

  // Crypto wallets (SPEC §2 Crypto screens, §8)
  'crypto.error.title': 'Looks like there was an error!',
  'crypto.error.text':
    'Your sign in request could not be completed. Use the back arrow to return to the log in screen and try again!',
  'error.crypto_connect': 'Could not connect to wallet',
  'error.crypto_sign': 'Could not sign message',

  // One Tap developer errors, shown with a test public token only (SPEC §8); all authored
  'error.onetap_unregistered_origin':
    'One Tap: this origin is not an authorised JavaScript origin of the Google OAuth client. Add it in the Google Cloud console.',
  'error.onetap_invalid_client': 'One Tap: the Google OAuth client id is invalid. Check the Google OAuth configuration.',
  'error.onetap_oauth_config_not_found': 'One Tap: no Google OAuth client is configured for this project.',
  'error.onetap_no_login_redirect_urls_set': 'One Tap: set a login redirect URL for this project to use One Tap.',
  'error.onetap_no_signup_redirect_urls_set': 'One Tap: set a signup redirect URL for this project to use One Tap.',
  'error.onetap_default_provider': 'One Tap: the default Google OAuth client cannot be used with One Tap. Configure your own.',

  // Identity provider (SPEC §2 IDPConsent, §4, §5, §6)
  'idp.title.standard': 'Sign in to {clientName} with {projectName}',
  'idp.title.custom': '{clientName} wants to access your {projectName} account',
  'idp.requesting': '{clientName} is requesting to:',
  'idp.allowTo': 'Allow {clientName} to:',
  'idp.allow': 'Allow',
  'idp.deny': 'Deny',
  'idp.ungrantable.notice': 'You do not have permissions to grant {clientName} access to some of the requested scopes.',
  'idp.ungrantable.list': "You cannot grant {clientName}'s request to:",
  'idp.logout.title': 'Log out?',
  'idp.logout.text': 'Are you sure you want to log out of your {projectName} account?',
  'idp.logout.yes': 'Yes',
  'idp.logout.no': 'No',
  'idp.logout.notLoggedOut': 'You have not been logged out. You may close this page.',
  'idp.denied': 'Access to the application was denied.',
  'idp.success': 'You may now close this page.', // authored
  'idp.error.title': 'Looks like there was an error!',
  'idp.noSession': 'No active session detected. Please log in to continue.',
  'idp.missingParam': 'Required parameter is missing: {param}. Please reach out to the application developer.',
  'idp.fallbackClientName': 'The App',
  'idp.scope.openid': 'Verify your identity',
  'idp.scope.profileInfo': 'View your personal profile information',
  'idp.scope.profile.details': 'Name, picture and language', // authored from SPEC's list
  'idp.scope.email.details': 'Email address', // authored
  'idp.scope.phone.details': 'Phone number', // authored
  'idp.scope.offline_access': "Maintain access to your data even when you're not actively using the app",
  'idp.scope.other': 'Use the {scope} scope',

  // zxcvbn feedback (SPEC §2 strength display): @zxcvbn-ts/language-en's own English
  ...zxcvbnFeedbackEn,
} as const;

/** A message id: a key of the English catalogue. */
export type MessageId = keyof typeof en;

/** A full catalogue. */
export type Messages = Record<MessageId, string>;
