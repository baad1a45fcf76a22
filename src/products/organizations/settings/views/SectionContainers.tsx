/** The settings' own sections: each joins its flow to its screen. */
import { useFlowArgs } from '../../../../flows/WidgetContext';
import { useGeneralSection } from '../flows/useGeneralSection';
import { useInvitationsSection } from '../flows/useInvitationsSection';
import { useMembersSection } from '../flows/useMembersSection';
import { useRolesSection } from '../flows/useRolesSection';
import { OrganizationGeneral } from '../screens/OrganizationGeneral';
import { OrganizationInvitations } from '../screens/OrganizationInvitations';
import { OrganizationMembers } from '../screens/OrganizationMembers';
import { OrganizationRoles } from '../screens/OrganizationRoles';
import type { OrganizationSectionProps } from './sectionProps';

const argsOf = ({ organizationId, detail, viewer, reload }: OrganizationSectionProps) => ({ organizationId, detail, viewer, reload });

export function GeneralSection(props: OrganizationSectionProps) {
  // A new form when the organization is read again, so a saved name shows as saved.
  return <OrganizationGeneral {...useGeneralSection({ ...useFlowArgs(), ...argsOf(props) })} />;
}

export function MembersSection(props: OrganizationSectionProps) {
  return <OrganizationMembers {...useMembersSection({ ...useFlowArgs(), ...argsOf(props) })} />;
}

export function InvitationsSection(props: OrganizationSectionProps) {
  const args = useFlowArgs();
  const invitationRedirectUrl = args.config.organizationOptions?.invitationRedirectURL;
  return <OrganizationInvitations {...useInvitationsSection({ ...args, ...argsOf(props), invitationRedirectUrl })} />;
}

export function RolesSection(props: OrganizationSectionProps) {
  return <OrganizationRoles {...useRolesSection({ ...useFlowArgs(), ...argsOf(props) })} />;
}
