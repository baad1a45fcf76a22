// Deutsch (Sie-Form). How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../../i18n/loadLocale';

/** The organization switcher's text in this language, its own chunk, loaded with that widget (./index.ts). */
export default {
  "organizations.switcher.title": "Organisationen",
  "organizations.switcher.label": "Aktive Organisation",
  "organizations.switcher.personal": "Persönliches Konto",
  "organizations.switcher.option": "{organization} ({role})",
  "organizations.switcher.activeText": "Sie arbeiten in {organization} als {role}.",
  "organizations.switcher.personalText": "Sie arbeiten in Ihrem persönlichen Konto.",
  "organizations.switcher.none": "Sie sind noch in keiner Organisation Mitglied.",
  "organizations.switcher.switching": "Wird gewechselt …",
  "organizations.switcher.create": "Organisation erstellen",
  "organizations.create.title": "Organisation erstellen",
  "organizations.create.name": "Name",
  "organizations.create.slug": "URL-Name (optional)",
  "organizations.create.slugHint": "Kleinbuchstaben, Ziffern und Bindestriche. Leer gelassen, wird er aus dem Namen gebildet.",
  "organizations.create.submit": "Erstellen",
  "organizations.create.nameRequired": "Geben Sie einen Namen für die Organisation ein.",
  "organizations.create.nameTooLong": "Ein Name hat höchstens 100 Zeichen.",
  "organizations.create.slugInvalid": "Verwenden Sie 1 bis 48 Kleinbuchstaben, Ziffern und Bindestriche, am Anfang und Ende ein Buchstabe oder eine Ziffer.",
  "error.duplicate_organization_slug": "Eine andere Organisation verwendet diesen URL-Namen bereits.",
  "error.organization_not_found": "Diese Organisation gibt es nicht, oder Sie sind kein Mitglied.",
} satisfies LocaleFile;
