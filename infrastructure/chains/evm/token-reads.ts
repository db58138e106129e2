import { decodeFunctionResult, encodeFunctionData, formatTransactionRequest, getAddress, hexToBigInt, isAddress, type Client, type Hex, type Transport } from 'viem';
import { estimateFeesPerGas, getGasPrice } from 'viem/actions';
import type { ContractCallInput, SendNativeInput, SendTokenInput, TokenOnChain } from '../../../application/ports/chain-adapter.port.ts';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { callRequest, transferRequest } from './send.ts';

/** The ERC-20 reads a balance needs. */
const ERC20_READ_ABI = [
  { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ name: 'owner', type: 'address' }], outputs: [{ name: '', type: 'uint256' }] },
  { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'uint8' }] },
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'string' }] },
  { type: 'function', name: 'name', stateMutability: 'view', inputs: [], outputs: [{ name: '', type: 'string' }] },
] as const;

/** A contract's name and symbol are anyone's strings: long ones are cut where they are read. */
const MAX_TEXT_LENGTH = 64;
/** The most decimals a send's amount can be converted with. */
const MAX_DECIMALS = 77;

function checked(value: string, role: string): `0x${string}` {
  if (!isAddress(value, { strict: false })) throw catalogueError('INVALID_ARGUMENT', { params: { name: role, expected: 'an EVM address' } });
  return getAddress(value);
}

/**
 * The node's `eth_call` at the latest block, as viem 2.57's `call` asks it (actions/public/call.ts:332,
 * the block `latest` at :188); the calls are encoded and decoded by viem. Its
 * `readContract` is not used: it brings CCIP-Read, deployless calls and multicall batching, which a
 * plain ERC-20 read never needs and which would weigh more than the rest of these reads.
 */
export function ethCall(client: Client<Transport>, to: Hex, data: Hex): Promise<Hex> {
  return client.request({ method: 'eth_call', params: [{ to, data }, 'latest'] });
}

/**
 * An ERC-20's balance of `address` with its decimals, symbol and name, read from the chain. A contract
 * that answers decimals a send could not use is refused rather than shown with a wrong amount.
 */
export async function readErc20Balance(client: Client<Transport>, input: { readonly address: string; readonly tokenAddress: string }): Promise<TokenOnChain> {
  const token = checked(input.tokenAddress, 'tokenAddress');
  const owner = checked(input.address, 'address');
  const abi = ERC20_READ_ABI;
  const [value, decimals, symbol, name] = await Promise.all([
    ethCall(client, token, encodeFunctionData({ abi, functionName: 'balanceOf', args: [owner] })).then((data) => decodeFunctionResult({ abi, functionName: 'balanceOf', data })),
    ethCall(client, token, encodeFunctionData({ abi, functionName: 'decimals' })).then((data) => decodeFunctionResult({ abi, functionName: 'decimals', data })),
    ethCall(client, token, encodeFunctionData({ abi, functionName: 'symbol' })).then((data) => decodeFunctionResult({ abi, functionName: 'symbol', data })),
    ethCall(client, token, encodeFunctionData({ abi, functionName: 'name' })).then((data) => decodeFunctionResult({ abi, functionName: 'name', data })),
  ]);
  if (decimals > MAX_DECIMALS) throw catalogueError('HTTP_INVALID_BODY', { details: `${token} answers ${decimals} decimals` });
  return { value, decimals, symbol: symbol.slice(0, MAX_TEXT_LENGTH), name: name.slice(0, MAX_TEXT_LENGTH) };
}

/**
 * The most a send may cost in fees: the gas the node estimates for it times the highest fee per gas
 * the wallet would offer (EIP-1559's maxFeePerGas, or the legacy gas price), as a wallet reserves it.
 */
export async function estimateEvmSendFee(client: Client<Transport>, input: SendNativeInput | SendTokenInput | ContractCallInput): Promise<bigint> {
  const request = 'data' in input ? callRequest(input) : transferRequest(input);
  const [gas, fees] = await Promise.all([
    // The node's estimate for the sender, asked as viem 2.57's `estimateGas` asks it for a wallet's
    // account, the formatted request alone (actions/public/estimateGas.ts:217);
    // the action itself would bring local-account transaction preparation with it.
    client
      .request({ method: 'eth_estimateGas', params: [formatTransactionRequest({ from: checked(input.from, 'from'), to: request.to, value: request.value, data: request.data })] })
      .then((gas) => hexToBigInt(gas)),
    estimateFeesPerGas(client).catch(async () => ({ maxFeePerGas: undefined, gasPrice: await getGasPrice(client) })),
  ]);
  const perGas = fees.maxFeePerGas ?? fees.gasPrice;
  if (perGas === undefined) throw catalogueError('HTTP_INVALID_BODY', { details: 'the node gave no fee per gas' });
  return gas * perGas;
}
