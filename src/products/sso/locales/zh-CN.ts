// 简体中文. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Enterprise sign-in's text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "sso.continueWith": "使用 {organization} 继续",
  "main.configError.ssoWithoutEmail": "错误：单点登录需要电子邮件表单：请在配置中添加 emailMagicLinks、passwords 或电子邮件 OTP。",
  "error.sso_domain_not_found": "没有组织使用此电子邮件域名登录。",
  "error.sso_idp_refused": "您组织的身份提供商未让您登录。",
  "error.sso_assertion_invalid": "无法验证身份提供商的响应。",
  "error.sso_clock_skew": "身份提供商的响应已过期或尚未生效。请检查此设备的时钟，然后重试。",
  "error.sso_email_not_allowed": "身份提供商登录了组织已验证域名之外的地址。",
  "error.sso_token_not_found": "单点登录链接已过期或已被使用。请重试。",
} satisfies LocaleFile;
