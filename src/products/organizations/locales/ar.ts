// العربية (الفصحى). Right to left (loadLocale.ts). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Organizations' text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "organizations.invitation.title": "الانضمام إلى {organization}",
  "organizations.invitation.text": "دعاك {inviter} إلى الانضمام إلى {organization} بدور {role}.",
  "organizations.invitation.textNoInviter": "أنت مدعو إلى الانضمام إلى {organization} بدور {role}.",
  "organizations.invitation.for": "هذه الدعوة موجهة إلى {email}.",
  "organizations.invitation.accept": "قبول الدعوة",
  "organizations.invitation.decline": "رفض",
  "organizations.invitation.mismatchTitle": "هذه الدعوة موجهة إلى عنوان آخر",
  "organizations.invitation.signedInAs": "أنت مسجّل الدخول باسم {email}.",
  "organizations.invitation.signOut": "تسجيل الخروج",
  "organizations.invitation.unusableTitle": "لا يمكن استخدام هذه الدعوة",
  "organizations.invitation.acceptedTitle": "انضممت إلى {organization}",
  "organizations.invitation.acceptedText": "أصبحت {organization} مؤسستك النشطة.",
  "organizations.invitation.declinedTitle": "تم رفض الدعوة",
  "organizations.invitation.declinedText": "رفضت الدعوة للانضمام إلى {organization}.",
  "organizations.role.owner": "المالك",
  "organizations.role.admin": "المسؤول",
  "organizations.role.member": "عضو",
  "error.invitation_email_mismatch": "أُرسلت هذه الدعوة إلى عنوان بريد إلكتروني آخر. سجّل الدخول بذلك العنوان لقبولها.",
  "error.invitation_expired": "انتهت صلاحية هذه الدعوة. اطلب دعوة جديدة.",
  "error.invitation_not_found": "هذه الدعوة غير معروفة أو سُحبت أو تم الرد عليها بالفعل.",
} satisfies LocaleFile;
