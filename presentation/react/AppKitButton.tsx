import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { formatBalance } from '../../domain/format/balance.ts';
import { truncateAddress } from '../../domain/format/address.ts';
import { warnRefused } from '../core/core-link.ts';
import { useAppKitAccount, useAppKitInstance, useStore } from './react-state.tsx';
import { buttonWord } from '../i18n/words-source.ts';

/**
 * AppKit's `<AppKitButton>` props, so a migrated `<AppKitButton balance="hide" size="sm" />` compiles
 * and means the same, plus `className` for the page's own styling.
 */
export interface AppKitButtonProps {
  /** The text while disconnected; "Connect Wallet" by default. */
  readonly label?: string | undefined;
  /** Shown while the account is connecting. */
  readonly loadingLabel?: string | undefined;
  /** Set as `data-size` on the button, for the page's stylesheet. */
  readonly size?: 'md' | 'sm' | undefined;
  /** Whether the native balance shows beside the address once connected; `show` by default. */
  readonly balance?: 'show' | 'hide' | undefined;
  /** Greys the button out; a press does nothing. */
  readonly disabled?: boolean | undefined;
  /** Characters of the address kept at the start (6) and at the end (4). */
  readonly charsStart?: number | undefined;
  /** Characters of the address kept at the end (4 by default). */
  readonly charsEnd?: number | undefined;
  /** Follows this namespace's account instead of the active one. */
  readonly namespace?: ChainNamespace | undefined;
  /** A class name added to the button, for the page's stylesheet. */
  readonly className?: string | undefined;
}

const wholeCount = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isInteger(value) && value >= 0 && value <= 42 ? value : fallback;

/**
 * "Connect Wallet" while disconnected (the `button.connect` and `button.connecting` words: the site's
 * `messages`, else the locale's, else English; `label` and `loadingLabel` win over them); the account
 * and its balance once connected. Opens the modal.
 */
export function AppKitButton({ label, loadingLabel, size = 'md', balance = 'show', disabled, charsStart, charsEnd, namespace, className }: AppKitButtonProps) {
  const kit = useAppKitInstance();
  const words = useStore(kit.link.words);
  const account = useAppKitAccount(namespace ? { namespace } : {});
  const activeChain = useStore(kit.link.network, (network) => network.activeChain);
  const chain = namespace ?? activeChain;
  const active = useStore(kit.link.accounts, (accounts) => (chain ? accounts[chain] : undefined));

  let text = label ?? buttonWord(words, 'button.connect');
  if (account.status === 'connecting') text = loadingLabel ?? buttonWord(words, 'button.connecting');
  if (account.isConnected && account.address) {
    const shown =
      balance === 'show' && active?.balance !== undefined && active.balanceDecimals !== undefined
        ? ` · ${formatBalance(active.balance, active.balanceDecimals)} ${active.balanceSymbol ?? ''}`.trimEnd()
        : '';
    text = `${truncateAddress(account.address, wholeCount(charsStart, 6), wholeCount(charsEnd, 4))}${shown}`;
  }
  return (
    <button
      type="button"
      className={className ?? 'wp-connect-button'}
      data-testid="appkit-button"
      data-status={account.status}
      data-size={size}
      disabled={disabled === true}
      // A pointer over the button or focus on it comes before the click: the modal starts loading then.
      onPointerEnter={kit.preload}
      onFocus={kit.preload}
      onClick={() => void kit.open(namespace ? { namespace } : undefined).catch(warnRefused)}
    >
      {text}
    </button>
  );
}
