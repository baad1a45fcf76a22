/** SPEC §2 Main: the layout for this config and browser, the selected tab, the banner, and its log event. */
import { useEffect, useMemo, useRef, useState } from 'react';
import { buildMainLayout, type MainLayout } from './mainLayout';
import type { MainCapabilities, ProductDefinition, TabId } from './products';
import { useFlowRuntime, type FlowArgs } from './runtime';
import type { MainScreenProps } from '../screens/MainScreen';
import { errorDescriptorSeverity } from './state';

export interface MainScreenViewModel {
  layout: MainLayout;
  /** The form on show: the selected tab, or the only method. */
  activeTab: TabId | null;
  onTabChange(tab: TabId): void;
  /** SPEC §2: a warning or error banner when an error descriptor is set (the screen owns its shape). */
  banner: NonNullable<MainScreenProps['banner']> | null;
}

// Nothing is known of the browser until a product's background has found out.
const NO_CAPABILITIES: MainCapabilities = {};

export function useMainScreen(
  args: FlowArgs,
  /** The configured products' modules, in the config's order. */
  products: readonly ProductDefinition[],
  capabilities: MainCapabilities = NO_CAPABILITIES,
): MainScreenViewModel {
  const runtime = useFlowRuntime(args);
  const { config } = args;

  const logged = useRef(false);
  useEffect(() => {
    if (logged.current) return;
    logged.current = true;
    runtime.log('render_login_screen');
  }, [runtime]);

  const layout = useMemo(() => buildMainLayout(config, capabilities, products), [config, capabilities, products]);
  const [selected, setSelected] = useState<TabId | null>(null);
  // A tab that no longer exists (the config changed) falls back to the first method.
  const activeTab = selected && layout.tabs.some((tab) => tab.id === selected) ? selected : layout.defaultTab;
  const descriptor = args.state.formState.errorDescriptor;

  return {
    layout,
    activeTab,
    onTabChange: setSelected,
    banner: descriptor ? { descriptor, severity: errorDescriptorSeverity(descriptor) } : null,
  };
}
