/** The emulator (`npx portico-emulator`) or your Portico server: VITE_PORTICO_URL and VITE_PORTICO_PUBLIC_TOKEN in `.env`. */
export const baseUrl: string = import.meta.env.VITE_PORTICO_URL ?? 'http://localhost:8787';
export const publicToken: string = import.meta.env.VITE_PORTICO_PUBLIC_TOKEN ?? 'public-token-test-5d1c2f0a-8b7e-4c3d-9a6f-portico-demo';
