import { createPublicClient, createWalletClient, http, type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { TEST_TOKEN_ABI, TEST_TOKEN_BYTECODE } from '../contracts/test-token.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';

/** anvil's dev mnemonic. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';
/**
 * The dev account that deploys and hands out the token: not account 0 (the Demo Wallet keeps exactly
 * 10,000 ETH and its own nonces) and not 9 (it deploys the smart-account factory).
 */
const TOKEN_DEPLOYER_INDEX = 8;
/** 1,000,000 TT (6 decimals) minted to the deployer. */
const SUPPLY = 1_000_000n * 10n ** 6n;
/** What each test wallet gets: 10,000 TT. */
export const DEMO_TOKEN_FUNDING = 10_000n * 10n ** 6n;

export interface DemoToken {
  readonly chainId: number;
  readonly address: Address;
}

/**
 * Deploys the demo's ERC-20 ("Test Token", TT, 6 decimals: test/contracts/TestToken.sol) on a local
 * anvil chain and funds the Demo Wallet's account with it; answers the contract's address.
 */
export async function deployDemoToken(chain: { readonly chainId: number; readonly rpcUrl: string }, funded: readonly Address[] = [ANVIL_ACCOUNT_0]): Promise<DemoToken> {
  const transport = http(chain.rpcUrl, { retryCount: 0 });
  const reader = createPublicClient({ transport, pollingInterval: 50 });
  const wallet = createWalletClient({ account: mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: TOKEN_DEPLOYER_INDEX }), transport });
  const deployed = await reader.waitForTransactionReceipt({
    hash: await wallet.deployContract({ abi: TEST_TOKEN_ABI, bytecode: TEST_TOKEN_BYTECODE, args: [SUPPLY], chain: null }),
    timeout: 30_000,
  });
  const address = deployed.contractAddress;
  if (deployed.status !== 'success' || !address) throw new Error(`The demo token was not deployed on chain ${chain.chainId}`);
  for (const owner of funded) {
    const hash = await wallet.writeContract({ address, abi: TEST_TOKEN_ABI, functionName: 'transfer', args: [owner, DEMO_TOKEN_FUNDING], chain: null });
    const receipt = await reader.waitForTransactionReceipt({ hash, timeout: 30_000 });
    if (receipt.status !== 'success') throw new Error(`The demo token did not reach ${owner} on chain ${chain.chainId}`);
  }
  return { chainId: chain.chainId, address };
}

/** The demo's `tokens` option: the token of each chain, by CAIP network id. */
export function demoTokenOption(tokens: readonly DemoToken[]): Record<string, { readonly address: string }> {
  return Object.fromEntries(tokens.map((token) => [`eip155:${token.chainId}`, { address: token.address }]));
}
