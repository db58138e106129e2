// The offline signer's shape, written out here rather than imported from @cosmjs: the declarations of
// @cosmjs/proto-signing name packages it does not install (protobufjs, @bufbuild/protobuf), so a dApp that
// type-checks its dependencies (skipLibCheck off) would fail on walletport's types. These are structurally
// cosmjs's OfflineDirectSigner & OfflineAminoSigner, so SigningStargateClient takes the signer as is.

/** An account the signer signs for (cosmjs's AccountData). */
export interface CosmosSignerAccount {
  /** The key's algorithm; `secp256k1` on most chains. */
  readonly algo: 'secp256k1' | 'eth_secp256k1' | 'ethsecp256k1' | 'ed25519' | 'sr25519';
  /** The bech32 address on the chain (`cosmos1…`, `osmo1…`). */
  readonly address: string;
  /** The compressed public key's bytes. */
  readonly pubkey: Uint8Array;
}

/** A signature with its public key, as amino JSON writes it (cosmjs's StdSignature). */
export interface CosmosStdSignature {
  /** The signer's public key. */
  readonly pub_key: {
    /** The key's amino type, e.g. `tendermint/PubKeySecp256k1`. */
    readonly type: string;
    /** The key, base64. */
    readonly value: unknown;
  };
  /** The signature, base64. */
  readonly signature: string;
}

/** SIGN_MODE_DIRECT's document (cosmjs-types' SignDoc). */
export interface CosmosDirectSignDoc {
  /** The protobuf-encoded TxBody (messages, memo, timeout). */
  bodyBytes: Uint8Array;
  /** The protobuf-encoded AuthInfo (signer infos, fee). */
  authInfoBytes: Uint8Array;
  /** The chain id, e.g. `cosmoshub-4`. */
  chainId: string;
  /** The signer's account number on the chain. */
  accountNumber: bigint;
}

/** An amount of one denomination, as the chain writes it. */
export interface CosmosCoin {
  /** The denomination in base units, e.g. `uatom`. */
  readonly denom: string;
  /** The amount in base units, as a decimal string. */
  readonly amount: string;
}

/** The amino JSON document (cosmjs's StdSignDoc). */
export interface CosmosAminoSignDoc {
  /** The chain id, e.g. `cosmoshub-4`. */
  readonly chain_id: string;
  /** The signer's account number, as a decimal string. */
  readonly account_number: string;
  /** The signer's sequence (its transaction count), as a decimal string. */
  readonly sequence: string;
  /** The block height after which the transaction is void, as a decimal string; absent for none. */
  readonly timeout_height?: string;
  /** The fee paid and the gas limit. */
  readonly fee: {
    /** The fee, per denomination. */
    readonly amount: readonly CosmosCoin[];
    /** The gas limit, as a decimal string. */
    readonly gas: string;
    /** The account granting the fee (x/feegrant), if any. */
    readonly granter?: string;
    /** The account paying the fee instead of the signer, if any. */
    readonly payer?: string;
  };
  /** The messages, in amino JSON. */
  readonly msgs: readonly {
    /** The message's amino type, e.g. `cosmos-sdk/MsgSend`. */
    readonly type: string;
    /** The message's fields. */
    readonly value: unknown;
  }[];
  /** The transaction's memo. */
  readonly memo: string;
}

/** Signs with the connected wallet, in both of cosmjs's sign modes. */
export interface CosmosOfflineSigner {
  /** The connected account on the signer's chain. */
  getAccounts(): Promise<readonly CosmosSignerAccount[]>;
  /** Signs in SIGN_MODE_DIRECT through the wallet, which prompts; rejects when the visitor refuses. */
  signDirect(
    signerAddress: string,
    signDoc: CosmosDirectSignDoc,
  ): Promise<{
    /** The document as signed (a wallet may have changed the fee). */
    readonly signed: CosmosDirectSignDoc;
    /** The signature and public key. */
    readonly signature: CosmosStdSignature;
  }>;
  /** Signs in amino JSON (SIGN_MODE_LEGACY_AMINO_JSON) through the wallet, which prompts; rejects when the visitor refuses. */
  signAmino(
    signerAddress: string,
    signDoc: CosmosAminoSignDoc,
  ): Promise<{
    /** The document as signed (a wallet may have changed the fee). */
    readonly signed: CosmosAminoSignDoc;
    /** The signature and public key. */
    readonly signature: CosmosStdSignature;
  }>;
}
