/**
 * The emulated enterprise identity providers (a development switch, like the emulated social
 * providers: `emulated_providers`, off in a live project). Any tenant name works:
 * `/sso/emulated/oidc/acme` is an OIDC issuer, `/sso/emulated/saml/acme/metadata` a SAML IdP.
 */
import type { RouteModule } from '../../context';
import { ApiError } from '../../core/errors';
import { registerEmulatedOidc } from './oidcIdp';
import { registerEmulatedSaml } from './samlIdp';

export const registerEmulatedIdps: RouteModule = (app, ctx) => {
  app.use('/sso/emulated/*', async (c, next) => {
    if (!ctx.config.emulated_providers) throw new ApiError(404, 'route_not_found');
    if (!/^\/sso\/emulated\/(oidc|saml)\/[a-z0-9][a-z0-9-]{0,39}(\/|$)/.test(c.req.path)) throw new ApiError(404, 'route_not_found');
    await next();
  });
  registerEmulatedOidc(app, ctx);
  registerEmulatedSaml(app, ctx);
};
