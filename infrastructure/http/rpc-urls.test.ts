import { celoAlfajores, gnosisChiado, holesky, linea, mainnet } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { bitcoin, bitcoinTestnet } from '../../domain/network/catalogue/bitcoin.ts';
import { cosmosHub, cosmosHubTestnet, osmosis } from '../../domain/network/catalogue/cosmos.ts';
import { polkadot } from '../../domain/network/catalogue/polkadot.ts';
import { solana, solanaDevnet, solanaTestnet } from '../../domain/network/catalogue/solana.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { toCaipNetwork } from '../../domain/network/to-caip-network.ts';
import { restUrlsFor, rpcUrlsFor, type RpcUrlOptions } from './rpc-urls.ts';

const rpcHost = 'https://rpc.walletconnect.org';
const withProject: RpcUrlOptions = { projectId: 'p1', rpcHost, customRpcUrls: {} };
const withoutProject: RpcUrlOptions = { projectId: '', rpcHost, customRpcUrls: {} };
const proxy = (chainId: string) => `https://rpc.walletconnect.org/v1/?chainId=${encodeURIComponent(chainId)}&projectId=p1`;
const custom = (network: CaipNetwork, url: string): RpcUrlOptions => ({ ...withProject, customRpcUrls: { [network.caipNetworkId]: [{ url }] } });

// The shape AppKit's own networks have (@reown/appkit/networks): the bare proxy URL as the only RPC URL.
const appKitShaped = (network: CaipNetwork): CaipNetwork => ({ ...network, rpcUrls: { default: { http: ['https://rpc.walletconnect.org/v1'] } } });

describe('RPC URLs of each family', () => {
  it('EVM: the proxy for the chains it serves, with a project id, then the chain\'s own URL', () => {
    for (const chain of [mainnet, linea, holesky]) {
      const network = toCaipNetwork(chain);
      expect(rpcUrlsFor(network, withProject)).toEqual([proxy(network.caipNetworkId), ...chain.rpcUrls.default.http]);
      expect(rpcUrlsFor(network, withoutProject)).toEqual(chain.rpcUrls.default.http);
      expect(rpcUrlsFor(network, custom(network, 'https://mine.example/rpc'))).toEqual(['https://mine.example/rpc', proxy(network.caipNetworkId), ...chain.rpcUrls.default.http]);
    }
  });

  it('EVM: chains the proxy has no provider for never go there', () => {
    for (const chain of [celoAlfajores, gnosisChiado]) {
      const network = toCaipNetwork(chain);
      expect(rpcUrlsFor(network, withProject)).toEqual(chain.rpcUrls.default.http);
      expect(rpcUrlsFor(appKitShaped(network), withProject)).toEqual([]);
    }
  });

  it.each([
    [solana, 'https://api.mainnet-beta.solana.com'],
    [solanaDevnet, 'https://api.devnet.solana.com'],
    [solanaTestnet, 'https://api.testnet.solana.com'],
  ] as const)('Solana %#: the proxy with chainId and projectId, then the cluster\'s public endpoint; without a project id the public one alone', (network, publicUrl) => {
    expect(rpcUrlsFor(network, withProject)).toEqual([proxy(network.caipNetworkId), publicUrl]);
    expect(rpcUrlsFor(network, withoutProject)).toEqual([publicUrl]);
    expect(rpcUrlsFor(network, undefined)).toEqual([publicUrl]);
    expect(rpcUrlsFor(network, custom(network, 'https://mine.example'))).toEqual(['https://mine.example', proxy(network.caipNetworkId), publicUrl]);
  });

  it('Solana as AppKit defines it: the bare proxy URL gains chainId and projectId, and gives way to the public endpoint without a project id', () => {
    expect(rpcUrlsFor(appKitShaped(solana), withProject)).toEqual([proxy(solana.caipNetworkId)]);
    expect(rpcUrlsFor(appKitShaped(solana), withoutProject)).toEqual(['https://api.mainnet-beta.solana.com']);
  });

  it.each([
    [bitcoin, 'https://mempool.space/api'],
    [bitcoinTestnet, 'https://mempool.space/testnet/api'],
  ] as const)('Bitcoin %#: the public esplora API with or without a project id, custom URLs first', (network, esplora) => {
    expect(restUrlsFor(network, withProject)).toEqual([esplora]);
    expect(restUrlsFor(network, withoutProject)).toEqual([esplora]);
    expect(restUrlsFor(network, custom(network, 'https://esplora.example/api'))).toEqual(['https://esplora.example/api', esplora]);
    // AppKit's bitcoin entries name only the proxy, which has no esplora routes.
    expect(restUrlsFor(appKitShaped(network), withProject)).toEqual([esplora]);
  });

  it.each([cosmosHub, osmosis, cosmosHubTestnet])('Cosmos %#: the chain\'s public CometBFT nodes, never the proxy, custom URLs first', (network) => {
    const nodes = network.rpcUrls.default.http;
    expect(nodes.length).toBeGreaterThan(0);
    for (const url of nodes) expect(new URL(url).host).not.toBe('rpc.walletconnect.org');
    expect(rpcUrlsFor(network, withProject)).toEqual(nodes);
    expect(rpcUrlsFor(network, withoutProject)).toEqual(nodes);
    expect(rpcUrlsFor(network, custom(network, 'https://cometbft.example'))).toEqual(['https://cometbft.example', ...nodes]);
    expect(rpcUrlsFor(appKitShaped(network), withProject)).toEqual(nodes);
  });

  it('Polkadot: the relay chain\'s own node, custom URLs first', () => {
    expect(rpcUrlsFor(polkadot, withProject)).toEqual(['https://rpc.polkadot.io']);
    expect(rpcUrlsFor(polkadot, custom(polkadot, 'https://dot.example'))).toEqual(['https://dot.example', 'https://rpc.polkadot.io']);
  });

  it('no URL of any family carries an empty or missing projectId or chainId on the proxy', () => {
    const networks: CaipNetwork[] = [toCaipNetwork(mainnet), toCaipNetwork(celoAlfajores), solana, solanaDevnet, bitcoin, cosmosHub, polkadot];
    for (const network of [...networks, ...networks.map(appKitShaped)]) {
      for (const options of [withProject, withoutProject, undefined]) {
        for (const url of [...rpcUrlsFor(network, options), ...restUrlsFor(network, options)]) {
          expect(url).not.toMatch(/projectId=(&|$)/);
          const parsed = new URL(url);
          if (parsed.host === 'rpc.walletconnect.org') {
            expect(parsed.searchParams.get('projectId')).toBe('p1');
            expect(parsed.searchParams.get('chainId')).toBe(network.caipNetworkId);
          }
        }
      }
    }
  });

  it('a configured proxy host is the proxy too: its URLs are completed or left out like Reown\'s', () => {
    const own: RpcUrlOptions = { projectId: '', rpcHost: 'http://127.0.0.1:9/rpc', customRpcUrls: {} };
    const selfHosted = { ...solana, rpcUrls: { default: { http: ['http://127.0.0.1:9/rpc/v1'] } } };
    expect(rpcUrlsFor(selfHosted, own)).toEqual(['https://api.mainnet-beta.solana.com']);
    expect(rpcUrlsFor(selfHosted, { ...own, projectId: 'p2' })).toEqual([`http://127.0.0.1:9/rpc/v1/?chainId=${encodeURIComponent(solana.caipNetworkId)}&projectId=p2`]);
  });
});
