import { describe, expect, it } from 'vitest';
import type { WalletProvider } from '../../../application/ports/chain-adapter.port.ts';
import { defineEvmNetwork } from './define-network.ts';
import { getWalletAssets, supportsAssetDiscovery } from './wallet-assets.ts';

const network = defineEvmNetwork({ id: 8453, name: 'Base', rpcUrl: 'http://127.0.0.1:1' });
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function wallet(answers: Record<string, unknown>): WalletProvider & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    request: async ({ method }) => {
      asked.push(method);
      return answers[method];
    },
  };
}

describe('EIP-5792 asset discovery', () => {
  it('reads support per hex chain id, whatever the case or leading zeros', () => {
    expect(supportsAssetDiscovery({ '0x2105': { assetDiscovery: { supported: true } } }, 8453n)).toBe(true);
    expect(supportsAssetDiscovery({ '0x02105': { assetDiscovery: { supported: true } } }, 8453n)).toBe(true);
    expect(supportsAssetDiscovery({ '0X2105': { assetDiscovery: { supported: true } } }, 8453n)).toBe(true);
    expect(supportsAssetDiscovery({ '0x2105': { assetDiscovery: { supported: 1 } } }, 8453n)).toBe(false);
    expect(supportsAssetDiscovery({ '0x1': { assetDiscovery: { supported: true } } }, 8453n)).toBe(false);
    expect(supportsAssetDiscovery({ '0xzz': {}, 8453: { assetDiscovery: { supported: true } } }, 8453n)).toBe(false);
  });

  it('never throws on hostile capabilities', () => {
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    const hostile = [null, 'x', 42, [], revocable.proxy, { get '0x2105'() { throw new Error('boom'); } }];
    for (const value of hostile) expect(supportsAssetDiscovery(value, 8453n)).toBe(false);
  });

  it('asks wallet_getAssets only when supported and returns the chain entry', async () => {
    const unsupported = wallet({ wallet_getCapabilities: {} });
    expect(await getWalletAssets(unsupported, { address, network })).toBeUndefined();
    expect(unsupported.asked).toEqual(['wallet_getCapabilities']);

    const assets = [{ address: '0x1', balance: '0x1', type: 'ERC20', metadata: {} }];
    const supported = wallet({ wallet_getCapabilities: { '0x2105': { assetDiscovery: { supported: true } } }, wallet_getAssets: { '0x2105': assets } });
    expect(await getWalletAssets(supported, { address, network })).toBe(assets);
  });

  it('an answer without the chain is an empty list; a non-object answer is passed on for the domain to refuse', async () => {
    const capabilities = { '0x2105': { assetDiscovery: { supported: true } } };
    expect(await getWalletAssets(wallet({ wallet_getCapabilities: capabilities, wallet_getAssets: {} }), { address, network })).toEqual([]);
    expect(await getWalletAssets(wallet({ wallet_getCapabilities: capabilities, wallet_getAssets: undefined }), { address, network })).toBeNull();
    expect(await getWalletAssets(wallet({ wallet_getCapabilities: capabilities, wallet_getAssets: 'lots' }), { address, network })).toBe('lots');
  });
});
