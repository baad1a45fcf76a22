// Español. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Organizations' text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "organizations.invitation.title": "Únase a {organization}",
  "organizations.invitation.text": "{inviter} le invitó a unirse a {organization} como {role}.",
  "organizations.invitation.textNoInviter": "Le invitaron a unirse a {organization} como {role}.",
  "organizations.invitation.for": "Esta invitación es para {email}.",
  "organizations.invitation.accept": "Aceptar invitación",
  "organizations.invitation.decline": "Rechazar",
  "organizations.invitation.mismatchTitle": "Esta invitación es para otra dirección",
  "organizations.invitation.signedInAs": "Ha iniciado sesión como {email}.",
  "organizations.invitation.signOut": "Cerrar sesión",
  "organizations.invitation.unusableTitle": "No se puede usar esta invitación",
  "organizations.invitation.acceptedTitle": "Se unió a {organization}",
  "organizations.invitation.acceptedText": "{organization} es ahora su organización activa.",
  "organizations.invitation.declinedTitle": "Invitación rechazada",
  "organizations.invitation.declinedText": "Rechazó la invitación para unirse a {organization}.",
  "organizations.role.owner": "Propietario",
  "organizations.role.admin": "Administrador",
  "organizations.role.member": "Miembro",
  "error.invitation_email_mismatch": "Esta invitación se envió a otra dirección de correo electrónico. Inicie sesión con esa dirección para aceptarla.",
  "error.invitation_expired": "Esta invitación ha caducado. Pida una nueva.",
  "error.invitation_not_found": "Esta invitación es desconocida, se retiró o ya se respondió.",
} satisfies LocaleFile;
