// Deutsch (Sie-Form). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Organizations' text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "organizations.invitation.title": "{organization} beitreten",
  "organizations.invitation.text": "{inviter} hat Sie eingeladen, {organization} als {role} beizutreten.",
  "organizations.invitation.textNoInviter": "Sie sind eingeladen, {organization} als {role} beizutreten.",
  "organizations.invitation.for": "Diese Einladung gilt für {email}.",
  "organizations.invitation.accept": "Einladung annehmen",
  "organizations.invitation.decline": "Ablehnen",
  "organizations.invitation.mismatchTitle": "Diese Einladung gilt für eine andere Adresse",
  "organizations.invitation.signedInAs": "Sie sind als {email} angemeldet.",
  "organizations.invitation.signOut": "Abmelden",
  "organizations.invitation.unusableTitle": "Diese Einladung kann nicht verwendet werden",
  "organizations.invitation.acceptedTitle": "Sie sind {organization} beigetreten",
  "organizations.invitation.acceptedText": "{organization} ist jetzt Ihre aktive Organisation.",
  "organizations.invitation.declinedTitle": "Einladung abgelehnt",
  "organizations.invitation.declinedText": "Sie haben die Einladung abgelehnt, {organization} beizutreten.",
  "organizations.role.owner": "Inhaber",
  "organizations.role.admin": "Administrator",
  "organizations.role.member": "Mitglied",
  "error.invitation_email_mismatch": "Diese Einladung wurde an eine andere E-Mail-Adresse gesendet. Melden Sie sich mit dieser Adresse an, um sie anzunehmen.",
  "error.invitation_expired": "Diese Einladung ist abgelaufen. Bitten Sie um eine neue.",
  "error.invitation_not_found": "Diese Einladung ist unbekannt, wurde zurückgezogen oder bereits beantwortet.",
} satisfies LocaleFile;
