// Português do Brasil. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../../i18n/loadLocale';

/** The organization switcher's text in this language, its own chunk, loaded with that widget (./index.ts). */
export default {
  "organizations.switcher.title": "Organizações",
  "organizations.switcher.label": "Organização ativa",
  "organizations.switcher.personal": "Conta pessoal",
  "organizations.switcher.option": "{organization} ({role})",
  "organizations.switcher.activeText": "Você está trabalhando em {organization} como {role}.",
  "organizations.switcher.personalText": "Você está trabalhando na sua conta pessoal.",
  "organizations.switcher.none": "Você ainda não é membro de nenhuma organização.",
  "organizations.switcher.switching": "Trocando…",
  "organizations.switcher.create": "Criar organização",
  "organizations.create.title": "Criar organização",
  "organizations.create.name": "Nome",
  "organizations.create.slug": "Nome na URL (opcional)",
  "organizations.create.slugHint": "Letras minúsculas, dígitos e hifens. Se ficar vazio, é criado a partir do nome.",
  "organizations.create.submit": "Criar",
  "organizations.create.nameRequired": "Digite um nome para a organização.",
  "organizations.create.nameTooLong": "Um nome tem no máximo 100 caracteres.",
  "organizations.create.slugInvalid": "Use de 1 a 48 letras minúsculas, dígitos e hifens, começando e terminando com uma letra ou um dígito.",
  "error.duplicate_organization_slug": "Outra organização já usa este nome na URL.",
  "error.organization_not_found": "Essa organização não existe, ou você não é membro dela.",
} satisfies LocaleFile;
