import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import { checkSendFunds, type Holding } from '../../domain/send/send-funds.ts';
import type { ChainAdapter, SendNativeInput, SendTokenInput } from '../ports/chain-adapter.port.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { decimalToBaseUnits, tokenDecimals } from './send-amount.ts';

export interface FundsQuestion {
  readonly network: CaipNetwork;
  readonly address: string;
  /** What would go to the wallet, with the amount in base units. */
  readonly input: SendNativeInput | SendTokenInput;
  /** The token the visitor chose, as its list showed it. */
  readonly token: TokenBalance;
}

/**
 * Reads what the account holds now, from the chain, and says whether it covers the send: the amount
 * out of the token's balance, the fee out of the native one. A balance that cannot be read stops the
 * send with 'Token Balance Unavailable' (the visitor can try again); a fee that cannot be estimated
 * does not, since the wallet estimates it again and says so itself.
 */
export async function fundsShortfall(adapter: ChainAdapter, question: FundsQuestion, reporter: ErrorReporterPort): Promise<WalletportError | undefined> {
  const { network, address, input, token } = question;
  let native: Holding;
  let held: Holding;
  try {
    native = await adapter.getBalance(network, address);
    held = 'tokenAddress' in input ? await tokenHolding(adapter, question, input.tokenAddress) : native;
  } catch (cause) {
    return catalogueError('TOKEN_BALANCE_UNAVAILABLE', { cause, details: `before sending ${token.symbol} on ${network.caipNetworkId}` });
  }
  const fee = adapter.estimateSendFee
    ? await adapter.estimateSendFee(network, input).catch((error: unknown) => {
        reporter.report(error, 'send fee estimate failed');
        return undefined;
      })
    : undefined;
  return checkSendFunds({ amount: input.value, held, native, sendsNative: !('tokenAddress' in input), fee });
}

/** The token's balance from the chain when the adapter reads tokens, else as the token's list gave it. */
async function tokenHolding(adapter: ChainAdapter, question: FundsQuestion, tokenAddress: string): Promise<Holding> {
  if (adapter.getTokenBalance) return adapter.getTokenBalance(question.network, { address: question.address, tokenAddress });
  const decimals = tokenDecimals(question.token.quantity.decimals);
  const value = decimals === undefined ? undefined : decimalToBaseUnits(question.token.quantity.numeric, decimals);
  if (decimals === undefined || value === undefined) throw new Error(`the list's balance of ${tokenAddress} is not a decimal amount`);
  return { value, decimals, symbol: question.token.symbol };
}
