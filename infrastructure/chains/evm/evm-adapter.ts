import { createClient, getAddress, hexToBigInt, isAddress, numberToHex, type Client, type Transport } from 'viem';
import { createRpcTransport, rpcUrlsFor } from '../../http/rpc-transport.ts';
import type { ChainAdapter, ChainAdapterContext, WalletProvider, WalletSession } from '../../../application/ports/chain-adapter.port.ts';
import type { CaipNetwork } from '../../../domain/network/network.ts';
import { shouldAddChainAfterSwitchError } from '../../../domain/errors/rpc-codes.ts';
import { sendContractCall, sendErc20Transfer, sendNativeTransfer } from './send.ts';
import { signPersonalMessage } from './sign.ts';
import { getWalletAssets } from './wallet-assets.ts';
import { estimateEvmSendFee, ethCall, readErc20Balance } from './token-reads.ts';


function toAccounts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && isAddress(item)).map((item) => getAddress(item));
}

/** EIP-155 chain ids are positive integers; a wallet may answer hex, a decimal string or a number. */
function toChainReference(value: unknown): string {
  let id: bigint | undefined;
  if (typeof value === 'string' && /^0x[0-9a-f]{1,64}$/i.test(value)) id = BigInt(value);
  else if (typeof value === 'string' && /^\d{1,78}$/.test(value)) id = BigInt(value);
  else if (typeof value === 'number' && Number.isSafeInteger(value)) id = BigInt(value);
  if (id === undefined || id <= 0n) throw new Error(`wallet returned an invalid chain id: ${typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 40) : typeof value}`);
  return id.toString(10);
}

async function session(provider: WalletProvider, method: 'eth_requestAccounts' | 'eth_accounts'): Promise<WalletSession> {
  const accounts = toAccounts(await provider.request({ method }));
  const chainReference = toChainReference(await provider.request({ method: 'eth_chainId' }));
  return { accounts, chainReference };
}

function addChainParams(network: CaipNetwork) {
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
  };
}

/**
 * Reads go to the custom URLs, then the project RPC host, then the network's own URLs. The client is
 * viem's bare one with each action imported on its own: createPublicClient attaches every public action
 * (multicall, simulateCalls, event watchers, ENS...), which then cannot be tree-shaken from this chunk.
 */
export function createEvmAdapter(context?: ChainAdapterContext): ChainAdapter {
  const clients = new Map<string, Client<Transport>>();
  const client = (network: CaipNetwork): Client<Transport> => {
    let found = clients.get(network.caipNetworkId);
    if (!found) {
      const urls = rpcUrlsFor(network, context);
      found = createClient({ transport: createRpcTransport(urls, context) });
      clients.set(network.caipNetworkId, found);
    }
    return found;
  };

  return {
    namespace: 'eip155',
    connect: (provider) => session(provider, 'eth_requestAccounts'),
    async reconnect(provider) {
      const result = await session(provider, 'eth_accounts');
      return result.accounts.length > 0 ? result : undefined;
    },
    async switchNetwork(provider, network) {
      const chainId = numberToHex(Number(network.id));
      try {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
      } catch (error) {
        // 4902, 5000 and 32603 mean "this chain is unknown to me, add it first".
        if (!shouldAddChainAfterSwitchError(error)) throw error;
        await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(network)] });
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
      }
    },
    async getBalance(network, address) {
      if (!isAddress(address)) throw new Error('not an EVM address');
      // The node's `eth_getBalance` at the latest block, as viem 2.57's `getBalance` asks it
      // (actions/public/getBalance.ts:138); the action itself would bring its contract-call machinery.
      const value = hexToBigInt(await client(network).request({ method: 'eth_getBalance', params: [address, 'latest'] }));
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
    },
    watch(provider, handlers) {
      const onAccounts = (accounts: unknown): void => handlers.accountsChanged(toAccounts(accounts));
      const onChain = (chainId: unknown): void => {
        try {
          handlers.chainChanged(toChainReference(chainId));
        } catch {
          // A garbage chain id from the wallet is ignored; the next valid event corrects the state.
        }
      };
      const onDisconnect = (): void => handlers.disconnect();
      provider.on?.('accountsChanged', onAccounts);
      provider.on?.('chainChanged', onChain);
      provider.on?.('disconnect', onDisconnect);
      return () => {
        provider.removeListener?.('accountsChanged', onAccounts);
        provider.removeListener?.('chainChanged', onChain);
        provider.removeListener?.('disconnect', onDisconnect);
      };
    },
    async disconnect(provider) {
      // Best effort: many wallets do not implement revocation, and that must not fail a disconnect.
      await provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined);
    },
    getTokenBalance: (network, input) => readErc20Balance(client(network), input),
    estimateSendFee: (network, input) => estimateEvmSendFee(client(network), input),
    estimateCallFee: (network, input) => estimateEvmSendFee(client(network), input),
    readCall: (network, { to, data }) => {
      if (!isAddress(to, { strict: false })) return Promise.reject(new Error('not an EVM address'));
      return ethCall(client(network), to, data);
    },
    sendCall: sendContractCall,
    // The sources are built on viem too, so they come with this adapter and only EVM sites carry them.
    swapSourceFactories: () => import('../../swap/swap-module.ts').then((module) => module.SWAP_SOURCE_FACTORIES),
    async latestBlockTime(network) {
      // The node's latest block, as viem 2.57's getBlock asks it (actions/public/getBlock.ts:109), transactions left out.
      const block = await client(network).request({ method: 'eth_getBlockByNumber', params: ['latest', false] });
      if (!block) throw new Error('the node has no latest block');
      return hexToBigInt(block.timestamp);
    },
    gasPrice: async (network) => hexToBigInt(await client(network).request({ method: 'eth_gasPrice' })),
    signMessage: signPersonalMessage,
    sendNative: sendNativeTransfer,
    sendToken: sendErc20Transfer,
    getWalletAssets,
  };
}
