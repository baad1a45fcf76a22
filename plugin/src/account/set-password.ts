/**
 * A first password for an account without one. Better Auth's setPassword is server-only (no HTTP
 * route), so this is its route: a fresh session, the sign-up's strength policy, and never over an
 * existing password (that is change-password, with the current one).
 */
import { createAuthEndpoint, freshSessionMiddleware } from 'better-auth/api';
import * as z from 'zod';
import { accountError } from './error-codes';

export function setPasswordEndpoint(enforceStrength: (password: string, email: string | undefined) => void) {
  return {
    porticoSetPassword: createAuthEndpoint(
      '/portico/account/set-password',
      { method: 'POST', use: [freshSessionMiddleware], body: z.object({ newPassword: z.string().min(1).max(4096) }) },
      async (ctx) => {
        const { user } = ctx.context.session;
        enforceStrength(ctx.body.newPassword, user.email);
        const adapter = ctx.context.internalAdapter;
        const credential = await adapter.findCredentialAccount(user.id);
        if (credential?.password) throw accountError('CONFLICT', 'PASSWORD_ALREADY_SET');
        const hash = await ctx.context.password.hash(ctx.body.newPassword);
        if (credential) await adapter.updateAccount(credential.id, { password: hash });
        else await adapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: hash });
        return ctx.json({ status: true });
      },
    ),
  };
}
