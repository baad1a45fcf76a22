/**
 * A screen owns its props; a flow returns them, less the callbacks the widget adds. The
 * flow's callbacks that do work also resolve once it is done, so a caller (a test, the widget) can
 * wait for it: `Resolving<Props, 'onSubmit'>` is the screen's `Props` with `onSubmit` returning a
 * promise, every other member as the screen wrote it.
 */
export type Resolving<Props, Keys extends keyof Props> = Omit<Props, Keys> & {
  [K in Keys]: Props[K] extends ((...args: infer A) => unknown) | undefined ? (...args: A) => Promise<void> : never;
};
