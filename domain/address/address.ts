import { isBitcoinAddress } from './bitcoin-address.ts';
import { isCosmosAddress } from './cosmos-address.ts';
import { isPolkadotAddress } from './polkadot-address.ts';

/** Spec §5: optional 0x prefix then 40 hex digits. */
const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/;
/** Spec §5: base58 characters (no 0, O, I, l), 32 to 44 long. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value);
}

export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value);
}

/** CAIP-10 `account_address`: what any family's account must look like at the least. */
const CAIP_ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/;

/**
 * Whether an address a wallet or a session hands over can be an account of the family: the family's
 * own rule (its characters and length; checksums are checked where signatures are), the CAIP-10 account
 * rule for a namespace without one.
 */
export function isAccountAddress(namespace: string, value: unknown): value is string {
  if (namespace === 'eip155') return isEvmAddress(value);
  if (namespace === 'solana') return isSolanaAddress(value);
  if (namespace === 'polkadot') return isPolkadotAddress(value);
  if (namespace === 'bip122') return isBitcoinAddress(value);
  if (namespace === 'cosmos') return isCosmosAddress(value);
  return typeof value === 'string' && CAIP_ACCOUNT_ADDRESS.test(value);
}
