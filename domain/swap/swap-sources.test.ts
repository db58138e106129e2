import { describe, expect, it } from 'vitest';
import { SWAP_NETWORKS } from './swap-constants.ts';
import { resolveSwapSources, swapSourceFor } from './swap-sources.ts';

const ROUTER = '0x76ca03a67C049477FfB09694dFeF00416dB69746';
const TOKEN = '0x1696C7203769A71c97Ca725d42b13270ee493526';

describe('the swapSources option', () => {
  it('defaults to the convert API on AppKit’s swap networks, and only with a projectId', () => {
    const config = resolveSwapSources(undefined);
    expect(config).toEqual({ uniswapV2: {}, convertNetworks: SWAP_NETWORKS });
    expect(swapSourceFor(config, 'eip155:8453', true)).toBe('convert');
    expect(swapSourceFor(config, 'eip155:8453', false)).toBeUndefined();
    expect(swapSourceFor(config, 'eip155:31337', true)).toBeUndefined();
    expect(swapSourceFor(config, undefined, true)).toBeUndefined();
  });

  it('lets a site’s own router win on its network, with or without a projectId', () => {
    const config = resolveSwapSources({ uniswapV2: { 'eip155:1': { router: ROUTER, tokens: [TOKEN] } } });
    expect(swapSourceFor(config, 'eip155:1', false)).toBe('uniswapV2');
    expect(swapSourceFor(config, 'eip155:1', true)).toBe('uniswapV2');
    expect(config.uniswapV2['eip155:1']).toEqual({ router: ROUTER, tokens: [TOKEN] });
  });

  it('leaves out what untyped JavaScript gets wrong instead of throwing', () => {
    const config = resolveSwapSources({
      uniswapV2: {
        'eip155:1': { router: 'not an address' },
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { router: ROUTER },
        'eip155:10': { router: ROUTER, tokens: [TOKEN, 42, '0x12', null] },
        'eip155:56': null,
        toString: { router: ROUTER },
      },
      convertNetworks: ['eip155:31337', 'bip122:000000000019d6689c085ae165831e93', 7, 'eip155:'],
    });
    expect(config).toEqual({ uniswapV2: { 'eip155:10': { router: ROUTER, tokens: [TOKEN] } }, convertNetworks: ['eip155:31337'] });
    // An inherited name is not a configured network.
    expect(swapSourceFor(config, 'constructor', true)).toBeUndefined();
    expect(resolveSwapSources('uniswap')).toEqual({ uniswapV2: {}, convertNetworks: SWAP_NETWORKS });
  });
});
