/** SPEC §6: the default wording of requested scopes. Pure; the consent screen calls it with its translator. */
import type { idpMessages } from '../i18n/messages/idp';
import type { Translate } from '../i18n/translator';
import type { ConsentItem, ConsentScope } from './idpTypes';

type IdpMessageId = keyof typeof idpMessages;

// SPEC §6: profile, email and phone share one line, whose details say which of them is asked for.
const PROFILE_DETAILS: Record<string, IdpMessageId> = {
  profile: 'idp.scope.profile.details',
  email: 'idp.scope.email.details',
  phone: 'idp.scope.phone.details',
};

/** One line per permission, in the order asked; profile, email and phone as one line with details. */
export function permissionItems(scopes: readonly ConsentScope[], t: Translate): ConsentItem[] {
  const items: ConsentItem[] = [];
  let profile: { text: string; details: string[] } | undefined;
  for (const { scope, description } of scopes) {
    const detail = PROFILE_DETAILS[scope];
    if (detail) {
      if (!profile) items.push((profile = { text: t('idp.scope.profileInfo'), details: [] }));
      profile.details.push(t(detail));
    } else if (scope === 'openid') items.push({ text: t('idp.scope.openid') });
    else if (scope === 'offline_access') items.push({ text: t('idp.scope.offline_access') });
    else items.push({ text: description ?? t('idp.scope.other', { scope }) });
  }
  return items;
}
