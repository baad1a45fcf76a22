// Français. How a native speaker reviews this file: src/i18n/locales/README.md. Before ? ! : a no-break space (U+00A0).
import type { LocaleFile } from '../../../../i18n/loadLocale';

/** The organization switcher's text in this language, its own chunk, loaded with that widget (./index.ts). */
export default {
  "organizations.switcher.title": "Organisations",
  "organizations.switcher.label": "Organisation active",
  "organizations.switcher.personal": "Compte personnel",
  "organizations.switcher.option": "{organization} ({role})",
  "organizations.switcher.activeText": "Vous travaillez dans {organization} en tant que {role}.",
  "organizations.switcher.personalText": "Vous travaillez dans votre compte personnel.",
  "organizations.switcher.none": "Vous n’êtes encore membre d’aucune organisation.",
  "organizations.switcher.switching": "Changement…",
  "organizations.switcher.create": "Créer une organisation",
  "organizations.create.title": "Créer une organisation",
  "organizations.create.name": "Nom",
  "organizations.create.slug": "Nom dans l’URL (facultatif)",
  "organizations.create.slugHint": "Lettres minuscules, chiffres et tirets. Laissé vide, il est tiré du nom.",
  "organizations.create.submit": "Créer",
  "organizations.create.nameRequired": "Saisissez un nom pour l’organisation.",
  "organizations.create.nameTooLong": "Un nom compte au plus 100 caractères.",
  "organizations.create.slugInvalid": "Utilisez de 1 à 48 lettres minuscules, chiffres et tirets, commençant et finissant par une lettre ou un chiffre.",
  "error.duplicate_organization_slug": "Une autre organisation utilise déjà ce nom dans l’URL.",
  "error.organization_not_found": "Cette organisation n’existe pas, ou vous n’en êtes pas membre.",
} satisfies LocaleFile;
