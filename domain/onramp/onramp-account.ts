import { parseCaipAddress, type ParsedCaipAddress } from '../caip/caip.ts';
import { isOnrampNamespace, type OnrampNamespace } from './onramp-providers.ts';

/** The account a purchase is delivered to: a CAIP-10 address split into what the providers read. */
export interface OnrampAccount {
  readonly namespace: OnrampNamespace;
  /** CAIP-2, e.g. `eip155:8453`. */
  readonly caipNetworkId: string;
  /** The address on its own, as the provider writes it into its page. */
  readonly address: string;
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** A Solana public key: 32 bytes in base58, 32 to 44 characters without 0, O, I and l. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * The account a purchase may be delivered to, from a CAIP-10 address; undefined for anything else: a
 * malformed address, a namespace without onramp, or an address that is not one of its namespace. The
 * address lands in a provider's page, which pays out to it, so nothing but a real address passes.
 */
export function onrampAccount(caipAddress: unknown): OnrampAccount | undefined {
  let parsed: ParsedCaipAddress;
  try {
    parsed = parseCaipAddress(caipAddress);
  } catch {
    return undefined;
  }
  const { namespace, reference, address } = parsed;
  if (!isOnrampNamespace(namespace)) return undefined;
  const valid = namespace === 'eip155' ? EVM_ADDRESS.test(address) && /^[1-9]\d{0,31}$/.test(reference) : SOLANA_ADDRESS.test(address);
  return valid ? { namespace, caipNetworkId: `${namespace}:${reference}`, address } : undefined;
}
