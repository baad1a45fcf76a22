import { senderDomain } from '../../flows/magicLink/inboxLinks';
import { useMagicLinkFlow } from '../../flows/magicLink/useMagicLinkFlow';
import { EmailConfirmation } from '../../screens/EmailConfirmation';
import { useFlowArgs, useWidget } from '../WidgetContext';

export default function EmailConfirmationContainer() {
  const { config, bootstrap, goToMain } = useWidget();
  const flow = useMagicLinkFlow(useFlowArgs());
  const domain = senderDomain(config.emailMagicLinksOptions.domainHint, bootstrap);
  return <EmailConfirmation email={flow.sentTo} onTryAgain={flow.onTryAgain} onBack={goToMain} {...(domain ? { senderDomain: domain } : {})} />;
}
