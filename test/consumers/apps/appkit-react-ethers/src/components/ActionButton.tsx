import { useState } from 'react';
import { BrowserProvider, formatEther, type Eip1193Provider } from 'ethers';
import { anvilB } from '../networks.ts';
import { useAppKit, useAppKitAccount, useAppKitNetwork, useAppKitProvider, useAppKitTheme, useDisconnect } from '../config.ts';

export function ActionButtonList() {
  const modal = useAppKit();
  const { disconnect } = useDisconnect();
  const { switchNetwork } = useAppKitNetwork();
  const { themeMode, setThemeMode } = useAppKitTheme();
  const { address } = useAppKitAccount();
  const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155');
  const [balance, setBalance] = useState('');

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

  // The ethers docs' way to read a balance through the connected wallet.
  async function getBalance() {
    if (!walletProvider || !address) return;
    const provider = new BrowserProvider(walletProvider);
    setBalance(formatEther(await provider.getBalance(address)));
  }

  return (
    <div className="action-button-list">
      <button onClick={openAppKit}>Open</button>
      <button onClick={handleDisconnect}>Disconnect</button>
      <button onClick={switchToNetwork}>Switch to Anvil B</button>
      <button onClick={toggleTheme}>{themeMode === 'light' ? 'Dark' : 'Light'}</button>
      <button onClick={() => void getBalance()}>Get balance</button>
      <p data-testid="balance">{balance}</p>
    </div>
  );
}

export default ActionButtonList;
