import { createHttpClient } from 'portico/client';

/** The emulator (`npx portico-emulator`) or your Portico server: NEXT_PUBLIC_PORTICO_URL and NEXT_PUBLIC_PORTICO_PUBLIC_TOKEN in `.env`. */
export const baseUrl = process.env.NEXT_PUBLIC_PORTICO_URL ?? 'http://localhost:8787';
export const publicToken = process.env.NEXT_PUBLIC_PORTICO_PUBLIC_TOKEN ?? 'public-token-test-5d1c2f0a-8b7e-4c3d-9a6f-portico-demo';

/** One client for the browser's pages: it keeps the session (its cookies) for every page that asks. */
export const client = createHttpClient({ baseUrl, publicToken });
