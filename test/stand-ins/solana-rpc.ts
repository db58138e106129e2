import { base58, base64 } from '@scure/base';
import { RpcFailure, invalidParams, type ProcessedTransaction, type SolanaLedger } from './solana-ledger.ts';

export { createSolanaLedger, invalidParams, RpcFailure, type KitCodecs, type SolanaLedger } from './solana-ledger.ts';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_ACCOUNT_SIZE = 165;
// What the RPC shows for a rent-exempt account's u64::MAX rent epoch once JSON.parse has read it.
const RENT_EXEMPT_EPOCH = 18446744073709552000;

export const configOf = (value: unknown): Readonly<Record<string, unknown>> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const stringParam = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw invalidParams(`${what} must be a string`);
  return value;
};

export interface AccountFields {
  readonly data: ArrayLike<number>;
  readonly executable: boolean;
  readonly lamports: bigint;
  readonly programAddress: string;
}

export function accountJson(account: AccountFields, encoding: unknown) {
  const data = Uint8Array.from(account.data);
  // jsonParsed falls back to base64 on the real RPC when no parser applies, as for empty System accounts.
  const encoded = encoding === 'base64' || (encoding === 'jsonParsed' && data.length === 0) ? [base64.encode(data), 'base64'] : encoding === 'base58' ? [base58.encode(data), 'base58'] : encoding === undefined || encoding === 'binary' ? base58.encode(data) : undefined;
  if (encoded === undefined) throw invalidParams(`encoding ${String(encoding)} is not supported by this chain for this account`);
  return { data: encoded, executable: account.executable, lamports: Number(account.lamports), owner: account.programAddress, rentEpoch: RENT_EXEMPT_EPOCH, space: data.length };
}

/** getTransaction's answer for a landed transaction, in the json or base64 encoding. */
function transactionJson(record: ProcessedTransaction, ledger: SolanaLedger, config: Readonly<Record<string, unknown>>) {
  const { wire, meta } = record;
  if (!wire || !meta) throw new RpcFailure(-32603, `this chain keeps no transaction body for the airdrop ${record.signature}`);
  const { transaction, message } = ledger.decode(wire);
  if (message.version !== 'legacy' && config.maxSupportedTransactionVersion === undefined) {
    throw new RpcFailure(-32015, `Transaction version (${message.version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0`);
  }
  if (message.version === 1 || ('addressTableLookups' in message && (message.addressTableLookups?.length ?? 0) > 0)) throw new RpcFailure(-32603, 'this chain describes only legacy and v0 transactions without lookup tables');
  const version = config.maxSupportedTransactionVersion === undefined ? {} : { version: message.version };
  if (config.encoding === 'base64') return { slot: record.slot, blockTime: record.blockTime, meta, transaction: [base64.encode(wire), 'base64'], ...version };
  if (config.encoding !== undefined && config.encoding !== 'json') throw invalidParams(`encoding ${String(config.encoding)} is not supported by this chain`);
  const { header } = message;
  const body = {
    signatures: Object.values(transaction.signatures).map((signature) => base58.encode(signature ?? new Uint8Array(64))),
    message: {
      accountKeys: message.staticAccounts,
      header: { numRequiredSignatures: header.numSignerAccounts, numReadonlySignedAccounts: header.numReadonlySignerAccounts, numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts },
      recentBlockhash: message.lifetimeToken,
      instructions: message.instructions.map((ix) => ({ programIdIndex: ix.programAddressIndex, accounts: ix.accountIndices ?? [], data: base58.encode(Uint8Array.from(ix.data ?? [])), stackHeight: null })),
      ...(message.version === 0 ? { addressTableLookups: [] } : {}),
    },
  };
  return { slot: record.slot, blockTime: record.blockTime, meta, transaction: body, ...version };
}

function tokenAccountsOf(ledger: SolanaLedger, owner: string, filter: Readonly<Record<string, unknown>>, encoding: unknown) {
  const mint = typeof filter.mint === 'string' ? filter.mint : undefined;
  const mintAccount = mint === undefined ? undefined : ledger.svm.getAccount(ledger.address(mint));
  const program = typeof filter.programId === 'string' ? filter.programId : mintAccount?.exists ? mintAccount.programAddress : TOKEN_PROGRAM;
  if (mint === undefined && typeof filter.programId !== 'string') throw invalidParams('expected a mint or a programId filter');
  // Token-2022 accounts with extensions are longer, marked by account type 2 right after the base layout.
  const matches = ledger.svm.getProgramAccounts(ledger.address(program)).filter(({ data }) =>
    (data.length === TOKEN_ACCOUNT_SIZE || data[TOKEN_ACCOUNT_SIZE] === 2) && base58.encode(data.subarray(32, 64)) === owner && (mint === undefined || base58.encode(data.subarray(0, 32)) === mint),
  );
  if (encoding === 'jsonParsed' && matches.length > 0) throw invalidParams('jsonParsed token accounts are not described by this chain; ask for base64');
  return matches.map((account) => ({ pubkey: account.address, account: accountJson(account, encoding) }));
}

/** The JSON-RPC methods of the HTTP endpoint; an unknown method is a -32601 RpcFailure. */
export function createRpcMethods(ledger: SolanaLedger, genesisHash: string): (method: string, params: readonly unknown[]) => unknown {
  const { svm } = ledger;
  const withContext = (value: unknown) => ({ context: { apiVersion: '2.2.0', slot: ledger.slot() }, value });
  const wireOf = (value: unknown, encoding: unknown) => (encoding === 'base64' ? base64 : base58).decode(stringParam(value, 'the transaction'));
  const methods: Readonly<Record<string, (params: readonly unknown[]) => unknown>> = {
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 3294202862 }),
    getHealth: () => 'ok',
    getGenesisHash: () => genesisHash,
    getSlot: () => ledger.slot(),
    getBlockHeight: () => ledger.slot(),
    getEpochInfo: () => {
      const slotsInEpoch = Number(svm.getEpochSchedule().slotsPerEpoch);
      const slot = ledger.slot();
      return { absoluteSlot: slot, blockHeight: slot, epoch: Math.floor(slot / slotsInEpoch), slotIndex: slot % slotsInEpoch, slotsInEpoch, transactionCount: ledger.transactionCount() };
    },
    getLatestBlockhash: () => withContext(ledger.latestBlockhash()),
    isBlockhashValid: ([hash]) => withContext(ledger.isBlockhashValid(stringParam(hash, 'the blockhash'))),
    getFeeForMessage: ([message]) => withContext(ledger.feeFor(stringParam(message, 'the message'))),
    getBalance: ([address]) => withContext(Number(ledger.balance(stringParam(address, 'the address')))),
    getMinimumBalanceForRentExemption: ([size]) => Number(svm.minimumBalanceForRentExemption(BigInt(Number(size ?? 0)))),
    getAccountInfo: ([address, config]) => {
      const account = svm.getAccount(ledger.address(address));
      return withContext(account.exists ? accountJson(account, configOf(config).encoding) : null);
    },
    requestAirdrop: ([address, lamports]) => ledger.airdrop(stringParam(address, 'the address'), BigInt(Number(lamports))),
    sendTransaction: ([encoded, config]) => {
      const { encoding, skipPreflight } = configOf(config);
      return ledger.submit(wireOf(encoded, encoding), skipPreflight === true);
    },
    simulateTransaction: ([encoded, config]) => {
      const { encoding, sigVerify, replaceRecentBlockhash, accounts } = configOf(config);
      const { result, postAccounts } = ledger.simulate(wireOf(encoded, encoding), sigVerify === true, replaceRecentBlockhash === true);
      const wanted = configOf(accounts);
      if (!Array.isArray(wanted.addresses)) return withContext(result);
      const accountsAfter = wanted.addresses.map((address: unknown) => {
        const simulated = postAccounts.find((account) => account.address === address);
        if (simulated) return accountJson(simulated, wanted.encoding ?? 'base64');
        const current = svm.getAccount(ledger.address(address));
        return current.exists ? accountJson(current, wanted.encoding ?? 'base64') : null;
      });
      return withContext({ ...result, accounts: accountsAfter });
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures)) throw invalidParams('expected a list of signatures');
      return withContext(
        signatures.map((signature: unknown) => {
          const record = ledger.processed(String(signature));
          return record ? { slot: record.slot, confirmations: null, err: record.err, status: record.err === null ? { Ok: null } : { Err: record.err }, confirmationStatus: 'finalized' } : null;
        }),
      );
    },
    getTransaction: ([signature, config]) => {
      const record = ledger.processed(stringParam(signature, 'the signature'));
      return record ? transactionJson(record, ledger, configOf(config)) : null;
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => withContext(tokenAccountsOf(ledger, stringParam(owner, 'the owner'), configOf(filter), configOf(config).encoding)),
    getRecentPrioritizationFees: () => [],
  };
  return (method, params) => {
    const answer = methods[method];
    if (!answer) throw new RpcFailure(-32601, 'Method not found');
    return answer(params);
  };
}
