import type { AuthClient, BackendConfigView } from '../client/types';

/**
 * A widget refuses, at mount, a configured product its backend cannot serve, with a
 * config error naming the product and the backend (never a button that fails later). The check's
 * code is the client's (`client.backend`; Portico's protocol declares nothing, its server's answer says):
 * the widget pays only for this call. `needs` are products the widget needs whatever the config
 * lists (the reset widget needs passwords).
 */
export function refuseUnserved(client: AuthClient, config: BackendConfigView | undefined, needs: readonly string[] = []): void {
  if (!client.backend) return;
  const listed = config?.products?.length ? config.products : ['emailMagicLinks'];
  client.backend.check({ ...config, products: [...new Set([...listed, ...needs])] });
}
