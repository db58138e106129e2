import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { ConnectorSummary as Connector } from './announced-wallet.ts';
import { mergeConnectors } from './merge-connectors.ts';
import { visibleConnectorGroups } from './connector-groups.ts';
import { BROWSER_WALLET_NAME, isConnectorShown, isExcludedWallet } from './visibility.ts';

const c = (id: string, name: string, chain: Connector['chain'], type: Connector['type'] = 'ANNOUNCED'): Connector => ({ id, name, chain, type });

describe('merging connectors', () => {
  it('merges same-named connectors across chains, one per chain', () => {
    const merged = mergeConnectors([
      c('phantom-evm', 'Phantom', 'eip155'), c('metamask', 'MetaMask', 'eip155'),
      c('phantom-sol', 'Phantom', 'solana'), c('phantom-sol-2', 'Phantom', 'solana'),
    ]);
    expect(merged.map((m) => m.name)).toEqual(['Phantom', 'MetaMask', 'Phantom']);
    expect(merged[0]).toMatchObject({ type: 'MULTI_CHAIN', id: 'phantom-evm' });
    expect(merged[0]?.connectors?.map((m) => m.id)).toEqual(['phantom-evm', 'phantom-sol']);
    expect(merged[1]).toEqual(c('metamask', 'MetaMask', 'eip155'));
    // A second 'Phantom' on a chain already taken is its own entry: a look-alike is never hidden or merged.
    expect(merged[2]).toEqual(c('phantom-sol-2', 'Phantom', 'solana'));
  });
  it('treats "Trust Wallet" as "Trust"', () => {
    const merged = mergeConnectors([c('trust-evm', 'Trust Wallet', 'eip155'), c('trust-sol', 'Trust', 'solana')]);
    expect(merged).toHaveLength(1);
    expect(merged[0]).toMatchObject({ name: 'Trust', type: 'MULTI_CHAIN' });
  });
  it('loses no connector, and holds each chain at most once per entry', () => {
    const connector = fc.record({
      id: fc.string(), name: fc.constantFrom('A', 'B', 'Trust', 'Trust Wallet'),
      chain: fc.constantFrom('eip155', 'solana', 'bip122'), type: fc.constant('ANNOUNCED'),
    }) as fc.Arbitrary<Connector>;
    fc.assert(fc.property(fc.array(connector, { maxLength: 40 }), (list) => {
      const merged = mergeConnectors(list);
      const members = merged.flatMap((m) => m.connectors ?? [m]);
      expect(members.length).toBe(list.length);
      expect(new Set(members)).toEqual(new Set(list));
      for (const m of merged) {
        const chains = (m.connectors ?? [m]).map((x) => x.chain);
        expect(new Set(chains).size).toBe(chains.length);
      }
    }));
  });
});

describe('connector groups', () => {
  const all = { walletConnect: 1, recent: 1, injected: 1, featured: 1, custom: 1, external: 1, recommended: 1 };
  it('shows groups in the default order', () => {
    expect(visibleConnectorGroups({ counts: all, walletConnectEnabled: true, connectedThroughWalletConnect: false })).toEqual([
      'walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended',
    ]);
  });
  it('shows only groups with entries; walletConnect also needs enabled and not connected through WalletConnect', () => {
    const counts = { ...all, recent: 0, custom: 0 };
    expect(visibleConnectorGroups({ counts, walletConnectEnabled: true, connectedThroughWalletConnect: false })).not.toContain('recent');
    expect(visibleConnectorGroups({ counts, walletConnectEnabled: false, connectedThroughWalletConnect: false })[0]).toBe('injected');
    expect(visibleConnectorGroups({ counts, walletConnectEnabled: true, connectedThroughWalletConnect: true })[0]).toBe('injected');
  });
  it('puts overridden groups first, the rest in default order, ignoring unknown entries', () => {
    expect(visibleConnectorGroups({
      counts: all, walletConnectEnabled: true, connectedThroughWalletConnect: false,
      overrideOrder: ['recommended', 'bogus', 'injected', 'recommended'],
    })).toEqual(['recommended', 'injected', 'walletConnect', 'recent', 'featured', 'custom', 'external']);
  });
});

describe('exclusions', () => {
  it('excludes by rdns or case-insensitive name', () => {
    expect(isExcludedWallet({ name: 'MetaMask', rdns: 'io.metamask' }, ['io.metamask'])).toBe(true);
    expect(isExcludedWallet({ name: 'MetaMask' }, ['METAMASK'])).toBe(true);
    expect(isExcludedWallet({ name: 'Rabby', rdns: 'io.rabby' }, ['io.metamask'])).toBe(false);
  });
  it('excludes a directory or custom wallet by its id, and an empty rdns matches nothing', () => {
    expect(isExcludedWallet({ id: 'c57ca95b', name: 'MetaMask' }, ['c57ca95b'])).toBe(true);
    expect(isExcludedWallet({ name: 'Rabby', rdns: '' }, [''])).toBe(false);
  });
});

describe('the Browser Wallet connector and exclusions', () => {
  const browserWallet = { id: 'injected', name: BROWSER_WALLET_NAME, type: 'INJECTED' };
  const context = { mobile: true, walletInstalled: true, excluded: [] };
  it('hides the Browser Wallet on desktop, installed or not', () => {
    expect(isConnectorShown(browserWallet, { ...context, mobile: false })).toBe(false);
    expect(isConnectorShown({ ...browserWallet, rdns: 'io.wallet' }, { ...context, mobile: false })).toBe(false);
  });
  it('on mobile hides it only when it has no rdns and no wallet is installed', () => {
    expect(isConnectorShown(browserWallet, context)).toBe(true);
    expect(isConnectorShown(browserWallet, { ...context, walletInstalled: false })).toBe(false);
    expect(isConnectorShown({ ...browserWallet, rdns: 'io.wallet' }, { ...context, walletInstalled: false })).toBe(true);
  });
  it('keeps other connectors named alike: only the injected one is the Browser Wallet', () => {
    expect(isConnectorShown({ ...browserWallet, type: 'ANNOUNCED', rdns: 'io.x' }, { ...context, mobile: false })).toBe(true);
  });
  it('hides excluded connectors of every type, by rdns or case-insensitive name', () => {
    const excluded = ['io.metamask', 'rabby wallet'];
    expect(isConnectorShown({ name: 'MetaMask', type: 'ANNOUNCED', rdns: 'io.metamask' }, { ...context, excluded })).toBe(false);
    expect(isConnectorShown({ name: 'Rabby Wallet', type: 'EXTERNAL' }, { ...context, excluded })).toBe(false);
    expect(isConnectorShown({ ...browserWallet, name: 'Browser Wallet' }, { ...context, excluded: ['BROWSER WALLET'] })).toBe(false);
    expect(isConnectorShown({ name: 'Phantom', type: 'ANNOUNCED', rdns: 'app.phantom' }, { ...context, excluded })).toBe(true);
  });
});
