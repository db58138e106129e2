/*
 * What the Cosmos test wallet's Keplr calls take and answer, as Keplr types them (chainapsis/keplr-wallet,
 * packages/types/src/wallet/keplr.ts) and with walletport's own cosmjs shapes (walletport/chains/cosmos),
 * so @cosmjs's declarations never reach a dApp's type check through walletport/testing/cosmos.
 */
import type { CosmosAminoSignDoc, CosmosDirectSignDoc, CosmosSignerAccount, CosmosStdSignature } from '../../infrastructure/chains/cosmos/offline-signer-types.ts';

/** Keplr's `Key` (keplr.ts:29-42, without `ethereumHexAddress`): what `getKey(chainId)` answers. */
export interface CosmosTestKey {
  /** The key's name: the wallet's name. */
  readonly name: string;
  /** The key's algorithm: always secp256k1. */
  readonly algo: 'secp256k1';
  /** The compressed public key's bytes. */
  readonly pubKey: Uint8Array;
  /** The account's 20 address bytes, ripemd160(sha256(public key)). */
  readonly address: Uint8Array;
  /** The account's address on the chain asked (`cosmos1…`, `osmo1…`). */
  readonly bech32Address: string;
  /** Never a Ledger key. */
  readonly isNanoLedger: false;
  /** Never a Keystone key. */
  readonly isKeystone: false;
}

/** A SIGN_MODE_DIRECT document as `signDirect` takes it: cosmjs's SignDoc, with Keplr's looser account number. */
export interface CosmosDirectSignDocInput {
  /** The protobuf-encoded TxBody (messages, memo, timeout). */
  readonly bodyBytes: Uint8Array;
  /** The protobuf-encoded AuthInfo (signer infos, fee). */
  readonly authInfoBytes: Uint8Array;
  /** The chain id, e.g. `cosmoshub-4`; it must be the chain the call names. */
  readonly chainId: string;
  /** Keplr takes a Long; cosmjs hands a bigint: anything whose text is the number. */
  readonly accountNumber: {
    /** The account number, as decimal text. */
    toString(): string;
  };
}

/** What `signAmino` answers (cosmjs's AminoSignResponse). */
export interface CosmosTestAminoSignResponse {
  /** The document as signed: the one given. */
  readonly signed: CosmosAminoSignDoc;
  /** The signature and public key. */
  readonly signature: CosmosStdSignature;
}

/** What `signDirect` answers (cosmjs's DirectSignResponse). */
export interface CosmosTestDirectSignResponse {
  /** The document as signed, its account number a bigint. */
  readonly signed: CosmosDirectSignDoc;
  /** The signature and public key. */
  readonly signature: CosmosStdSignature;
}

/** What `getOfflineSigner(chainId)` answers: a cosmjs offline signer (amino and direct) for one chain. */
export interface CosmosTestOfflineSigner {
  /** The wallet's account on the chain; rejects while the chain is not enabled. */
  readonly getAccounts: () => Promise<CosmosSignerAccount[]>;
  /** `signAmino` on the signer's chain. */
  readonly signAmino: (signer: string, signDoc: CosmosAminoSignDoc) => Promise<CosmosTestAminoSignResponse>;
  /** `signDirect` on the signer's chain. */
  readonly signDirect: (signer: string, signDoc: CosmosDirectSignDocInput) => Promise<CosmosTestDirectSignResponse>;
}
