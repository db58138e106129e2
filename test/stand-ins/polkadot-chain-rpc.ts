import { Metadata, TypeRegistry, expandMetadata } from '@polkadot/types';
import { compactAddLength, u8aConcat, u8aToHex } from '@polkadot/util';
import { decodeAddress } from '@polkadot/util-crypto';
import substrateMetadata, { version as substrateVersion } from '@polkadot/types-support/metadata/static-substrate';

// The answers a Westend node gives to what ApiPromise asks while it starts and reads balances. The runtime
// is Substrate's static metadata (a real, complete runtime description): what the stand-in plays is
// Westend's identity (genesis hash, name, token) with a runtime ApiPromise can decode storage against.

/** Westend's genesis hash (the CAIP reference `polkadot:e143f23803ac50e8f6f8e62695d1ce9e` is its first 32 digits). */
export const WESTEND_GENESIS_HASH = '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e';
/** A fixed head: the stand-in does not produce blocks, so every read is at this one. */
const HEAD_HASH = `0x${'ab'.repeat(32)}`;
const HEAD_NUMBER = 1;
const METADATA_API = '0x37e397fc7c91f5e4';
const METADATA_VERSION = 14;

export class PolkadotRpcFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export interface PolkadotLedger {
  setBalance(address: string, value: bigint): void;
  balanceOf(address: string): bigint;
  /** One JSON-RPC method call; throws PolkadotRpcFailure for what a node refuses. */
  call(method: string, params: readonly unknown[]): unknown;
}

function registryWithMetadata() {
  const registry = new TypeRegistry();
  const metadata = new Metadata(registry, substrateMetadata);
  registry.setMetadata(metadata);
  return { registry, metadata, systemAccount: expandMetadata(registry, metadata).query['system']?.['account'] };
}

const hexOf = (value: unknown): string => {
  if (typeof value !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(value)) throw new PolkadotRpcFailure(-32602, 'Invalid params: expected hex');
  return value.toLowerCase();
};

/**
 * The chain state (free balances by account) and the JSON-RPC methods over it, without HTTP: the server
 * and the unit tests both call `call`. Balances are keyed by account id, so any SS58 prefix of an account
 * reads the same balance, as on a real chain.
 */
export function createPolkadotLedger(initial: Readonly<Record<string, bigint>> = {}): PolkadotLedger {
  const { registry, metadata, systemAccount } = registryWithMetadata();
  if (!systemAccount) throw new Error('the static metadata has no System.Account storage');
  const accountInfoType = registry.createLookupType(systemAccount.meta.type.asMap.value);
  const balances = new Map<string, bigint>();
  const accountIdHex = (address: string): string => u8aToHex(decodeAddress(address));
  const storageKeyOf = (accountId: string): string => registry.createType('StorageKey', [systemAccount, [accountId]]).toHex();
  const keyToAccount = new Map<string, string>();
  const track = (accountId: string): void => void keyToAccount.set(storageKeyOf(accountId), accountId);

  const accountInfo = (accountId: string): string | null => {
    const free = balances.get(accountId);
    if (free === undefined) return null;
    return registry.createType(accountInfoType, { nonce: 0, consumers: 0, providers: 1, sufficients: 0, data: { free, reserved: 0, frozen: 0, flags: 0 } }).toHex();
  };
  const storage = (key: unknown): string | null => {
    const accountId = keyToAccount.get(hexOf(key));
    return accountId === undefined ? null : accountInfo(accountId);
  };
  const header = {
    parentHash: `0x${'00'.repeat(32)}`,
    number: `0x${HEAD_NUMBER.toString(16)}`,
    stateRoot: `0x${'11'.repeat(32)}`,
    extrinsicsRoot: `0x${'22'.repeat(32)}`,
    digest: { logs: [] },
  };
  // The Metadata runtime API is announced, so ApiPromise asks for the metadata as a current node serves it.
  const runtimeVersion = { ...substrateVersion, apis: substrateVersion.apis.filter(([id]) => id !== METADATA_API).concat([[METADATA_API, 2]]) };

  const methods: Record<string, (params: readonly unknown[]) => unknown> = {
    chain_getBlockHash: ([number]) => (number === undefined || number === null || Number(number) === 0 ? WESTEND_GENESIS_HASH : Number(number) === HEAD_NUMBER ? HEAD_HASH : null),
    chain_getFinalizedHead: () => HEAD_HASH,
    chain_getHeader: () => header,
    state_getRuntimeVersion: () => runtimeVersion,
    state_getMetadata: () => substrateMetadata,
    state_call: ([name]) => {
      if (name === 'Metadata_metadata_versions') return registry.createType('Vec<u32>', [METADATA_VERSION]).toHex();
      // Some(OpaqueMetadata): the option byte, then the metadata as length-prefixed bytes.
      if (name === 'Metadata_metadata_at_version') return u8aToHex(u8aConcat(Uint8Array.of(1), compactAddLength(metadata.toU8a())));
      throw new PolkadotRpcFailure(-32601, `Method not found: runtime call ${String(name)}`);
    },
    system_chain: () => 'Westend',
    system_name: () => 'walletport polkadot stand-in',
    system_version: () => '1.0.0',
    system_properties: () => ({ ss58Format: 42, tokenDecimals: 12, tokenSymbol: 'WND' }),
    system_health: () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }),
    rpc_methods: () => ({ methods: Object.keys(methods) }),
    state_getStorage: ([key]) => storage(key),
    state_queryStorageAt: ([keys]) => {
      if (!Array.isArray(keys)) throw new PolkadotRpcFailure(-32602, 'Invalid params: expected a list of keys');
      return [{ block: HEAD_HASH, changes: keys.map((key: unknown) => [hexOf(key), storage(key)]) }];
    },
  };

  const ledger: PolkadotLedger = {
    setBalance(address, value) {
      const accountId = accountIdHex(address);
      track(accountId);
      balances.set(accountId, value);
    },
    balanceOf: (address) => balances.get(accountIdHex(address)) ?? 0n,
    call(method, params) {
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (!handler) throw new PolkadotRpcFailure(-32601, `Method not found: ${method}`);
      return handler(params);
    },
  };
  for (const [address, value] of Object.entries(initial)) ledger.setBalance(address, value);
  return ledger;
}
