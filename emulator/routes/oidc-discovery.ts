/**
 * GET /.well-known/openid-configuration (OIDC Discovery 1.0). The authorization and end-session
 * endpoints are a page (demo/idp.html) where the IdP widget reads the query string and asks for
 * consent; the keys are the emulator's own (/.well-known/jwks.json, served by jwks.ts).
 */
import type { RouteModule } from '../context';

export const register: RouteModule = (app, ctx) => {
  app.get('/.well-known/openid-configuration', (c) => {
    const o = ctx.origin;
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({
      issuer: o,
      authorization_endpoint: `${o}/demo/idp.html`,
      token_endpoint: `${o}/v1/oauth2/token`,
      userinfo_endpoint: `${o}/v1/oauth2/userinfo`,
      jwks_uri: `${o}/.well-known/jwks.json`,
      end_session_endpoint: `${o}/demo/idp.html`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
      scopes_supported: ['openid', 'profile', 'email', 'phone', 'offline_access', ...ctx.config.rbac_policy.scopes.map((s) => s.scope)],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'at_hash', 'azp', 'email', 'email_verified',
        'name', 'given_name', 'family_name', 'updated_at', 'phone_number', 'phone_number_verified'],
      prompt_values_supported: ['none', 'consent', 'login'],
      authorization_response_iss_parameter_supported: true,
    });
  });
};
