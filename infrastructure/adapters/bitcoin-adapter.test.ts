import { describe, expect, it } from 'vitest';
import { BitcoinAdapter } from './bitcoin-adapter.ts';

describe("AppKit's BitcoinAdapter", () => {
  it("is walletport's bip122 adapter: it loads the family and its wallet discovery, whatever AppKit options it is given", async () => {
    const adapter = new BitcoinAdapter({ projectId: 'project', networks: [] });
    expect(adapter.namespace).toBe('bip122');
    const loaded = await adapter.load({ projectId: 'project', rpcHost: 'https://rpc.example', customRpcUrls: {} });
    expect(loaded.namespace).toBe('bip122');
    const discovery = await adapter.discovery();
    expect(typeof discovery.requestAnnouncements).toBe('function');
    discovery.stop();
  });
});
