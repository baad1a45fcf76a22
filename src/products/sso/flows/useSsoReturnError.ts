/**
 * An identity provider's way back with an error (`stytch_token_type=sso&error=…`, docs/protocol.md):
 * when that page shows the Login widget, Main says it once, in the catalogue's words (banner and
 * onError), and the parameters leave the address bar so a reload does not repeat it.
 */
import { useEffect } from 'react';
import { providerReturnError } from '../../../client/providerReturnError';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';

const RETURN_PARAMS = ['stytch_token_type', 'error', 'error_description'];

/** `ready`: the error's words in the language in use have arrived (they are said once, so not before). */
export function useSsoReturnError(args: FlowArgs, ready = true): void {
  const runtime = useFlowRuntime(args);
  useEffect(() => {
    if (!ready) return;
    const url = new URL(location.href);
    const params = url.searchParams;
    const error = params.get('error');
    if (params.get('stytch_token_type') !== 'sso' || !error) return;
    RETURN_PARAMS.forEach((name) => params.delete(name));
    history.replaceState(history.state, '', url);
    // Anyone can write a link to this page: only the error_type is read, never the description.
    const errorDescriptor = { ...runtime.fail(providerReturnError(error)), plainText: true };
    runtime.args.dispatch({ type: 'set_error_descriptor', errorDescriptor });
  }, [runtime, ready]);
}
