/**
 * What the widget needs beside Better Auth's twoFactor plugin. The plugin's sign-in answer
 * names methods (`totp`, `otp`) but not where a code goes nor whether backup codes are left, and
 * it has no call that lists a signed-in user's factors without their password. These two reads
 * answer both, from the plugin's own table and challenge cookie; every change still goes through
 * the plugin's endpoints (and their password checks).
 */
import { createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { porticoError } from '../error-codes';
import { channelProves, pendingChallenge } from './authenticators';

interface TwoFactorRow {
  verified?: boolean | null;
  backupCodes?: string | null;
}

interface UserRow {
  id: string;
  email?: string | null;
  phoneNumber?: string | null;
  phoneNumberVerified?: boolean | null;
}

/** Where the plugin's `otp` method sends its code: the host's sendOTP decides; this is the dev server's rule. */
export type SecondFactorChannel = (user: UserRow) => 'sms' | 'email';
export const phoneFirst: SecondFactorChannel = (user) => (user.phoneNumber && user.phoneNumberVerified ? 'sms' : 'email');

/** Where twoFactor's `otp` code goes for `user`, as portico() offers it (`channel`: its secondFactorChannel): for the host's sendOTP. */
export function secondFactorDestination(user: UserRow, channel: SecondFactorChannel = phoneFirst): { channel: 'sms' | 'email'; to: string } {
  const via = channel(user);
  return { channel: via, to: String(via === 'sms' ? user.phoneNumber : user.email) };
}

/** A person reads where a code goes without the whole address or number shown to whoever holds the challenge. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1•••$2');
const maskPhone = (phone: string) => `•••${phone.slice(-4)}`;

type Ctx = {
  context: {
    adapter: { findOne<T>(args: { model: string; where: Array<{ field: string; value: string }> }): Promise<T | null> };
    secretConfig: unknown;
    getPlugin(id: string): { options?: { otpOptions?: { sendOTP?: unknown }; backupCodeOptions?: { storeBackupCodes?: unknown } } } | null | undefined;
  };
};

async function backupCodesLeft(ctx: Ctx, row: TwoFactorRow | null): Promise<number> {
  if (!row?.backupCodes || row.verified === false) return 0;
  const stored = ctx.context.getPlugin('two-factor')?.options?.backupCodeOptions?.storeBackupCodes ?? 'encrypted';
  if (stored !== 'encrypted' && stored !== 'plain') return 0; // a host's own encryption: not ours to open
  try {
    const json = stored === 'encrypted' ? await symmetricDecrypt({ key: ctx.context.secretConfig as string, data: row.backupCodes }) : row.backupCodes;
    const codes: unknown = JSON.parse(json);
    return Array.isArray(codes) ? codes.length : 0;
  } catch {
    return 0;
  }
}

const findTwoFactor = (ctx: Ctx, userId: string) =>
  ctx.context.adapter.findOne<TwoFactorRow>({ model: 'twoFactor', where: [{ field: 'userId', value: userId }] });

export function secondFactorEndpoints(channel: SecondFactorChannel = phoneFirst) {
  return {
    /** The pending sign-in's factors (the plugin's challenge cookie), most convenient first. */
    porticoSecondFactorOptions: createAuthEndpoint('/portico/second-factor/options', { method: 'GET' }, async (ctx) => {
      if (!ctx.context.getPlugin('two-factor')) throw porticoError('NOT_FOUND', 'TWO_FACTOR_NOT_ENABLED');
      const pending = await pendingChallenge(ctx);
      const user = pending ? ((await ctx.context.internalAdapter.findUserById(pending.userId)) as UserRow | null) : null;
      if (!pending || !user) throw porticoError('UNAUTHORIZED', 'INVALID_TWO_FACTOR_COOKIE');
      const row = await findTwoFactor(ctx as unknown as Ctx, user.id);
      const totp = row !== null && row.verified !== false;
      const factors: Array<'totp' | 'sms' | 'email' | 'backup_code'> = [];
      if (totp) factors.push('totp');
      const otp = Boolean(ctx.context.getPlugin('two-factor')?.options?.otpOptions?.sendOTP);
      // Not the inbox or phone the first factor proved: a code there is the same authenticator twice.
      const via = otp && channelProves(channel(user)) !== pending.proved ? channel(user) : null;
      if (via) factors.push(via);
      if ((await backupCodesLeft(ctx as unknown as Ctx, row)) > 0) factors.push('backup_code');
      return ctx.json({
        factors,
        phone_number: via === 'sms' && user.phoneNumber ? maskPhone(user.phoneNumber) : null,
        email: via === 'email' && user.email ? maskEmail(user.email) : null,
      });
    }),
    /** The signed-in user's factors, for the security widget's overview. */
    porticoSecondFactors: createAuthEndpoint('/portico/second-factor', { method: 'GET', use: [sessionMiddleware] }, async (ctx) => {
      const row = await findTwoFactor(ctx as unknown as Ctx, ctx.context.session.user.id);
      const totp = row !== null && row.verified === true;
      // The account's verified number (the phoneNumber plugin), and whether twoFactor's `otp` method texts it.
      const user = (await ctx.context.internalAdapter.findUserById(ctx.context.session.user.id)) as (UserRow & { twoFactorEnabled?: boolean | null }) | null;
      const phone = user?.phoneNumber && user.phoneNumberVerified ? user.phoneNumber : null;
      const otp = Boolean(ctx.context.getPlugin('two-factor')?.options?.otpOptions?.sendOTP);
      return ctx.json({
        totp,
        backup_codes_left: totp ? await backupCodesLeft(ctx as unknown as Ctx, row) : 0,
        phone_number: phone ? maskPhone(phone) : null,
        sms: Boolean(phone && otp && user?.twoFactorEnabled && channel(user) === 'sms'),
      });
    }),
  };
}
