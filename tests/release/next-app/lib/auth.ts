/**
 * The host's own Better Auth, with Portico's plugin imported from the installed package (compiled
 * JavaScript: Next.js does not compile TypeScript inside node_modules). In memory: the check signs
 * a person up and in, then the process ends.
 */
import { betterAuth } from 'better-auth';
import { memoryAdapter } from 'better-auth/adapters/memory';
import { portico } from 'portico-better-auth';

const db: Record<string, unknown[]> = { user: [], session: [], account: [], verification: [], porticoLockout: [] };

export const auth = betterAuth({
  baseURL: process.env.BETTER_AUTH_URL,
  secret: 'portico-release-check-secret-0123456789-abcdef',
  database: memoryAdapter(db),
  telemetry: { enabled: false },
  emailAndPassword: { enabled: true, minPasswordLength: 1 },
  plugins: [portico({ projectName: 'Next.js host', products: ['passwords'], breachedPasswords: ['password123'] })],
});
