// العربية (الفصحى). Right to left (loadLocale.ts). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../../i18n/loadLocale';

/** The organization switcher's text in this language, its own chunk, loaded with that widget (./index.ts). */
export default {
  "organizations.switcher.title": "المؤسسات",
  "organizations.switcher.label": "المؤسسة النشطة",
  "organizations.switcher.personal": "الحساب الشخصي",
  "organizations.switcher.option": "{organization} ({role})",
  "organizations.switcher.activeText": "أنت تعمل في {organization} بصفة {role}.",
  "organizations.switcher.personalText": "أنت تعمل في حسابك الشخصي.",
  "organizations.switcher.none": "لست عضوًا في أي مؤسسة بعد.",
  "organizations.switcher.switching": "جارٍ التبديل…",
  "organizations.switcher.create": "إنشاء مؤسسة",
  "organizations.create.title": "إنشاء مؤسسة",
  "organizations.create.name": "الاسم",
  "organizations.create.slug": "الاسم في الرابط (اختياري)",
  "organizations.create.slugHint": "أحرف لاتينية صغيرة وأرقام وشرطات. إذا تُرك فارغًا يُنشأ من الاسم.",
  "organizations.create.submit": "إنشاء",
  "organizations.create.nameRequired": "أدخل اسمًا للمؤسسة.",
  "organizations.create.nameTooLong": "لا يزيد الاسم على 100 حرف.",
  "organizations.create.slugInvalid": "استخدم من 1 إلى 48 حرفًا لاتينيًا صغيرًا أو رقمًا أو شرطة، على أن يبدأ وينتهي بحرف أو رقم.",
  "error.duplicate_organization_slug": "تستخدم مؤسسة أخرى هذا الاسم في الرابط بالفعل.",
  "error.organization_not_found": "لا توجد مؤسسة بهذا المعرّف، أو لست من أعضائها.",
} satisfies LocaleFile;
