import { useStore } from '../modal/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';

/** WalletConnect pairing is not built yet: say so plainly and point to what works. */
export function ConnectingWalletConnectView() {
  const facade = useFacade();
  const modal = useStore(facade.modalStore);
  const name = modal.router.data?.['walletName'] ?? 'This wallet';
  return (
    <div className="wp-center" data-testid="wp-walletconnect-unavailable">
      <p>{name} connects through WalletConnect.</p>
      <p className="wp-muted">WalletConnect pairing is not available in this version of walletport. Use a browser wallet instead.</p>
      <button type="button" className="wp-button wp-secondary" onClick={() => facade.navigate({ type: 'reset', view: 'Connect' })}>
        Browser wallets
      </button>
    </div>
  );
}
