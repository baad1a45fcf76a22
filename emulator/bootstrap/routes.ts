/** GET /v1/projects/bootstrap: the project settings the widget renders with (SPEC §7 bootstrap get). */
import type { RouteModule } from '../context';
import { ok } from '../core/http';
import { challengeSetting } from '../challenge/routes';
import { refuseUnserved, servedAnswer } from './served';

export const register: RouteModule = (app, ctx) => {
  // First of the route modules (app.ts), so every later route is behind it: an unserved product's calls refuse it.
  app.use('/v1/*', refuseUnserved(ctx));
  app.get('/v1/projects/bootstrap', (c) => {
    const { config } = ctx;
    return ok(c, {
      project_id: config.project_id,
      project_name: config.project_name,
      display_watermark: config.display_watermark,
      email_domains: config.email_domains,
      // The widget shows scope descriptions; role rules stay server-side (SPEC §6).
      rbac_policy: { scopes: config.rbac_policy.scopes },
      password_config: config.password_config,
      oauth_providers: config.oauth_providers.filter((p) => p.enabled).map((p) => p.type),
      public_token_type: config.public_token_type,
      vertical: config.vertical,
      challenge: challengeSetting(ctx, new URL(c.req.url).origin),
      // What this project serves: the widget reconciles its config with it before Main (SPEC §7).
      ...servedAnswer(ctx),
    });
  });
};
