/**
 * The server's bootstrap answer as the widget reads it: loaded with the first answer
 * (bootstrap.ts), never before Main shows. Whatever is missing or of the wrong type falls back to
 * the defaults of DEFAULT_BOOTSTRAP, so a partial answer never breaks a screen.
 */
import type { Bootstrap, OTPMethod } from './types';

type Json = Record<string, unknown>;
const record = (value: unknown): Json | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const list = <T>(value: unknown) => (Array.isArray(value) ? (value as T[]) : []);

/** Maps the protocol's snake_case answer to the camelCase Bootstrap. */
export function toBootstrap(raw: Json): Bootstrap {
  const password = record(raw.password_config);
  const rbac = record(raw.rbac_policy);
  const policy = password?.strength_policy;
  return {
    projectId: text(raw.project_id),
    projectName: text(raw.project_name),
    displayWatermark: raw.display_watermark === true,
    emailDomains: Array.isArray(raw.email_domains) ? raw.email_domains.filter((domain): domain is string => typeof domain === 'string') : [],
    rbacPolicy:
      rbac && Array.isArray(rbac.scopes)
        ? {
            scopes: rbac.scopes.flatMap((entry: unknown) => {
              const scope = record(entry);
              return typeof scope?.scope === 'string' ? [{ scope: scope.scope, description: text(scope.description) }] : [];
            }),
          }
        : null,
    passwordConfig: password
      ? {
          strengthPolicy: policy === 'luds' || policy === 'none' ? policy : 'zxcvbn',
          ludsMinimumCount: count(password.luds_minimum_count),
          ludsComplexity: count(password.luds_complexity),
        }
      : null,
    publicTokenType: raw.public_token_type === 'test' ? 'test' : 'live',
    vertical: raw.vertical === 'b2b' ? 'b2b' : 'consumer',
    // docs/bots.md: as the server says it; the challenge's own code checks it when it starts.
    ...(!!raw.challenge && { challenge: raw.challenge as Bootstrap['challenge'] }),
    // A server that lists its products decides what the widget may draw (useServedCheck).
    ...(Array.isArray(raw.products) && {
      // Only membership is asked of these lists: an odd entry is never a product or channel.
      served: { products: list<string>(raw.products), otpMethods: list<OTPMethod>(raw.otp_methods), userSearch: raw.user_search !== false },
    }),
  };
}
