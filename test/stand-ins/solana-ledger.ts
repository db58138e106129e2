import { base58, base64 } from '@scure/base';
import type { Transaction } from '@solana/kit';
import type { FailedTransactionMetadata, LiteSVM, TransactionMetadata } from 'litesvm';

/** The parts of @solana/kit the ledger uses; loaded at run time next to litesvm, which depends on it. */
export type KitCodecs = Pick<typeof import('@solana/kit'), 'address' | 'lamports' | 'signature' | 'getTransactionDecoder' | 'getCompiledTransactionMessageDecoder'>;

/** A JSON-RPC error answer (code, message and optional data), as the Solana RPC gives it. */
export class RpcFailure extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/** A transaction error in the RPC's JSON form: `"BlockhashNotFound"` or `{ InstructionError: [0, { Custom: 1 }] }`. */
export type TransactionErrorJson = string | { readonly [variant: string]: unknown };

export interface ProcessedTransaction {
  readonly signature: string;
  readonly slot: number;
  readonly err: TransactionErrorJson | null;
  /** Absent for airdrops: litesvm builds and keeps their transaction to itself. */
  readonly wire?: Uint8Array;
  readonly meta?: Readonly<Record<string, unknown>>;
  readonly blockTime: number;
}

// Indexed by litesvm's TransactionErrorFieldless / InstructionErrorFieldless values (const enums, so not readable at run time).
const TRANSACTION_ERRORS = 'AccountInUse AccountLoadedTwice AccountNotFound ProgramAccountNotFound InsufficientFundsForFee InvalidAccountForFee AlreadyProcessed BlockhashNotFound CallChainTooDeep MissingSignatureForFee InvalidAccountIndex SignatureFailure InvalidProgramForExecution SanitizeFailure ClusterMaintenance AccountBorrowOutstanding WouldExceedMaxBlockCostLimit UnsupportedVersion InvalidWritableAccount WouldExceedMaxAccountCostLimit WouldExceedAccountDataBlockLimit TooManyAccountLocks AddressLookupTableNotFound InvalidAddressLookupTableOwner InvalidAddressLookupTableData InvalidAddressLookupTableIndex InvalidRentPayingAccount WouldExceedMaxVoteCostLimit WouldExceedAccountDataTotalLimit MaxLoadedAccountsDataSizeExceeded ResanitizationNeeded InvalidLoadedAccountsDataSizeLimit UnbalancedTransaction ProgramCacheHitMaxLimit CommitCancelled'.split(' ');
const INSTRUCTION_ERRORS = 'GenericError InvalidArgument InvalidInstructionData InvalidAccountData AccountDataTooSmall InsufficientFunds IncorrectProgramId MissingRequiredSignature AccountAlreadyInitialized UninitializedAccount UnbalancedInstruction ModifiedProgramId ExternalAccountLamportSpend ExternalAccountDataModified ReadonlyLamportChange ReadonlyDataModified DuplicateAccountIndex ExecutableModified RentEpochModified NotEnoughAccountKeys AccountDataSizeChanged AccountNotExecutable AccountBorrowFailed AccountBorrowOutstanding DuplicateAccountOutOfSync InvalidError ExecutableDataModified ExecutableLamportChange ExecutableAccountNotRentExempt UnsupportedProgramId CallDepth MissingAccount ReentrancyNotAllowed MaxSeedLengthExceeded InvalidSeeds InvalidRealloc ComputationalBudgetExceeded PrivilegeEscalation ProgramEnvironmentSetupFailure ProgramFailedToComplete ProgramFailedToCompile Immutable IncorrectAuthority AccountNotRentExempt InvalidAccountOwner ArithmeticOverflow UnsupportedSysvar IllegalOwner MaxAccountsDataAllocationsExceeded MaxAccountsExceeded MaxInstructionTraceLengthExceeded BuiltinProgramsMustConsumeComputeUnits BorshIoError'.split(' ');

/** litesvm's error as the RPC's JSON and as the text after "Transaction simulation failed: ". */
export function transactionError(error: ReturnType<FailedTransactionMetadata['err']>): { readonly json: TransactionErrorJson; readonly text: string } {
  if (typeof error === 'number') {
    const name = TRANSACTION_ERRORS[error] ?? `TransactionError${error}`;
    return { json: name, text: name };
  }
  if ('err' in error) {
    const inner = error.err();
    if (typeof inner === 'number') {
      const name = INSTRUCTION_ERRORS[inner] ?? `InstructionError${inner}`;
      return { json: { InstructionError: [error.index, name] }, text: `Error processing Instruction ${error.index}: ${name}` };
    }
    const detail = 'code' in inner ? { Custom: inner.code } : { BorshIoError: inner.msg };
    const what = 'code' in inner ? `custom program error: 0x${inner.code.toString(16)}` : `Failed to serialize or deserialize account data: ${inner.msg}`;
    return { json: { InstructionError: [error.index, detail] }, text: `Error processing Instruction ${error.index}: ${what}` };
  }
  if ('accountIndex' in error) {
    const name = error.constructor.name.replace(/^TransactionError/, '');
    return { json: { [name]: { account_index: error.accountIndex } }, text: `${name} (account ${error.accountIndex})` };
  }
  return { json: { DuplicateInstruction: error.index }, text: `Transaction contains a duplicate instruction (${error.index})` };
}

const BLOCKHASH_LIFETIME = 150;
const FEE_PER_SIGNATURE = 5000;
const SIGNATURE_VERIFICATION_FAILURE = () => new RpcFailure(-32003, 'Transaction signature verification failure');

export const invalidParams = (why: string) => new RpcFailure(-32602, `Invalid params: ${why}`);

function simulationResult(err: TransactionErrorJson | null, meta: TransactionMetadata | undefined, extra: Readonly<Record<string, unknown>> = {}) {
  const logs = meta?.logs() ?? [];
  return { err, logs, accounts: null, unitsConsumed: Number(meta?.computeUnitsConsumed() ?? 0n), returnData: null, innerInstructions: null, replacementBlockhash: null, ...extra };
}

function metaJson(meta: TransactionMetadata, err: TransactionErrorJson | null, signers: number, pre: number[], post: number[]) {
  // litesvm keeps the fee it charged only in its debug text; without a priority fee it is the base fee per signature.
  const fee = Number(/\bfee: (\d+)/.exec(meta.toString())?.[1] ?? signers * FEE_PER_SIGNATURE);
  const innerInstructions = meta.innerInstructions().flatMap((list, index) =>
    list.length === 0 ? [] : [{ index, instructions: list.map((inner) => ({ programIdIndex: inner.instruction().programIdIndex(), accounts: [...inner.instruction().accounts()], data: base58.encode(inner.instruction().data()), stackHeight: inner.stackHeight() })) }],
  );
  // Token balances are not tracked by this chain: always empty.
  return { err, status: err === null ? { Ok: null } : { Err: err }, fee, preBalances: pre, postBalances: post, innerInstructions, logMessages: meta.logs(), preTokenBalances: [], postTokenBalances: [], rewards: [], loadedAddresses: { writable: [], readonly: [] }, computeUnitsConsumed: Number(meta.computeUnitsConsumed()) };
}

export type SolanaLedger = ReturnType<typeof createSolanaLedger>;

/**
 * The chain's state over litesvm: the slot (also the block height; it advances with every landed
 * transaction), recent blockhashes, and what happened to each signature. Blockhashes are checked
 * here, not by litesvm, which accepts only its latest one: a cluster accepts any of the last 150.
 */
export function createSolanaLedger(svm: LiteSVM, kit: KitCodecs) {
  svm.withBlockhashCheck(false);
  const decodeTransaction = kit.getTransactionDecoder();
  const decodeMessage = kit.getCompiledTransactionMessageDecoder();
  let slot = Number(svm.getClock().slot);
  const blockhashes = new Map<string, number>([[svm.latestBlockhash(), slot + BLOCKHASH_LIFETIME]]);
  const processed = new Map<string, ProcessedTransaction>();
  const listeners = new Set<(record: ProcessedTransaction) => void>();

  const address = (value: unknown) => {
    try {
      return kit.address(String(value));
    } catch {
      throw invalidParams(`${String(value)} is not a base58 address`);
    }
  };
  const balance = (of: string) => svm.getBalance(address(of)) ?? 0n;

  function advance(): void {
    slot += 1;
    svm.warpToSlot(BigInt(slot));
    svm.expireBlockhash();
    blockhashes.set(svm.latestBlockhash(), slot + BLOCKHASH_LIFETIME);
    for (const [hash, lastValid] of blockhashes) if (lastValid < slot) blockhashes.delete(hash);
  }

  function land(record: Omit<ProcessedTransaction, 'slot' | 'blockTime'>): void {
    advance();
    const landed = { ...record, slot, blockTime: Math.floor(Date.now() / 1000) };
    processed.set(landed.signature, landed);
    for (const listener of listeners) listener(landed);
  }

  function decode(wire: Uint8Array) {
    try {
      const transaction = decodeTransaction.decode(wire);
      return { transaction, message: decodeMessage.decode(transaction.messageBytes) };
    } catch (cause) {
      throw invalidParams(`failed to deserialize the transaction: ${cause instanceof Error ? cause.message : String(cause)}`);
    }
  }

  const fullySigned = (transaction: Transaction) => Object.values(transaction.signatures).every((signature) => signature !== null);
  const isBlockhashValid = (hash: string) => (blockhashes.get(hash) ?? -1) >= slot;

  /** The real RPC's preflight: signatures, blockhash, then a simulation; undefined when the transaction would land. */
  function preflight(transaction: Transaction, blockhash: string): RpcFailure | undefined {
    if (!fullySigned(transaction)) return SIGNATURE_VERIFICATION_FAILURE();
    if (!isBlockhashValid(blockhash)) return new RpcFailure(-32002, 'Transaction simulation failed: Blockhash not found', simulationResult('BlockhashNotFound', undefined));
    const simulated = svm.simulateTransaction(transaction);
    if (!('err' in simulated)) return undefined;
    const error = transactionError(simulated.err());
    if (error.json === 'SignatureFailure') return SIGNATURE_VERIFICATION_FAILURE();
    return new RpcFailure(-32002, `Transaction simulation failed: ${error.text}`, simulationResult(error.json, simulated.meta()));
  }

  return {
    svm,
    decode,
    address,
    balance,
    isBlockhashValid,
    slot: () => slot,
    latestBlockhash: () => ({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + BLOCKHASH_LIFETIME }),
    processed: (signature: string) => processed.get(signature),
    transactionCount: () => processed.size,
    onProcessed(listener: (record: ProcessedTransaction) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** sendTransaction: answers the signature; with skipPreflight, what a cluster would drop is dropped silently. */
    submit(wire: Uint8Array, skipPreflight: boolean): string {
      const { transaction, message } = decode(wire);
      const signature = base58.encode(Object.values(transaction.signatures)[0] ?? new Uint8Array(64));
      if (!skipPreflight) {
        const failure = processed.has(signature)
          ? new RpcFailure(-32002, 'Transaction simulation failed: This transaction has already been processed', simulationResult('AlreadyProcessed', undefined))
          : preflight(transaction, message.lifetimeToken);
        if (failure) throw failure;
      }
      if (processed.has(signature) || !fullySigned(transaction) || !isBlockhashValid(message.lifetimeToken)) return signature;
      const pre = message.staticAccounts.map((account) => Number(balance(account)));
      const outcome = svm.sendTransaction(transaction);
      // A transaction that failed before execution (bad signature, fee payer cannot pay) never lands; one that failed in a program does, and pays its fee.
      if (svm.getTransaction(kit.signature(signature)) === null) return signature;
      const err = 'err' in outcome ? transactionError(outcome.err()).json : null;
      const meta = 'err' in outcome ? outcome.meta() : outcome;
      const post = message.staticAccounts.map((account) => Number(balance(account)));
      land({ signature, err, wire, meta: metaJson(meta, err, message.header.numSignerAccounts, pre, post) });
      return signature;
    },

    simulate(wire: Uint8Array, sigVerify: boolean, replaceRecentBlockhash: boolean) {
      const { transaction, message } = decode(wire);
      if (sigVerify && !fullySigned(transaction)) throw SIGNATURE_VERIFICATION_FAILURE();
      const replacementBlockhash = replaceRecentBlockhash ? { replacementBlockhash: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot + BLOCKHASH_LIFETIME } } : {};
      if (!replaceRecentBlockhash && !isBlockhashValid(message.lifetimeToken)) return { result: simulationResult('BlockhashNotFound', undefined), postAccounts: [] };
      svm.withSigverify(sigVerify);
      try {
        const simulated = svm.simulateTransaction(transaction);
        if ('err' in simulated) {
          const error = transactionError(simulated.err());
          if (error.json === 'SignatureFailure' && sigVerify) throw SIGNATURE_VERIFICATION_FAILURE();
          return { result: simulationResult(error.json, simulated.meta(), replacementBlockhash), postAccounts: [] };
        }
        return { result: simulationResult(null, simulated.meta(), replacementBlockhash), postAccounts: simulated.postAccounts() };
      } finally {
        svm.withSigverify(true);
      }
    },

    airdrop(to: string, lamports: bigint): string {
      const outcome = svm.airdrop(address(to), kit.lamports(lamports));
      if (!outcome || 'err' in outcome) throw new RpcFailure(-32603, `airdrop of ${lamports} lamports to ${to} failed: ${outcome ? transactionError(outcome.err()).text : 'no result'}`);
      const signature = base58.encode(outcome.signature());
      land({ signature, err: null });
      return signature;
    },

    /** The fee a message costs, or null when its blockhash is no longer valid. */
    feeFor(messageBase64: string): number | null {
      let message: ReturnType<typeof decodeMessage.decode>;
      try {
        message = decodeMessage.decode(base64.decode(messageBase64));
      } catch {
        throw invalidParams('the message is not a base64 transaction message');
      }
      return isBlockhashValid(message.lifetimeToken) ? message.header.numSignerAccounts * FEE_PER_SIGNATURE : null;
    },
  };
}
