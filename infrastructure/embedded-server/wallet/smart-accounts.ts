/**
 * The users' smart accounts: a SimpleAccount per user and chain (salt 0, owner the user's EOA), deployed by
 * the chain's SimpleAccountFactory through CREATE2, so its address is known before it exists. Sending from
 * it means the owner key sends `execute(to, value, data)` to it, after `createAccount` when it has no code
 * yet. The owner EOA pays the gas: a reference design without a bundler or paymaster (not ERC-4337).
 */
import {
  concat, createPublicClient, createWalletClient, defineChain, encodeAbiParameters, getContractAddress, http,
  isAddress, isAddressEqual, numberToHex, type Address, type Hex,
} from 'viem';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { UserRecord } from '../storage/auth-store.ts';
import type { MasterKey } from './key-custody.ts';
import { SIMPLE_ACCOUNT_ABI, SIMPLE_ACCOUNT_BYTECODE, SIMPLE_ACCOUNT_FACTORY_ABI } from './smart-account/artifacts.ts';
import { parseTransactionInput } from './transaction-input.ts';
import { CHAIN_RPC_TIMEOUT_MS, chainCall, unlockAccount } from './wallet-signer.ts';

/** One account per user and chain. */
export const SMART_ACCOUNT_SALT = 0n;
/** How long a deployment may take to be mined before the send it precedes gives up. */
export const DEPLOYMENT_RECEIPT_TIMEOUT_MS = 60_000;
const RECEIPT_POLL_MS = 250;

/** eip155 chain id → the SimpleAccountFactory deployed on it. */
/** Per eip155 chain id, the SimpleAccountFactory the users' smart accounts are made by there. */
export type SmartAccountsOption = Readonly<
  Record<
    number,
    {
      /** The SimpleAccountFactory contract's address on that chain. */
      readonly factory: Address;
    }
  >
>;

export interface SmartAccountView {
  readonly address: Address;
  /** Whether the account has code on the chain yet. */
  readonly deployed: boolean;
}

export interface SmartAccountsConfig {
  readonly masterKey: MasterKey;
  readonly rpcUrls: Readonly<Record<number, string>>;
  readonly factories: SmartAccountsOption;
}

export interface SmartAccounts {
  /** The chains with a factory, ascending. */
  readonly chainIds: readonly number[];
  /** The owner's account on `chainId`, or null when that chain has no factory. */
  accountOf(owner: Address, chainId: number): Promise<SmartAccountView | null>;
  /** Deploys the user's account when it has no code yet; answers it deployed. */
  deploy(user: UserRecord, chainId: number): Promise<SmartAccountView>;
  /** Sends the eth_sendTransaction-shaped call from the user's account (deployed first if needed); answers the hash. */
  sendTransaction(user: UserRecord, chainId: number, transaction: unknown): Promise<Hex>;
}

/** The CREATE2 address the factory gives `owner`, computed locally from the committed init code. */
export function smartAccountAddress(factory: Address, owner: Address, salt: bigint = SMART_ACCOUNT_SALT): Address {
  const initCode = concat([SIMPLE_ACCOUNT_BYTECODE, encodeAbiParameters([{ type: 'address' }], [owner])]);
  return getContractAddress({ opcode: 'CREATE2', from: factory, salt: numberToHex(salt, { size: 32 }), bytecode: initCode });
}

/** The option checked: each chain served (an RPC URL) and each factory an address; else INVALID_ARGUMENT. */
export function readSmartAccountsOption(option: unknown, rpcUrls: Readonly<Record<number, string>>): SmartAccountsOption {
  if (option === undefined) return {};
  if (typeof option !== 'object' || option === null || Array.isArray(option)) throw invalid('smartAccounts', 'an object of chain id → { factory }');
  const entries = Object.entries(option).map(([key, value]: [string, unknown]) => {
    const chainId = Number(key);
    if (rpcUrls[chainId] === undefined) throw invalid(`smartAccounts[${key}]`, 'a chain listed in rpcUrls');
    const factory = typeof value === 'object' && value !== null ? (value as { factory?: unknown }).factory : undefined;
    if (typeof factory !== 'string' || !isAddress(factory)) throw invalid(`smartAccounts[${key}].factory`, 'an address');
    return [chainId, { factory }] as const;
  });
  return Object.fromEntries(entries);
}

export function createSmartAccounts(config: SmartAccountsConfig): SmartAccounts {
  const { masterKey, rpcUrls, factories } = config;
  const chainIds = Object.keys(factories).map(Number).sort((a, b) => a - b);

  function link(chainId: number) {
    const factory = factories[chainId]?.factory;
    const rpcUrl = rpcUrls[chainId];
    if (factory === undefined || rpcUrl === undefined) throw catalogueError('SMART_ACCOUNT_NOT_AVAILABLE');
    const transport = http(rpcUrl, { timeout: CHAIN_RPC_TIMEOUT_MS, retryCount: 0 });
    const chain = defineChain({
      id: chainId, name: `eip155:${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    });
    return { chainId, factory, chain, transport, reader: createPublicClient({ chain, transport, pollingInterval: RECEIPT_POLL_MS }) };
  }
  type ChainLink = ReturnType<typeof link>;

  async function view(chain: ChainLink, owner: Address): Promise<SmartAccountView> {
    const address = smartAccountAddress(chain.factory, owner);
    const [factoryAnswer, code] = await chainCall(chain.chainId, () => Promise.all([
      chain.reader.readContract({ address: chain.factory, abi: SIMPLE_ACCOUNT_FACTORY_ABI, functionName: 'getAddress', args: [owner, SMART_ACCOUNT_SALT] }),
      chain.reader.getCode({ address }),
    ]));
    // A factory of other code would deploy elsewhere (or nothing): funds sent to this address would be stuck.
    if (!isAddressEqual(factoryAnswer, address)) {
      throw chainFailure(chain.chainId, `the contract at ${chain.factory} is not the SimpleAccountFactory this server knows`);
    }
    return { address, deployed: code !== undefined && code !== '0x' };
  }

  /** The owner's key and a wallet client on the chain, once its node has proved to be that chain. */
  async function ownerWallet(chain: ChainLink, user: UserRecord) {
    const nodeChainId = await chainCall(chain.chainId, () => chain.reader.getChainId());
    // A misconfigured URL must not get a transaction signed for one chain replayed on another.
    if (nodeChainId !== chain.chainId) throw invalid('chainId', `the chain id of its RPC node (which answers ${nodeChainId})`);
    const owner = unlockAccount(masterKey, user);
    return { owner, wallet: createWalletClient({ account: owner, chain: chain.chain, transport: chain.transport }) };
  }

  type OwnerWallet = Awaited<ReturnType<typeof ownerWallet>>;

  async function ensureDeployed(chain: ChainLink, { owner, wallet }: OwnerWallet): Promise<SmartAccountView> {
    const current = await view(chain, owner.address);
    if (current.deployed) return current;
    const hash = await chainCall(chain.chainId, () => wallet.writeContract({
      address: chain.factory, abi: SIMPLE_ACCOUNT_FACTORY_ABI, functionName: 'createAccount', args: [owner.address, SMART_ACCOUNT_SALT],
    }));
    // Mined before anything is sent through it: estimating `execute` needs the account's code in place.
    const receipt = await chainCall(chain.chainId, () => chain.reader.waitForTransactionReceipt({ hash, timeout: DEPLOYMENT_RECEIPT_TIMEOUT_MS }));
    if (receipt.status !== 'success') throw chainFailure(chain.chainId, `the deployment of ${current.address} reverted (${hash})`);
    const deployed = await view(chain, owner.address);
    if (!deployed.deployed) throw chainFailure(chain.chainId, `${current.address} has no code after its deployment (${hash})`);
    return deployed;
  }

  return {
    chainIds,

    async accountOf(owner, chainId) {
      return factories[chainId] === undefined ? null : view(link(chainId), owner);
    },

    async deploy(user, chainId) {
      const chain = link(chainId);
      return ensureDeployed(chain, await ownerWallet(chain, user));
    },

    async sendTransaction(user, chainId, transaction) {
      const chain = link(chainId);
      // Read before anything is deployed: a malformed request costs the user no gas.
      const request = parseTransactionInput(transaction, smartAccountAddress(chain.factory, user.address as Address));
      if (request.to === undefined) throw invalid('transaction.to', 'an address (a smart account calls contracts, it does not create them)');
      const signer = await ownerWallet(chain, user);
      const account = await ensureDeployed(chain, signer);
      // `gas` and `nonce` were meant for the account as sender; the owner's outer transaction gets its own.
      const fees = request.gasPrice !== undefined
        ? { gasPrice: request.gasPrice }
        : { maxFeePerGas: request.maxFeePerGas, maxPriorityFeePerGas: request.maxPriorityFeePerGas };
      return chainCall(chainId, () => signer.wallet.writeContract({
        address: account.address, abi: SIMPLE_ACCOUNT_ABI, functionName: 'execute',
        args: [request.to as Address, request.value ?? 0n, request.data ?? '0x'], ...fees,
      }));
    },
  };
}

function chainFailure(chainId: number, message: string) {
  return catalogueError('WRAPPED', { params: { message: `Chain ${chainId}: ${message}` } });
}

function invalid(name: string, expected: string) {
  return catalogueError('INVALID_ARGUMENT', { params: { name, expected } });
}
