/** The OrganizationSettings widget's one screen: the organization read, then its sections as tabs. */
import { useState } from 'react';
import { useFlowArgs } from '../../../../flows/WidgetContext';
import { useT } from '../../../../i18n/I18nProvider';
import { useTranslations } from '../../../../i18n/productTranslations';
import { organizationsTranslations } from '../../locales';
import { useOrganizationSettings } from '../flows/useOrganizationSettings';
import { organizationSettingsTranslations } from '../locales';
import { organizationSettingsMessages } from '../messages';
import { OrganizationSettings } from '../screens/OrganizationSettings';
import { sectionsFor } from './sections';

export function OrganizationSettingsContainer() {
  const t = useT(organizationSettingsMessages);
  // Drawn again when their words in the language in use arrive (the role names are the invitation's).
  useTranslations(organizationsTranslations);
  useTranslations(organizationSettingsTranslations);
  const args = useFlowArgs();
  const { state, reload, retry } = useOrganizationSettings(args, args.config.organizationOptions?.organizationId);
  const [selected, setSelected] = useState('general');

  if (state.status === 'failed') return <OrganizationSettings status="failed" error={state.error} onRetry={retry} />;
  if (state.status !== 'ready') return <OrganizationSettings status={state.status} />;
  const { detail, viewer } = state;
  const sections = sectionsFor(detail.permissions).map(({ id, title, Section }) => ({
    id,
    title: t(title),
    content: <Section organizationId={state.organizationId} permissions={detail.permissions} detail={detail} viewer={viewer} reload={reload} />,
  }));
  // A section that a role change took away falls back to the first.
  const current = sections.some((section) => section.id === selected) ? selected : 'general';
  // Opening a section reads the organization again: someone may have joined or left meanwhile.
  const select = (id: string) => {
    setSelected(id);
    void reload();
  };
  return <OrganizationSettings status="ready" organization={detail.organization.name} sections={sections} selected={current} onSelect={select} />;
}
