import { describe, expect, it } from 'vitest';
import { CHAIN_A, CHAIN_B, createHarness } from '../fakes/app-kit-harness.ts';

const CHAIN_C = { ...CHAIN_B, id: 31339, caipNetworkId: 'eip155:31339' as const, name: 'Anvil C' };
const ids = (networks: readonly { readonly id: number | string }[]) => networks.map((network) => network.id);

describe("networks the host page adds or removes at run time are the site's state, not a rewritten option", () => {
  it('an added network reaches every reader and whoever listens, and the creation-time options keep their list', async () => {
    const { facade } = createHarness();
    await facade.ready;
    const created = facade.config.networks;
    const told: unknown[] = [];
    const stop = facade.stores.siteNetworks.subscribe((state) => told.push(state));

    facade.host.addNetwork('eip155', CHAIN_C);

    expect(ids(facade.stores.siteNetworks.list())).toEqual([CHAIN_A.id, CHAIN_B.id, CHAIN_C.id]);
    expect(ids(facade.host.networks('eip155'))).toEqual([CHAIN_A.id, CHAIN_B.id, CHAIN_C.id]);
    expect(told).toHaveLength(1);
    expect(facade.config.networks).toBe(created);
    expect(ids(facade.config.networks)).toEqual([CHAIN_A.id, CHAIN_B.id]);
    stop();
  });

  it('a removed network is gone for every reader; the last network of the site stays', async () => {
    const { facade } = createHarness();
    await facade.ready;

    facade.host.removeNetwork('eip155', CHAIN_B.id);
    expect(ids(facade.stores.siteNetworks.list())).toEqual([CHAIN_A.id]);
    facade.host.removeNetwork('eip155', CHAIN_A.id);
    expect(ids(facade.stores.siteNetworks.list())).toEqual([CHAIN_A.id]);
    expect(ids(facade.config.networks)).toEqual([CHAIN_A.id, CHAIN_B.id]);
  });

  it('a network of another namespace is refused with the catalogue error and changes nothing', async () => {
    const { facade } = createHarness();
    await facade.ready;

    expect(() => facade.host.addNetwork('solana', CHAIN_C)).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_CHAIN' }));
    expect(ids(facade.stores.siteNetworks.list())).toEqual([CHAIN_A.id, CHAIN_B.id]);
  });
});
