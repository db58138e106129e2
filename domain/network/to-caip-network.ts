import { parseCaipNetworkId, type CaipNetworkId, type ChainNamespace } from '../caip/caip.ts';
import { EVM_NAMESPACE } from '../chain-families/namespaces.ts';
import { startupError } from '../errors/startup-errors.ts';
import type { CaipNetwork, NativeCurrency } from './network.ts';

/**
 * A viem `Chain` as far as walletport reads it (the shape, not viem's type, so the domain stays
 * free of the SDK). `| undefined` on the optional fields: apps with exactOptionalPropertyTypes pass
 * viem's chains, whose optional fields are typed that way.
 */
export interface EvmChainLike {
  /** The EIP-155 chain id, e.g. `1` for Ethereum mainnet; the network's CAIP id becomes `eip155:<id>`. */
  readonly id: number;
  /** The name the modal shows for the chain. */
  readonly name: string;
  /** The chain's native currency, usually ETH with 18 decimals. */
  readonly nativeCurrency: NativeCurrency;
  /** The chain's RPC endpoints, as viem's `rpcUrls`; walletport reads `default` only. */
  readonly rpcUrls: {
    /** The public endpoints, tried in order after `customRpcUrls` and the RPC proxy. */
    readonly default: {
      /** HTTP(S) or WS(S) JSON-RPC URLs. */
      readonly http: readonly string[];
    };
  };
  /** The block explorer the modal links transactions and addresses to; undefined when the chain has none. */
  readonly blockExplorers?:
    | {
        /** The explorer linked to. */
        readonly default: {
          /** The explorer's name, e.g. `Etherscan`. */
          readonly name: string;
          /** The explorer's base URL. */
          readonly url: string;
        };
      }
    | undefined;
  /** True on a test network; undefined or false on a mainnet. */
  readonly testnet?: boolean | undefined;
}

/** AppKit's `AppKitNetwork`: a network walletport knows (CaipNetwork) or a plain viem chain. */
export type AppKitNetwork = CaipNetwork | EvmChainLike;

/**
 * The first missing or malformed field of a network, or undefined. Written out rather than as a zod
 * schema: createAppKit checks networks on the page's first script, where zod would add its weight.
 */
function networkIssue(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'not an object';
  const network = value as Record<string, unknown>;
  const id = network['id'];
  if (!((typeof id === 'number' && Number.isInteger(id) && id > 0) || (typeof id === 'string' && id !== ''))) return 'id must be a positive integer or a non-empty string';
  if (typeof network['name'] !== 'string' || network['name'] === '') return 'name is missing';
  const currency = network['nativeCurrency'] as Record<string, unknown> | undefined;
  if (typeof currency !== 'object' || currency === null) return 'nativeCurrency is missing';
  if (typeof currency['symbol'] !== 'string' || typeof currency['name'] !== 'string') return 'nativeCurrency needs a name and a symbol';
  const decimals = currency['decimals'];
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return 'nativeCurrency.decimals must be an integer from 0 to 255';
  const rpcUrls = network['rpcUrls'] as { default?: { http?: unknown } } | undefined;
  const http = typeof rpcUrls === 'object' && rpcUrls !== null ? rpcUrls.default?.http : undefined;
  if (!Array.isArray(http) || http.length === 0) return 'rpcUrls.default.http needs at least one URL';
  if (!http.every((url) => typeof url === 'string' && /^(https?|wss?):\/\//.test(url))) return 'rpcUrls.default.http takes http(s) or ws(s) URLs';
  for (const field of ['chainNamespace', 'caipNetworkId']) {
    if (network[field] !== undefined && typeof network[field] !== 'string') return `${field} must be a string`;
  }
  return undefined;
}

function readIssue(value: unknown): string | undefined {
  try {
    return networkIssue(value);
  } catch {
    return 'unreadable';
  }
}

/**
 * Turns what an integrator passed as a network into walletport's CaipNetwork. A viem chain (no
 * chainNamespace, no caipNetworkId) is an eip155 network with the CAIP id `eip155:<id>`; a network
 * with CAIP fields must have them agree with each other. Anything else throws 'Invalid CAIP network id'
 * or 'Unsupported chain' naming the field, so a typo shows at createAppKit, not at the first switch.
 */
export function toCaipNetwork(value: unknown): CaipNetwork {
  const issue = readIssue(value);
  if (issue !== undefined) throw startupError('UNSUPPORTED_CHAIN', { details: `network ${describe(value)}: ${issue}` });
  const network = value as AppKitNetwork & { readonly chainNamespace?: ChainNamespace; readonly caipNetworkId?: CaipNetworkId };
  const { chainNamespace, caipNetworkId } = network;
  if (chainNamespace === undefined && caipNetworkId === undefined) {
    if (typeof network.id !== 'number') throw startupError('UNSUPPORTED_CHAIN', { details: `network ${describe(value)}: a chain without chainNamespace needs a numeric id` });
    return { ...network, chainNamespace: EVM_NAMESPACE, caipNetworkId: `${EVM_NAMESPACE}:${network.id}` } as CaipNetwork;
  }
  if (caipNetworkId === undefined) {
    // A chain that names its namespace but not its CAIP id: eip155 ids make one; other families must say it.
    if (chainNamespace === EVM_NAMESPACE && typeof network.id === 'number') return { ...network, chainNamespace, caipNetworkId: `${chainNamespace}:${network.id}` } as CaipNetwork;
    throw startupError('UNSUPPORTED_CHAIN', { details: `network ${describe(value)}: caipNetworkId is missing` });
  }
  const caip = parseCaipNetworkId(caipNetworkId);
  if (chainNamespace !== undefined && caip.namespace !== chainNamespace) {
    throw startupError('UNSUPPORTED_CHAIN', { details: `${caipNetworkId} is not in namespace ${chainNamespace}` });
  }
  if (String(network.id) !== caip.reference) {
    throw startupError('UNSUPPORTED_CHAIN', { details: `${caipNetworkId} does not match the network's id ${String(network.id)}` });
  }
  return chainNamespace === undefined ? ({ ...network, chainNamespace: caip.namespace } as CaipNetwork) : (network as CaipNetwork);
}

/** AppKit's `defineChain`: a network with its CAIP fields, typed as one (and checked). */
export function defineChain<const Network extends CaipNetwork>(network: Network): Network {
  toCaipNetwork(network);
  return network;
}

function describe(value: unknown): string {
  try {
    const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
    return typeof name === 'string' ? JSON.stringify(name.slice(0, 40)) : typeof value;
  } catch {
    return 'unreadable';
  }
}
