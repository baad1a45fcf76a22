import { useEffect, useState } from 'react';
import { usePasskeyAutofill } from '../flows/usePasskeyAutofill';
import { mainTabs } from '../../../flows/mainLayout';
import type { MainCapabilities } from '../../../flows/products';
import { passkeyAutofillReplacesButton } from '../flows/autofillRule';
import type { MainBackgroundProps } from '../../../flows/productModule';
import { useFlowArgs, useWidget } from '../../../flows/WidgetContext';

/**
 * Main's background while passkeys are on: finds out whether the browser has WebAuthn and offers
 * passkeys in autofill (SPEC §7 browserSupportsAutofill), tells Main, and runs the autofill request
 * (SPEC §4) where the button is left out. It draws nothing.
 */
export function PasskeyAutofill({ onCapabilities }: MainBackgroundProps) {
  const { client, products, config } = useWidget();
  const [found, setFound] = useState<MainCapabilities>();
  useEffect(() => {
    let current = true;
    const webauthn = typeof globalThis.PublicKeyCredential !== 'undefined';
    // Without WebAuthn there is no helper to download and nothing to ask: neither button nor autofill.
    (webauthn ? client.webauthn.browserSupportsAutofill().catch(() => false) : Promise.resolve(false)).then((passkeyAutofill) => {
      if (!current) return;
      setFound({ webauthn, passkeyAutofill });
      onCapabilities((known) => ({ ...known, webauthn, passkeyAutofill }));
    });
    return () => {
      current = false;
    };
  }, [client, onCapabilities]);
  // SPEC §4: only where the browser offers passkey autofill and an email form is on Main (where the
  // button is left out, by the same rule in the entry's showsOnMain).
  usePasskeyAutofill(useFlowArgs(), passkeyAutofillReplacesButton(found, mainTabs(config, products ?? [])));
  return null;
}
