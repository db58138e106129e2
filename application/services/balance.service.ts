import { inject, injectable } from 'inversify';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { STORES, type AccountStore, type NetworkStore } from '../stores/stores.ts';
import { EMPTY_ACCOUNT } from '../stores/state.ts';
import { token } from '../token.ts';
import { TOKENS } from '../tokens.ts';
import { CHAIN_ADAPTER_REGISTRY, type ChainAdapterRegistry } from './chain-adapter.registry.ts';

/** Reads the native balance of the active account on the active network. */
@injectable()
export class BalanceService {
  /** Bumped on every request so a late answer never overwrites a newer one. */
  private generation = 0;

  constructor(
    @inject(STORES.Accounts) private readonly accounts: AccountStore,
    @inject(STORES.Network) private readonly network: NetworkStore,
    @inject(CHAIN_ADAPTER_REGISTRY) private readonly registry: ChainAdapterRegistry,
    @inject(TOKENS.ErrorReporter) private readonly reporter: ErrorReporterPort,
  ) {}

  async refresh(namespace: ChainNamespace): Promise<void> {
    const generation = ++this.generation;
    const account = this.accounts.getSnapshot()[namespace];
    const network = this.network.getSnapshot().caipNetwork;
    if (!account?.address || !network || network.chainNamespace !== namespace) return;
    const address = account.address;
    try {
      const adapter = await this.registry.load(namespace);
      const balance = await adapter.getBalance(network, address);
      if (generation !== this.generation) return;
      this.accounts.update((state) => {
        const current = state[namespace] ?? EMPTY_ACCOUNT;
        if (current.address !== address) return {};
        return {
          [namespace]: {
            ...current,
            balance: balance.value,
            balanceDecimals: balance.decimals,
            balanceSymbol: balance.symbol,
          },
        };
      });
    } catch (error) {
      this.reporter.report(error, 'balance read failed');
    }
  }
}

export const BALANCE_SERVICE = token<BalanceService>('BalanceService');
