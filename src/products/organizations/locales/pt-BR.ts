// Português do Brasil. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Organizations' text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "organizations.invitation.title": "Entrar em {organization}",
  "organizations.invitation.text": "{inviter} convidou você para entrar em {organization} como {role}.",
  "organizations.invitation.textNoInviter": "Você foi convidado para entrar em {organization} como {role}.",
  "organizations.invitation.for": "Este convite é para {email}.",
  "organizations.invitation.accept": "Aceitar convite",
  "organizations.invitation.decline": "Recusar",
  "organizations.invitation.mismatchTitle": "Este convite é para outro endereço",
  "organizations.invitation.signedInAs": "Você está conectado como {email}.",
  "organizations.invitation.signOut": "Sair",
  "organizations.invitation.unusableTitle": "Este convite não pode ser usado",
  "organizations.invitation.acceptedTitle": "Você entrou em {organization}",
  "organizations.invitation.acceptedText": "{organization} agora é sua organização ativa.",
  "organizations.invitation.declinedTitle": "Convite recusado",
  "organizations.invitation.declinedText": "Você recusou o convite para entrar em {organization}.",
  "organizations.role.owner": "Proprietário",
  "organizations.role.admin": "Administrador",
  "organizations.role.member": "Membro",
  "error.invitation_email_mismatch": "Este convite foi enviado para outro endereço de e-mail. Entre com esse endereço para aceitá-lo.",
  "error.invitation_expired": "Este convite expirou. Peça um novo.",
  "error.invitation_not_found": "Este convite é desconhecido, foi retirado ou já foi respondido.",
} satisfies LocaleFile;
