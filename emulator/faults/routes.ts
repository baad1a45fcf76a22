/**
 * Fault injection's controls (docs/emulator.md "Fault injection"), over HTTP for tests
 * and as form posts from the outbox page's panel:
 *   GET    /emulator/faults                 { enabled, latency_ms, faults[], requests{}, calls[], version }
 *   POST   /emulator/faults                 { call, error_type, count? (1), error_message?, status_code? } → 201 { fault }
 *   DELETE /emulator/faults/{fault_id}      one fault
 *   DELETE /emulator/faults                 every fault and the latency (POST /emulator/faults/clear from a form)
 *   POST   /emulator/faults/latency         { latency_ms } (0 removes it)
 * With "fault_injection": false in the config, each answers 403 fault_injection_off.
 */
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { EmulatorEnv, RouteModule } from '../context';
import { controlAnswer, formInteger, readControl } from '../core/controls';
import { ApiError } from '../core/errors';
import { ok } from '../core/http';
import { CALL_NAMES, type CallName } from './calls';
import { faultsOf } from './injector';

/** Ten seconds: enough to see every spinner, short of a client's own time-outs. */
export const MAX_LATENCY_MS = 10_000;
export const MAX_COUNT = 1000;

const target = z.enum(['any', ...CALL_NAMES] as ['any', ...CallName[]], {
  error: 'must be "any" or one of the calls listed at GET /emulator/faults (calls)',
});
const faultBody = z.object({
  call: target,
  /** Any error_type (the catalogue's, or one of your own), network_error, or internal_error (a 500). */
  error_type: z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a snake_case error_type, network_error or internal_error'),
  count: formInteger.pipe(z.number().min(1).max(MAX_COUNT)).optional(),
  error_message: z.string().min(1).max(500).optional(),
  status_code: formInteger.pipe(z.number().min(400).max(599)).optional(),
}).strict();
const latencyBody = z.object({ latency_ms: formInteger.pipe(z.number().min(0).max(MAX_LATENCY_MS)) }).strict();

export const register: RouteModule = (app, ctx) => {
  const faults = faultsOf(ctx);
  // Off in the config: the controls say so, and no fault can be set (app.ts installs no middleware).
  const switchedOn: MiddlewareHandler<EmulatorEnv> = async (_c, next) => {
    if (!ctx.config.fault_injection) throw new ApiError(403, 'fault_injection_off');
    return next();
  };
  app.use('/emulator/faults', switchedOn);
  app.use('/emulator/faults/*', switchedOn);

  app.get('/emulator/faults', (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, {
      enabled: true,
      latency_ms: faults.latencyMs(),
      faults: faults.faults(),
      requests: faults.requests(),
      calls: CALL_NAMES,
      version: faults.version(),
    });
  });

  app.post('/emulator/faults', async (c) => {
    const body = await readControl(c, faultBody);
    const fault = faults.add({ ...body, count: body.count ?? 1 });
    return controlAnswer(c, { fault }, 201);
  });

  app.post('/emulator/faults/latency', async (c) => {
    const { latency_ms } = await readControl(c, latencyBody);
    faults.setLatency(latency_ms);
    return controlAnswer(c, { latency_ms });
  });

  app.post('/emulator/faults/clear', (c) => {
    faults.clear();
    return controlAnswer(c, { faults: [], latency_ms: 0 });
  });

  app.delete('/emulator/faults', (c) => {
    faults.clear();
    return ok(c, { faults: [], latency_ms: 0 });
  });

  app.delete('/emulator/faults/:fault_id', (c) => {
    if (!faults.remove(c.req.param('fault_id'))) throw new ApiError(404, 'fault_not_found');
    return ok(c, { faults: faults.faults() });
  });
};
