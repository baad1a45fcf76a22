/**
 * The identity-provider widget (SPEC §2 IDPConsent, §4, §5, §6): travels with that widget.
 * Strings quoted in SPEC.md are copied exactly; "authored" ones fill its gaps.
 */
import { sessionMessages } from './session';

export const idpMessages = {
  ...sessionMessages,
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
  'idp.signIn.title': 'Log in to continue', // authored: no session is a prompt, not an error
  'idp.noSession': 'No active session detected. Please log in to continue.',
  'idp.missingParam': 'Required parameter is missing: {param}. Please reach out to the application developer.',
  'idp.fallbackClientName': 'The App',
  'idp.framed': 'For your security, this page cannot be used inside another website. Open it in its own window to continue.', // authored
  'idp.logoAlt': '{clientName} logo', // authored

  'idp.scope.openid': 'Verify your identity',
  'idp.scope.profileInfo': 'View your personal profile information',
  'idp.scope.profile.details': 'Name, picture and language', // authored from SPEC's list
  'idp.scope.email.details': 'Email address', // authored
  'idp.scope.phone.details': 'Phone number', // authored
  'idp.scope.offline_access': "Maintain access to your data even when you're not actively using the app",
  'idp.scope.other': 'Use the {scope} scope',
} as const;
