import type { InvitationDetails } from '../../src/products/organizations/screens/invitationTypes';
import { choice } from './controls';

/** Invitations by name, for the Controls panel's select (stories of the invitation screens). */
export const invitations = {
  'Admin of Acme, from Grace': { organization: 'Acme Corporation', inviter: 'Grace Hopper', role: 'admin', email: 'ada@acme.test' },
  'Member of Acme, from Grace': { organization: 'Acme Corporation', inviter: 'Grace Hopper', role: 'member', email: 'ada@acme.test' },
  'A host role at Globex, inviter gone': { organization: 'Globex', inviter: null, role: 'billing-viewer', email: 'grace@globex.test' },
} satisfies Record<string, InvitationDetails>;

export const invitationControl = choice(invitations);
