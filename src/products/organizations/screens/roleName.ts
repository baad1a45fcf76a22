import type { Translate } from '../../../i18n/translator';

const BUILT_IN = ['owner', 'admin', 'member'];

/** A built-in role in the page's language; a host's own role by its id, as the host named it. */
export const roleName = (t: Translate, role: string) => (BUILT_IN.includes(role) ? t(`organizations.role.${role}`) : role);
