import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WagmiProvider } from 'wagmi';
import ActionButtonList from './components/ActionButton.tsx';
import InfoList from './components/InfoList.tsx';
import WagmiPanel from './components/WagmiPanel.tsx';
import { useAppKitTheme, wagmiAdapter } from './config.ts';

const queryClient = new QueryClient();

export default function App() {
  const { themeMode } = useAppKitTheme();
  document.documentElement.className = themeMode;

  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <div className="page-container">
          <h1 className="page-title">React Wagmi Example</h1>

          <div className="appkit-buttons-container">
            <appkit-button />
            <appkit-network-button />
          </div>

          <ActionButtonList />
          <WagmiPanel />
          <InfoList />
        </div>
      </QueryClientProvider>
    </WagmiProvider>
  );
}
