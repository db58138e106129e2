import { useState } from 'react';
import {
  AppKitButton,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useWalletInfo,
  type AppKit,
} from 'walletport/react';
import { DemoPay } from './DemoPay.tsx';

/** "hello walletport" as personal_sign takes it. */
const HELLO_HEX = '0x68656c6c6f2077616c6c6574706f7274';

function typedData(chainId: string | number | undefined) {
  return {
    domain: { name: 'walletport demo', version: '1', chainId: Number(chainId ?? 31337) },
    types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }], Greeting: [{ name: 'text', type: 'string' }] },
    primaryType: 'Greeting',
    message: { text: 'hello walletport' },
  };
}

/** A host page as a dApp would write it: the button, and what the hooks say. */
export function DemoApp({ appKit }: { readonly appKit: AppKit }) {
  const { open } = useAppKit();
  const account = useAppKitAccount();
  const network = useAppKitNetwork();
  const state = useAppKitState();
  const { walletInfo } = useWalletInfo();
  const { themeMode, setThemeMode } = useAppKitTheme();
  const { walletProvider } = useAppKitProvider('eip155');
  const [signature, setSignature] = useState<string>('—');
  // What a dApp does with the provider: ask for a signature (the embedded wallet asks the visitor in its frame).
  const sign = (method: 'personal_sign' | 'eth_signTypedData_v4') => {
    if (!walletProvider || !account.address) return;
    const params = method === 'personal_sign' ? [HELLO_HEX, account.address] : [account.address, JSON.stringify(typedData(network.chainId))];
    walletProvider
      .request({ method, params })
      .then((result) => setSignature(String(result)))
      .catch((error: unknown) => setSignature(`error: ${error instanceof Error ? error.message : String(error)}`));
  };
  return (
    <main>
      <header>
        <h1 style={{ fontSize: 20 }}>walletport demo host</h1>
        <AppKitButton />{' '}
        {/* AppKit's network button, as a site's header has it: a click (or Enter) opens the Networks view. */}
        <appkit-network-button />
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
          <dt>e-mail</dt>
          <dd data-testid="demo-email">{account.embeddedWalletInfo?.user?.email ?? '—'}</dd>
          <dt>signature</dt>
          <dd data-testid="demo-signature" style={{ wordBreak: 'break-all' }}>{signature}</dd>
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
        <button type="button" onClick={() => void appKit.disconnect().catch(() => undefined)}>Disconnect</button>{' '}
        <button type="button" data-testid="demo-sign-message" onClick={() => sign('personal_sign')}>Sign a message</button>{' '}
        <button type="button" data-testid="demo-sign-typed-data" onClick={() => sign('eth_signTypedData_v4')}>Sign typed data</button>
      </section>
      <DemoPay />
    </main>
  );
}
