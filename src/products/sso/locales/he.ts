// עברית. Right to left (loadLocale.ts). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Enterprise sign-in's text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "sso.continueWith": "המשך עם {organization}",
  "main.configError.ssoWithoutEmail": "שגיאה: כניסה יחידה צריכה טופס דוא״ל: הוסיפו emailMagicLinks, ‏passwords או קוד בדוא״ל להגדרות.",
  "error.sso_domain_not_found": "אין ארגון שמכניס אנשים עם דומיין הדוא״ל הזה.",
  "error.sso_idp_refused": "ספק הזהויות של הארגון שלך לא הכניס אותך.",
  "error.sso_assertion_invalid": "לא ניתן היה לאמת את התשובה של ספק הזהויות.",
  "error.sso_clock_skew": "התשובה של ספק הזהויות פגה או שעדיין אינה בתוקף. בדקו את השעון של המכשיר הזה ונסו שוב.",
  "error.sso_email_not_allowed": "ספק הזהויות הכניס כתובת שמחוץ לדומיינים המאומתים של הארגון.",
  "error.sso_token_not_found": "הקישור לכניסה יחידה פג או שכבר נעשה בו שימוש. נסו שוב.",
} satisfies LocaleFile;
