import { formatUnits } from '../../domain/balance/format-units.ts';
import type { AppKit } from './app-kit-instance.ts';

/** AppKit's `useAppKitBalance().fetchBalance()` result: the native balance of the account in view, as text. */
export interface FetchBalanceResult {
  /** The balance read; undefined on failure. */
  readonly data:
    | {
        /** The balance in whole units, as a decimal string (`"1.25"`). */
        readonly balance: string;
        /** The native currency's symbol (`ETH`). */
        readonly symbol: string;
      }
    | undefined;
  /** Why the read failed, in AppKit's words (`Not able to retrieve balance`, `No balance found`); null on success. */
  readonly error: string | null;
  /** True when `data` holds the balance. */
  readonly isSuccess: boolean;
  /** True when the read failed. */
  readonly isError: boolean;
}

const failed = (error: string): FetchBalanceResult => ({ data: undefined, error, isSuccess: false, isError: true });

/** Reads the native balance afresh (AppKit's texts for its two failures); never rejects. */
export async function fetchNativeBalance(kit: AppKit): Promise<FetchBalanceResult> {
  const namespace = kit.getActiveChainNamespace();
  if (!namespace || !kit.getAddress() || kit.getChainId() === undefined) return failed('Not able to retrieve balance');
  try {
    const facade = await kit.link.live();
    await facade.refreshBalance(namespace);
    const account = facade.stores.accounts.getSnapshot()[namespace];
    const balance = account?.balance !== undefined && account.balanceDecimals !== undefined ? formatUnits(account.balance, account.balanceDecimals) : undefined;
    if (balance === undefined) return failed('No balance found');
    return { data: { balance, symbol: account?.balanceSymbol ?? '' }, error: null, isSuccess: true, isError: false };
  } catch {
    return failed('No balance found');
  }
}
