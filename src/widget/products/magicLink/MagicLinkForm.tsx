import { useMagicLinkForm } from '../../../flows/magicLink/useMagicLinkForm';
import { MainEmailForm } from '../../../screens/MainEmailForm';
import { useFlowArgs } from '../../WidgetContext';

/** Main's magic-link tab: 'Continue with email' sends the link. */
export function MagicLinkForm() {
  return <MainEmailForm form={useMagicLinkForm(useFlowArgs())} />;
}
