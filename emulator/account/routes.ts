/**
 * The account center's calls (docs/protocol.md "Account", docs/account.md): the overview, profile,
 * addresses, password, sessions, connected accounts, deletion and the step-up. Each acts on the
 * session's own user only.
 */
import type { RouteModule } from '../context';
import { ok } from '../core/http';
import { registerConnections } from './connectionRoutes';
import { registerDelete } from './deleteRoutes';
import { registerEmail } from './emailRoutes';
import { overview } from './overview';
import { registerPassword } from './passwordRoutes';
import { registerProfile } from './profileRoutes';
import { registerSessions } from './sessionRoutes';
import { registerStepUp } from './stepUpRoutes';

export const register: RouteModule = (app, ctx) => {
  registerSessions(app, ctx); // first: its middleware records the browser of every sign-in
  app.get('/v1/account', async (c) => ok(c, overview(ctx, await ctx.sessions.require(c))));
  registerProfile(app, ctx);
  registerEmail(app, ctx);
  registerPassword(app, ctx);
  registerConnections(app, ctx);
  registerDelete(app, ctx);
  registerStepUp(app, ctx);
};
