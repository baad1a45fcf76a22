/**
 * A group of async calls whose code downloads on first use: `group.some.call(args)` imports the
 * group, then makes the call. A host's first download carries only the calls its Main needs.
 * `atHand` members (synchronous ones, say) are answered at once, without the download.
 */
export function deferred<Group extends object, AtHand extends Partial<Group> = Partial<Group>>(
  load: () => Promise<Omit<Group, keyof AtHand>>,
  atHand?: AtHand,
): Group {
  let loading: Promise<Omit<Group, keyof AtHand>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download is tried again on the next call
      throw error;
    }));
  const at = (path: readonly string[]): unknown =>
    new Proxy(() => undefined, {
      get: (_target, key) => {
        if (path.length === 0 && atHand && Object.prototype.hasOwnProperty.call(atHand, key)) return atHand[key as keyof AtHand];
        // Never thenable: `await client.otps` must not wait forever.
        return typeof key === 'string' && key !== 'then' ? at([...path, key]) : undefined;
      },
      apply: async (_target, _this, args: unknown[]) => {
        let owner: Record<string, unknown> = {};
        let member: unknown = await loaded();
        for (const key of path) {
          owner = member as Record<string, unknown>;
          member = owner[key];
        }
        return (member as (...callArgs: unknown[]) => unknown).apply(owner, args);
      },
    });
  return at([]) as Group;
}
