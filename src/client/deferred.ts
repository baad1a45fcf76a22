/**
 * A group of async calls whose code downloads on first use: `group.some.call(args)` imports the
 * group, then makes the call. A host's first download carries only the calls its Main needs.
 * `atHand` members (synchronous ones, say) are answered at once, without the download.
 */
export function deferred<Group extends object, AtHand extends Partial<Group> = Partial<Group>>(
  load: () => Promise<Omit<Group, keyof AtHand>>,
  atHand: AtHand = {} as AtHand,
): Group {
  let loading: Promise<unknown> | undefined;
  const at = (path: string[]): unknown =>
    new Proxy(() => {}, {
      get: (_target, key) =>
        !path[0] && Object.hasOwn(atHand, key)
          ? atHand[key as keyof AtHand]
          : // Never thenable: `await client.otps` must not wait forever.
            typeof key == 'string' && key != 'then'
            ? at([...path, key])
            : undefined,
      apply: async (_target, _this, args: unknown[]) => {
        let owner: unknown;
        let member: any = await (loading ??= load().catch((error: unknown) => {
          loading = undefined; // a failed download is tried again on the next call
          throw error;
        }));
        for (const key of path) member = (owner = member)[key];
        return member.apply(owner, args);
      },
    });
  return at([]) as Group;
}
