/**
 * A map shared by every copy of this package's code on one page. `mountLogin` draws with its own
 * Preact build (dist/preact), so a page that also mounts a React widget holds two copies of each
 * module; what must happen once per client (wrapping its fetch, starting its solver) is kept here,
 * not in a module's own map.
 */
export function pageWide<K extends object, V>(name: string): WeakMap<K, V> {
  const slots = globalThis as unknown as Record<symbol, WeakMap<K, V> | undefined>;
  return (slots[Symbol.for(`portico.${name}`)] ??= new WeakMap<K, V>());
}
