import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { isBalanceEligible } from '../../domain/network/network-rules.ts';
import type { CaipNetwork } from '../../domain/network/network.ts';
import type { NativeBalance } from '../ports/chain-adapter.port.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import type { TokenBalancesStore } from './balances.store.ts';
import { EMPTY_ACCOUNT } from '../stores/state.ts';
import { LatestRequest } from '../async/requests.ts';
import type { ChainAdapterRegistry } from '../wallets/wallets.ts';

export interface RefreshOptions {
  /**
   * Answer from the 30 s native-balance cache when it is fresh, e.g. when the account view opens.
   * Off by default: a refresh after a send or a switch must read the chain.
   */
  readonly preferCache?: boolean;
}

/**
 * Reads the native balance of the active account on the active network; how the read stands (reading,
 * unavailable) is in the balances store's `native`. Any configured network is read
 * from the chain (a local or test network included); the native-balance cache holds the
 * reads of balance-eligible networks (eip155 and solana, not testnets).
 */
export class BalanceService {
  /** Started on every refresh so a late answer never overwrites a newer one. */
  private readonly reads = new LatestRequest();

  /** `readings`: the balances capability's own store, where how the native read stands is shown. */
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly registry: ChainAdapterRegistry,
    private readonly readings: TokenBalancesStore,
  ) {}

  async refresh(namespace: ChainNamespace, options: RefreshOptions = {}): Promise<void> {
    const request = this.reads.start();
    const account = this.state.accounts.getSnapshot()[namespace];
    const network = this.state.network.getSnapshot().caipNetwork;
    if (!account?.address || !network || network.chainNamespace !== namespace) return;
    const address = account.address;
    const caipAddress = `${network.caipNetworkId}:${address}`;
    this.readings.update({ native: { caipAddress, status: 'reading' } });
    try {
      const balance = await this.read(network, address, options.preferCache === true);
      if (!request.isCurrent()) return;
      this.readings.update({ native: undefined });
      this.state.accounts.update((state) => {
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
      this.runtime.reporter.report(error, 'balance read failed');
      // The view says the balance is unavailable and offers to read it again: never a zero it did not read.
      if (request.isCurrent()) this.readings.update({ native: { caipAddress, status: 'unavailable' } });
    }
  }

  private async read(network: CaipNetwork, address: string, preferCache: boolean): Promise<NativeBalance> {
    const { persisted, clock } = this.runtime;
    const cacheKey = `${network.caipNetworkId}:${address}`;
    const cacheable = isBalanceEligible(network);
    if (cacheable && preferCache) {
      const cached = await persisted.readCache('nativeBalance', cacheKey, clock.now());
      // Base units as a decimal string; anything else (a hand edit, another version) is read again.
      if (cached && /^\d{1,80}$/.test(cached.balance)) {
        return { value: BigInt(cached.balance), decimals: network.nativeCurrency.decimals, symbol: cached.symbol };
      }
    }
    const adapter = await this.registry.load(network.chainNamespace);
    const balance = await adapter.getBalance(network, address);
    if (cacheable) await persisted.writeCache('nativeBalance', cacheKey, { balance: balance.value.toString(), symbol: balance.symbol }, clock.now());
    return balance;
  }
}

