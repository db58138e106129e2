import { assertCurrentChain, createClient, custom, encodeFunctionData, formatTransactionRequest, getAddress, isAddress, type Address, type Client, type CustomTransport, type Hex, type RpcTransactionRequest } from 'viem';
import { getChainId, waitForTransactionReceipt } from 'viem/actions';
import type { ContractCallInput, SendNativeInput, SendTokenInput, WalletProvider } from '../../../application/ports/chain-adapter.port.ts';
import { toViemChain } from './viem-chain.ts';

/** The one ERC-20 function a send needs. */
const ERC20_TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const;

/** How a wallet says it does not take `eth_sendTransaction` as asked: viem then asks `wallet_sendTransaction`. */
const ASK_WALLET_NAMESPACE = new Set(['InvalidInputRpcError', 'InvalidParamsRpcError', 'MethodNotFoundRpcError', 'MethodNotSupportedRpcError']);
/** How a wallet says it does not know a method at all. */
const METHOD_UNKNOWN = new Set(['MethodNotFoundRpcError', 'MethodNotSupportedRpcError']);

/** How long a sent transaction may take to be mined before the send is reported as failed. */
const RECEIPT_TIMEOUT_MS = 25_000;

function address(value: string, role: string): Address {
  if (!isAddress(value, { strict: false })) throw new Error(`${role} is not an EVM address`);
  return getAddress(value);
}

function walletClient(provider: WalletProvider): Client<CustomTransport> {
  // Every call goes through the wallet: it prompts for the transaction, its node answers the reads.
  // A bare client with the actions imported one by one: createWalletClient would bring every wallet action.
  return createClient({ transport: custom(provider), pollingInterval: 500 });
}

/**
 * Sends through the wallet, then waits for the receipt so a balance read afterwards sees the transfer.
 * The request is the wallet's own `eth_sendTransaction`, as viem's `sendTransaction` makes it for an
 * account the wallet holds: the wallet fills the gas, fees and nonce. That action is not used because
 * it carries what a local account needs (transaction preparation, EIP-7702 and blob handling, the
 * secp256k1 curve), about a third of this chunk, none of which runs for a wallet's account.
 */
async function sendAndConfirm(provider: WalletProvider, input: SendNativeInput, request: { readonly to: Address; readonly value: bigint; readonly data: Hex; readonly gas?: bigint | undefined }): Promise<Hex> {
  const client = walletClient(provider);
  const from = address(input.from, 'sender');
  // The chain is checked against the wallet's: a wallet on another chain fails instead of sending there.
  assertCurrentChain({ chain: toViemChain(input.network), currentChainId: await getChainId(client) });
  const hash = await askWallet(client, formatTransactionRequest({ from, to: request.to, value: request.value, data: request.data, ...(request.gas === undefined ? {} : { gas: request.gas }) }));
  const receipt = await waitForTransactionReceipt(client, { hash, timeout: RECEIPT_TIMEOUT_MS });
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`);
  return hash;
}

/**
 * `eth_sendTransaction`, then, for a wallet that sends only through the `wallet_` namespace, the same
 * request once as `wallet_sendTransaction`, as viem 2.57's `sendTransaction` does for an account the
 * wallet holds (actions/wallet/sendTransaction.ts:223-300). A refusal by the visitor
 * (4001) is not one of those answers, so a declined send never prompts twice; a wallet that knows
 * neither method gets the first answer back. A send is never retried: a retry after a timeout could pay twice.
 */
async function askWallet(client: Client<CustomTransport>, request: RpcTransactionRequest): Promise<Hex> {
  const ask = (method: 'eth_sendTransaction' | 'wallet_sendTransaction'): Promise<Hex> => client.request({ method, params: [request] }, { retryCount: 0 });
  try {
    return await ask('eth_sendTransaction');
  } catch (error) {
    if (!(error instanceof Error) || !ASK_WALLET_NAMESPACE.has(error.name)) throw error;
    return ask('wallet_sendTransaction').catch((second: unknown) => {
      throw second instanceof Error && METHOD_UNKNOWN.has(second.name) ? error : second;
    });
  }
}

/** EVM native transfer: value to the receiver, empty data. */
export function sendNativeTransfer(provider: WalletProvider, input: SendNativeInput): Promise<string> {
  return sendAndConfirm(provider, input, transferRequest(input));
}

/** What a send puts on chain: the receiver or the token contract, the value, the data. */
export function transferRequest(input: SendNativeInput | SendTokenInput): { readonly to: Address; readonly value: bigint; readonly data: Hex } {
  if (!('tokenAddress' in input)) return { to: address(input.to, 'receiver'), value: input.value, data: '0x' };
  const data = encodeFunctionData({ abi: ERC20_TRANSFER_ABI, functionName: 'transfer', args: [address(input.to, 'receiver'), input.value] });
  return { to: address(input.tokenAddress, 'token'), value: 0n, data };
}

/** A contract call the visitor approved (a swap, an approval), to the contract with its value and data. */
export function sendContractCall(provider: WalletProvider, input: ContractCallInput): Promise<string> {
  return sendAndConfirm(provider, input, callRequest(input));
}

/** What a contract call puts on chain, with its builder's gas limit when it has one. */
export function callRequest(input: ContractCallInput): { readonly to: Address; readonly value: bigint; readonly data: Hex; readonly gas?: bigint | undefined } {
  return { to: address(input.to, 'contract'), value: input.value, data: input.data, gas: input.gas };
}

/** EVM token transfer: ERC-20 `transfer(receiver, amount)` on the token contract. */
export function sendErc20Transfer(provider: WalletProvider, input: SendTokenInput): Promise<string> {
  return sendAndConfirm(provider, input, transferRequest(input));
}
