// 简体中文. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Organizations' text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "organizations.invitation.title": "加入 {organization}",
  "organizations.invitation.text": "{inviter} 邀请您以 {role} 身份加入 {organization}。",
  "organizations.invitation.textNoInviter": "您受邀以 {role} 身份加入 {organization}。",
  "organizations.invitation.for": "此邀请发送给 {email}。",
  "organizations.invitation.accept": "接受邀请",
  "organizations.invitation.decline": "拒绝",
  "organizations.invitation.mismatchTitle": "此邀请属于另一个地址",
  "organizations.invitation.signedInAs": "您当前以 {email} 身份登录。",
  "organizations.invitation.signOut": "退出登录",
  "organizations.invitation.unusableTitle": "此邀请无法使用",
  "organizations.invitation.acceptedTitle": "您已加入 {organization}",
  "organizations.invitation.acceptedText": "{organization} 现在是您的当前组织。",
  "organizations.invitation.declinedTitle": "已拒绝邀请",
  "organizations.invitation.declinedText": "您已拒绝加入 {organization} 的邀请。",
  "organizations.role.owner": "所有者",
  "organizations.role.admin": "管理员",
  "organizations.role.member": "成员",
  "error.invitation_email_mismatch": "此邀请已发送到另一个电子邮件地址。请使用该地址登录以接受邀请。",
  "error.invitation_expired": "此邀请已过期。请索取新的邀请。",
  "error.invitation_not_found": "此邀请未知、已被撤回或已被回复。",
} satisfies LocaleFile;
