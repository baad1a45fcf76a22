/** A tiny renderHook on react-dom + act (no testing-library dependency). Needs a jsdom environment. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface RenderedHook<R> {
  result: { current: R };
  unmount(): void;
}

export function renderHook<R>(useHook: () => R): RenderedHook<R> {
  const result = { current: undefined as R };
  function Probe() {
    result.current = useHook();
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<Probe />));
  return { result, unmount: () => act(() => root.unmount()) };
}

/** Lets pending promises (and the renders they cause) settle inside act. */
export async function flush(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}
