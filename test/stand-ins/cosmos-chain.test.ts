import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing';
import { SigningStargateClient, StargateClient, type StdFee } from '@cosmjs/stargate';
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cosmosOfflineSigner } from '../../infrastructure/chains/cosmos/entry.ts';
import { keplrProvider } from '../../infrastructure/chains/cosmos/keplr-provider.ts';
import { COSMOS_TEST_ADDRESS, COSMOS_TEST_KEY_HEX, cosmosAddressOfKey, CosmosTestWallet } from '../wallets/cosmos-wallet.ts';
import { privateKeyOf } from '../wallets/cosmos-keys.ts';
import { startCosmosChain, type CosmosChain } from './cosmos-chain.ts';
import { createCosmosLedger } from './cosmos-ledger.ts';
import { createCosmosRpc } from './cosmos-rpc.ts';

const CHAIN_ID = 'theta-testnet-001';
const RECEIVER = cosmosAddressOfKey('0d06'.repeat(16));
const FEE: StdFee = { amount: [{ denom: 'uatom', amount: '500' }], gas: '200000' };
const send = (amount: string) => ({ typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: { fromAddress: COSMOS_TEST_ADDRESS, toAddress: RECEIVER, amount: [{ denom: 'uatom', amount }] } });
let chain: CosmosChain;

beforeAll(async () => {
  chain = await startCosmosChain({ chainId: CHAIN_ID, bech32Prefix: 'cosmos', denom: 'uatom', balances: { [COSMOS_TEST_ADDRESS]: 10_000_000n } });
});
afterAll(async () => chain?.stop());

/** A transaction signed directly with the test key, as cosmjs would sign it, for tampering. */
async function signedTransfer(overrides: { sequence?: number; chainId?: string; accountNumber?: bigint } = {}): Promise<Uint8Array> {
  const signer = await DirectSecp256k1Wallet.fromKey(privateKeyOf(COSMOS_TEST_KEY_HEX), 'cosmos');
  const client = await SigningStargateClient.offline(signer);
  const reader = await StargateClient.connect(chain.rpcUrl);
  const account = await reader.getAccount(COSMOS_TEST_ADDRESS);
  const signerData = { accountNumber: overrides.accountNumber ?? account?.accountNumber ?? 0n, sequence: overrides.sequence ?? account?.sequence ?? 0, chainId: overrides.chainId ?? CHAIN_ID };
  const raw = await client.sign(COSMOS_TEST_ADDRESS, [send('1000')], FEE, '', signerData);
  return TxRaw.encode(raw).finish();
}

describe('the cosmos chain stand-in', () => {
  it('answers StargateClient reads: chain id, balance, all balances, account; and the LCD and URI forms', async () => {
    const client = await StargateClient.connect(chain.rpcUrl);
    expect(await client.getChainId()).toBe(CHAIN_ID);
    expect(await client.getBalance(COSMOS_TEST_ADDRESS, 'uatom')).toEqual({ denom: 'uatom', amount: String(chain.balanceOf(COSMOS_TEST_ADDRESS)) });
    expect(await client.getAllBalances(COSMOS_TEST_ADDRESS)).toEqual([{ denom: 'uatom', amount: String(chain.balanceOf(COSMOS_TEST_ADDRESS)) }]);
    expect(await client.getAccount(COSMOS_TEST_ADDRESS)).toMatchObject({ address: COSMOS_TEST_ADDRESS, sequence: expect.any(Number) });
    expect(await client.getAccount(cosmosAddressOfKey('0e07'.repeat(16)))).toBeNull();
    client.disconnect();
    const lcd = await (await fetch(`${chain.rpcUrl}/cosmos/bank/v1beta1/balances/${COSMOS_TEST_ADDRESS}`)).json();
    expect(lcd).toMatchObject({ balances: [{ denom: 'uatom', amount: String(chain.balanceOf(COSMOS_TEST_ADDRESS)) }] });
    const status = await (await fetch(`${chain.rpcUrl}/status`)).json();
    expect(status.result.node_info.network).toBe(CHAIN_ID);
    const preflight = await fetch(chain.rpcUrl, { method: 'OPTIONS' });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('applies a transfer a real SigningStargateClient signs through cosmosOfflineSigner over the Keplr-style test wallet', async () => {
    const wallet = new CosmosTestWallet();
    const { provider } = keplrProvider(wallet);
    await provider.request({ method: 'cosmos_requestAccounts', params: { chainId: CHAIN_ID } });
    const signer = await cosmosOfflineSigner(provider, CHAIN_ID);
    const client = await SigningStargateClient.connectWithSigner(chain.rpcUrl, signer, { broadcastPollIntervalMs: 20 });
    const [senderBefore, receiverBefore, included] = [chain.balanceOf(COSMOS_TEST_ADDRESS), chain.balanceOf(RECEIVER), chain.transactions.length];
    const result = await client.signAndBroadcast(COSMOS_TEST_ADDRESS, [send('1234567')], FEE, 'walletport');
    expect(result.code).toBe(0);
    expect(chain.balanceOf(RECEIVER) - receiverBefore).toBe(1_234_567n);
    expect(senderBefore - chain.balanceOf(COSMOS_TEST_ADDRESS)).toBe(1_234_567n + 500n);
    expect(chain.transactions).toHaveLength(included + 1);
    expect(chain.transactions.at(-1)?.hash).toBe(result.transactionHash);
    expect(wallet.calls).toContain('signDirect');
    // The next transfer must carry the bumped sequence: cosmjs reads it back from the chain.
    await client.signAndBroadcast(COSMOS_TEST_ADDRESS, [send('1')], FEE);
    expect(chain.balanceOf(RECEIVER) - receiverBefore).toBe(1_234_568n);
    client.disconnect();
  });

  it('rejects a bad signature, a wrong sequence and another chain id, and changes no balance', async () => {
    const client = await StargateClient.connect(chain.rpcUrl);
    const [senderBefore, receiverBefore] = [chain.balanceOf(COSMOS_TEST_ADDRESS), chain.balanceOf(RECEIVER)];
    const tampered = TxRaw.decode(await signedTransfer());
    const signature = Uint8Array.from(tampered.signatures[0] ?? []);
    signature[10] = (signature[10] ?? 0) ^ 1;
    await expect(client.broadcastTx(TxRaw.encode({ ...tampered, signatures: [signature] }).finish())).rejects.toMatchObject({ code: 4 });
    await expect(client.broadcastTx(await signedTransfer({ sequence: 99 }))).rejects.toMatchObject({ code: 32 });
    await expect(client.broadcastTx(await signedTransfer({ chainId: 'cosmoshub-4' }))).rejects.toMatchObject({ code: 4 });
    await expect(client.broadcastTx(await signedTransfer({ accountNumber: 42n }))).rejects.toMatchObject({ code: 4 });
    expect([chain.balanceOf(COSMOS_TEST_ADDRESS), chain.balanceOf(RECEIVER)]).toEqual([senderBefore, receiverBefore]);
    client.disconnect();
  });

  it('refuses a transfer beyond the balance, and answers its handlers without HTTP', async () => {
    const ledger = createCosmosLedger({ chainId: CHAIN_ID, bech32Prefix: 'cosmos', denom: 'uatom', balances: { [COSMOS_TEST_ADDRESS]: 100n } });
    const rpc = createCosmosRpc(ledger);
    expect(rpc.call('status', {})).toMatchObject({ node_info: { network: CHAIN_ID, version: expect.stringMatching(/^0\.38\./) } });
    const signer = await DirectSecp256k1Wallet.fromKey(privateKeyOf(COSMOS_TEST_KEY_HEX), 'cosmos');
    const raw = await (await SigningStargateClient.offline(signer)).sign(COSMOS_TEST_ADDRESS, [send('1000')], FEE, '', { accountNumber: 0n, sequence: 0, chainId: CHAIN_ID });
    expect(ledger.broadcast(TxRaw.encode(raw).finish())).toMatchObject({ code: 5 });
    ledger.setBalance(COSMOS_TEST_ADDRESS, 1_500n);
    expect(ledger.broadcast(TxRaw.encode(raw).finish())).toMatchObject({ code: 0 });
    expect([ledger.balanceOf(COSMOS_TEST_ADDRESS), ledger.balanceOf(RECEIVER)]).toEqual([0n, 1_000n]);
    expect(rpc.lcd(`/cosmos/bank/v1beta1/balances/${RECEIVER}`).body).toMatchObject({ balances: [{ denom: 'uatom', amount: '1000' }] });
    // The same bytes again: the sequence moved on, so a replay is refused.
    expect(ledger.broadcast(TxRaw.encode(raw).finish())).toMatchObject({ code: 32 });
  });
});
