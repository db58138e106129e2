import { defineChain } from 'viem';
import { describe, expect, it } from 'vitest';
import { http } from 'wagmi';
import { connect } from 'wagmi/actions';
import { CHAIN_A, CHAIN_B } from '../../../test/fakes/app-kit-harness.ts';
import { WagmiAdapter } from './wagmi-adapter.ts';

describe('WagmiAdapter: the config', () => {
  it("takes the eip155 networks as wagmi's chains, with an http transport to each first RPC URL", () => {
    const solana = { ...CHAIN_A, id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', chainNamespace: 'solana' as const, caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const };
    const adapter = new WagmiAdapter({ networks: [CHAIN_A, solana, CHAIN_B], projectId: 'test', storage: null });
    expect(adapter.namespace).toBe('eip155');
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([31337, 31338]);
    expect(adapter.wagmiConfig.connectors.map((connector) => connector.id)).toEqual(['walletport']);
    const transport = adapter.wagmiConfig.getClient({ chainId: 31338 }).transport as { readonly url?: string };
    expect(transport.url).toBe('http://127.0.0.1:2');
  });

  it('keeps a viem chain as given (its contracts with it) and a transport given for a chain', () => {
    const viemChain = defineChain({
      id: 1,
      name: 'Ethereum',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
      contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
    });
    const adapter = new WagmiAdapter({ networks: [viemChain, CHAIN_B], projectId: 'test', transports: { 31338: http('http://127.0.0.1:4') }, storage: null });
    expect(adapter.wagmiChains[0]).toBe(viemChain);
    expect((adapter.wagmiConfig.getClient({ chainId: 1 }).transport as { readonly url?: string }).url).toBe('http://127.0.0.1:3');
    expect((adapter.wagmiConfig.getClient({ chainId: 31338 }).transport as { readonly url?: string }).url).toBe('http://127.0.0.1:4');
  });

  it('refuses networks without an eip155 chain, or an eip155 network without a numeric id, with a clear error', () => {
    const solana = { ...CHAIN_A, id: 'x', chainNamespace: 'solana' as const, caipNetworkId: 'solana:x' as const };
    expect(() => new WagmiAdapter({ networks: [solana], projectId: 'test' })).toThrow('needs at least one eip155 network');
    expect(() => new WagmiAdapter({ networks: [{ ...CHAIN_A, id: 'one' }], projectId: 'test' })).toThrow('needs a numeric chain id');
  });

  it('the connector refuses clearly before it is attached to an instance', async () => {
    const wagmiAdapter = new WagmiAdapter({ networks: [CHAIN_A], projectId: 'test', storage: null });
    const refused = await connect(wagmiAdapter.wagmiConfig, { connector: wagmiAdapter.wagmiConfig.connectors[0]! }).then(() => undefined, (error: unknown) => error);
    expect(String((refused as Error).message)).toContain('not attached to a walletport instance');
  });
});
