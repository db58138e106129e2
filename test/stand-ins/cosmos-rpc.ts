import { sha256 } from '@noble/hashes/sha2';
import { base64, hex } from '@scure/base';
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth';
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query';
import { QueryAllBalancesRequest, QueryAllBalancesResponse, QueryBalanceRequest, QueryBalanceResponse } from 'cosmjs-types/cosmos/bank/v1beta1/query';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import type { CosmosLedger, CosmosTxRecord } from './cosmos-ledger.ts';

/** A JSON-RPC error as CometBFT answers it. */
export class CometRpcFailure extends Error {
  constructor(readonly code: number, message: string, readonly data?: string) {
    super(message);
  }
}

// A CometBFT 0.38 node: cosmjs picks its Comet38 client from this version string.
const COMET_VERSION = '0.38.17';
const GENESIS_TIME = Date.parse('2026-01-01T00:00:00Z');
const NOT_FOUND = 22;

function hashHex(seed: string): string {
  return hex.encode(sha256(new TextEncoder().encode(seed))).toUpperCase();
}

function blockTime(height: number): string {
  return new Date(GENESIS_TIME + height * 6_000).toISOString();
}

function status(ledger: CosmosLedger) {
  const height = ledger.height();
  return {
    node_info: {
      protocol_version: { p2p: '8', block: '11', app: '0' },
      id: hashHex('node').slice(0, 40).toLowerCase(),
      listen_addr: 'tcp://127.0.0.1:26656',
      network: ledger.chainId,
      version: COMET_VERSION,
      channels: '40202122233038606100',
      moniker: 'walletport-cosmos-stand-in',
      other: { tx_index: 'on', rpc_address: 'tcp://127.0.0.1:26657' },
    },
    sync_info: {
      latest_block_hash: hashHex(`block ${height}`),
      latest_app_hash: hashHex(`app ${height}`),
      latest_block_height: String(height),
      latest_block_time: blockTime(height),
      earliest_block_hash: hashHex('block 1'),
      earliest_app_hash: hashHex('app 1'),
      earliest_block_height: '1',
      earliest_block_time: blockTime(1),
      catching_up: false,
    },
    validator_info: {
      address: hashHex('validator').slice(0, 40),
      pub_key: { type: 'tendermint/PubKeyEd25519', value: base64.encode(sha256(new TextEncoder().encode('validator key'))) },
      voting_power: '10',
    },
  };
}

/** An ABCI query answer; a failed one carries the gRPC status text cosmjs looks for ("NotFound"). */
function abciAnswer(ledger: CosmosLedger, value: Uint8Array | { code: number; log: string }) {
  const failed = !(value instanceof Uint8Array);
  return {
    response: {
      code: failed ? value.code : 0,
      log: failed ? value.log : '',
      info: '',
      index: '0',
      key: null,
      value: failed ? null : base64.encode(value),
      proofOps: null,
      height: String(ledger.height()),
      codespace: failed ? 'sdk' : '',
    },
  };
}

function abciQuery(ledger: CosmosLedger, path: string, data: Uint8Array) {
  const coin = (address: string) => ({ denom: ledger.denom, amount: String(ledger.balanceOf(address)) });
  switch (path) {
    case '/cosmos.bank.v1beta1.Query/Balance': {
      const { address, denom } = QueryBalanceRequest.decode(data);
      const balance = denom === ledger.denom ? coin(address) : { denom, amount: '0' };
      return abciAnswer(ledger, QueryBalanceResponse.encode({ balance }).finish());
    }
    case '/cosmos.bank.v1beta1.Query/AllBalances': {
      const { address } = QueryAllBalancesRequest.decode(data);
      const balances = ledger.balanceOf(address) > 0n ? [coin(address)] : [];
      return abciAnswer(ledger, QueryAllBalancesResponse.encode({ balances, pagination: { nextKey: new Uint8Array(), total: BigInt(balances.length) } }).finish());
    }
    case '/cosmos.auth.v1beta1.Query/Account': {
      const { address } = QueryAccountRequest.decode(data);
      const account = ledger.accountOf(address);
      if (!account) return abciAnswer(ledger, { code: NOT_FOUND, log: `rpc error: code = NotFound desc = account ${address} not found: key not found` });
      const pubKey = account.pubKey ? { typeUrl: '/cosmos.crypto.secp256k1.PubKey', value: PubKey.encode({ key: account.pubKey }).finish() } : undefined;
      const value = BaseAccount.encode({ address, pubKey, accountNumber: account.accountNumber, sequence: account.sequence }).finish();
      return abciAnswer(ledger, QueryAccountResponse.encode({ account: { typeUrl: '/cosmos.auth.v1beta1.BaseAccount', value } }).finish());
    }
    default:
      return abciAnswer(ledger, { code: 6, log: `no query route for ${path}: unknown request` });
  }
}

function txResult(record: CosmosTxRecord) {
  return {
    hash: record.hash,
    height: String(record.height),
    index: 0,
    tx: base64.encode(record.tx),
    tx_result: {
      code: 0,
      data: base64.encode(record.data),
      log: '',
      info: '',
      gas_wanted: String(record.gasWanted),
      gas_used: String(record.gasWanted / 2n),
      events: record.events.map((event) => ({ type: event.type, attributes: event.attributes.map((attribute) => ({ ...attribute, index: true })) })),
      codespace: '',
    },
  };
}

/** The `key='value'` conditions of a tx_search query joined by AND (`tx.hash`, `tx.height`, event attributes). */
function matches(record: CosmosTxRecord, query: string): boolean {
  const conditions = query.split(/\s+AND\s+/i).map((part) => /^\s*([\w.]+)\s*=\s*'?([^']*)'?\s*$/.exec(part));
  return conditions.every((condition) => {
    if (!condition) return false;
    const [, key = '', value = ''] = condition;
    if (key === 'tx.hash') return record.hash === value.toUpperCase();
    if (key === 'tx.height') return String(record.height) === value;
    const [type, attribute] = [key.slice(0, key.lastIndexOf('.')), key.slice(key.lastIndexOf('.') + 1)];
    return record.events.some((event) => event.type === type && event.attributes.some((item) => item.key === attribute && item.value === value));
  });
}

function stringParam(params: Record<string, unknown>, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '') throw new CometRpcFailure(-32602, 'Invalid params', `missing ${name}`);
  return value;
}

/**
 * The CometBFT JSON-RPC methods a cosmjs `StargateClient` / `SigningStargateClient` calls, over a ledger:
 * usable without HTTP (unit tests call `call` directly) and behind the stand-in's server.
 */
export function createCosmosRpc(ledger: CosmosLedger) {
  const call = (method: string, params: Record<string, unknown>): unknown => {
    switch (method) {
      case 'status':
        return status(ledger);
      case 'health':
        return {};
      case 'abci_query': {
        const data = String(params['data'] ?? '').replace(/^0x/i, '');
        return abciQuery(ledger, stringParam(params, 'path'), hex.decode(data.toLowerCase()));
      }
      case 'broadcast_tx_sync': {
        const outcome = ledger.broadcast(base64.decode(stringParam(params, 'tx')));
        return { code: outcome.code, data: '', log: 'log' in outcome ? outcome.log : '', codespace: 'codespace' in outcome ? outcome.codespace : '', hash: outcome.hash };
      }
      case 'tx': {
        const hash = hex.encode(base64.decode(stringParam(params, 'hash'))).toUpperCase();
        const record = ledger.findTransaction(hash);
        if (!record) throw new CometRpcFailure(-32603, 'Internal error', `tx (${hash}) not found`);
        return txResult(record);
      }
      case 'tx_search': {
        const found = ledger.transactions.filter((record) => matches(record, stringParam(params, 'query')));
        const perPage = Number(params['per_page'] ?? 30) || 30;
        const page = Number(params['page'] ?? 1) || 1;
        return { txs: found.slice((page - 1) * perPage, page * perPage).map(txResult), total_count: String(found.length) };
      }
      default:
        throw new CometRpcFailure(-32601, 'Method not found');
    }
  };

  /** The REST (LCD) reads a human checks in a browser: `/cosmos/bank/v1beta1/balances/<address>`. */
  const lcd = (path: string): { status: number; body: unknown } => {
    const address = /^\/cosmos\/bank\/v1beta1\/balances\/([a-z0-9]+)\/?$/.exec(path)?.[1];
    if (!address) return { status: 501, body: { code: 12, message: 'Not Implemented', details: [] } };
    const amount = ledger.balanceOf(address);
    const balances = amount > 0n ? [{ denom: ledger.denom, amount: String(amount) }] : [];
    return { status: 200, body: { balances, pagination: { next_key: null, total: String(balances.length) } } };
  };

  return { call, lcd };
}

export type CosmosRpc = ReturnType<typeof createCosmosRpc>;
