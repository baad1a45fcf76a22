import { Fragment, type ReactNode } from 'react';
import { useT, type MessageId } from '../i18n';
import { Button } from '../primitives/Button';
import { Divider } from '../primitives/Divider';
import { Logo } from '../primitives/Logo';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../primitives/Tabs';
import { Text } from '../primitives/Text';
import { ErrorBanner } from './ErrorBanner';
import { MainEmailForm } from './MainEmailForm';
import { MainPhoneForm } from './MainPhoneForm';
import type { MainConfigError, MainForms, MainScreenGroup, MainScreenLayout, MainTabId } from './mainTypes';
import { ScreenLayout } from './ScreenLayout';
import type { FormStatus, ScreenError } from './types';

export interface MainScreenProps {
  /** What to show, from the config (flows' `buildMainLayout`). */
  layout: MainScreenLayout;
  /** One form view model per tab in the layout. */
  forms: MainForms;
  /** The selected tab; uncontrolled (first method) when omitted. @defaultValue undefined */
  activeTab?: MainTabId | null;
  /** @defaultValue undefined */
  onTabChange?: (tab: MainTabId) => void;
  /** SPEC §2: a warning or error banner. @defaultValue null */
  banner?: { descriptor: ScreenError; severity: 'warning' | 'error' } | null;
  /** The host's logo (theme logo.logoImageUrl). @defaultValue undefined */
  logo?: { src: string; alt: string };
  /** Hide 'Sign up or log in' on screen; it stays the heading for assistive technology. @defaultValue false */
  hideHeaderText?: boolean;
  /** Renders a part Main does not draw itself (social and wallet buttons); null skips it. @defaultValue undefined */
  renderGroup?: (group: MainScreenGroup) => ReactNode;
  /** 'Login with a Passkey'. @defaultValue undefined */
  onPasskeyLogin?: () => void;
  /** @defaultValue 'idle' */
  passkeyStatus?: FormStatus;
  /** The browser offers passkeys in the email field's autofill. @defaultValue false */
  passkeyAutofill?: boolean;
}

const CONFIG_ERRORS: Record<MainConfigError, MessageId> = {
  eml_and_email_otp: 'main.configError.emlAndEmailOtp',
  passkeys_only: 'main.configError.passkeysOnly',
};

/** SPEC §2 Main: logo, header, banner, then the configured groups with 'or' between them. */
export function MainScreen(props: MainScreenProps) {
  const { layout, forms, banner = null, logo, hideHeaderText = false, passkeyAutofill = false } = props;
  const t = useT();

  const renderForm = (tab: MainTabId): ReactNode => {
    if (tab === 'sms' || tab === 'whatsapp') {
      const form = forms[tab];
      return form ? <MainPhoneForm method={tab} form={form} /> : null;
    }
    const form = forms[tab];
    if (!form) return null;
    const base = tab === 'password' ? 'username' : 'email';
    return <MainEmailForm form={form} autoComplete={passkeyAutofill ? `${base} webauthn` : base} />;
  };

  const renderMethods = (): ReactNode => {
    if (layout.tabs.length === 0) return layout.defaultTab ? renderForm(layout.defaultTab) : null;
    const controlled = props.activeTab !== undefined;
    return (
      <Tabs
        value={controlled ? (props.activeTab ?? layout.defaultTab ?? undefined) : undefined}
        defaultValue={controlled ? undefined : (layout.defaultTab ?? undefined)}
        onValueChange={(value) => props.onTabChange?.(value as MainTabId)}
      >
        <TabsList aria-label={t('main.tabsLabel')}>
          {layout.tabs.map((tab) => (
            <TabsTrigger key={tab.id} value={tab.id}>
              {t(tab.labelId)}
            </TabsTrigger>
          ))}
        </TabsList>
        {layout.tabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
            {renderForm(tab.id)}
          </TabsContent>
        ))}
      </Tabs>
    );
  };

  const renderPart = (group: MainScreenGroup): ReactNode => {
    if (group.part === 'form') return renderMethods();
    if (group.part === 'passkey') {
      return (
        <Button variant="secondary" loading={props.passkeyStatus === 'submitting'} onClick={props.onPasskeyLogin}>
          {t('main.loginWithPasskey')}
        </Button>
      );
    }
    return props.renderGroup?.(group) ?? null;
  };

  const parts = layout.configError
    ? []
    : layout.groups.flatMap((group) => {
        const content = renderPart(group);
        return content === null || content === undefined || content === false ? [] : [{ group, content }];
      });

  return (
    <ScreenLayout
      title={t('main.header')}
      titleHidden={hideHeaderText}
      before={logo ? <Logo src={logo.src} alt={logo.alt} /> : undefined}
    >
      {banner ? <ErrorBanner error={banner.descriptor} severity={banner.severity} /> : null}
      {layout.configError ? <Text variant="error">{t(CONFIG_ERRORS[layout.configError])}</Text> : null}
      {parts.map(({ group, content }, index) => (
        <Fragment key={group.part}>
          {index > 0 ? <Divider text={t('common.or')} /> : null}
          <div data-main-part={group.part}>{content}</div>
        </Fragment>
      ))}
    </ScreenLayout>
  );
}
