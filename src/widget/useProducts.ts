import { useEffect, useState } from 'react';
import { addEnglish } from '../i18n/english';
import type { ProductModule, ProductRegistry } from '../flows/productModule';

type Entry = ProductRegistry[string];

// Downloaded entries are code, the same for every widget on the page: one cache serves them all.
const downloaded = new WeakMap<Entry, ProductModule>();

const entryOf = (entry: Entry): ProductModule | undefined => (typeof entry === 'function' ? downloaded.get(entry) : entry);

/** The entries of these ids, downloading those not yet here; an id with no entry is left out. */
export function loadProducts(registry: ProductRegistry, ids: readonly string[]): Promise<ProductModule[]> {
  return Promise.all(
    ids
      .filter((id) => Object.prototype.hasOwnProperty.call(registry, id))
      .map(async (id) => {
        const entry = registry[id]!;
        const module = entryOf(entry) ?? (await (entry as () => Promise<ProductModule>)());
        if (module.messages) addEnglish(module.messages);
        downloaded.set(entry, module);
        return module;
      }),
  );
}

/** The entries of these products, in order: at once when they are here, else null until they arrive. */
export function useProducts(registry: ProductRegistry, ids: readonly string[]): ProductModule[] | null {
  const known = ids.filter((id) => Object.prototype.hasOwnProperty.call(registry, id));
  const atHand = known.map((id) => entryOf(registry[id]!));
  const ready = atHand.every(Boolean);
  const [, arrived] = useState(0);
  useEffect(() => {
    if (ready) return;
    let current = true;
    loadProducts(registry, known).then(
      () => current && arrived((count) => count + 1),
      (error: unknown) => console.error('[portico] a product could not be downloaded:', error),
    );
    return () => {
      current = false;
    };
  }, [registry, known.join(' '), ready]);
  return ready ? (atHand as ProductModule[]) : null;
}
