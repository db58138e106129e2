import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { createAppKit } from 'walletport/react';
import { evmAdapter, defineEvmNetwork } from 'walletport/chains/evm';
import { solanaAdapter } from 'walletport/chains/solana';
import { solanaDevnet } from 'walletport/networks';
import { readDemoConfig } from './demo-config.ts';
import { installDemoWalletIfAbsent } from './install-demo-wallet.ts';
import { DemoApp } from './DemoApp.tsx';

const config = readDemoConfig();
installDemoWalletIfAbsent(config);

const networks = config.chains.map((chain) => defineEvmNetwork({ id: chain.id, name: chain.name, rpcUrl: chain.rpcUrl }));
const params = new URLSearchParams(location.search);

const appKit = createAppKit({
  // `?projectId=` (empty) shows the 'Project ID Not Configured' alert instead of crashing.
  projectId: params.has('projectId') ? (params.get('projectId') ?? '') : config.projectId,
  // With a local Solana chain the demo is a two-family site: devnet's definition, read from the local chain.
  networks: config.solana ? [...networks, solanaDevnet] : networks,
  adapters: config.solana ? [evmAdapter(), solanaAdapter()] : [evmAdapter()],
  ...(config.solana ? { customRpcUrls: { [solanaDevnet.caipNetworkId]: [{ url: config.solana.rpcUrl }] } } : {}),
  themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
  ...(config.endpoints ? { endpoints: config.endpoints } : {}),
  ...(config.walletConnectRelayUrl ? { walletConnect: { relayUrl: config.walletConnectRelayUrl } } : {}),
  ...(config.embeddedWalletFrameUrl ? { embeddedWallet: { frameUrl: config.embeddedWalletFrameUrl } } : {}),
  metadata: { name: 'walletport demo', description: 'Demo host site', url: location.origin, icons: [] },
});

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <DemoApp appKit={appKit} />
    </StrictMode>,
  );
}
