import { inject, injectable } from 'inversify';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { BalanceService } from './balance.service.ts';
import { TokenBalanceService } from './token-balance.service.ts';
import { TokenBalancesStore, type TokenBalancesState } from './balances.store.ts';
import { NetworkStore } from '../stores/stores.ts';
import { TOKENS } from '../tokens.ts';
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

/** Balances of the connected account; failures are state. */
@injectable()
export class BalancesFlow implements Flow<TokenBalancesState, BalancesCommands> {
  readonly commands: BalancesCommands;

  constructor(
    @inject(TokenBalancesStore) readonly state: TokenBalancesStore,
    @inject(NetworkStore) network: NetworkStore,
    @inject(BalanceService) native: BalanceService,
    @inject(TokenBalanceService) tokens: TokenBalanceService,
    @inject(TOKENS.ErrorReporter) reporter: ErrorReporterPort,
  ) {
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
