import {
  AppKitButton,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
  type AppKit,
} from 'walletport/react';

/** A host page as a dApp would write it: the button, and what the hooks say. */
export function DemoApp({ appKit }: { readonly appKit: AppKit }) {
  const { open } = useAppKit();
  const account = useAppKitAccount();
  const network = useAppKitNetwork();
  const state = useAppKitState();
  const { walletInfo } = useWalletInfo();
  const { themeMode, setThemeMode } = useAppKitTheme();
  return (
    <main>
      <header>
        <h1 style={{ fontSize: 20 }}>walletport demo host</h1>
        <AppKitButton />
      </header>
      <p>
        This page runs fully offline against local stand-ins. The wallet offered in the modal is the{' '}
        <span className="badge">Demo Wallet</span>, a test wallet backed by local anvil dev accounts.
      </p>
      <section className="panel" aria-label="Hook state">
        <h2>What the hooks say</h2>
        <dl>
          <dt>status</dt>
          <dd data-testid="demo-status">{account.status}</dd>
          <dt>address</dt>
          <dd data-testid="demo-address">{account.address ?? '—'}</dd>
          <dt>caipAddress</dt>
          <dd>{account.caipAddress ?? '—'}</dd>
          <dt>network</dt>
          <dd data-testid="demo-network">{network.caipNetworkId ?? '—'}</dd>
          <dt>wallet</dt>
          <dd>{walletInfo?.name ?? '—'}</dd>
          <dt>modal</dt>
          <dd>{state.open ? 'open' : 'closed'}{state.initialized ? '' : ' (initialising)'}</dd>
        </dl>
      </section>
      <section className="panel" aria-label="Controls">
        <h2>Controls</h2>
        <button type="button" onClick={() => void open({ view: 'Account' })}>Open Account view</button>{' '}
        <button type="button" onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}>
          Theme: {themeMode}
        </button>{' '}
        <button type="button" onClick={() => void appKit.disconnect().catch(() => undefined)}>Disconnect</button>
      </section>
    </main>
  );
}
