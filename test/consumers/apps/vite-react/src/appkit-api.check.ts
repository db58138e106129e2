// A type-level check, compiled by `tsc -b` and never bundled: AppKit 1.7.6's public members that a
// dApp calls, as data, each present in the installed walletport with a shape AppKit's callers use.
import type { AppKit, CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace, ModalEvent, ThemeMode } from 'walletport';
// AppKit's exported types, by their AppKit names.
import type {
  AppKitOptions, CreateAppKit, UseAppKitAccountReturn, UseAppKitNetworkReturn, ThemeVariables, ConnectedWalletInfo, Event,
  EventsControllerState, PublicStateControllerState, SIWXConfig, AppKitNetwork as AppKitNetworkType,
} from 'walletport';
import * as react from 'walletport/react';
import * as networkExports from 'walletport/networks';
import { mainnet, sepolia, type AppKitNetwork } from 'walletport/networks';
import { EthersAdapter } from 'walletport/adapters/ethers';
import { SolanaAdapter } from 'walletport/adapters/solana';
import { BitcoinAdapter } from 'walletport/adapters/bitcoin';
import { AppKit as AppKitClass } from 'walletport/react';

type Assert<Condition extends true> = Condition;
type Has<Object, Keys extends PropertyKey> = [Keys] extends [keyof Object] ? true : false;

/** AppKit's client methods (appkit-base-client.ts), by name. */
type AppKitInstanceMethods =
  | 'open' | 'close' | 'getState' | 'subscribeState' | 'getAccount' | 'subscribeAccount' | 'getAddress' | 'getCaipAddress'
  | 'getChainId' | 'getCaipNetwork' | 'getCaipNetworks' | 'getCaipNetworkId' | 'getActiveChainNamespace' | 'getIsConnectedState'
  | 'switchNetwork' | 'subscribeNetwork' | 'subscribeCaipNetworkChange' | 'disconnect' | 'getWalletProvider' | 'getWalletProviderType'
  | 'subscribeProviders' | 'getProvider' | 'getWalletInfo' | 'subscribeWalletInfo' | 'getThemeMode' | 'getThemeVariables'
  | 'setThemeMode' | 'setThemeVariables' | 'subscribeTheme' | 'getEvent' | 'subscribeEvents' | 'isOpen' | 'showErrorMessage'
  | 'showSuccessMessage' | 'updateFeatures' | 'updateOptions' | 'addNetwork' | 'removeNetwork' | 'setLoading' | 'getSIWX'
  | 'fetchIdentity' | 'setPreferredAccountType' | 'getPreferredAccountType';

/** AppKit's React exports (hooks and functions), by name. */
type AppKitReactMembers =
  | 'AppKit' | 'createAppKit' | 'getAppKit' | 'modal' | 'useAppKit' | 'useAppKitAccount' | 'useAppKitNetwork' | 'useAppKitNetworkCore'
  | 'useAppKitState' | 'useAppKitTheme' | 'useAppKitEvents' | 'useAppKitProvider' | 'useAppKitBalance' | 'useDisconnect' | 'useWalletInfo';

/** The networks a dApp imports from `@reown/appkit/networks`, by name. */
type AppKitNetworks =
  | 'mainnet' | 'sepolia' | 'polygon' | 'arbitrum' | 'optimism' | 'base' | 'zksync' | 'gnosis' | 'bsc' | 'avalanche' | 'celo'
  | 'solana' | 'solanaDevnet' | 'solanaTestnet' | 'bitcoin' | 'bitcoinTestnet' | 'defineChain';

export type AppKitTypes = [AppKitOptions, CreateAppKit, UseAppKitAccountReturn['embeddedWalletInfo'], UseAppKitNetworkReturn['switchNetwork'],
  ThemeVariables, ConnectedWalletInfo['name'], Event['event'], EventsControllerState['reportedErrors'], PublicStateControllerState['selectedNetworkId'],
  SIWXConfig, AppKitNetworkType];
export type NetworksExist = Assert<Has<typeof networkExports, AppKitNetworks>>;
export type InstanceMethodsExist = Assert<Has<AppKit, AppKitInstanceMethods>>;
export type ReactMembersExist = Assert<Has<typeof react, AppKitReactMembers>>;

// Shapes AppKit's documented calls rely on.
export async function callsAsAppKitUsersWrite(kit: AppKit): Promise<void> {
  await kit.open({ view: 'Connect', namespace: 'eip155' });
  await kit.open({ view: 'Account' });
  const address: string | undefined = kit.getAddress();
  const caipAddress: CaipAddress | undefined = kit.getCaipAddress('eip155');
  const chainId: number | string | undefined = kit.getChainId();
  const network: CaipNetwork | undefined = kit.getCaipNetwork();
  const networks: readonly CaipNetwork[] = kit.getCaipNetworks('eip155');
  const namespace: ChainNamespace | undefined = kit.getActiveChainNamespace();
  const connected: boolean = kit.getIsConnectedState();
  const unsubscribe: () => void = kit.subscribeNetwork(({ caipNetwork, chainId: id, caipNetworkId }) => void [caipNetwork, id, caipNetworkId]);
  unsubscribe();
  const event: ModalEvent = kit.getEvent();
  const eventName: string = event.data.event;
  const reported: Readonly<Record<string, boolean>> = event.reportedErrors;
  const mode: ThemeMode = kit.getThemeMode();
  kit.setThemeVariables({ '--w3m-accent': '#000000' });
  kit.showErrorMessage('text');
  kit.setLoading(true);
  kit.updateFeatures({ send: false });
  await kit.switchNetwork({ id: 1 });
  await kit.switchNetwork(sepolia);
  kit.addNetwork('eip155', mainnet);
  const appKitNetworks: readonly AppKitNetwork[] = [mainnet, sepolia, networkExports.solana, networkExports.bitcoin];
  void appKitNetworks;
  const provider = kit.getWalletProvider();
  await provider?.request({ method: 'eth_chainId' });
  void [address, caipAddress, chainId, network, networks, namespace, connected, eventName, reported, mode];
}

export function hooksAsAppKitUsersWrite(): void {
  const { open, close } = react.useAppKit();
  const { address, isConnected, caipAddress, status, embeddedWalletInfo, allAccounts } = react.useAppKitAccount({ namespace: 'eip155' });
  const { caipNetwork, chainId, switchNetwork } = react.useAppKitNetwork();
  const { caipNetworkId } = react.useAppKitNetworkCore();
  const { walletProvider, walletProviderType } = react.useAppKitProvider<{ request(args: { method: string }): Promise<unknown> }>('eip155');
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = react.useAppKitTheme();
  const { timestamp, data } = react.useAppKitEvents();
  const { fetchBalance } = react.useAppKitBalance();
  const { disconnect } = react.useDisconnect();
  const { walletInfo } = react.useWalletInfo();
  const state = react.useAppKitState();
  const networkId: CaipNetworkId | undefined = caipNetworkId;
  void [open, close, address, isConnected, caipAddress, status, embeddedWalletInfo, allAccounts, caipNetwork, chainId, switchNetwork,
    networkId, walletProvider, walletProviderType, themeMode, themeVariables, setThemeMode, setThemeVariables, timestamp, data,
    fetchBalance, disconnect, walletInfo, state.open, state.selectedNetworkId];
}

// AppKit's adapters by their names (`WagmiAdapter` needs wagmi installed: the wagmi example app checks it).
export function adaptersAsAppKitUsersWrite(): void {
  const adapters = [new EthersAdapter(), new SolanaAdapter(), new SolanaAdapter({ wallets: [] }), new BitcoinAdapter({ projectId: 'id' })];
  const namespaces: readonly ChainNamespace[] = adapters.map((adapter) => adapter.namespace);
  void namespaces;
}

// AppKit's class value, as AppKit's multichain examples use it.
export function classAsAppKitUsersWrite(): void {
  const kit: AppKit = new AppKitClass({ projectId: 'id', networks: [networkExports.solana], adapters: [new SolanaAdapter()] });
  const isAppKit: boolean = kit instanceof AppKitClass;
  void isAppKit;
}
