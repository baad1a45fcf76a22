// हिन्दी (आप). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Enterprise sign-in's text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "sso.continueWith": "{organization} के साथ जारी रखें",
  "main.configError.ssoWithoutEmail": "त्रुटि: सिंगल साइन-ऑन को ईमेल फ़ॉर्म चाहिए: कॉन्फ़िगरेशन में emailMagicLinks, passwords या ईमेल OTP जोड़ें।",
  "error.sso_domain_not_found": "कोई भी संगठन इस ईमेल डोमेन से लोगों को साइन इन नहीं कराता।",
  "error.sso_idp_refused": "आपके संगठन के पहचान प्रदाता ने आपको साइन इन नहीं किया।",
  "error.sso_assertion_invalid": "पहचान प्रदाता के उत्तर की पुष्टि नहीं हो सकी।",
  "error.sso_clock_skew": "पहचान प्रदाता का उत्तर समाप्त हो गया है या अभी मान्य नहीं है। इस डिवाइस की घड़ी जाँचें और फिर से कोशिश करें।",
  "error.sso_email_not_allowed": "पहचान प्रदाता ने संगठन के सत्यापित डोमेन से बाहर का पता साइन इन किया।",
  "error.sso_token_not_found": "सिंगल साइन-ऑन लिंक की समय-सीमा समाप्त हो गई है या इसका उपयोग हो चुका है। कृपया फिर से कोशिश करें।",
} satisfies LocaleFile;
