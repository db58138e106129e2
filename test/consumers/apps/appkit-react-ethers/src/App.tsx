import ActionButtonList from './components/ActionButton.tsx';
import InfoList from './components/InfoList.tsx';
import { useAppKitTheme } from './config.ts';

export default function App() {
  const { themeMode } = useAppKitTheme();
  document.documentElement.className = themeMode;

  return (
    <div className="page-container">
      <h1 className="page-title">React Ethers Example</h1>

      <div className="appkit-buttons-container">
        <appkit-button />
        <appkit-network-button />
      </div>

      <ActionButtonList />
      <InfoList />
    </div>
  );
}
