import { inject, injectable } from 'inversify';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { Wallets } from '../wallets/wallets.ts';
import { BalanceService } from './balance.service.ts';
import { TokenBalanceService } from './token-balance.service.ts';
import { TokenBalancesStore, type TokenBalancesState } from './balances.store.ts';
import type { Flow } from '../flows/flow.ts';
import { settled } from '../flows/guarded.ts';

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
@injectable()
export class BalancesFlow implements Flow<TokenBalancesState, BalancesCommands> {
  readonly state: TokenBalancesStore;
  readonly native: BalanceService;
  readonly tokens: TokenBalanceService;
  readonly commands: BalancesCommands;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(Wallets) wallets: Wallets,
    @inject(REMOTE_TOKENS.BlockchainApi) api: BlockchainApiPort,
  ) {
    const { state } = runtime;
    this.state = new TokenBalancesStore();
    this.native = new BalanceService(runtime, state, wallets.adapters, this.state);
    this.tokens = new TokenBalanceService(runtime, state, wallets, api, this.state);
    const { native, tokens } = this;
    const { reporter } = runtime;
    const network = state.network;
    this.commands = {
      fetch: (options) =>
        settled(reporter, 'balance fetch failed', undefined, async () => {
          const namespace = network.getSnapshot().activeChain;
          const fresh = options?.force === true || options?.retry === true;
          await Promise.all([namespace && native.refresh(namespace, { preferCache: !fresh }), tokens.fetch(options)]);
        }),
      fetchTokens: (options) => settled(reporter, 'token balance fetch failed', [], () => tokens.fetch(options)),
    };
  }
}
