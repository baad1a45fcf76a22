/**
 * SPEC §7 bootstrap: what this project serves (portico.config.json `products`, `otp_methods`) is
 * listed in the bootstrap answer, from which the widget refuses at mount what is not served (as on
 * Better Auth), and the calls that begin each unserved product refuse it too: the list is the truth.
 */
import type { MiddlewareHandler } from 'hono';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from '../core/errors';

/** The second factors the emulator has (secondFactor/routes.ts), most convenient first. */
export const SECOND_FACTORS = ['passkey', 'totp', 'sms', 'email', 'backup_code'] as const;

/** The calls that begin a product (a send, a sign-in's start, a set-up), by method and path. */
const BEGINS: Array<[method: string, path: RegExp, product: string]> = [
  ['POST', /^\/v1\/magic_links\/email\/login_or_create$/, 'emailMagicLinks'],
  ['POST', /^\/v1\/otps\/(email|sms|whatsapp)\/login_or_create$/, 'otp'],
  ['POST', /^\/v1\/(passwords(\/authenticate|\/strength_check|\/email\/reset\/start)?|users\/search)$/, 'passwords'],
  ['POST', /^\/v1\/webauthn\/(authenticate|register)\/start$/, 'passkeys'],
  ['GET', /^\/v1\/oauth\/[a-z]+\/start$/, 'oauth'],
  ['POST', /^\/v1\/oauth\/google\/onetap$/, 'oauth'],
  ['POST', /^\/v1\/crypto_wallets\/authenticate\/start$/, 'crypto'],
  ['POST', /^\/v1\/(totps|phone_numbers\/send)$/, 'secondFactor'],
  ['POST', /^\/v1\/sso\/discover$/, 'sso'],
  ['GET', /^\/v1\/sso\/start$/, 'sso'],
  ['POST', /^\/v1\/oauth2\/(authorize|logout)\/start$/, 'identityProvider'],
  // The account center (docs/account.md): every one of its calls.
  ['GET', /^\/v1\/account\//, 'account'],
  ['POST', /^\/v1\/account\//, 'account'],
];

const refuse = (what: string) => new ApiError(403, 'unauthorized_action', `This project does not serve ${what} (portico.config.json: products, otp_methods).`);

export function refuseUnserved(ctx: Pick<EmulatorContext, 'config'>): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    const { products, otp_methods: methods } = ctx.config;
    const begun = BEGINS.find(([method, path]) => method === c.req.method && path.test(c.req.path));
    if (begun && !(products as readonly string[]).includes(begun[2])) throw refuse(`the product "${begun[2]}"`);
    const channel = /^\/v1\/otps\/(email|sms|whatsapp)\//.exec(c.req.path)?.[1];
    if (channel && !(methods as readonly string[]).includes(channel)) throw refuse(`passcodes by ${channel}`);
    return next();
  };
}

/** The bootstrap's account of what is served, in the shape portico()'s answer has on Better Auth. */
export function servedAnswer(ctx: Pick<EmulatorContext, 'config'>) {
  const { products, otp_methods } = ctx.config;
  return {
    products,
    otp_methods,
    user_search: products.includes('passwords'),
    second_factors: products.includes('secondFactor') ? SECOND_FACTORS : [],
  };
}
