// עברית. Right to left (loadLocale.ts). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Organizations' text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "organizations.invitation.title": "הצטרפות אל {organization}",
  "organizations.invitation.text": "{inviter} הזמין אותך להצטרף אל {organization} בתפקיד {role}.",
  "organizations.invitation.textNoInviter": "הוזמנת להצטרף אל {organization} בתפקיד {role}.",
  "organizations.invitation.for": "ההזמנה הזו מיועדת אל {email}.",
  "organizations.invitation.accept": "קבלת ההזמנה",
  "organizations.invitation.decline": "דחייה",
  "organizations.invitation.mismatchTitle": "ההזמנה הזו מיועדת לכתובת אחרת",
  "organizations.invitation.signedInAs": "נכנסת בתור {email}.",
  "organizations.invitation.signOut": "יציאה",
  "organizations.invitation.unusableTitle": "אי אפשר להשתמש בהזמנה הזו",
  "organizations.invitation.acceptedTitle": "הצטרפת אל {organization}",
  "organizations.invitation.acceptedText": "{organization} הוא עכשיו הארגון הפעיל שלך.",
  "organizations.invitation.declinedTitle": "ההזמנה נדחתה",
  "organizations.invitation.declinedText": "דחית את ההזמנה להצטרף אל {organization}.",
  "organizations.role.owner": "בעלים",
  "organizations.role.admin": "מנהל",
  "organizations.role.member": "חבר",
  "error.invitation_email_mismatch": "ההזמנה הזו נשלחה לכתובת אימייל אחרת. יש להיכנס עם הכתובת הזו כדי לקבל אותה.",
  "error.invitation_expired": "פג תוקפה של ההזמנה הזו. אפשר לבקש הזמנה חדשה.",
  "error.invitation_not_found": "ההזמנה הזו לא מוכרת, בוטלה או שכבר נענתה.",
} satisfies LocaleFile;
