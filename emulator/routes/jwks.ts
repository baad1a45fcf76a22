/** GET /.well-known/jwks.json: the public key that verifies session JWTs (and the IdP's tokens). */
import type { RouteModule } from '../context';

export const register: RouteModule = (app, ctx) => {
  app.get('/.well-known/jwks.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(ctx.keys.jwks());
  });
};
