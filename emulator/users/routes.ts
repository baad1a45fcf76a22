/** User search by email (SPEC §7, drives the password flow) and the signed-in user (user.get). */
import { z } from 'zod';
import type { RouteModule } from '../context';
import { ok, parseBody } from '../core/http';
import * as field from '../core/schemas';
import { hasPassword } from '../passwords/store';

const search = z.object({ email: field.email });

export const register: RouteModule = (app, ctx) => {
  app.post('/v1/users/search', async (c) => {
    const { email } = await parseBody(c, search);
    const user = ctx.users.byEmail(email);
    const userType = !user ? 'new' : hasPassword(ctx, user.user_id) ? 'password' : 'passwordless';
    return ok(c, { user_type: userType });
  });

  app.get('/v1/users/me', async (c) => {
    const { user } = await ctx.sessions.require(c);
    return ok(c, ctx.users.toJSON(user.user_id));
  });
};
