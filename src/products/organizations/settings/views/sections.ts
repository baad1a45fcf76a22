/**
 * The settings' sections, in order: a section is one line here (its id, its tab's words, who sees
 * it, its container taking `{ organizationId, permissions }`). A section a person's role gives
 * nothing to do in, and nothing to read, is not offered.
 */
import type { ComponentType } from 'react';
import type { OrganizationPermission } from '../../../../client/organizationTypes';
import type { MessageId } from '../../../../i18n/translator';
import { SsoConnectionSection } from '../connection';
import { DomainsSection } from '../domains';
import { GeneralSection, InvitationsSection, MembersSection, RolesSection } from './SectionContainers';
import type { OrganizationSectionProps } from './sectionProps';

export interface OrganizationSettingsSection {
  id: string;
  title: MessageId;
  /** Shown to every member when undefined; else only to a role holding this permission. */
  needs?: OrganizationPermission;
  Section: ComponentType<OrganizationSectionProps>;
}

export const SETTINGS_SECTIONS: readonly OrganizationSettingsSection[] = [
  { id: 'general', title: 'organizations.settings.general.title', Section: GeneralSection },
  { id: 'members', title: 'organizations.settings.members.title', Section: MembersSection },
  { id: 'invitations', title: 'organizations.settings.invitations.title', needs: 'members:invite', Section: InvitationsSection },
  { id: 'roles', title: 'organizations.settings.roles.title', needs: 'roles:manage', Section: RolesSection },
  { id: 'domains', title: 'organizations.settings.domains.title', needs: 'domains:manage', Section: DomainsSection },
  { id: 'connection', title: 'organizations.settings.connection.title', needs: 'sso:manage', Section: SsoConnectionSection },
];

export const sectionsFor = (permissions: readonly OrganizationPermission[]) => SETTINGS_SECTIONS.filter((section) => !section.needs || permissions.includes(section.needs));
