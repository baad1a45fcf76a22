/** The emulator (`npx portico-emulator`) or your Portico server. */
export const environment = {
  porticoUrl: 'http://localhost:8787',
  publicToken: 'public-token-test-5d1c2f0a-8b7e-4c3d-9a6f-portico-demo',
};
