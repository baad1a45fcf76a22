import { describe, expect, it } from 'vitest';
import { createFetchSeam } from '../../../src/client/fetchSeam';

const ok = () => Promise.resolve(new Response('{}'));

describe('the fetch seam (docs/bots.md)', () => {
  it('holds a POST until the hold settles, then sends it through the fetch as wrapped by then', async () => {
    const sent: string[] = [];
    const seam = createFetchSeam((input) => (sent.push(`plain ${input}`), ok()));
    let release!: () => void;
    seam.hold(new Promise<void>((resolve) => (release = resolve)));
    const call = seam.fetch('/v1/users/search', { method: 'POST' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    // The challenge's code arrives while the call waits: the call goes through it.
    seam.wrap((next) => (input, init) => (sent.push(`carried ${input}`), next(input, init)), (() => Promise.resolve()) as never);
    release();
    await call;
    expect(sent).toEqual(['carried /v1/users/search', 'plain /v1/users/search']);
  });

  it('lets GETs go at once, and POSTs once the hold fails', async () => {
    const sent: string[] = [];
    const seam = createFetchSeam((input, init) => (sent.push(`${init.method} ${input}`), ok()));
    let fail!: (error: Error) => void;
    seam.hold(new Promise<void>((_, reject) => (fail = reject)));
    await seam.fetch('/v1/projects/bootstrap', { method: 'GET' });
    const post = seam.fetch('/v1/passwords', { method: 'POST' });
    expect(sent).toEqual(['GET /v1/projects/bootstrap']);
    fail(new Error('the bootstrap did not answer'));
    await post;
    expect(sent).toEqual(['GET /v1/projects/bootstrap', 'POST /v1/passwords']);
    // Settled: later POSTs are not held.
    await seam.fetch('/v1/passwords', { method: 'POST' });
    expect(sent).toHaveLength(3);
  });
});
