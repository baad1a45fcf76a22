// العربية (الفصحى). Right to left (loadLocale.ts). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Enterprise sign-in's text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "sso.continueWith": "المتابعة باستخدام {organization}",
  "main.configError.ssoWithoutEmail": "خطأ: يحتاج تسجيل الدخول الموحّد إلى نموذج بريد إلكتروني: أضف emailMagicLinks أو passwords أو رمز البريد الإلكتروني إلى الإعدادات.",
  "error.sso_domain_not_found": "لا توجد مؤسسة تُدخل الأشخاص بنطاق البريد الإلكتروني هذا.",
  "error.sso_idp_refused": "لم يُسجّل موفّر الهوية في مؤسستك دخولك.",
  "error.sso_assertion_invalid": "تعذّر التحقق من رد موفّر الهوية.",
  "error.sso_clock_skew": "انتهت صلاحية رد موفّر الهوية أو لم يصبح صالحًا بعد. تحقق من ساعة هذا الجهاز وحاول مرة أخرى.",
  "error.sso_email_not_allowed": "سجّل موفّر الهوية دخول عنوان خارج النطاقات الموثّقة للمؤسسة.",
  "error.sso_token_not_found": "انتهت صلاحية رابط تسجيل الدخول الموحّد أو سبق استخدامه. يُرجى المحاولة مرة أخرى.",
} satisfies LocaleFile;
