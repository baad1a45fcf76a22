/** Passkey rename and delete (SPEC §7 passkey update / delete): only the owner may touch one. */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { ApiError } from '../errors';
import { ok, parseBody } from '../http';
import { ownedRegistration, publicRegistration } from '../passkeys/store';

const rename = z.object({ name: z.string().trim().min(1).max(100) });

export const register: RouteModule = (app, ctx) => {
  app.put('/v1/webauthn/:id', async (c) => {
    const { user } = await ctx.sessions.require(c);
    const body = await parseBody(c, rename);
    const id = c.req.param('id');
    if (!ownedRegistration(ctx, id, user.user_id)) throw new ApiError(404, 'webauthn_registration_not_found');
    ctx.db.prepare('UPDATE webauthn_registrations SET name = ? WHERE webauthn_registration_id = ?').run(body.name, id);
    return ok(c, { webauthn_registration: publicRegistration(ownedRegistration(ctx, id, user.user_id)!) });
  });

  app.delete('/v1/users/webauthn_registrations/:id', async (c) => {
    const { user } = await ctx.sessions.require(c);
    const id = c.req.param('id');
    const deleted = ctx.db
      .prepare('DELETE FROM webauthn_registrations WHERE webauthn_registration_id = ? AND user_id = ?')
      .run(id, user.user_id);
    if (deleted.changes !== 1) throw new ApiError(404, 'webauthn_registration_not_found');
    return ok(c, { user_id: user.user_id, user: ctx.users.toJSON(user.user_id) });
  });
};
