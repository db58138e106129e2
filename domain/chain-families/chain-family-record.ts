import type { AccountType } from '../account/account-type-names.ts';

/**
 * What walletport can do on a family's chains: balances, sending and onramp on eip155 and solana, names
 * and activity on eip155 only.
 */
export interface ChainFamilyCapabilities {
  /** Native and token balances are read. */
  readonly balance: boolean;
  /** The Send view sends the native coin or a token. */
  readonly send: boolean;
  /** Names and identities are read and registered. */
  readonly names: boolean;
  /** The Activity list shows past transactions. */
  readonly activity: boolean;
  /** The Account view offers the onramp. */
  readonly onramp: boolean;
  /** The Account view offers swaps. */
  readonly swaps: boolean;
}

/**
 * The languages besides English the modal ships words for. The presentation layer's catalogue list is
 * checked against this at compile time, so a language added there asks every family for its name.
 */
export const FAMILY_LABEL_LANGUAGES = ['ar', 'es', 'ja', 'zh-Hans'] as const;
export type FamilyLabelLanguage = (typeof FAMILY_LABEL_LANGUAGES)[number];

/**
 * Everything walletport knows about a chain family that needs no chain SDK. Each field is required, so a
 * new family that forgets one does not compile; the per-family tables are read from these records. What
 * needs an SDK (the adapter, the discovery, the SIWX verifier) lives with the family's adapter descriptor
 * under infrastructure/chains and is loaded by dynamic import.
 */
export interface ChainFamilyRecord<Namespace extends string = string> {
  /** The CAIP-2 namespace. */
  readonly namespace: Namespace;
  /** How the family is named to a visitor (a merged wallet's chain choice, the Networks view's groups), in English. */
  readonly label: string;
  /**
   * The same name in each other language the modal ships, so a new family is named in every language
   * from its record alone (the locale catalogues read these rather than listing each family).
   */
  readonly translatedLabels: Readonly<Record<FamilyLabelLanguage, string>>;
  /** The preferred account type before the visitor picks one. */
  readonly defaultAccountType: AccountType;
  /** The type of an account a wallet of this family reports. */
  readonly accountEntryType: AccountType;
  /**
   * Whether an address a wallet or a session hands over can be an account of the family: its characters
   * and length (checksums are checked where signatures are).
   */
  readonly isAddress: (value: unknown) => value is string;
  /** The chain's name in the sign-in text's first line ("... sign in with your Ethereum account:"). */
  readonly siwxAccountLabel: string;
  /** What a WalletConnect proposal asks a wallet to allow on the family's chains. */
  readonly walletConnect: { readonly methods: readonly string[]; readonly events: readonly string[] };
  /**
   * The CAIP-2 ids of the family's networks in walletport's own catalogue (`domain/network/catalogue/`;
   * EVM's come from viem's chains instead). Ids rather than the entries: the records travel with the
   * modal's core, and an entry named here would be kept in every page's bundle, configured or not.
   */
  readonly networkIds: readonly `${Namespace}:${string}`[];
  /**
   * The path segments a block explorer of the family's chains puts before an account and before a
   * transaction (`https://etherscan.io/address/0x…`, `https://polkadot.subscan.io/extrinsic/0x…`).
   */
  readonly explorerPaths: { readonly address: string; readonly transaction: string };
  readonly capabilities: ChainFamilyCapabilities;
}

/** A family record; `const` keeps the namespace a literal, from which the namespace union is derived. */
export function defineChainFamily<const Namespace extends string>(record: ChainFamilyRecord<Namespace>): ChainFamilyRecord<Namespace> {
  return Object.freeze(record);
}
