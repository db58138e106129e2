// In test/, not beside the catalogue: domain/ may not import viem, and these cases are viem's own chains.
import { arbitrum, base, celoAlfajores, mainnet, polygon, sepolia } from 'viem/chains';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../application/options.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../../domain/network/catalogue/bitcoin.ts';
import { networkImageIdOf } from '../../domain/network/catalogue/network-image-ids.ts';
import { solana, solanaDevnet, solanaTestnet } from '../../domain/network/catalogue/solana.ts';

// The ids are AppKit 1.7.6's (appkit-utils/src/PresetsUtil.ts:43-112): the directory serves the image for each.
describe('network images from the directory', () => {
  it('the catalogue\'s Solana and Bitcoin networks carry AppKit\'s image ids', () => {
    for (const network of [solana, solanaDevnet, solanaTestnet]) expect(network.assets?.imageId).toBe('a1b58899-f671-4276-6a5e-56ca5bd59700');
    expect(bitcoin.assets?.imageId).toBe('0b4838db-0161-4ffe-022d-532bf03dba00');
    expect(bitcoinTestnet.assets?.imageId).toBe('39354064-d79b-420b-065d-f980c4b78200');
    expect('assets' in bitcoinRegtest).toBe(false);
  });

  it.each([
    [mainnet, 'ba0ba0cd-17c6-4806-ad93-f9d174f17900'],
    [arbitrum, '3bff954d-5cb0-47a0-9a23-d20192e74600'],
    [polygon, '41d04d42-da3b-4453-8506-668cc0727900'],
    [base, '7289c336-3981-4081-c5f4-efc26ac64a00'],
    [sepolia, 'e909ea0a-f92a-4512-c8fc-748044ea6800'],
  ] as const)('a viem chain (%#) gets AppKit\'s image id when it becomes one of the site\'s networks', (chain, imageId) => {
    expect(siteNetwork(chain).assets?.imageId).toBe(imageId);
  });

  it('a viem chain the host page adds at run time gets its image id too', async () => {
    const { facade } = createHarness();
    await facade.ready;
    facade.host.addNetwork('eip155', base);
    expect(facade.host.networks('eip155').find((network) => network.id === base.id)?.assets?.imageId).toBe('7289c336-3981-4081-c5f4-efc26ac64a00');
  });

  it('keeps an image id the integrator gave, and gives none to a chain AppKit has no image for', () => {
    expect(siteNetwork({ ...mainnet, assets: { imageId: 'mine' } }).assets?.imageId).toBe('mine');
    expect(siteNetwork(celoAlfajores).assets).toBeUndefined();
    expect(networkImageIdOf('toString')).toBeUndefined();
    expect(networkImageIdOf(31337)).toBeUndefined();
  });
});

/** The network as the core holds it once the site configured it. */
function siteNetwork(chain: unknown) {
  const [network] = resolveConfig({ projectId: 'p', networks: [chain] } as Parameters<typeof resolveConfig>[0]).networks;
  if (!network) throw new Error('no network');
  return network;
}
