// Français. How a native speaker reviews this file: src/i18n/locales/README.md. Before ? ! : a no-break space (U+00A0).
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Enterprise sign-in's text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "sso.continueWith": "Continuer avec {organization}",
  "main.configError.ssoWithoutEmail": "Erreur : l’authentification unique a besoin d’un formulaire d’e-mail : ajoutez emailMagicLinks, passwords ou l’OTP par e-mail à la configuration.",
  "error.sso_domain_not_found": "Aucune organisation ne connecte les personnes de ce domaine de messagerie.",
  "error.sso_idp_refused": "Le fournisseur d’identité de votre organisation ne vous a pas connecté.",
  "error.sso_assertion_invalid": "La réponse du fournisseur d’identité n’a pas pu être vérifiée.",
  "error.sso_clock_skew": "La réponse du fournisseur d’identité a expiré ou n’est pas encore valide. Vérifiez l’horloge de cet appareil et réessayez.",
  "error.sso_email_not_allowed": "Le fournisseur d’identité a connecté une adresse hors des domaines vérifiés de l’organisation.",
  "error.sso_token_not_found": "Le lien d’authentification unique a expiré ou a déjà été utilisé. Veuillez réessayer.",
} satisfies LocaleFile;
