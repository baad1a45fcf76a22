export { EmailConfirmation, type EmailConfirmationProps } from './EmailConfirmation';
export { mailLinks, searchableDomain, MAIL_PROVIDERS, type MailLink, type MailProvider } from './mailLinks';
