// 日本語（です・ます調）. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Organizations' text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "organizations.invitation.title": "{organization} に参加",
  "organizations.invitation.text": "{inviter} さんから {organization} に {role} として招待されました。",
  "organizations.invitation.textNoInviter": "{organization} に {role} として招待されています。",
  "organizations.invitation.for": "この招待は {email} 宛てです。",
  "organizations.invitation.accept": "招待を承諾",
  "organizations.invitation.decline": "辞退",
  "organizations.invitation.mismatchTitle": "この招待は別のアドレス宛てです",
  "organizations.invitation.signedInAs": "{email} としてサインインしています。",
  "organizations.invitation.signOut": "サインアウト",
  "organizations.invitation.unusableTitle": "この招待は使用できません",
  "organizations.invitation.acceptedTitle": "{organization} に参加しました",
  "organizations.invitation.acceptedText": "{organization} が現在のアクティブな組織になりました。",
  "organizations.invitation.declinedTitle": "招待を辞退しました",
  "organizations.invitation.declinedText": "{organization} への招待を辞退しました。",
  "organizations.role.owner": "オーナー",
  "organizations.role.admin": "管理者",
  "organizations.role.member": "メンバー",
  "error.invitation_email_mismatch": "この招待は別のメールアドレスに送信されました。承諾するには、そのアドレスでサインインしてください。",
  "error.invitation_expired": "この招待は有効期限が切れています。新しい招待を依頼してください。",
  "error.invitation_not_found": "この招待は不明か、取り消されたか、すでに回答済みです。",
} satisfies LocaleFile;
