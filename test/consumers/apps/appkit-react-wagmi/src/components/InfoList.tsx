import { useAppKitAccount, useAppKitEvents, useAppKitNetwork, useAppKitState, useAppKitTheme, useWalletInfo } from '../config.ts';

export function InfoList() {
  const accountState = useAppKitAccount();
  const networkState = useAppKitNetwork();
  const themeState = useAppKitTheme();
  const appKitState = useAppKitState();
  const eventsState = useAppKitEvents();
  const walletState = useWalletInfo();

  return (
    <div className="code-container-wrapper">
      <section className="code-container">
        <h2 className="code-container-title">useAppKitAccount()</h2>
        <pre data-testid="info-account">{JSON.stringify(accountState, null, 2)}</pre>
      </section>
      <section className="code-container">
        <h2 className="code-container-title">useAppKitNetwork()</h2>
        <pre data-testid="info-network">{JSON.stringify(networkState, null, 2)}</pre>
      </section>
      <section className="code-container">
        <h2 className="code-container-title">useAppKitTheme()</h2>
        <pre data-testid="info-theme">{JSON.stringify(themeState, null, 2)}</pre>
      </section>
      <section className="code-container">
        <h2 className="code-container-title">useAppKitState()</h2>
        <pre data-testid="info-state">{JSON.stringify(appKitState, null, 2)}</pre>
      </section>
      <section className="code-container">
        <h2 className="code-container-title">useAppKitEvents()</h2>
        <pre data-testid="info-events">{JSON.stringify(eventsState, null, 2)}</pre>
      </section>
      <section className="code-container">
        <h2 className="code-container-title">useWalletInfo()</h2>
        <pre data-testid="info-wallet">{JSON.stringify(walletState, null, 2)}</pre>
      </section>
    </div>
  );
}

export default InfoList;
