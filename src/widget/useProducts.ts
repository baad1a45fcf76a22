import { useMemo, useState } from 'react';
import { addEnglish } from '../i18n/english';
import type { ProductModule, ProductRegistry } from '../flows/productModule';

type Entry = ProductRegistry[string];

// Downloaded modules are code, the same for every widget on the page: one cache serves them all.
const downloaded = new WeakMap<Entry, ProductModule>();

const entryOf = (entry: Entry): ProductModule | undefined => (typeof entry === 'function' ? downloaded.get(entry) : entry);

/** A widget's entries: the configured products its registry has, in the config's order, then every one it opens. */
const entriesOf = (registry: ProductRegistry, ids: readonly string[], opens: ProductRegistry): Entry[] => [
  ...ids.filter((id) => Object.hasOwn(registry, id)).map((id) => registry[id]!),
  ...Object.values(opens),
];

async function load(entry: Entry): Promise<ProductModule> {
  const module = entryOf(entry) ?? (await (entry as () => Promise<ProductModule>)());
  if (module.messages) addEnglish(module.messages);
  downloaded.set(entry, module);
  return module;
}

/** The modules of these ids (an id with no entry is left out), then those of `opens`, downloading what is not here yet. */
export function loadProducts(registry: ProductRegistry, ids: readonly string[], opens: ProductRegistry = {}): Promise<ProductModule[]> {
  return Promise.all(entriesOf(registry, ids, opens).map(load));
}

/** The same modules, in the same order: at once when they are here, else null until they arrive. */
export function useProducts(registry: ProductRegistry, ids: readonly string[], opens: ProductRegistry): ProductModule[] | null {
  const entries = entriesOf(registry, ids, opens);
  const atHand = entries.map(entryOf);
  const ready = atHand.every(Boolean);
  const [, arrived] = useState(0);
  // Asked for while rendering, not after the commit: the config names the products, so their
  // downloads need not wait for the rest of the first render (docs/performance.md). Once per set of
  // products; one that arrives after the config has changed only renders again.
  useMemo(() => {
    if (ready) return;
    Promise.all(entries.map(load)).then(
      () => arrived((count) => count + 1),
      (error: unknown) => console.error('[portico] a product could not be downloaded:', error),
    );
  }, [registry, opens, ids.join(' '), ready]);
  return ready ? (atHand as ProductModule[]) : null;
}
