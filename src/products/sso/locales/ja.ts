// 日本語（です・ます調）. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Enterprise sign-in's text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "sso.continueWith": "{organization} で続行",
  "main.configError.ssoWithoutEmail": "エラー: シングルサインオンにはメールフォームが必要です。設定に emailMagicLinks、passwords、またはメール OTP を追加してください。",
  "error.sso_domain_not_found": "このメールドメインでサインインする組織はありません。",
  "error.sso_idp_refused": "組織の ID プロバイダーでサインインできませんでした。",
  "error.sso_assertion_invalid": "ID プロバイダーの応答を検証できませんでした。",
  "error.sso_clock_skew": "ID プロバイダーの応答の有効期限が切れているか、まだ有効ではありません。このデバイスの時計を確認して、もう一度お試しください。",
  "error.sso_email_not_allowed": "ID プロバイダーが、組織の確認済みドメイン以外のアドレスでサインインしました。",
  "error.sso_token_not_found": "シングルサインオンのリンクの有効期限が切れているか、すでに使用されています。もう一度お試しください。",
} satisfies LocaleFile;
