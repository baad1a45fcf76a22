/**
 * Which relying party (rpID + origin) a passkey ceremony runs for. Browsers send Origin on every
 * fetch from the widget; that page's origin is what the authenticator binds the credential to.
 */
import { isProjectOrigin } from '../core/origins';

export type RelyingParty = { ok: true; rpID: string; origin: string } | { ok: false; reason: string };

/**
 * origin: the request's Origin if it is loopback or configured, else (no Origin: a server-side
 * caller) the emulator's own origin. rpID: `domain` when it is the origin's host or a parent
 * domain of it (the WebAuthn rule), else the origin's host.
 */
export function resolveRelyingParty(args: {
  originHeader: string | undefined;
  domain: string | undefined;
  allowedOrigins: readonly string[];
  emulatorOrigin: string;
}): RelyingParty {
  const origin = args.originHeader ?? args.emulatorOrigin;
  if (args.originHeader !== undefined && !isProjectOrigin(args.allowedOrigins, origin)) {
    return { ok: false, reason: `Origin ${origin} is not an allowed origin for this project.` };
  }
  const host = new URL(origin).hostname;
  const domain = args.domain?.trim().toLowerCase();
  if (!domain) return { ok: true, rpID: host, origin };
  if (domain === host || host.endsWith(`.${domain}`)) return { ok: true, rpID: domain, origin };
  return { ok: false, reason: `domain ${domain} is neither ${host} nor a parent domain of it.` };
}
