// Español. How a native speaker reviews this file: src/i18n/locales/README.md.
import type { LocaleFile } from '../../../i18n/loadLocale';

/** Enterprise sign-in's text in this language, its own chunk, loaded with the product (./index.ts). */
export default {
  "sso.continueWith": "Continuar con {organization}",
  "main.configError.ssoWithoutEmail": "Error: el inicio de sesión único necesita un formulario de correo: añade emailMagicLinks, passwords u OTP por correo a la configuración.",
  "error.sso_domain_not_found": "Ninguna organización inicia la sesión de personas con este dominio de correo.",
  "error.sso_idp_refused": "El proveedor de identidad de tu organización no ha iniciado tu sesión.",
  "error.sso_assertion_invalid": "No se pudo verificar la respuesta del proveedor de identidad.",
  "error.sso_clock_skew": "La respuesta del proveedor de identidad ha caducado o aún no es válida. Comprueba el reloj de este dispositivo e inténtalo de nuevo.",
  "error.sso_email_not_allowed": "El proveedor de identidad inició sesión con una dirección fuera de los dominios verificados de la organización.",
  "error.sso_token_not_found": "El enlace de inicio de sesión único ha caducado o ya se usó. Inténtalo de nuevo.",
} satisfies LocaleFile;
