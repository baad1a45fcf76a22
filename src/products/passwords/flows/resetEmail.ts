/** SPEC §7 passwords.resetByEmailStart, with the host's passwordOptions (redirect URLs, expiry, locale). */
import type { AuthClient } from '../../../client/types';
import type { ResolvedConfig } from '../../../flows/config';

export function sendResetEmail(client: AuthClient, config: ResolvedConfig, email: string): Promise<void> {
  return client.passwords.resetByEmailStart({ ...config.passwordOptions, email });
}
