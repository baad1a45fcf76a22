import { useSsoReturnError } from '../flows/useSsoReturnError';
import { useFlowArgs } from '../../../flows/WidgetContext';

/** Drawn while Main shows, drawing nothing: says an identity provider's error on Main. */
export function SsoReturnError() {
  useSsoReturnError(useFlowArgs());
  return null;
}
