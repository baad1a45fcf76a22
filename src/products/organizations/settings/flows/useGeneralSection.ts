/** The organization's name, slug and whether it requires single sign-on (docs/organizations.md "Settings"). */
import { useState } from 'react';
import { useFlowRuntime } from '../../../../flows/runtime';
import type { OrganizationGeneralProps } from '../screens/OrganizationGeneral';
import { organizationCalls } from './organizationCalls';
import type { SectionFlowArgs } from './sectionArgs';
import { generalErrors } from './settingsRules';
import { useSectionChange } from './useSectionChange';

export function useGeneralSection({ organizationId, detail, viewer, reload, ...args }: SectionFlowArgs): OrganizationGeneralProps {
  const runtime = useFlowRuntime(args);
  const change = useSectionChange(runtime);
  const org = detail.organization;
  const [values, setValues] = useState({ name: org.name, slug: org.slug, ssoRequired: org.sso_required });
  const [errors, setErrors] = useState<ReturnType<typeof generalErrors>>({});
  const canEdit = viewer.permissions.includes('organization:update');

  return {
    values,
    errors,
    canEdit,
    // Turning it on or off is the single sign-on managers' (the server's rule too).
    canRequireSso: canEdit && viewer.permissions.includes('sso:manage'),
    status: change.busy ? 'submitting' : 'idle',
    notice: change.notice,
    onValueChange: (field, value) => {
      setValues((prev) => ({ ...prev, [field]: value }));
      setErrors((prev) => ({ ...prev, [field]: undefined }));
    },
    onSubmit: () => {
      const found = generalErrors(values);
      setErrors(found);
      if (found.name || found.slug) return;
      void change.run('save', async () => {
        const changes = {
          ...(values.name.trim() !== org.name ? { name: values.name.trim() } : {}),
          ...(values.slug !== org.slug ? { slug: values.slug } : {}),
          ...(values.ssoRequired !== org.sso_required ? { sso_required: values.ssoRequired } : {}),
        };
        if (Object.keys(changes).length) {
          await organizationCalls(runtime.args.client).update(organizationId, changes);
          runtime.emit({ type: 'OrganizationUpdated', data: { organization_id: organizationId } });
          await reload();
        }
        return { id: 'organizations.settings.general.saved' };
      });
    },
  };
}
