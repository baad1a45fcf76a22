import { useMagicLinkForm } from '../../../flows/magicLink/useMagicLinkForm';
import { MainEmailForm } from '../../../screens/MainEmailForm';
import type { MainFormProps } from '../types';
import { useFlowArgs } from '../../WidgetContext';

/** Main's magic-link tab: 'Continue with email' sends the link. */
export function MagicLinkForm({ passkeyAutofill }: MainFormProps) {
  return <MainEmailForm form={useMagicLinkForm(useFlowArgs())} autoComplete={passkeyAutofill ? 'username webauthn' : 'email'} />;
}
