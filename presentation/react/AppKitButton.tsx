import { formatBalance } from '../../domain/format/balance.ts';
import { truncateAddress } from '../../domain/format/address.ts';
import { useAppKitInstance } from './app-kit-context.tsx';
import { useAppKitAccount } from './hooks.ts';
import { useStore } from './use-store.ts';

export interface AppKitButtonProps {
  readonly label?: string;
  readonly className?: string;
}

/** "Connect" while disconnected; the account and its balance once connected. Opens the modal. */
export function AppKitButton({ label = 'Connect', className }: AppKitButtonProps) {
  const kit = useAppKitInstance();
  const account = useAppKitAccount();
  const activeChain = useStore(kit.link.network, (network) => network.activeChain);
  const active = useStore(kit.link.accounts, (accounts) => (activeChain ? accounts[activeChain] : undefined));

  let text = label;
  if (account.status === 'connecting') text = 'Connecting…';
  if (account.isConnected && account.address) {
    const balance =
      active?.balance !== undefined && active.balanceDecimals !== undefined
        ? ` · ${formatBalance(active.balance, active.balanceDecimals)} ${active.balanceSymbol ?? ''}`.trimEnd()
        : '';
    text = `${truncateAddress(account.address)}${balance}`;
  }
  return (
    <button
      type="button"
      className={className ?? 'wp-connect-button'}
      data-testid="appkit-button"
      data-status={account.status}
      onClick={() => void kit.open()}
    >
      {text}
    </button>
  );
}
