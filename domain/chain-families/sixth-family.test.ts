import { describe, expect, it } from 'vitest';
import { defineChainFamily, type ChainFamilyRecord } from './chain-family-record.ts';
import { FAMILY_NAMESPACES } from './namespaces.ts';
import { CHAIN_FAMILIES, familyTableOf, namespacesWithIn, type NamespacesMatch } from './registry.ts';

/*
 * What a sixth chain family takes: its record (below, a made-up "tezos" family), listed in CHAIN_FAMILIES.
 * Every per-family table is then read from the list, so the new family has its label, account types,
 * address rule, name in every shipped language, SIWX label, WalletConnect permissions and capabilities
 * without any other edit; the tables here are built over a list with the sixth record the way the
 * registry builds them over its own. Besides the record and its adapter (new files), the existing files
 * it edits are registry.ts (the list), namespaces.ts (its namespace, which the page's first script reads
 * without loading a record; registry.ts does not compile while the two lists disagree) and
 * infrastructure/siwx/default-verifiers.ts (its verifier: without one the map does not compile). Its
 * descriptor folder, infrastructure/chains/<family>/entry.ts, is published as `walletport/chains/<family>`
 * by the build's folder scan and the `chains/*` export pattern.
 */
const TEZOS_ADDRESS = /^tz[1-3][1-9A-HJ-NP-Za-km-z]{33}$/;

const SIXTH_FAMILY = defineChainFamily({
  namespace: 'tezos',
  label: 'Tezos',
  translatedLabels: { ar: 'تيزوس', es: 'Tezos', ja: 'テゾス', 'zh-Hans': 'Tezos' },
  defaultAccountType: 'eoa',
  accountEntryType: 'eoa',
  isAddress: (value: unknown): value is string => typeof value === 'string' && TEZOS_ADDRESS.test(value),
  siwxAccountLabel: 'Tezos',
  walletConnect: { methods: ['tezos_getAccounts', 'tezos_sign', 'tezos_send'], events: [] },
  networkIds: [],
  // TzKT puts an account or an operation right after its host (`https://tzkt.io/tz1…`).
  explorerPaths: { address: '', transaction: '' },
  capabilities: { balance: true, send: false, names: false, activity: false, onramp: false, swaps: false },
});

const SIX_FAMILIES = [...CHAIN_FAMILIES, SIXTH_FAMILY] as const;

describe('a sixth chain family', () => {
  it('appears in every table built from the list, beside the five', () => {
    const labels = familyTableOf(SIX_FAMILIES, (family) => family.label);
    expect(labels).toEqual({ eip155: 'Ethereum and EVM', solana: 'Solana', polkadot: 'Polkadot', bip122: 'Bitcoin', cosmos: 'Cosmos', tezos: 'Tezos' });
    expect(familyTableOf(SIX_FAMILIES, (family) => family.defaultAccountType).tezos).toBe('eoa');
    expect(familyTableOf(SIX_FAMILIES, (family) => family.siwxAccountLabel).tezos).toBe('Tezos');
    expect(familyTableOf(SIX_FAMILIES, (family) => family.walletConnect.methods).tezos).toEqual(['tezos_getAccounts', 'tezos_sign', 'tezos_send']);
    expect(namespacesWithIn(SIX_FAMILIES, 'balance')).toEqual(['eip155', 'solana', 'tezos']);
    expect(namespacesWithIn(SIX_FAMILIES, 'names')).toEqual(['eip155']);
  });

  it('checks its own addresses', () => {
    const isAddress = familyTableOf(SIX_FAMILIES, (family) => family.isAddress);
    expect(isAddress.tezos('tz1VSUr8wwNhLAzempoch5d6hLRiTh8Cjcjb')).toBe(true);
    expect(isAddress.tezos('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(false);
    expect(isAddress.eip155('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(true);
  });

  it('does not compile without one of its facts', () => {
    const incomplete = {
      namespace: 'tezos',
      label: 'Tezos',
      translatedLabels: SIXTH_FAMILY.translatedLabels,
      defaultAccountType: 'eoa',
      accountEntryType: 'eoa',
      isAddress: SIXTH_FAMILY.isAddress,
      siwxAccountLabel: 'Tezos',
      networkIds: [],
      explorerPaths: SIXTH_FAMILY.explorerPaths,
      capabilities: SIXTH_FAMILY.capabilities,
    } as const;
    // @ts-expect-error A record without its WalletConnect methods and events is refused.
    const refused: ChainFamilyRecord<'tezos'> = incomplete;
    expect(Object.keys(refused)).not.toContain('walletConnect');
    // @ts-expect-error A capability left out is refused too: each family says yes or no to each.
    const partial: ChainFamilyRecord<'tezos'> = { ...SIXTH_FAMILY, capabilities: { balance: true, send: false, names: false, activity: false, onramp: false } };
    expect(partial.capabilities).not.toHaveProperty('swaps');
    // @ts-expect-error Its name in a shipped language left out is refused: the modal would show a gap.
    const unnamed: ChainFamilyRecord<'tezos'> = { ...SIXTH_FAMILY, translatedLabels: { ar: 'تيزوس', es: 'Tezos', ja: 'テゾス' } };
    expect(unnamed.translatedLabels).not.toHaveProperty('zh-Hans');
  });

  it('does not compile while its namespace and its record are not both listed', () => {
    const listed: NamespacesMatch<typeof SIX_FAMILIES, readonly [...typeof FAMILY_NAMESPACES, 'tezos']> = true;
    expect(listed).toBe(true);
    // @ts-expect-error A record listed without its namespace in FAMILY_NAMESPACES is refused.
    const recordOnly: NamespacesMatch<typeof SIX_FAMILIES, typeof FAMILY_NAMESPACES> = true;
    // @ts-expect-error A namespace listed without its record is refused too.
    const namespaceOnly: NamespacesMatch<typeof CHAIN_FAMILIES, readonly [...typeof FAMILY_NAMESPACES, 'tezos']> = true;
    // @ts-expect-error The order counts: the namespaces and the records are listed alike.
    const reordered: NamespacesMatch<typeof CHAIN_FAMILIES, readonly ['solana', 'eip155', 'polkadot', 'bip122', 'cosmos']> = true;
    expect([recordOnly, namespaceOnly, reordered]).toEqual([true, true, true]);
    expect(SIX_FAMILIES.map((family) => family.namespace)).toEqual([...FAMILY_NAMESPACES, 'tezos']);
  });

  it('leaves a table typed by the five without the sixth, which is a compile error where the sixth is read', () => {
    const fiveLabels = familyTableOf(CHAIN_FAMILIES, (family) => family.label);
    // @ts-expect-error The registry's own tables know the sixth family only once it is listed in CHAIN_FAMILIES.
    expect(fiveLabels.tezos).toBeUndefined();
  });
});
