// Português do Brasil. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Enterprise sign-in's text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "sso.continueWith": "Continuar com {organization}",
  "main.configError.ssoWithoutEmail": "Erro: o login único precisa de um formulário de e-mail: adicione emailMagicLinks, passwords ou OTP por e-mail à configuração.",
  "error.sso_domain_not_found": "Nenhuma organização faz login de pessoas com este domínio de e-mail.",
  "error.sso_idp_refused": "O provedor de identidade da sua organização não fez seu login.",
  "error.sso_assertion_invalid": "Não foi possível verificar a resposta do provedor de identidade.",
  "error.sso_clock_skew": "A resposta do provedor de identidade expirou ou ainda não é válida. Verifique o relógio deste dispositivo e tente novamente.",
  "error.sso_email_not_allowed": "O provedor de identidade fez login de um endereço fora dos domínios verificados da organização.",
  "error.sso_token_not_found": "O link de login único expirou ou já foi usado. Tente novamente.",
} satisfies LocaleFile;
