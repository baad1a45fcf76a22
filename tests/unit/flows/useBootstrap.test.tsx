// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { B2B_TOKEN_WARNING } from '../../../src/flows/b2bWarning';
import { useBootstrap } from '../../../src/flows/useBootstrap';
import { fakeBootstrap, fakeClient } from '../../../stories/flows/fakeClient';
import { flush, renderHook } from '../../fakes/renderHook';

afterEach(() => vi.restoreAllMocks());

describe('useBootstrap', () => {
  it('given a cached value › shows it at once, then the server answer', async () => {
    const client = fakeClient({
      bootstrap: {
        getSync: () => ({ ...fakeBootstrap, projectName: 'Cached' }),
        get: async () => ({ ...fakeBootstrap, projectName: 'Fresh' }),
      },
    });
    const hook = renderHook(() => useBootstrap(client));
    expect(hook.result.current.projectName).toBe('Cached');
    await flush();
    expect(hook.result.current.projectName).toBe('Fresh');
    hook.unmount();
  });

  it('given a B2B project token › logs the warning (SPEC §5)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = fakeClient({ bootstrap: { get: async () => ({ ...fakeBootstrap, vertical: 'b2b' as const }) } });
    const hook = renderHook(() => useBootstrap(client));
    await flush();
    // The warning's text downloads with the answer that calls for it.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(B2B_TOKEN_WARNING));
    hook.unmount();
  });

  it('given a failed call › the cached value stays and nothing is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const client = fakeClient({ bootstrap: { get: () => Promise.reject(new Error('offline')) } });
    const hook = renderHook(() => useBootstrap(client));
    await flush();
    expect(warn).not.toHaveBeenCalled();
    expect(hook.result.current.projectName).toBe(fakeBootstrap.projectName);
    hook.unmount();
  });
});
