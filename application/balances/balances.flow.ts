import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { Wallets } from '../wallets/wallets.ts';
import { BalanceService } from './balance.service.ts';
import { TokenBalanceService } from './token-balance.service.ts';
import { TokenBalancesStore } from './balances.store.ts';
import { settled } from '../flows/guarded.ts';

/** The balances flow's commands (`kit.flows.balances.commands`). */
export interface BalancesCommands {
  /**
   * Native and token balances of the connected account: cache-first (30 s); `force` reads afresh.
   * Never rejects: a failure shows 'Token Balance Unavailable' and gates the next fetch for 30 s;
   * `retry` (the visitor pressing Try again) reads afresh through the gate.
   */
  fetch(options?: { readonly force?: boolean; readonly retry?: boolean }): Promise<void>;
  /** The token balances alone, as the send view's token list needs them. */
  fetchTokens(options?: { readonly force?: boolean }): Promise<readonly TokenBalance[]>;
}

/**
 * The balances capability: the native balance of the account in view (`native`, which connect, network
 * and send refresh after what they do) and its token list (`tokens`, written to this capability's own
 * `state`). Failures are state.
 */
export const BalancesFlow = defineCapability('balances', { runtime: RUNTIME, wallets: Wallets, api: REMOTE_TOKENS.BlockchainApi }, ({ runtime, wallets, api }) => {
  const { state, reporter } = runtime;
  const own = new TokenBalancesStore();
  const native = new BalanceService(runtime, state, wallets.adapters, own);
  const tokens = new TokenBalanceService(runtime, state, wallets, api, own);
  const commands: BalancesCommands = {
    fetch: (options) =>
      settled(reporter, 'balance fetch failed', undefined, async () => {
        const namespace = state.network.getSnapshot().activeChain;
        const fresh = options?.force === true || options?.retry === true;
        await Promise.all([namespace && native.refresh(namespace, { preferCache: !fresh }), tokens.fetch(options)]);
      }),
    fetchTokens: (options) => settled(reporter, 'token balance fetch failed', [], () => tokens.fetch(options)),
  };
  return { state: own, native, tokens, commands };
});
export type BalancesFlow = CapabilityParts<typeof BalancesFlow>;
