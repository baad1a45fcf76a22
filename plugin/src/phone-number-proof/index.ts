/**
 * A verified number on file changes or goes only after this session answered a code texted to it.
 * Better Auth's phoneNumber plugin replaces a signed-in user's number on the new number's code
 * alone (`/phone-number/verify` with `updatePhoneNumber`) and removes it through `/update-user`
 * (`phoneNumber: null`), so a stolen session could move the text-message second factor to the
 * thief's phone. Two endpoints text and check a code for the number on file; the hooks refuse both
 * changes without that proof (403 PHONE_NUMBER_CONFIRMATION_REQUIRED) and spend it on success.
 */
import { createAuthEndpoint, createAuthMiddleware, getSessionFromCtx, sessionMiddleware } from 'better-auth/api';
import { generateRandomString } from 'better-auth/crypto';
import * as z from 'zod';
import { porticoError } from '../error-codes';
import { spendStoredCode, storeCode, type CodeAdapter } from '../storedCode';

/** As the emulator: codes live 5 minutes, 5 wrong tries end one; a proof serves one change within 10 minutes. */
const CODE_SECONDS = 300;
const PROOF_SECONDS = 600;

const codeId = (sessionId: string) => `portico-current-phone:${sessionId}`;
const proofId = (sessionId: string) => `portico-phone-proof:${sessionId}`;
const maskPhone = (phone: string) => `•••${phone.slice(-4)}`;

interface PhoneUser {
  id: string;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
}

interface Verification {
  value: string;
  expiresAt: Date | string;
}

type Adapter = CodeAdapter & { findUserById(id: string): Promise<unknown> };
type SendOTP = (data: { phoneNumber: string; code: string }, ctx: unknown) => unknown;

const adapterOf = (ctx: { context: unknown }) => (ctx.context as { internalAdapter: Adapter }).internalAdapter;
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
const live = (row: Verification | null): row is Verification => row !== null && new Date(row.expiresAt) > new Date();

/** The verified number on file, or null. */
async function numberOnFile(ctx: { context: unknown }, userId: string): Promise<string | null> {
  const user = (await adapterOf(ctx).findUserById(userId)) as PhoneUser | null;
  return user?.phoneNumber && user.phoneNumberVerified ? user.phoneNumber : null;
}

export function phoneNumberProofEndpoints() {
  return {
    porticoCurrentPhoneSend: createAuthEndpoint('/portico/phone-number/current/send', { method: 'POST', use: [sessionMiddleware] }, async (ctx) => {
      const { session, user } = ctx.context.session;
      const current = await numberOnFile(ctx, user.id);
      if (!current) throw porticoError('NOT_FOUND', 'PHONE_NUMBER_NOT_FOUND');
      const sendOTP = (ctx.context.getPlugin('phone-number')?.options as { sendOTP?: SendOTP } | undefined)?.sendOTP;
      if (!sendOTP) throw porticoError('NOT_FOUND', 'PHONE_NUMBER_NOT_FOUND');
      const code = generateRandomString(6, '0-9');
      await storeCode(adapterOf(ctx), codeId(session.id), code, CODE_SECONDS);
      // The host's own sender, as for every other text of the phoneNumber plugin.
      await sendOTP({ phoneNumber: current, code }, ctx);
      return ctx.json({ method_id: `current-phone:${session.id}`, phone_number: maskPhone(current) });
    }),
    porticoCurrentPhoneVerify: createAuthEndpoint(
      '/portico/phone-number/current/verify',
      { method: 'POST', use: [sessionMiddleware], body: z.object({ code: z.string().max(32) }) },
      async (ctx) => {
        const { session, user } = ctx.context.session;
        const adapter = adapterOf(ctx);
        await spendStoredCode(adapter, codeId(session.id), ctx.body.code);
        const current = await numberOnFile(ctx, user.id);
        if (!current) throw porticoError('NOT_FOUND', 'PHONE_NUMBER_NOT_FOUND');
        await adapter.deleteVerificationByIdentifier(proofId(session.id));
        await adapter.createVerificationValue({ identifier: proofId(session.id), value: current, expiresAt: later(PROOF_SECONDS) });
        return ctx.json({});
      },
    ),
  };
}

type HookCtx = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The number a request would replace or remove, for the session making it; null: nothing to guard. */
async function guarded(ctx: HookCtx): Promise<{ sessionId: string; current: string } | null> {
  const body = ctx.body as Record<string, unknown> | undefined;
  const replaces = ctx.path === '/phone-number/verify' && body?.updatePhoneNumber === true;
  const removes = ctx.path === '/update-user' && body !== undefined && 'phoneNumber' in body && body.phoneNumber === null;
  if (!replaces && !removes) return null;
  const session = await getSessionFromCtx(ctx);
  if (!session) return null; // the endpoint itself refuses a request without a session
  const current = await numberOnFile(ctx, session.user.id);
  if (!current || (replaces && body?.phoneNumber === current)) return null; // nothing on file, or the same number again
  return { sessionId: session.session.id, current };
}

export const phoneNumberProofHooks = {
  before: {
    matcher: (ctx: { path?: string }) => ctx.path === '/phone-number/verify' || ctx.path === '/update-user',
    handler: createAuthMiddleware(async (ctx) => {
      const change = await guarded(ctx);
      if (!change) return;
      const proof = await adapterOf(ctx).findVerificationValue(proofId(change.sessionId));
      if (!live(proof) || proof.value !== change.current) throw porticoError('FORBIDDEN', 'PHONE_NUMBER_CONFIRMATION_REQUIRED');
    }),
  },
  after: {
    matcher: (ctx: { path?: string }) => ctx.path === '/phone-number/verify' || ctx.path === '/update-user',
    handler: createAuthMiddleware(async (ctx) => {
      if (ctx.context.returned instanceof Error) return; // refused: the proof is still there for a retry
      const body = ctx.body as Record<string, unknown> | undefined;
      const changed = (ctx.path === '/phone-number/verify' && body?.updatePhoneNumber === true) || (ctx.path === '/update-user' && body?.phoneNumber === null);
      if (!changed) return;
      const session = await getSessionFromCtx(ctx);
      if (session) await adapterOf(ctx).deleteVerificationByIdentifier(proofId(session.session.id));
    }),
  },
};
