/** SPEC §2 social buttons, SPEC §7 oauth.{provider}.start, and the provider's way back with an error. */
import { useEffect } from 'react';
import type { SocialButtonsModel } from '../screens/SocialButtons';
import { useFlowRuntime, type FlowArgs, type FlowRuntime } from '../../../flows/runtime';
import { useSubmission } from '../../../flows/useSubmission';
import { providerReturnError } from '../../../client/providerReturnError';

export function useSocialButtons(args: FlowArgs): SocialButtonsModel {
  const runtime = useFlowRuntime(args);
  const submission = useSubmission<string>(runtime);
  useProviderError(runtime);
  return {
    providers: args.config.oauthOptions.providers.map((entry) => entry.type),
    starting: submission.status === 'idle' ? null : submission.status,
    onStart: (type) =>
      void submission.run(type, async () => {
        const { client, config, dispatch } = runtime.args;
        const { providers, loginRedirectURL, signupRedirectURL } = config.oauthOptions;
        const entry = providers.find((candidate) => candidate.type === type);
        dispatch({ type: 'clear_error_descriptor' });
        try {
          // The client navigates, and refuses any URL but http(s) (client/oauthCalls.ts).
          await client.oauth.start(type, {
            login_redirect_url: loginRedirectURL,
            signup_redirect_url: signupRedirectURL,
            custom_scopes: entry?.custom_scopes,
            provider_params: entry?.provider_params,
          });
        } catch (error) {
          // SPEC §8: Main's banner, and onError.
          dispatch({ type: 'set_error_descriptor', errorDescriptor: runtime.fail(error) });
        }
      }),
  };
}

const RETURN_PARAMS = ['stytch_token_type', 'error', 'error_description'];

/**
 * A provider page the person cancelled sends them back to the login redirect URL with
 * `stytch_token_type=oauth&error=…` (docs/emulator.md): when that page shows this widget, Main says
 * so once (banner and onError) and the parameters leave the address bar, so a reload does not repeat it.
 */
function useProviderError(runtime: FlowRuntime): void {
  useEffect(() => {
    const url = new URL(location.href);
    const params = url.searchParams;
    const error = params.get('error');
    if (params.get('stytch_token_type') !== 'oauth' || !error) return;
    RETURN_PARAMS.forEach((name) => params.delete(name));
    history.replaceState(history.state, '', url);
    // Anyone can put an error and its description in a link to this page: its words are never
    // shown. The error_type picks the catalogue's message (SPEC §8); one the catalogue lacks reads
    // as the OAuth callback's, and all of it as plain text.
    const errorDescriptor = { ...runtime.fail(providerReturnError(error)), plainText: true };
    runtime.args.dispatch({ type: 'set_error_descriptor', errorDescriptor });
  }, [runtime]);
}
