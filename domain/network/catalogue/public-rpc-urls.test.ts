import { describe, expect, it } from 'vitest';
import * as bitcoinCatalogue from './bitcoin.ts';
import * as cosmosCatalogue from './cosmos.ts';
import * as polkadotCatalogue from './polkadot.ts';
import * as solanaCatalogue from './solana.ts';
import { publicRpcUrlsOf } from './public-rpc-urls.ts';

const ENTRIES = [solanaCatalogue, bitcoinCatalogue, cosmosCatalogue, polkadotCatalogue]
  .flatMap((module) => Object.values(module))
  .filter((value): value is { caipNetworkId: string; rpcUrls: { default: { http: readonly string[] } } } => typeof value === 'object' && value !== null && 'caipNetworkId' in value);

describe("the catalogue's public endpoints", () => {
  it('gives each catalogued network the endpoints its entry names', () => {
    expect(ENTRIES).toHaveLength(12);
    for (const entry of ENTRIES) expect([entry.caipNetworkId, publicRpcUrlsOf(entry.caipNetworkId)]).toEqual([entry.caipNetworkId, entry.rpcUrls.default.http]);
  });

  it('gives nothing for a network it does not catalogue, nor for an inherited property name', () => {
    for (const id of ['eip155:1', 'solana:unknown', 'toString', '__proto__', '']) expect(publicRpcUrlsOf(id)).toEqual([]);
  });
});
