import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { addToast, createToastQueue, MAX_TOASTS, type ToastRecord } from '../../src/primitives/toast/toastQueue';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const messages = (toasts: readonly ToastRecord[]) => toasts.map((toast) => toast.message);

describe('toast queue', () => {
  test('keeps at most 20 toasts, dropping the oldest', () => {
    const queue = createToastQueue();
    for (let n = 1; n <= 25; n += 1) queue.add(`Toast ${n}`, { type: 'loading' });
    expect(MAX_TOASTS).toBe(20);
    expect(queue.getToasts()).toHaveLength(20);
    expect(messages(queue.getToasts())[0]).toBe('Toast 6');
    expect(messages(queue.getToasts()).at(-1)).toBe('Toast 25');
  });

  test('a dropped toast takes its timer with it', () => {
    const queue = createToastQueue({ max: 2 });
    queue.add('one');
    queue.add('two');
    queue.add('three');
    expect(vi.getTimerCount()).toBe(2);
  });

  test('success expires at 2 s', () => {
    const queue = createToastQueue();
    queue.add('Saved', { type: 'success' });
    vi.advanceTimersByTime(1_999);
    expect(messages(queue.getToasts())).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect(queue.getToasts()).toEqual([]);
  });

  test('error and blank expire at 4 s', () => {
    const queue = createToastQueue();
    queue.add('Something went wrong', { type: 'error' });
    queue.add('Email resent');
    vi.advanceTimersByTime(3_999);
    expect(messages(queue.getToasts())).toEqual(['Something went wrong', 'Email resent']);
    vi.advanceTimersByTime(1);
    expect(queue.getToasts()).toEqual([]);
  });

  test('loading stays until dismissed', () => {
    const queue = createToastQueue();
    const id = queue.add('Sending…', { type: 'loading' });
    vi.advanceTimersByTime(60 * 60 * 1_000);
    expect(messages(queue.getToasts())).toEqual(['Sending…']);
    queue.dismiss(id);
    expect(queue.getToasts()).toEqual([]);
  });

  test('an explicit duration wins over the type default', () => {
    const queue = createToastQueue();
    queue.add('Quick', { type: 'error', duration: 500 });
    vi.advanceTimersByTime(500);
    expect(queue.getToasts()).toEqual([]);
  });

  test('reusing an id replaces the toast in place and restarts its timer', () => {
    const queue = createToastQueue();
    const id = queue.add('Sending…', { type: 'loading' });
    queue.add('Other');
    vi.advanceTimersByTime(3_000);
    queue.add('Sent', { type: 'success', id });
    expect(queue.getToasts().map(({ message, type }) => [message, type])).toEqual([
      ['Sent', 'success'],
      ['Other', 'blank'],
    ]);
    vi.advanceTimersByTime(1_000); // 'Other' reaches 4 s
    expect(messages(queue.getToasts())).toEqual(['Sent']);
    vi.advanceTimersByTime(1_000);
    expect(queue.getToasts()).toEqual([]);
  });

  test('subscribers hear every change; dismiss() with no id clears all', () => {
    const queue = createToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.add('a');
    queue.add('b');
    queue.dismiss();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(queue.getToasts()).toEqual([]);
    unsubscribe();
    queue.add('c');
    expect(listener).toHaveBeenCalledTimes(3);
  });

  test('destroy clears every timer', () => {
    const queue = createToastQueue();
    queue.add('a');
    queue.add('b', { type: 'success' });
    expect(vi.getTimerCount()).toBe(2);
    queue.destroy();
    expect(vi.getTimerCount()).toBe(0);
    expect(queue.getToasts()).toEqual([]);
  });

  test('two queues never share toasts or ids', () => {
    const first = createToastQueue();
    const second = createToastQueue();
    first.add('only in the first');
    expect(second.getToasts()).toEqual([]);
  });

  test('addToast is pure', () => {
    const before: ToastRecord[] = [{ id: 'x', message: 'x', type: 'blank', duration: 4_000 }];
    const after = addToast(before, { id: 'y', message: 'y', type: 'blank', duration: 4_000 }, 1);
    expect(messages(before)).toEqual(['x']);
    expect(messages(after)).toEqual(['y']);
  });
});
