// @vitest-environment jsdom
/**
 * The security widget tells the host what changed: each change of a second factor is a
 * SecondFactorChange event, and a refused change reaches onError (SPEC §8).
 */
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { SecondFactorCalls } from '../../../src/client/types';
import { useSecurityFactors } from '../../../src/products/secondFactor/flows/useSecurityFactors';
import { fakeAuthResponse, fakeClient, fails } from '../../../stories/flows/fakeClient';
import { renderFlow } from '../../fakes/flowHarness';
import { flush } from '../../fakes/renderHook';

const factors = (totp: boolean): Partial<SecondFactorCalls> => ({
  list: async () => ({ totp, backup_codes_left: totp ? 10 : 0 }),
  createTotp: async () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Test?secret=JBSWY3DPEHPK3PXP' }),
  confirmTotp: async () => ({ backup_codes: ['code-1'] }),
  removeTotp: async () => undefined,
  regenerateBackupCodes: async () => ({ backup_codes: ['code-2'] }),
});

const signedIn = (secondFactor: Partial<SecondFactorCalls>) =>
  fakeClient({ session: { getSync: () => fakeAuthResponse.session }, secondFactor: secondFactor as SecondFactorCalls });

describe('security widget › events for factor changes', () => {
  it('adding an app, regenerating backup codes and removing the app each emit SecondFactorChange', async () => {
    const flow = renderFlow(useSecurityFactors, { client: signedIn(factors(false)) });
    await act(flush);
    await act(() => flow.result.current.onAddApp());
    await act(() => flow.result.current.onConfirm('123456'));
    await act(() => flow.result.current.onRegenerate());
    await act(() => flow.result.current.onRemove('123456'));
    expect(flow.events).toEqual([
      { type: 'SecondFactorChange', data: { factor: 'totp', change: 'added' } },
      { type: 'SecondFactorChange', data: { factor: 'backup_codes', change: 'regenerated' } },
      { type: 'SecondFactorChange', data: { factor: 'totp', change: 'removed' } },
    ]);
  });

  it('a refused removal emits nothing and reaches onError', async () => {
    const flow = renderFlow(useSecurityFactors, { client: signedIn({ ...factors(true), removeTotp: fails('otp_code_not_found') }) });
    await act(flush);
    await act(() => flow.result.current.onRemove('000000'));
    expect(flow.events).toEqual([]);
    expect(flow.errors).toEqual([expect.objectContaining({ errorType: 'otp_code_not_found' })]);
  });
});
