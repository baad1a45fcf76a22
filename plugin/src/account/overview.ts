/**
 * GET /portico/account: the account center's one read (the same answer as the emulator's
 * GET /v1/account), from Better Auth's tables: its accounts (a password, connected providers),
 * passkeys, the twoFactor flag and the session's freshness. Better Auth has no such summary.
 */
import { createAuthEndpoint, sessionMiddleware } from 'better-auth/api';
import { freshForSeconds } from './freshness';

interface OverviewUser {
  id: string;
  name?: string | null;
  image?: string | null;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}

/** A phone-only account's address at the reserved .invalid domain is never shown as the person's. */
const isPlaceholder = (email: string) => /\.invalid$/i.test(email);

export function overviewEndpoint(canMail: boolean) {
  return {
    porticoAccount: createAuthEndpoint('/portico/account', { method: 'GET', use: [sessionMiddleware] }, async (ctx) => {
      const { session } = ctx.context.session;
      const adapter = ctx.context.internalAdapter;
      const user = (await adapter.findUserById(session.userId)) as OverviewUser | null;
      if (!user) throw ctx.error('UNAUTHORIZED');
      const accounts = await adapter.findAccounts(user.id);
      const hasPassword = accounts.some((account) => account.providerId === 'credential' && Boolean(account.password));
      const passkeys = ctx.context.getPlugin('passkey') ? await ctx.context.adapter.count({ model: 'passkey', where: [{ field: 'userId', value: user.id }] }) : 0;
      const email = isPlaceholder(user.email) ? null : user.email;
      const options = ctx.context.options;
      return ctx.json({
        user_id: user.id,
        name: user.name ?? '',
        picture_url: user.image ?? null,
        email,
        email_verified: email !== null && user.emailVerified,
        secondary_emails: null,
        has_password: hasPassword,
        connections: accounts
          .filter((account) => account.providerId !== 'credential')
          .map((account) => ({ connection_id: account.id, provider: account.providerId, connected_at: new Date(account.createdAt).toISOString() })),
        passkeys,
        second_factor: user.twoFactorEnabled === true,
        fresh_for_seconds: freshForSeconds(ctx.context.sessionConfig.freshAge, session),
        step_up_methods: [
          ...(hasPassword ? ['password'] : []),
          ...(email && user.emailVerified && canMail ? ['email_code'] : []),
          ...(passkeys > 0 ? ['passkey'] : []),
        ],
        can: { upload_picture: false, delete_account: options.user?.deleteUser?.enabled === true, change_email: options.user?.changeEmail?.enabled === true },
      });
    }),
  };
}
