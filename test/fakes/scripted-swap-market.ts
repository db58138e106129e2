import type { ChainAdapter, ChainAdapterDescriptor, ContractCallInput } from '../../application/ports/chain-adapter.port.ts';
import type { SwapSourcePort, SwapSources, SwapSourceToken } from '../../application/ports/swap-source.port.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { CHAIN_A } from './app-kit-harness.ts';
import { evmAdapterWithBalances } from './evm-test-adapter.ts';

/** The selector of ERC-20 `approve(address,uint256)`. */
const APPROVE = '0x095ea7b3';

const word = (value: bigint | string): string => (typeof value === 'bigint' ? value.toString(16) : value.replace(/^0x/, '').toLowerCase()).padStart(64, '0');

export interface ScriptedSwapMarketOptions {
  /** The token list as the source answers it, unsieved (hostile entries included). */
  readonly tokens: readonly SwapSourceToken[];
  /** What `amount` of `from` buys of `to` (CAIP-10); undefined where there is no route. */
  readonly quote: (from: string, to: string, amount: bigint) => bigint | undefined;
  /** The contract the approvals allow and the swaps call. */
  readonly spender: `0x${string}`;
  readonly gas: bigint;
  readonly gasPrice: bigint;
  /** USD per whole token, by CAIP-10 address. */
  readonly prices?: Readonly<Record<string, number>>;
}

export interface ScriptedSwapMarket {
  /** For the harness's `swapSources`: this market on every network. */
  readonly sources: SwapSources;
  /** For the harness's `adapters`: the test EVM adapter (10000 ETH on CHAIN_A) whose wallet sends to this market. */
  readonly adapter: ChainAdapterDescriptor;
  /** Every contract call the wallet sent, in order. */
  readonly sent: ContractCallInput[];
  /** The amount of every quote asked of the market, in order. */
  readonly quoted: bigint[];
  /** The next call the wallet sends waits, as a wallet prompt does, until the test answers it. */
  holdNextSend(): { answer(): void };
}

/**
 * A swap market without a chain: quotes from a function, allowances kept here and raised by the exact
 * approvals the wallet sends, and a wallet that mines every call at once (or when the test says).
 */
export function scriptedSwapMarket(options: ScriptedSwapMarketOptions): ScriptedSwapMarket {
  const allowances = new Map<string, bigint>();
  const sent: ContractCallInput[] = [];
  const quoted: bigint[] = [];
  let held: Promise<void> | undefined;
  const source: SwapSourcePort = {
    tokens: async () => options.tokens,
    quote: async ({ from, to, amount }) => {
      quoted.push(amount);
      const bought = options.quote(from, to, amount);
      return bought === undefined ? undefined : { fromAmount: amount, toAmount: bought };
    },
    allowance: async (token) => allowances.get(token.toLowerCase()) ?? 0n,
    buildApproval: async ({ token, amount }) => ({
      to: token.slice(token.lastIndexOf(':') + 1) as `0x${string}`,
      data: `${APPROVE}${word(options.spender)}${word(amount)}`,
      value: 0n,
      spender: options.spender,
    }),
    buildSwap: async ({ from, to, amount }) => ({
      to: options.spender,
      data: '0x7ff36ab5',
      value: 0n,
      toAmount: options.quote(from, to, amount) ?? 0n,
      gas: options.gas,
      gasPrice: options.gasPrice,
    }),
    gasPrice: async () => options.gasPrice,
    prices: async (addresses) => new Map(addresses.flatMap((address) => (options.prices?.[address] === undefined ? [] : [[address, options.prices[address]] as const]))),
  };
  const base = evmAdapterWithBalances({ [`${CHAIN_A.caipNetworkId}:${ANVIL_ACCOUNT_0}`]: 10n ** 22n });
  const adapter: ChainAdapterDescriptor = {
    namespace: 'eip155',
    load: async (): Promise<ChainAdapter> => ({
      ...(await base.load()),
      sendCall: async (_provider, input) => {
        sent.push(input);
        const waiting = held;
        held = undefined;
        await waiting;
        if (input.data.startsWith(APPROVE)) allowances.set(`${input.network.caipNetworkId}:${input.to}`.toLowerCase(), BigInt(`0x${input.data.slice(74)}`));
        return `0x${word(BigInt(sent.length))}`;
      },
    }),
  };
  return {
    sources: { load: async () => source },
    adapter,
    sent,
    quoted,
    holdNextSend() {
      let answer: () => void = () => undefined;
      held = new Promise<void>((resolve) => (answer = resolve));
      return { answer: () => answer() };
    },
  };
}
