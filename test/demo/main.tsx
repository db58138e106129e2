import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { createAppKit } from 'walletport/react';
import { DefaultSIWX } from 'walletport/siwx';
import { readDemoConfig } from './demo-config.ts';
import { demoFamilies } from './demo-networks.ts';
import { installDemoWalletIfAbsent } from './install-demo-wallet.ts';
import { DemoApp } from './DemoApp.tsx';
import { demoTestOptions, exposeForTests } from './demo-test-options.ts';

const config = readDemoConfig();
installDemoWalletIfAbsent(config);

const { networks, adapters, customRpcUrls } = demoFamilies(config);
const params = new URLSearchParams(location.search);
const testOptions = demoTestOptions(params);

const appKit = createAppKit({
  // `?projectId=` (empty) shows the 'Project ID Not Configured' alert instead of crashing.
  projectId: params.has('projectId') ? (params.get('projectId') ?? '') : config.projectId,
  // Each family with a local chain joins the site (Solana devnet, Westend, Bitcoin regtest, the Cosmos Hub
  // testnet), each network's definition read from its local stand-in.
  networks,
  adapters,
  customRpcUrls,
  // `?siwx` asks every connected account to sign in with a wallet message (sessions kept in localStorage).
  ...(params.has('siwx') ? { siwx: new DefaultSIWX() } : {}),
  themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
  ...(config.endpoints ? { endpoints: config.endpoints } : {}),
  ...(config.walletConnectRelayUrl ? { walletConnect: { relayUrl: config.walletConnectRelayUrl } } : {}),
  // Without a frame of its own the demo offers no e-mail or social login: with a projectId alone they would
  // go to Reown's hosted secure site, which an offline demo cannot reach.
  // Pay is on (it is off by default): the page's Pay button asks for a payment, and the exchanges come
  // from the blockchain API's stand-in, whose test exchange pays out on the local chain.
  ...(config.embeddedWalletFrameUrl
    ? { embeddedWallet: { frameUrl: config.embeddedWalletFrameUrl }, features: { pay: true } }
    : { features: { email: false, socials: false, pay: true } }),
  // The demo's ERC-20 on each anvil chain: its balance in Tokens, and Send can send it.
  ...(config.tokens ? { tokens: config.tokens } : {}),
  // The blockchain API stand-in answers the convert API on the anvil chains from real Uniswap V2 pools,
  // so Swap is offered there, as on AppKit's swap networks with Reown's own service.
  swapSources: { convertNetworks: config.chains.map((chain) => `eip155:${chain.id}`) },
  // Buy crypto opens the local stand-in of the providers' pages, which pays out on the local chain.
  ...(config.onrampSites ? { onramp: { sites: config.onrampSites } } : {}),
  metadata: { name: 'walletport demo', description: 'Demo host site', url: location.origin, icons: [] },
  // `?locale=`, `?messages=` and `?terms`: see demo-test-options.ts (nothing without them).
  ...testOptions,
  ...(testOptions.features ? { features: { ...(config.embeddedWalletFrameUrl ? {} : { email: false, socials: false }), pay: true, ...testOptions.features } } : {}),
});
exposeForTests(appKit);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <DemoApp appKit={appKit} />
    </StrictMode>,
  );
}
