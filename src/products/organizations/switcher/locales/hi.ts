// हिन्दी (आप). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../../i18n/loadLocale';

/** The organization switcher's text in this language, its own chunk, loaded with that widget (./index.ts). */
export default {
  "organizations.switcher.title": "संगठन",
  "organizations.switcher.label": "सक्रिय संगठन",
  "organizations.switcher.personal": "निजी खाता",
  "organizations.switcher.option": "{organization} ({role})",
  "organizations.switcher.activeText": "आप {organization} में {role} के रूप में काम कर रहे हैं।",
  "organizations.switcher.personalText": "आप अपने निजी खाते में काम कर रहे हैं।",
  "organizations.switcher.none": "आप अभी तक किसी संगठन के सदस्य नहीं हैं।",
  "organizations.switcher.switching": "बदला जा रहा है…",
  "organizations.switcher.create": "संगठन बनाएँ",
  "organizations.create.title": "संगठन बनाएँ",
  "organizations.create.name": "नाम",
  "organizations.create.slug": "URL नाम (वैकल्पिक)",
  "organizations.create.slugHint": "छोटे अक्षर, अंक और हाइफ़न। खाली छोड़ने पर यह नाम से बनाया जाता है।",
  "organizations.create.submit": "बनाएँ",
  "organizations.create.nameRequired": "संगठन के लिए एक नाम दर्ज करें।",
  "organizations.create.nameTooLong": "नाम में अधिकतम 100 वर्ण हो सकते हैं।",
  "organizations.create.slugInvalid": "1 से 48 छोटे अक्षर, अंक और हाइफ़न इस्तेमाल करें, जो किसी अक्षर या अंक से शुरू और खत्म हों।",
  "error.duplicate_organization_slug": "यह URL नाम पहले से किसी दूसरे संगठन के पास है।",
  "error.organization_not_found": "ऐसा कोई संगठन नहीं है, या आप उसके सदस्य नहीं हैं।",
} satisfies LocaleFile;
