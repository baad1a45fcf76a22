// Français. How a native speaker reviews this file: src/i18n/locales/README.md. Before ? ! : a no-break space (U+00A0).
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Organizations' text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "organizations.invitation.title": "Rejoindre {organization}",
  "organizations.invitation.text": "{inviter} vous invite à rejoindre {organization} en tant que {role}.",
  "organizations.invitation.textNoInviter": "Vous êtes invité à rejoindre {organization} en tant que {role}.",
  "organizations.invitation.for": "Cette invitation est destinée à {email}.",
  "organizations.invitation.accept": "Accepter l’invitation",
  "organizations.invitation.decline": "Refuser",
  "organizations.invitation.mismatchTitle": "Cette invitation est destinée à une autre adresse",
  "organizations.invitation.signedInAs": "Vous êtes connecté en tant que {email}.",
  "organizations.invitation.signOut": "Se déconnecter",
  "organizations.invitation.unusableTitle": "Cette invitation ne peut pas être utilisée",
  "organizations.invitation.acceptedTitle": "Vous avez rejoint {organization}",
  "organizations.invitation.acceptedText": "{organization} est maintenant votre organisation active.",
  "organizations.invitation.declinedTitle": "Invitation refusée",
  "organizations.invitation.declinedText": "Vous avez refusé l’invitation à rejoindre {organization}.",
  "organizations.role.owner": "Propriétaire",
  "organizations.role.admin": "Administrateur",
  "organizations.role.member": "Membre",
  "error.invitation_email_mismatch": "Cette invitation a été envoyée à une autre adresse e-mail. Connectez-vous avec cette adresse pour l’accepter.",
  "error.invitation_expired": "Cette invitation a expiré. Demandez-en une nouvelle.",
  "error.invitation_not_found": "Cette invitation est inconnue, a été retirée ou a déjà reçu une réponse.",
} satisfies LocaleFile;
