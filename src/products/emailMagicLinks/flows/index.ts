export { useMagicLinkForm, type MagicLinkFormViewModel } from './useMagicLinkForm';
export { useEmailConfirmation, type EmailConfirmationViewModel } from './useEmailConfirmation';
export { senderDomain } from './senderDomain';
