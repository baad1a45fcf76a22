// हिन्दी (आप). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Organizations' text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "organizations.invitation.title": "{organization} से जुड़ें",
  "organizations.invitation.text": "{inviter} ने आपको {role} के रूप में {organization} से जुड़ने के लिए आमंत्रित किया है।",
  "organizations.invitation.textNoInviter": "आपको {role} के रूप में {organization} से जुड़ने के लिए आमंत्रित किया गया है।",
  "organizations.invitation.for": "यह आमंत्रण {email} के लिए है।",
  "organizations.invitation.accept": "आमंत्रण स्वीकार करें",
  "organizations.invitation.decline": "अस्वीकार करें",
  "organizations.invitation.mismatchTitle": "यह आमंत्रण किसी दूसरे पते के लिए है",
  "organizations.invitation.signedInAs": "आप {email} के रूप में साइन इन हैं।",
  "organizations.invitation.signOut": "साइन आउट करें",
  "organizations.invitation.unusableTitle": "यह आमंत्रण उपयोग नहीं किया जा सकता",
  "organizations.invitation.acceptedTitle": "आप {organization} से जुड़ गए",
  "organizations.invitation.acceptedText": "{organization} अब आपका सक्रिय संगठन है।",
  "organizations.invitation.declinedTitle": "आमंत्रण अस्वीकार किया गया",
  "organizations.invitation.declinedText": "आपने {organization} से जुड़ने का आमंत्रण अस्वीकार कर दिया।",
  "organizations.role.owner": "स्वामी",
  "organizations.role.admin": "व्यवस्थापक",
  "organizations.role.member": "सदस्य",
  "error.invitation_email_mismatch": "यह आमंत्रण किसी दूसरे ईमेल पते पर भेजा गया था। इसे स्वीकार करने के लिए उस पते से साइन इन करें।",
  "error.invitation_expired": "इस आमंत्रण की समय-सीमा समाप्त हो गई है। नया आमंत्रण माँगें।",
  "error.invitation_not_found": "यह आमंत्रण अज्ञात है, वापस ले लिया गया है या इसका उत्तर पहले ही दिया जा चुका है।",
} satisfies LocaleFile;
