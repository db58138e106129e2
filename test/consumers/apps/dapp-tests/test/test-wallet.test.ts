import { describe, expect, it } from 'vitest';
import { ANVIL_ACCOUNT_0, DemoWallet, USER_REJECTED } from 'walletport/testing';

// The test wallet as a plain EIP-1193 provider: what a dApp's hook or store tests talk to.
const wallet = (): DemoWallet => new DemoWallet({ chains: { '31337': 'http://127.0.0.1:9' }, initialChainId: 31337 });

describe('the test wallet', () => {
  it('answers its chain and hands out anvil account 0 once asked', async () => {
    const provider = wallet();
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ANVIL_ACCOUNT_0]);
    expect(provider.calls).toEqual(['eth_chainId', 'eth_accounts', 'eth_requestAccounts']);
  });

  it('rejects on demand with the EIP-1193 user-rejection code', async () => {
    const provider = wallet();
    provider.rejectNextRequests(1);
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: USER_REJECTED });
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ANVIL_ACCOUNT_0]);
  });
});
