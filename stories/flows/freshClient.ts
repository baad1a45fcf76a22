import type { FakeClient } from './fakeClient';

/**
 * A new fake client for every run of a story: its base run and each of its tests start with no
 * recorded calls and from the first scripted answer.
 */
export const freshClient = (make: () => FakeClient) => ({
  beforeEach: ({ args }: { args: { client?: unknown } }) => {
    args.client = make();
  },
});
