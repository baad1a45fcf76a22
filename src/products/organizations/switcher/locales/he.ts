// עברית. Right to left (loadLocale.ts). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../../i18n/loadLocale';

/** The organization switcher's text in this language, its own chunk, loaded with that widget (./index.ts). */
export default {
  "organizations.switcher.title": "ארגונים",
  "organizations.switcher.label": "ארגון פעיל",
  "organizations.switcher.personal": "חשבון אישי",
  "organizations.switcher.option": "{organization} ({role})",
  "organizations.switcher.activeText": "את/ה עובד/ת ב-{organization} בתור {role}.",
  "organizations.switcher.personalText": "את/ה עובד/ת בחשבון האישי שלך.",
  "organizations.switcher.none": "עדיין אינך חבר/ה באף ארגון.",
  "organizations.switcher.switching": "מחליף…",
  "organizations.switcher.create": "יצירת ארגון",
  "organizations.create.title": "יצירת ארגון",
  "organizations.create.name": "שם",
  "organizations.create.slug": "שם בכתובת ה-URL (לא חובה)",
  "organizations.create.slugHint": "אותיות לטיניות קטנות, ספרות ומקפים. אם יישאר ריק, הוא ייווצר מהשם.",
  "organizations.create.submit": "יצירה",
  "organizations.create.nameRequired": "יש להזין שם לארגון.",
  "organizations.create.nameTooLong": "שם יכול להכיל עד 100 תווים.",
  "organizations.create.slugInvalid": "יש להשתמש ב-1 עד 48 אותיות לטיניות קטנות, ספרות ומקפים, שמתחילים ומסתיימים באות או בספרה.",
  "error.duplicate_organization_slug": "ארגון אחר כבר משתמש בשם הזה בכתובת ה-URL.",
  "error.organization_not_found": "אין ארגון כזה, או שאינך חבר/ה בו.",
} satisfies LocaleFile;
