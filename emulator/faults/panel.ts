/** The outbox page's fault-injection panel: what is active, and forms to change it. */
import { SPEC_ERROR_TYPES } from '../core/errors';
import { escapeHtml } from '../core/html';
import { CALL_NAMES } from './calls';
import { INTERNAL_ERROR, NETWORK_ERROR, type Fault } from './injector';
import { MAX_COUNT, MAX_LATENCY_MS } from './routes';

export interface FaultPanelState {
  enabled: boolean;
  latencyMs: number;
  faults: Fault[];
  /** The injector's version: the page reloads when it changes (a fault answered, or was set). */
  version: number;
}

const describe = (fault: Fault) => {
  const answer =
    fault.error_type === NETWORK_ERROR ? 'a dropped connection' : `${fault.error_type} (${fault.status_code})`;
  const times = fault.remaining === 1 ? 'the next answer' : `the next ${fault.remaining} answers`;
  return `${fault.call === 'any' ? 'Every call' : fault.call}: ${times} → ${answer}`;
};

export function faultPanel(state: FaultPanelState): string {
  if (!state.enabled) {
    return `<section class="panel" aria-labelledby="faults-heading"><h2 id="faults-heading">Fault injection</h2>
<p>Fault injection is off: <code>"fault_injection": false</code> in the project config.</p></section>`;
  }
  const active = state.faults.length > 0 || state.latencyMs > 0;
  const lines = [
    ...(state.latencyMs > 0 ? [`Every answer waits ${state.latencyMs} ms`] : []),
    ...state.faults.map(describe),
  ];
  const status = active
    ? `<div class="active" role="status" data-testid="faults-active"><strong>Fault injection is active.</strong><ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<form method="post" action="/emulator/faults/clear"><button type="submit">Clear all faults and latency</button></form></div>`
    : '<p role="status" data-testid="faults-active">No faults: every call answers normally.</p>';
  const calls = ['any', ...CALL_NAMES].map((name) => `<option value="${name}">${name === 'any' ? 'any call' : name}</option>`).join('');
  // SPEC §8's 22 first: the ones a host wants to see the widget meet.
  const types = [...SPEC_ERROR_TYPES, NETWORK_ERROR, INTERNAL_ERROR].map((type) => `<option value="${type}"></option>`).join('');
  return `<section class="panel" aria-labelledby="faults-heading"><h2 id="faults-heading">Fault injection</h2>
${status}
<form method="post" action="/emulator/faults" class="row">
  <label>Call <select name="call">${calls}</select></label>
  <label>Answer (error_type) <input name="error_type" list="error-types" required pattern="[a-z][a-z0-9_]*" value="user_lock_limit_reached"></label>
  <datalist id="error-types">${types}</datalist>
  <label>Times <input name="count" type="number" min="1" max="${MAX_COUNT}" value="1" required></label>
  <button type="submit">Force the answer</button>
</form>
<p class="hint"><code>network_error</code> drops the connection; <code>internal_error</code> answers 500.</p>
<form method="post" action="/emulator/faults/latency" class="row">
  <label>Latency on every answer (ms) <input name="latency_ms" type="number" min="0" max="${MAX_LATENCY_MS}" step="100" value="${state.latencyMs || 1500}" required></label>
  <button type="submit">Set latency</button>
</form></section>`;
}
