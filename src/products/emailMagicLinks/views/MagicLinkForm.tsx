import { useMagicLinkForm } from '../flows/useMagicLinkForm';
import { MainEmailForm } from '../../../screens/MainEmailForm';
import type { MainFormProps } from '../../../flows/productModule';
import { useFlowArgs } from '../../../flows/WidgetContext';

/** Main's magic-link tab: 'Continue with email' sends the link. */
export function MagicLinkForm({ passkeyAutofill }: MainFormProps) {
  return <MainEmailForm form={useMagicLinkForm(useFlowArgs())} passkeyAutofill={passkeyAutofill} />;
}
