import { useMainScreen } from '../../flows/useMainScreen';
import { useMagicLinkFlow } from '../../flows/magicLink/useMagicLinkFlow';
import { useOtpSendForm } from '../../flows/otp/useOtpSendForm';
import { usePasswordEmailForm } from '../../flows/password/usePasswordEmailForm';
import { useT } from '../../i18n/I18nProvider';
import { MainScreen } from '../../screens/MainScreen';
import type { MainForms } from '../../screens/mainTypes';
import { useFlowArgs, useWidget } from '../WidgetContext';

/** Main: the layout from the registry, one form view model per method tab. */
export function MainContainer() {
  const { styles, bootstrap } = useWidget();
  const args = useFlowArgs();
  const t = useT();
  const main = useMainScreen(args);
  // Every form hook runs (hooks cannot be conditional); each is idle until its form is submitted.
  const magicLink = useMagicLinkFlow(args);
  const emailOtp = useOtpSendForm({ ...args, method: 'email' });
  const sms = useOtpSendForm({ ...args, method: 'sms' });
  const whatsapp = useOtpSendForm({ ...args, method: 'whatsapp' });
  const password = usePasswordEmailForm(args);
  const forms: MainForms = { 'email-magic-link': magicLink, 'email-otp': emailOtp, password, sms, whatsapp };
  const logoUrl = styles?.logo?.logoImageUrl;
  return (
    <MainScreen
      layout={main.layout}
      forms={forms}
      activeTab={main.activeTab}
      onTabChange={main.onTabChange}
      banner={main.banner}
      hideHeaderText={styles?.hideHeaderText ?? false}
      {...(logoUrl ? { logo: { src: logoUrl, alt: t('main.logoAlt', { projectName: bootstrap.projectName }) } } : {})}
    />
  );
}
