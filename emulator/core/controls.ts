/**
 * The emulator's own controls under /emulator (fault injection, recipients, breaches): a JSON API
 * for tests and scripts, and the same calls as plain HTML form posts from the outbox page.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { EmulatorContext, EmulatorEnv } from '../context';
import { ApiError } from './errors';
import { ok, readFields, validationError } from './http';
import { isProjectOrigin } from './origins';

/**
 * A page of another site must not change the emulator's behaviour (a form posted cross-site is a
 * "simple" request CORS does not stop): a control that changes something answers only programs
 * (no Origin) and pages of origins the project trusts.
 */
export function sameSiteControls(ctx: Pick<EmulatorContext, 'config'>): MiddlewareHandler<EmulatorEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
    const origin = c.req.header('Origin');
    const site = c.req.header('Sec-Fetch-Site');
    if (site === 'cross-site' || (origin !== undefined && !isProjectOrigin(ctx.config.allowed_origins, origin))) {
      throw new ApiError(403, 'unauthorized_action', 'The emulator\u2019s controls answer only programs on this machine and pages of origins the project trusts.');
    }
    return next();
  };
}

const isForm = (c: Context<EmulatorEnv>) => /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(c.req.header('Content-Type') ?? '');

/** The control's input, from JSON or a form, validated (a bad one is a 400 naming the field). */
export async function readControl<S extends z.ZodType>(c: Context<EmulatorEnv>, schema: S): Promise<z.output<S>> {
  const fields = await readFields(c);
  const result = schema.safeParse(fields);
  if (!result.success) throw validationError(result.error, fields);
  return result.data;
}

/** A form post goes back to the outbox page (where the panel shows the new state); a program gets JSON. */
export function controlAnswer(c: Context<EmulatorEnv>, fields: object, status: ContentfulStatusCode = 200): Response {
  if (isForm(c)) return c.redirect('/outbox#controls', 303);
  return ok(c, fields, status);
}

/** Form fields are text: a boolean is also "true", "on" or "false". */
export const formBoolean = z.union([z.boolean(), z.enum(['true', 'on', 'false']).transform((v) => v !== 'false')]);

/** Form fields are text: a whole number is also its digits. */
export const formInteger = z.union([z.number(), z.string().regex(/^\d{1,9}$/).transform(Number)]).pipe(z.number().int());
