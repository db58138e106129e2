import { describe, expect, it } from 'vitest';
import type { ConnectorSummary } from './announced-wallet.ts';
import { recentEntries, withoutRepeats, type ConnectEntry } from './connect-entries.ts';
import { connectorGroupOrder } from './connector-groups.ts';

const announced = (rdns: string, name: string): ConnectorSummary => ({ id: rdns, rdns, name, type: 'ANNOUNCED', chain: 'eip155' });
const directory = (id: string, rdns?: string): ConnectEntry => ({ kind: 'directory', wallet: { id, name: id, rdns } });
const ids = (entries: readonly ConnectEntry[]): readonly string[] =>
  entries.map((entry) => (entry.kind === 'announced' ? entry.connector.id : entry.kind === 'walletConnect' ? 'walletConnect' : entry.wallet.id));

describe('a wallet is not repeated in a later group', () => {
  const entries = {
    recent: [{ kind: 'announced', connector: announced('io.rabby', 'Rabby') }, directory('dir-zerion')],
    injected: [{ kind: 'announced', connector: announced('io.rabby', 'Rabby') }, { kind: 'announced', connector: announced('io.metamask', 'MetaMask') }],
    featured: [directory('dir-metamask', 'io.metamask'), directory('dir-zerion'), directory('dir-trust')],
    recommended: [directory('dir-trust'), directory('dir-ledger')],
  } satisfies Partial<Record<string, readonly ConnectEntry[]>>;

  it('keeps the first showing: recent before injected before featured before recommended', () => {
    const kept = withoutRepeats(connectorGroupOrder(undefined), entries);
    expect(ids(kept.recent)).toEqual(['io.rabby', 'dir-zerion']);
    expect(ids(kept.injected)).toEqual(['io.metamask']);
    // The directory's MetaMask is the installed one (same rdns): shown once, as installed.
    expect(ids(kept.featured)).toEqual(['dir-trust']);
    expect(ids(kept.recommended)).toEqual(['dir-ledger']);
  });

  it('follows the order the groups show in when the integrator reorders them', () => {
    const kept = withoutRepeats(connectorGroupOrder(['recommended', 'injected']), entries);
    expect(ids(kept.recommended)).toEqual(['dir-trust', 'dir-ledger']);
    expect(ids(kept.injected)).toEqual(['io.rabby', 'io.metamask']);
    expect(ids(kept.recent)).toEqual(['dir-zerion']);
    expect(ids(kept.featured)).toEqual([]);
  });

  it('never treats a same-named wallet as the same one (a page script can announce any name)', () => {
    const kept = withoutRepeats(connectorGroupOrder(undefined), {
      injected: [{ kind: 'announced', connector: announced('evil.lookalike', 'MetaMask') }],
      featured: [{ kind: 'directory', wallet: { id: 'dir-metamask', name: 'MetaMask', rdns: 'io.metamask' } }],
    });
    expect(ids(kept.featured)).toEqual(['dir-metamask']);
  });
});

describe('recent wallets as rows', () => {
  const sources = {
    announced: [announced('io.rabby', 'Rabby')],
    custom: [{ id: 'site-wallet', name: 'Site Wallet' }],
    directory: [{ id: 'dir-zerion', name: 'Zerion' }],
  };

  it('are the live wallet when it is still here, else the stored id and name; at most 2', () => {
    const rows = recentEntries(
      [
        { id: 'io.rabby', rdns: 'io.rabby', name: 'Rabby' },
        { id: 'dir-gone', name: 'Gone Wallet' },
        { id: 'site-wallet', name: 'Site Wallet' },
      ],
      sources,
    );
    expect(rows.map((row) => row.kind)).toEqual(['announced', 'remembered']);
    expect(recentEntries([{ id: 'site-wallet', name: 'Site Wallet' }, { id: 'dir-zerion', name: 'Zerion' }], sources).map((row) => row.kind)).toEqual(['custom', 'directory']);
  });

  it('leave out a plain QR pairing (the WalletConnect row stands for it)', () => {
    expect(recentEntries([{ id: 'walletConnect', name: 'Some Wallet' }], sources)).toEqual([]);
  });

  it('are one row for a wallet connected on two families (one live connector holds both)', () => {
    const evm = announced('dev.walletport.demo', 'Demo Wallet');
    const solana: ConnectorSummary = { id: 'wallet-standard.demo-wallet', rdns: 'wallet-standard.demo-wallet', name: 'Demo Wallet', type: 'ANNOUNCED', chain: 'solana' };
    const merged: ConnectorSummary = { ...evm, type: 'MULTI_CHAIN', connectors: [evm, solana] };
    // Stored apart (ids differ per family), as an older version wrote them, with no name to tell them alike.
    const rows = recentEntries(
      [
        { id: solana.id, rdns: solana.rdns, name: 'Demo Wallet (Solana)' },
        { id: evm.id, rdns: evm.rdns, name: 'Demo Wallet' },
      ],
      { ...sources, announced: [merged] },
    );
    expect(rows).toEqual([{ kind: 'announced', connector: merged }]);
  });
});
