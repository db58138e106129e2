import { secp256k1 } from '@noble/curves/secp256k1';
import { ripemd160 } from '@noble/hashes/legacy';
import { sha256 } from '@noble/hashes/sha2';
import { bech32, hex } from '@scure/base';
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { AuthInfo, SignDoc, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';

export interface CosmosAccount {
  readonly accountNumber: bigint;
  sequence: bigint;
  /** Compressed secp256k1 key, known once the account signed a transaction. */
  pubKey: Uint8Array | undefined;
}

/** An event a transaction emitted, as CometBFT reports it. */
export interface CosmosEvent {
  /** The event's type, e.g. `transfer`. */
  readonly type: string;
  /** The event's attributes. */
  readonly attributes: readonly {
    /** The attribute's name, e.g. `recipient`. */
    readonly key: string;
    /** Its value. */
    readonly value: string;
  }[];
}

/** A transaction the chain included (only accepted ones are: a rejected one fails at broadcast, as in CheckTx). */
export interface CosmosTxRecord {
  /** Uppercase hex sha256 of the transaction bytes. */
  readonly hash: string;
  /** The block height it was included at. */
  readonly height: number;
  /** The transaction's bytes, as broadcast. */
  readonly tx: Uint8Array;
  /** The events it emitted (transfers, coin spent and received). */
  readonly events: readonly CosmosEvent[];
  /** TxMsgData: one response per message. */
  readonly data: Uint8Array;
  /** The gas limit the transaction asked for. */
  readonly gasWanted: bigint;
}

/** What broadcasting answered: code 0 with the included record, or the SDK's code and log. */
export type BroadcastOutcome = { readonly code: 0; readonly hash: string; readonly record: CosmosTxRecord } | { readonly code: number; readonly hash: string; readonly log: string; readonly codespace: string };

export interface CosmosLedgerOptions {
  readonly chainId: string;
  readonly bech32Prefix: string;
  readonly denom: string;
  readonly balances?: Readonly<Record<string, bigint>>;
}

const MSG_SEND = '/cosmos.bank.v1beta1.MsgSend';
const SECP256K1_PUBKEY = '/cosmos.crypto.secp256k1.PubKey';

/** An SDK error as CheckTx reports it: the bank/auth module code and the log text the SDK writes. */
class TxFailure extends Error {
  constructor(readonly code: number, log: string) {
    super(log);
  }
}

/**
 * The bank and auth state of a one-denomination cosmos chain, applying MsgSend transactions the way the
 * SDK's ante handler checks them: SIGN_MODE_DIRECT signature over (body, auth info, chain id, account
 * number) by the key of the sender, the account's next sequence, and funds for amount plus fee.
 */
export function createCosmosLedger(options: CosmosLedgerOptions) {
  const balances = new Map<string, bigint>();
  const accounts = new Map<string, CosmosAccount>();
  const transactions: CosmosTxRecord[] = [];
  let nextAccountNumber = 0n;
  let height = 1;

  const account = (address: string): CosmosAccount => {
    let found = accounts.get(address);
    if (!found) {
      found = { accountNumber: nextAccountNumber++, sequence: 0n, pubKey: undefined };
      accounts.set(address, found);
    }
    return found;
  };
  const setBalance = (address: string, amount: bigint): void => {
    account(address);
    balances.set(address, amount);
  };
  for (const [address, amount] of Object.entries(options.balances ?? {})) setBalance(address, amount);
  const addressOf = (pubKey: Uint8Array): string => bech32.encode(options.bech32Prefix, bech32.toWords(ripemd160(sha256(pubKey))));

  const amountOf = (coins: readonly { denom: string; amount: string }[]): bigint =>
    coins.reduce((sum, coin) => {
      if (coin.denom !== options.denom || !/^\d+$/.test(coin.amount)) throw new TxFailure(10, `${coin.amount}${coin.denom}: invalid coins`);
      return sum + BigInt(coin.amount);
    }, 0n);

  function check(txBytes: Uint8Array) {
    const raw = TxRaw.decode(txBytes);
    const body = TxBody.decode(raw.bodyBytes);
    const authInfo = AuthInfo.decode(raw.authInfoBytes);
    const sends = body.messages.map((message) => {
      if (message.typeUrl !== MSG_SEND) throw new TxFailure(6, `unrecognized message type: ${message.typeUrl}: unknown request`);
      return MsgSend.decode(message.value);
    });
    const sender = sends[0]?.fromAddress;
    if (!sender || sends.some((send) => send.fromAddress !== sender)) throw new TxFailure(18, 'a transaction needs messages of one sender: invalid request');
    const [signerInfo] = authInfo.signerInfos;
    const [signature] = raw.signatures;
    if (authInfo.signerInfos.length !== 1 || raw.signatures.length !== 1 || !signerInfo || !signature) throw new TxFailure(4, 'wrong number of signers; expected 1: unauthorized');
    if (signerInfo.modeInfo?.single?.mode !== SignMode.SIGN_MODE_DIRECT) throw new TxFailure(18, 'only SIGN_MODE_DIRECT is accepted: invalid request');
    const state = account(sender);
    const pubKey = state.pubKey ?? (signerInfo.publicKey?.typeUrl === SECP256K1_PUBKEY ? PubKey.decode(signerInfo.publicKey.value).key : undefined);
    if (!pubKey || addressOf(pubKey) !== sender) throw new TxFailure(8, `pubKey does not match signer address ${sender}: invalid pubkey`);
    if (signerInfo.sequence !== state.sequence) throw new TxFailure(32, `account sequence mismatch, expected ${state.sequence}, got ${signerInfo.sequence}: incorrect account sequence`);
    const signBytes = SignDoc.encode({ bodyBytes: raw.bodyBytes, authInfoBytes: raw.authInfoBytes, chainId: options.chainId, accountNumber: state.accountNumber }).finish();
    const valid = signature.length === 64 && secp256k1.verify(signature, sha256(signBytes), pubKey, { lowS: true, prehash: false, format: 'compact' });
    if (!valid) throw new TxFailure(4, `signature verification failed; please verify account number (${state.accountNumber}), sequence (${state.sequence}) and chain-id (${options.chainId}): unauthorized`);
    const fee = amountOf(authInfo.fee?.amount ?? []);
    const total = sends.reduce((sum, send) => sum + amountOf(send.amount), fee);
    const held = balances.get(sender) ?? 0n;
    if (held < total) throw new TxFailure(5, `spendable balance ${held}${options.denom} is smaller than ${total}${options.denom}: insufficient funds`);
    return { sender, sends, fee, state, pubKey, gasWanted: authInfo.fee?.gasLimit ?? 0n };
  }

  return {
    chainId: options.chainId,
    denom: options.denom,
    bech32Prefix: options.bech32Prefix,
    transactions: transactions as readonly CosmosTxRecord[],
    height: (): number => height,
    balanceOf: (address: string): bigint => balances.get(address) ?? 0n,
    setBalance,
    /** The account, when the chain knows the address (funded, or it sent or received). */
    accountOf: (address: string): CosmosAccount | undefined => accounts.get(address),
    findTransaction: (hash: string): CosmosTxRecord | undefined => transactions.find((record) => record.hash === hash.toUpperCase()),
    broadcast(txBytes: Uint8Array): BroadcastOutcome {
      const hash = hex.encode(sha256(txBytes)).toUpperCase();
      let checked: ReturnType<typeof check>;
      try {
        checked = check(txBytes);
      } catch (error) {
        if (error instanceof TxFailure) return { code: error.code, hash, log: error.message, codespace: 'sdk' };
        return { code: 2, hash, log: `tx parse error: ${error instanceof Error ? error.message : String(error)}`, codespace: 'sdk' };
      }
      const { sender, sends, fee, state, pubKey } = checked;
      balances.set(sender, (balances.get(sender) ?? 0n) - fee);
      const events: CosmosEvent[] = [];
      for (const send of sends) {
        const amount = amountOf(send.amount);
        balances.set(sender, (balances.get(sender) ?? 0n) - amount);
        account(send.toAddress);
        balances.set(send.toAddress, (balances.get(send.toAddress) ?? 0n) + amount);
        events.push({ type: 'transfer', attributes: [{ key: 'recipient', value: send.toAddress }, { key: 'sender', value: sender }, { key: 'amount', value: `${amount}${options.denom}` }] });
      }
      events.push({ type: 'message', attributes: [{ key: 'action', value: MSG_SEND }, { key: 'sender', value: sender }] });
      state.sequence += 1n;
      state.pubKey = pubKey;
      height += 1;
      const data = TxMsgData.encode({ data: [], msgResponses: sends.map(() => ({ typeUrl: '/cosmos.bank.v1beta1.MsgSendResponse', value: new Uint8Array() })) }).finish();
      const record: CosmosTxRecord = { hash, height, tx: txBytes, events, data, gasWanted: checked.gasWanted };
      transactions.push(record);
      return { code: 0, hash, record };
    },
  };
}

export type CosmosLedger = ReturnType<typeof createCosmosLedger>;
