// Español. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../../i18n/loadLocale';

/** The organization switcher's text in this language, its own chunk, loaded with that widget (./index.ts). */
export default {
  "organizations.switcher.title": "Organizaciones",
  "organizations.switcher.label": "Organización activa",
  "organizations.switcher.personal": "Cuenta personal",
  "organizations.switcher.option": "{organization} ({role})",
  "organizations.switcher.activeText": "Está trabajando en {organization} como {role}.",
  "organizations.switcher.personalText": "Está trabajando en su cuenta personal.",
  "organizations.switcher.none": "Todavía no es miembro de ninguna organización.",
  "organizations.switcher.switching": "Cambiando…",
  "organizations.switcher.create": "Crear organización",
  "organizations.create.title": "Crear organización",
  "organizations.create.name": "Nombre",
  "organizations.create.slug": "Nombre en la URL (opcional)",
  "organizations.create.slugHint": "Letras minúsculas, dígitos y guiones. Si lo deja vacío, se crea a partir del nombre.",
  "organizations.create.submit": "Crear",
  "organizations.create.nameRequired": "Escriba un nombre para la organización.",
  "organizations.create.nameTooLong": "Un nombre tiene como máximo 100 caracteres.",
  "organizations.create.slugInvalid": "Use de 1 a 48 letras minúsculas, dígitos y guiones, empezando y terminando con una letra o un dígito.",
  "error.duplicate_organization_slug": "Otra organización ya usa este nombre en la URL.",
  "error.organization_not_found": "No existe esa organización, o usted no es uno de sus miembros.",
} satisfies LocaleFile;
