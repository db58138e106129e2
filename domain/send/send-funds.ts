import { catalogueError } from '../errors/catalogue.ts';
import type { WalletportError } from '../errors/walletport-error.ts';
import { formatBalance } from '../format/balance.ts';
import { displayName } from '../format/display-name.ts';

/** An amount an account holds, in base units, with what it takes to show it. */
export interface Holding {
  readonly value: bigint;
  readonly decimals: number;
  readonly symbol: string;
}

export interface SendFunds {
  /** Base units of the amount to send, in the sent token. */
  readonly amount: bigint;
  /** What the account holds of the sent token: the native currency itself for a native send. */
  readonly held: Holding;
  /** What the account holds of the network's native currency, which pays the fee. */
  readonly native: Holding;
  readonly sendsNative: boolean;
  /** The network fee in native base units; undefined when no estimate could be made. */
  readonly fee: bigint | undefined;
}

/** Symbols come from chains and token lists: one that is absurdly long must not fill the message. */
const MAX_SYMBOL_LENGTH = 16;

/**
 * Whether the account can pay for the send, decided before any wallet is asked: the amount out of the
 * sent token's balance, then the fee out of the native balance (what is left of it after a native
 * send). Without an estimate the fee is only known to be above zero, which still refuses a token
 * transfer from an account holding no native currency at all. Undefined when the send may go ahead.
 */
export function checkSendFunds(funds: SendFunds): WalletportError | undefined {
  const { held, native } = funds;
  if (funds.amount > held.value) {
    return catalogueError('SEND_INSUFFICIENT_BALANCE', { params: { balance: formatBalance(held.value, held.decimals), symbol: shortSymbol(held.symbol) } });
  }
  const nativeLeft = funds.sendsNative ? native.value - funds.amount : native.value;
  const short = funds.fee === undefined ? nativeLeft <= 0n : funds.fee > nativeLeft;
  if (short) return catalogueError('SEND_INSUFFICIENT_FOR_FEE', { params: { symbol: shortSymbol(native.symbol) } });
  return undefined;
}

function shortSymbol(symbol: string): string {
  return Array.from(displayName(symbol)).slice(0, MAX_SYMBOL_LENGTH).join('');
}
