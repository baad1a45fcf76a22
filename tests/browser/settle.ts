import { act } from 'react';

/**
 * Runs `step` inside React's act(), then lets every promise callback already queued run (one
 * message, a macrotask, drains them): when this resolves, every render and effect that `step` caused has
 * happened. For checks that something did NOT happen afterwards, instead of sleeping and hoping
 * the machine was quick enough.
 */
export async function settle(step: () => unknown = () => undefined): Promise<void> {
  const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await step();
      // A message, not a timer: it still arrives while a test fakes setTimeout.
      await new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    });
  } finally {
    env.IS_REACT_ACT_ENVIRONMENT = before;
  }
}
