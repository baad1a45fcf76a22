/** SPEC §2 Main: the layout for this config and browser, the selected tab, the banner, and its log event. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { buildMainLayout, type MainLayout } from './mainLayout';
import type { TabId } from './registry';
import { useFlowRuntime, type FlowArgs } from './runtime';
import { errorDescriptorSeverity, type ErrorDescriptor } from './state';

export interface MainScreenViewModel {
  layout: MainLayout;
  /** The form on show: the selected tab, or the only method. */
  activeTab: TabId | null;
  onTabChange(tab: TabId): void;
  /** SPEC §2: a warning or error banner when an error descriptor is set. */
  banner: { descriptor: ErrorDescriptor; severity: 'warning' | 'error' } | null;
  /** False while the browser's passkey autofill support is being asked (passkeys only). */
  ready: boolean;
}

export function useMainScreen(args: FlowArgs): MainScreenViewModel {
  const runtime = useFlowRuntime(args);
  const { config } = args;
  const wantsPasskeys = config.products.includes('passkeys');
  const [autofill, setAutofill] = useState<boolean | null>(wantsPasskeys ? null : false);

  useEffect(() => {
    if (!wantsPasskeys) return;
    let current = true;
    runtime.args.client.webauthn.browserSupportsAutofill().then(
      (supported) => current && setAutofill(supported),
      () => current && setAutofill(false), // cannot tell: offer the button
    );
    return () => {
      current = false;
    };
  }, [wantsPasskeys, runtime]);

  const logged = useRef(false);
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    runtime.log('render_login_screen');
  }, [runtime]);

  const layout = useMemo(() => buildMainLayout(config, { passkeyAutofill: autofill === true }), [config, autofill]);
  const [selected, setSelected] = useState<TabId | null>(null);
  // A tab that no longer exists (the config changed) falls back to the first method.
  const activeTab = selected && layout.tabs.some((tab) => tab.id === selected) ? selected : layout.defaultTab;
  const descriptor = args.state.formState.errorDescriptor;

  return {
    layout,
    activeTab,
    onTabChange: setSelected,
    banner: descriptor ? { descriptor, severity: errorDescriptorSeverity(descriptor) } : null,
    ready: autofill !== null,
  };
}
