import { useSsoReturnError } from '../flows/useSsoReturnError';
import { useFlowArgs } from '../../../flows/WidgetContext';
import { useTranslations } from '../../../i18n/productTranslations';
import { ssoTranslations } from '../locales';

/**
 * Drawn while Main shows, drawing nothing: fetches enterprise sign-in's text in the language in use
 * and, once it is here, says an identity provider's error on Main.
 */
export function SsoReturnError() {
  useSsoReturnError(useFlowArgs(), useTranslations(ssoTranslations));
  return null;
}
