/**
 * What the errors e2e files share: fresh data, the emulator's fault injection and
 * delivery controls over HTTP, and where a person (and a screen reader) finds an error: a field's
 * description, a banner, a toast, and the host page's record of onError.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright';
import type { Stack } from './harness';

let unique = 0;
/** An address no earlier test used. */
export const freshEmail = (who: string) => `${who}-${Date.now()}-${(unique += 1)}@example.com`;
/** A US number (202) 555-01xx no earlier test in this file used, as typed and as E.164. */
export function freshPhone(): { typed: string; e164: string } {
  const line = `01${String((unique += 1) % 100).padStart(2, '0')}`;
  return { typed: `202555${line}`, e164: `+1202555${line}` };
}

/** Forces the next `count` answers of `call` (docs/emulator.md "Fault injection"). */
export async function force(stack: Stack, call: string, errorType: string, extra: { count?: number; error_message?: string } = {}) {
  const response = await fetch(`${stack.url}/emulator/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ call, error_type: errorType, ...extra }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

export async function setLatency(stack: Stack, latencyMs: number) {
  const response = await fetch(`${stack.url}/emulator/faults/latency`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ latency_ms: latencyMs }),
  });
  expect(response.status).toBe(200);
}

export async function clearFaults(stack: Stack) {
  await fetch(`${stack.url}/emulator/faults`, { method: 'DELETE' });
}

/** How many requests the emulator received for `call` so far. */
export async function requestsOf(stack: Stack, call: string): Promise<number> {
  const body = (await (await fetch(`${stack.url}/emulator/faults`)).json()) as { requests: Record<string, number> };
  return body.requests[call] ?? 0;
}

/** Calls the API as a program would (setting up a test's data). */
export async function api(stack: Stack, method: string, path: string, body?: object, bearer?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Portico-Public-Token': stack.emulator.ctx.config.public_token };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const response = await fetch(`${stack.url}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

/** The text of a field's error: the field is marked invalid and the error is its accessible description. */
export async function fieldErrorOf(input: Locator): Promise<string> {
  if ((await input.getAttribute('aria-invalid')) !== 'true') return '';
  const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts = await Promise.all(ids.map((id) => input.page().locator(`[id="${id}"]`).innerText()));
  return texts.join(' ');
}

/** Waits until the field's error reads `message`. */
export async function expectFieldError(input: Locator, message: string) {
  await expect.poll(() => fieldErrorOf(input)).toContain(message);
}

/** The widget's error banner for this error_type (ErrorBanner's data-error-id), showing `message`. */
export function banner(page: Page, errorType: string, message: string): Locator {
  return page.locator(`[data-error-id="error.${errorType}"]`, { hasText: message });
}

/** Waits until the host page's event list (the playground's onError record) has this error. */
export async function expectReported(page: Page, line: string) {
  await expect.poll(() => page.getByTestId('events').innerText()).toContain(line);
}

/** Waits until a message to `to` newer than `after` (its id) arrives in the outbox. */
export async function nextMessage(stack: Stack, to: string, after = 0) {
  const deadline = Date.now() + 60_000; // bounds a hang; returns as soon as the message is there
  for (;;) {
    const res = await fetch(`${stack.url}/outbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: Array<{ id: number; code: string | null; links: string[] }> };
    if (messages[0] && messages[0].id > after) return messages[0];
    if (Date.now() > deadline) throw new Error(`No new message to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200)); // the poll's interval, not a wait
  }
}

/** The id of the newest message to `to`, or 0. */
export async function newestId(stack: Stack, to: string): Promise<number> {
  const res = await fetch(`${stack.url}/outbox.json?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Array<{ id: number }> }).messages[0]?.id ?? 0;
}
