/*
 * The bitcoin test wallet's Wallet Standard features, as the Exodus bitcoin wallet standard defines them
 * (ExodusMovement/bitcoin-wallet-standard, packages/core/features/src/connect.ts, signMessage.ts,
 * signTransaction.ts), which walletport's bitcoin adapter calls.
 */
import type { WalletAccount } from '@wallet-standard/base';
import type { StandardDisconnectFeature, StandardEventsFeature } from '@wallet-standard/features';

/** Which of the wallet's addresses a `bitcoin:connect` asks for. */
export type Purpose = 'payment' | 'ordinals';

/** What `bitcoin:connect` is asked. */
export interface BitcoinTestConnectInput {
  /** The addresses wanted, in the order they are answered; both when absent. */
  readonly purposes?: readonly Purpose[];
}

/** What `bitcoin:connect` answers. */
export interface BitcoinTestConnectOutput {
  /** One account per purpose asked, in the same order. */
  readonly accounts: readonly WalletAccount[];
}

/** One message `bitcoin:signMessage` signs. */
export interface BitcoinTestSignMessageInput {
  /** The wallet's account that signs; it must be authorised. */
  readonly account: WalletAccount;
  /** The message's bytes (UTF-8 text). */
  readonly message: Uint8Array;
}

/** A message `bitcoin:signMessage` signed. */
export interface BitcoinTestSignMessageOutput {
  /** The message as signed: the one given. */
  readonly signedMessage: Uint8Array;
  /** The BIP-322 simple signature's bytes. */
  readonly signature: Uint8Array;
}

/** An account's inputs of a PSBT to sign. */
export interface BitcoinTestInputsToSign {
  /** The wallet's account whose key signs; it must be authorised. */
  readonly account: WalletAccount;
  /** The indexes of the PSBT's inputs it signs. */
  readonly signingIndexes: number[];
}

/** One PSBT `bitcoin:signTransaction` signs. */
export interface BitcoinTestSignTransactionInput {
  /** The PSBT's bytes. */
  readonly psbt: Uint8Array;
  /** The chain it is for (`bitcoin:regtest`); it must be the wallet's when given. */
  readonly chain?: string;
  /** Which inputs each account signs. */
  readonly inputsToSign: readonly BitcoinTestInputsToSign[];
}

/** A PSBT `bitcoin:signTransaction` signed. */
export interface BitcoinTestSignTransactionOutput {
  /** The PSBT's bytes with the wallet's signatures added; the site finalises and broadcasts it. */
  readonly signedPsbt: Uint8Array;
}

/** `bitcoin:connect`: authorises the site, after the approval. */
export interface BitcoinTestConnectFeature {
  /** The feature's version. */
  readonly version: '1.0.0';
  /** Asks the approval, authorises the site and answers the accounts of the purposes asked. */
  readonly connect: (input?: BitcoinTestConnectInput) => Promise<BitcoinTestConnectOutput>;
}

/** `bitcoin:signMessage`: BIP-322 message signatures, after the approval. */
export interface BitcoinTestSignMessageFeature {
  /** The feature's version. */
  readonly version: '1.0.0';
  /** Signs every message with its account's key; nothing is signed when the approval is refused. */
  readonly signMessage: (...inputs: readonly BitcoinTestSignMessageInput[]) => Promise<BitcoinTestSignMessageOutput[]>;
}

/** `bitcoin:signTransaction`: PSBT signatures of the wallet's own inputs, after the approval. */
export interface BitcoinTestSignTransactionFeature {
  /** The feature's version. */
  readonly version: '1.0.0';
  /** Signs the inputs named of every PSBT; nothing is signed when the approval is refused. */
  readonly signTransaction: (...inputs: readonly BitcoinTestSignTransactionInput[]) => Promise<BitcoinTestSignTransactionOutput[]>;
}

/**
 * Every feature of `BitcoinTestWallet`, by its Wallet Standard name. A type, not an interface: the
 * standard's `Wallet.features` is a record, which only a type literal fits.
 */
export type BitcoinTestWalletFeatures = {
  /** Connecting: the site's authorisation and the accounts. */
  readonly 'bitcoin:connect': BitcoinTestConnectFeature;
  /** Signing messages (BIP-322). */
  readonly 'bitcoin:signMessage': BitcoinTestSignMessageFeature;
  /** Signing PSBTs. */
  readonly 'bitcoin:signTransaction': BitcoinTestSignTransactionFeature;
  /** Withdrawing the site's authorisation, as the Wallet Standard defines it. */
  readonly 'standard:disconnect': StandardDisconnectFeature['standard:disconnect'];
  /** The `change` event, with the accounts, when the authorisation or the accounts change. */
  readonly 'standard:events': StandardEventsFeature['standard:events'];
};
