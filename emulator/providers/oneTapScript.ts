/**
 * The emulated Google's One Tap library, served at the `script_url` the client check advertises: a
 * local stand-in for Google's client library with the calls a page makes
 * (`google.accounts.id.initialize`, `prompt`, `renderButton`, `cancel`). Like Google's, it checks
 * the page's origin and the client id itself, shows the account chooser in an iframe on the
 * emulator's origin (floating at the top right, or inside `prompt_parent_id`), and reports each
 * prompt moment (display, not displayed, skipped, dismissed) to the listener `prompt` was given.
 */
import { ONE_TAP_FRAME_PATH } from './oneTapFrame';

export interface OneTapScriptOptions {
  /** The emulator's origin: where the chooser frame lives and whose messages the script trusts. */
  emulatorOrigin: string;
  /** Google's client id; `initialize` with another is `invalid_client`. */
  clientId: string;
  /** Origins Google accepts; with `loopback`, also any localhost, 127.0.0.1 or [::1] page. */
  origins: string[];
  loopback: boolean;
}

/** The library's source, with the project's Google settings filled in. */
export function oneTapScript(o: OneTapScriptOptions): string {
  return `// The Portico emulator's stand-in for Google's One Tap library (emulator/providers/oneTapScript.ts).
(() => {
  const EMULATOR = ${JSON.stringify(o.emulatorOrigin)};
  const CLIENT_ID = ${JSON.stringify(o.clientId)};
  const ORIGINS = ${JSON.stringify(o.origins)};
  const LOOPBACK = ${JSON.stringify(o.loopback)};
  const allowed = (origin) =>
    ORIGINS.includes(origin) || (LOOPBACK && /^https?:\\/\\/(([\\w-]+\\.)*localhost|127\\.0\\.0\\.1|\\[::1\\])(:\\d+)?$/.test(origin));
  let options = {};
  let frame = null;
  let listener = null;
  let onMessage = null;
  let onOutside = null;

  // Google's PromptMomentNotification: display (shown or not, with a reason), skipped, dismissed.
  const moment = (type, reason) => ({
    getMomentType: () => type,
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display' && !reason,
    isNotDisplayed: () => type === 'display' && !!reason,
    getNotDisplayedReason: () => (type === 'display' ? reason : undefined),
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  });
  const tell = (type, reason) => {
    if (listener) listener(moment(type, reason));
  };

  function close(type, reason) {
    if (!frame) return;
    frame.remove();
    frame = null;
    removeEventListener('message', onMessage);
    if (onOutside) document.removeEventListener('click', onOutside, true);
    onOutside = null;
    tell(type, reason);
  }

  function open(notify) {
    if (frame) close('dismissed', 'flow_restarted');
    listener = notify || null;
    if (options.client_id !== CLIENT_ID) return tell('display', 'invalid_client');
    if (!allowed(location.origin)) return tell('display', 'unregistered_origin');
    const parent = options.prompt_parent_id ? document.getElementById(options.prompt_parent_id) : null;
    const query = new URLSearchParams({ client_id: CLIENT_ID, origin: location.origin, nonce: options.nonce || '' });
    frame = document.createElement('iframe');
    frame.title = 'Sign in with Google';
    frame.src = EMULATOR + ${JSON.stringify(ONE_TAP_FRAME_PATH)} + '?' + query;
    frame.style.cssText = parent
      ? 'display:block;border:0;width:100%;height:0'
      : 'position:fixed;top:16px;right:16px;z-index:2147483647;border:0;width:360px;height:0;' +
        'border-radius:8px;background:#fff;box-shadow:0 2px 12px rgba(0,0,0,.25)';
    onMessage = (event) => {
      const message = event.data && event.data.portico_onetap;
      if (!frame || !message || event.source !== frame.contentWindow || event.origin !== EMULATOR) return;
      if (message.height) frame.style.height = message.height + 'px';
      if (message.ready) tell('display');
      if (message.close) close('skipped', 'user_cancel');
      if (message.credential) {
        close('dismissed', 'credential_returned');
        if (options.callback) options.callback({ credential: message.credential, select_by: 'user', clientId: CLIENT_ID });
      }
    };
    addEventListener('message', onMessage);
    // Google's default: a tap outside the floating prompt closes it.
    if (!parent && options.cancel_on_tap_outside !== false) {
      onOutside = () => close('skipped', 'tap_outside');
      document.addEventListener('click', onOutside, true);
    }
    (parent || document.body).append(frame);
  }

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize: (config) => {
      options = config || {};
    },
    prompt: (notify) => open(notify),
    cancel: () => close('dismissed', 'cancel_called'),
    renderButton: (parent, config) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = config && config.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
      button.addEventListener('click', () => open());
      parent.append(button);
    },
    disableAutoSelect: () => undefined,
  };
})();
`;
}
