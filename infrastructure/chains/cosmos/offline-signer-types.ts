// The offline signer's shape, written out here rather than imported from @cosmjs: the declarations of
// @cosmjs/proto-signing name packages it does not install (protobufjs, @bufbuild/protobuf), so a dApp that
// type-checks its dependencies (skipLibCheck off) would fail on walletport's types. These are structurally
// cosmjs's OfflineDirectSigner & OfflineAminoSigner, so SigningStargateClient takes the signer as is.

export interface CosmosSignerAccount {
  readonly algo: 'secp256k1' | 'eth_secp256k1' | 'ethsecp256k1' | 'ed25519' | 'sr25519';
  readonly address: string;
  readonly pubkey: Uint8Array;
}

export interface CosmosStdSignature {
  readonly pub_key: { readonly type: string; readonly value: unknown };
  readonly signature: string;
}

/** SIGN_MODE_DIRECT's document (cosmjs-types' SignDoc). */
export interface CosmosDirectSignDoc {
  bodyBytes: Uint8Array;
  authInfoBytes: Uint8Array;
  chainId: string;
  accountNumber: bigint;
}

export interface CosmosCoin {
  readonly denom: string;
  readonly amount: string;
}

/** The amino JSON document (cosmjs's StdSignDoc). */
export interface CosmosAminoSignDoc {
  readonly chain_id: string;
  readonly account_number: string;
  readonly sequence: string;
  readonly timeout_height?: string;
  readonly fee: { readonly amount: readonly CosmosCoin[]; readonly gas: string; readonly granter?: string; readonly payer?: string };
  readonly msgs: readonly { readonly type: string; readonly value: unknown }[];
  readonly memo: string;
}

/** Signs with the connected wallet, in both of cosmjs's sign modes. */
export interface CosmosOfflineSigner {
  getAccounts(): Promise<readonly CosmosSignerAccount[]>;
  signDirect(signerAddress: string, signDoc: CosmosDirectSignDoc): Promise<{ readonly signed: CosmosDirectSignDoc; readonly signature: CosmosStdSignature }>;
  signAmino(signerAddress: string, signDoc: CosmosAminoSignDoc): Promise<{ readonly signed: CosmosAminoSignDoc; readonly signature: CosmosStdSignature }>;
}
