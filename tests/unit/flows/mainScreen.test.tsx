// @vitest-environment jsdom
import { act, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PorticoEvent } from '../../../src/flows/events';
import type { ProductDefinition } from '../../../src/flows/products';
import type { FlowArgs } from '../../../src/flows/runtime';
import { useAuthenticateFlowComplete } from '../../../src/flows/useConfirmationEvent';
import { useMainScreen } from '../../../src/flows/useMainScreen';
import { useWidgetInstance } from '../../../src/flows/useWidgetInstance';
import { createInitialState } from '../../../src/flows/state';
import { loginProducts } from '../../../src/products/registry';
import { loadProducts } from '../../../src/widget/useProducts';
import { fakeClient } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';
import { flush } from '../../fakes/renderHook';

let entries: ProductDefinition[] = [];
beforeAll(async () => {
  entries = await loadProducts(loginProducts, Object.keys(loginProducts));
});
// Main takes the configured products' modules in the config's order, as the widget hands them over.
const useMain = (args: FlowArgs) => useMainScreen(args, args.config.products.flatMap((id) => entries.filter((product) => product.id === id)));

describe('useMainScreen (SPEC §2 Main)', () => {
  it('logs render_login_screen once and starts on the first method', async () => {
    const client = fakeClient();
    const flow = renderFlow(useMain, { client, config: { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp'] } } });
    expect(flow.result.current.activeTab).toBe('sms');
    act(() => flow.result.current.onTabChange('whatsapp'));
    expect(flow.result.current.activeTab).toBe('whatsapp');
    await flush();
    expect(client.callsTo('events.log')).toEqual([['render_login_screen', undefined]]);
  });

  it('shows the error descriptor as a banner; passkey-not-found as a warning', () => {
    const state = createInitialState();
    state.formState.errorDescriptor = { id: 'error.webauthn_registration_not_found' };
    const flow = renderFlow(useMain, { client: fakeClient(), state });
    expect(flow.result.current.banner).toEqual({ descriptor: { id: 'error.webauthn_registration_not_found' }, severity: 'warning' });
  });

  it('reports the config error instead of a form', async () => {
    const flow = renderFlow(useMain, { client: fakeClient(), config: { products: ['passkeys'] } });
    await flush();
    expect(flow.result.current.layout.configError).toBe('main.configError.passkeysOnly');
    expect(flow.result.current.activeTab).toBeNull();
  });
});

describe('one-off events under StrictMode', () => {
  function mountStrict(Probe: () => null) {
    const root = createRoot(document.createElement('div'));
    act(() =>
      root.render(
        <StrictMode>
          <Probe />
        </StrictMode>,
      ),
    );
    return root;
  }

  it('AuthenticateFlowComplete is emitted once when a confirmation screen shows (SPEC §2)', () => {
    const events: PorticoEvent[] = [];
    mountStrict(() => {
      useAuthenticateFlowComplete({ onEvent: (event) => events.push(event) });
      return null;
    });
    expect(events).toEqual([{ type: 'AuthenticateFlowComplete', data: {} }]);
  });

  it('sdk_instance_instantiated is logged once per widget', () => {
    const client = fakeClient();
    mountStrict(() => {
      useWidgetInstance({ client });
      return null;
    });
    expect(client.callsTo('events.log')).toEqual([['sdk_instance_instantiated', undefined]]);
  });
});
