import { isChainNamespace } from '../caip/caip.ts';
import { familyOf } from '../chain-families/registry.ts';

export { isEvmAddress } from './evm-address.ts';
export { isSolanaAddress } from './solana-address.ts';

/** CAIP-10 `account_address`: what any family's account must look like at the least. */
const CAIP_ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/;

/**
 * Whether an address a wallet or a session hands over can be an account of the family: the family's
 * own rule (its characters and length; checksums are checked where signatures are), the CAIP-10 account
 * rule for a namespace without one.
 */
export function isAccountAddress(namespace: string, value: unknown): value is string {
  if (isChainNamespace(namespace)) return familyOf(namespace).isAddress(value);
  return typeof value === 'string' && CAIP_ACCOUNT_ADDRESS.test(value);
}
