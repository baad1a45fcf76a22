/**
 * An identity provider's way back with an error (`stytch_token_type=sso&error=…`, docs/protocol.md):
 * when that page shows the Login widget, Main says it once, in the catalogue's words (banner and
 * onError), and the parameters leave the address bar so a reload does not repeat it.
 */
import { useEffect, useRef, useState } from 'react';
import { providerReturnError } from '../../../client/providerReturnError';
import { useFlowRuntime, type FlowArgs } from '../../../flows/runtime';
import type { ErrorDescriptor } from '../../../flows/state';

const RETURN_PARAMS = ['stytch_token_type', 'error', 'error_description'];

/**
 * `wordsArrived`: enterprise sign-in's text in the language in use is here. The widget speaks
 * English until its language arrives, and this product's text in it comes after: the error shown
 * is drawn again when its words arrive, unless the person has moved on.
 */
export function useSsoReturnError(args: FlowArgs, wordsArrived = true): void {
  const runtime = useFlowRuntime(args);
  const [said, setSaid] = useState<ErrorDescriptor>();
  useEffect(() => {
    const url = new URL(location.href);
    const params = url.searchParams;
    const error = params.get('error');
    if (params.get('stytch_token_type') !== 'sso' || !error) return;
    RETURN_PARAMS.forEach((name) => params.delete(name));
    history.replaceState(history.state, '', url);
    // Anyone can write a link to this page: only the error_type is read, never the description.
    setSaid({ ...runtime.fail(providerReturnError(error)), plainText: true });
  }, [runtime]);
  const shownId = args.state.formState.errorDescriptor?.id;
  const drawn = useRef(false);
  useEffect(() => {
    if (!said || !wordsArrived || (drawn.current && shownId !== said.id)) return;
    drawn.current = true;
    runtime.args.dispatch({ type: 'set_error_descriptor', errorDescriptor: said });
  }, [said, wordsArrived]);
}
