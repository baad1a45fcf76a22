/**
 * Wallet sign-in is bound to the page that asked. The signed message names the
 * calling page (EIP-4361 domain and URI); authenticate from another origin is refused, and a
 * stranger's authenticate/start (another page) does not cancel the owner's pending challenge.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness';

const eth = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const OWNER = 'http://localhost:5173';
const STRANGER = 'http://localhost:6666';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const start = (origin: string) =>
  h.request('POST', '/v1/crypto_wallets/authenticate/start', { crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum' }, { headers: { Origin: origin } });
const finish = (origin: string, signature: string) =>
  h.request('POST', '/v1/crypto_wallets/authenticate', { crypto_wallet_address: eth.address, crypto_wallet_type: 'ethereum', signature }, { headers: { Origin: origin } });

describe('given a wallet sign-in started by one page', () => {
  it("another page's authenticate/start does not cancel it", async () => {
    const owner = await start(OWNER);
    expect(owner.body.challenge).toContain(`URI: ${OWNER}`);
    expect((await start(STRANGER)).status).toBe(200);
    const signed = await finish(OWNER, await eth.signMessage({ message: owner.body.challenge }));
    expect(signed.status).toBe(200);
  });

  it('authenticate from another origin than the one the message names is refused', async () => {
    const owner = await start(OWNER);
    const signature = await eth.signMessage({ message: owner.body.challenge });
    const elsewhere = await finish(STRANGER, signature);
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body.error_type).toBe('invalid_signature');
    // The owner's page still can.
    expect((await finish(OWNER, signature)).status).toBe(200);
  });
});
