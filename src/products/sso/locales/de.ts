// Deutsch (Sie-Form). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Enterprise sign-in's text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "sso.continueWith": "Weiter mit {organization}",
  "main.configError.ssoWithoutEmail": "Fehler: Single Sign-On braucht ein E-Mail-Formular: Fügen Sie emailMagicLinks, passwords oder E-Mail-OTP zur Konfiguration hinzu.",
  "error.sso_domain_not_found": "Keine Organisation meldet Personen mit dieser E-Mail-Domain an.",
  "error.sso_idp_refused": "Der Identitätsanbieter Ihrer Organisation hat Sie nicht angemeldet.",
  "error.sso_assertion_invalid": "Die Antwort des Identitätsanbieters konnte nicht überprüft werden.",
  "error.sso_clock_skew": "Die Antwort des Identitätsanbieters ist abgelaufen oder noch nicht gültig. Prüfen Sie die Uhr dieses Geräts und versuchen Sie es erneut.",
  "error.sso_email_not_allowed": "Der Identitätsanbieter hat eine Adresse außerhalb der bestätigten Domains der Organisation angemeldet.",
  "error.sso_token_not_found": "Der Single-Sign-On-Link ist abgelaufen oder wurde bereits verwendet. Bitte versuchen Sie es erneut.",
} satisfies LocaleFile;
