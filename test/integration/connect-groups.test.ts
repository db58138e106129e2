import { describe, expect, it, vi } from 'vitest';
import type { WalletDirectoryPort } from '../../application/ports/wallet-directory.port.ts';
import { createWalletDirectory } from '../fixtures/wallets.ts';
import { createHarness } from '../fakes/app-kit-harness.ts';

const WALLETS = createWalletDirectory(20);

/** A directory that answers the featured ids it is asked for, and the first wallets otherwise. */
const directory: WalletDirectoryPort = {
  fetchWallets: async (query) => {
    const wallets = query.include ? WALLETS.filter((wallet) => query.include?.includes(wallet.id)) : WALLETS.slice(0, query.entries ?? 4);
    return { count: wallets.length, wallets };
  },
  fetchWalletImage: async () => new Blob(),
  fetchNetworkImage: async () => new Blob(),
};

async function groupsFor(features: Readonly<Record<string, unknown>>, featuredWalletIds: readonly string[]) {
  const { facade } = createHarness({ options: { features, featuredWalletIds, ports: { walletDirectory: directory } } });
  await facade.ready;
  await facade.open();
  await vi.waitFor(() => expect(facade.stores.walletData.getSnapshot().recommended.length).toBeGreaterThan(0));
  const groups = facade.connectGroups.getSnapshot();
  facade.destroy();
  return groups;
}

describe('the Connect view groups: a fixed order, each shown only when it has entries', () => {
  it('shows the groups with entries in the default order, recommended without the featured ones', async () => {
    const featuredId = WALLETS[1]?.id ?? '';
    const groups = await groupsFor({}, [featuredId]);
    expect(groups.groups).toEqual(['walletConnect', 'injected', 'featured', 'recommended']);
    expect(groups.announced.map((connector) => connector.id)).toEqual(['dev.walletport.demo']);
    expect(groups.featured.map((wallet) => wallet.id)).toEqual([featuredId]);
    expect(groups.recommended.map((wallet) => wallet.id)).not.toContain(featuredId);
  });

  it("follows the integrator's connectorTypeOrder, then the default order, and leaves out empty groups", async () => {
    const groups = await groupsFor({ connectorTypeOrder: ['recommended', 'walletConnect', 'injected', 'bogus'] }, []);
    expect(groups.groups).toEqual(['recommended', 'walletConnect', 'injected']);
  });

  it('shows custom wallets after the featured ones and leaves out the excluded ones', async () => {
    const { facade } = createHarness({
      options: {
        customWallets: [{ id: 'site-wallet', name: 'Site Wallet', homepage: 'https://site.example' }, { id: 'gone', name: 'Gone Wallet' }],
        excludeWalletIds: ['GONE WALLET'],
      },
    });
    await facade.ready;
    const groups = facade.connectGroups.getSnapshot();
    expect(groups.groups).toEqual(['walletConnect', 'injected', 'custom']);
    expect(groups.entries.custom.map((entry) => (entry.kind === 'custom' ? entry.wallet.id : entry.kind))).toEqual(['site-wallet']);
    facade.destroy();
  });
});
