import { anvilB } from '../networks.ts';
import { useAppKit, useAppKitNetwork, useAppKitTheme, useDisconnect } from '../config.ts';

export function ActionButtonList() {
  const modal = useAppKit();
  const { disconnect } = useDisconnect();
  const { switchNetwork } = useAppKitNetwork();
  const { themeMode, setThemeMode } = useAppKitTheme();

  function openAppKit() {
    void modal.open();
  }

  function switchToNetwork() {
    void switchNetwork(anvilB);
  }

  async function handleDisconnect() {
    try {
      await disconnect();
    } catch (error) {
      console.error('Error during disconnect:', error);
    }
  }

  function toggleTheme() {
    const newTheme = themeMode === 'dark' ? 'light' : 'dark';
    setThemeMode(newTheme);
    document.body.className = newTheme;
  }

  return (
    <div className="action-button-list">
      <button onClick={openAppKit}>Open</button>
      <button onClick={handleDisconnect}>Disconnect</button>
      <button onClick={switchToNetwork}>Switch to Anvil B</button>
      <button onClick={toggleTheme}>{themeMode === 'light' ? 'Dark' : 'Light'}</button>
    </div>
  );
}

export default ActionButtonList;
