import { concat, createPublicClient, createWalletClient, getContractAddress, http, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { SIMPLE_ACCOUNT_FACTORY_BYTECODE } from '../../infrastructure/embedded-server/wallet/smart-account/artifacts.ts';

/**
 * The deterministic deployment proxy (github.com/Arachnid/deterministic-deployment-proxy) anvil has at
 * genesis: `salt ++ init code` sent to it deploys by CREATE2, so the factory lands at the same address
 * on every chain, whatever was sent before.
 */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920cA78FbF26c0B4956C';
const CREATE2_DEPLOYER_CODE: Hex =
  '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3';
const FACTORY_SALT: Hex = `0x${'00'.repeat(32)}`;
/** anvil's dev mnemonic; its last dev account pays, so the deployment never races the tests' own senders (account 0). */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
const DEPLOYER_ACCOUNT_INDEX = 9;

/** Where deploySmartAccountFactory puts the factory, on any chain. */
export const SMART_ACCOUNT_FACTORY_ADDRESS: Address = getContractAddress({
  opcode: 'CREATE2', from: CREATE2_DEPLOYER, salt: FACTORY_SALT, bytecode: SIMPLE_ACCOUNT_FACTORY_BYTECODE,
});

/**
 * Deploys the SimpleAccountFactory on a local anvil chain (a no-op when it is there already) and answers
 * its address: the same on every chain and every run.
 */
export async function deploySmartAccountFactory(rpcUrl: string): Promise<Address> {
  const transport = http(rpcUrl, { retryCount: 0 });
  const chain = createPublicClient({ transport, pollingInterval: 50 });
  if (await hasCode(rpcUrl, SMART_ACCOUNT_FACTORY_ADDRESS)) return SMART_ACCOUNT_FACTORY_ADDRESS;
  // An anvil started with --disable-default-create2-deployer gets the proxy the way genesis would have.
  if (!(await hasCode(rpcUrl, CREATE2_DEPLOYER))) await anvilCall(rpcUrl, 'anvil_setCode', [CREATE2_DEPLOYER, CREATE2_DEPLOYER_CODE]);
  const wallet = createWalletClient({ account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: DEPLOYER_ACCOUNT_INDEX }), transport });
  const hash = await wallet.sendTransaction({ chain: null, to: CREATE2_DEPLOYER, data: concat([FACTORY_SALT, SIMPLE_ACCOUNT_FACTORY_BYTECODE]) });
  const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 30_000 });
  if (receipt.status !== 'success' || !(await hasCode(rpcUrl, SMART_ACCOUNT_FACTORY_ADDRESS))) {
    throw new Error(`The smart-account factory was not deployed on ${rpcUrl} (transaction ${hash})`);
  }
  return SMART_ACCOUNT_FACTORY_ADDRESS;
}

async function hasCode(rpcUrl: string, address: Address): Promise<boolean> {
  const code = await anvilCall(rpcUrl, 'eth_getCode', [address, 'latest']);
  return typeof code === 'string' && code !== '0x';
}

async function anvilCall(rpcUrl: string, method: string, params: readonly unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (answer.error) throw new Error(`${method} on ${rpcUrl}: ${answer.error.message}`);
  return answer.result;
}
