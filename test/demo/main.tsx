import { createRoot } from 'react-dom/client';
import { StrictMode } from 'react';
import { createAppKit } from 'walletport/react';
import { evmAdapter, defineEvmNetwork } from 'walletport/chains/evm';
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
  networks,
  adapters: [evmAdapter()],
  themeMode: params.get('theme') === 'light' ? 'light' : 'dark',
  ...(config.endpoints ? { endpoints: config.endpoints } : {}),
  ...(config.walletConnectRelayUrl ? { walletConnect: { relayUrl: config.walletConnectRelayUrl } } : {}),
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
