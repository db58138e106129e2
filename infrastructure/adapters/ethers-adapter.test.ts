import { describe, expect, it } from 'vitest';
import { EthersAdapter } from './ethers-adapter.ts';

describe('EthersAdapter', () => {
  it('loads the eip155 chain adapter on demand and has nothing to attach', async () => {
    const adapter = new EthersAdapter();
    expect(adapter.namespace).toBe('eip155');
    expect('attach' in adapter).toBe(false);
    const loaded = await adapter.load({ projectId: 'test', rpcHost: 'http://127.0.0.1:1', customRpcUrls: {} });
    expect(loaded.namespace).toBe('eip155');
  });
});
