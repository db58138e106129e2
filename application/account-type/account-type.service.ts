import { DEFAULT_ACCOUNT_TYPES, isPreferredAccountType, preferredAccountTypeOrFallback, type AccountType, type PreferredAccountType } from '../../domain/account/account-types.ts';
import { formatCaipAddress, type ChainNamespace } from '../../domain/caip/caip.ts';
import { EIP155_ONLY_EMBEDDED_WALLET } from '../../domain/chain-families/eip155-only-rules.ts';
import { connectionKindOf } from '../../domain/connectors/connector-ids.ts';
import { EMBEDDED_WALLET } from '../../domain/constants/embedded-wallet.ts';
import type { EmbeddedWalletUser } from '../../domain/embedded/embedded-user.ts';
import { asWalletportError, catalogueError } from '../../domain/errors/catalogue.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import { readEmbeddedUser, readSmartAccountNetworks } from '../services/embedded-user.reader.ts';

/**
 * Switching the embedded wallet between eoa and smart account: loading, tell the auth provider,
 * store the preferred types, reconnect (re-read the user), clear loading, SET_PREFERRED_ACCOUNT_TYPE.
 */
export class AccountTypeService {
  /** Writes the shared `accountType` slice (it is the one that does) and the embedded wallet's account. */
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
  ) {
    void this.restore();
  }

  /** The stored preferred types, read once at start; a type set meanwhile wins. */
  private async restore(): Promise<void> {
    const stored = await this.runtime.persisted.readPreferredAccountTypes();
    this.state.accountType.update((state) => ({ preferredAccountTypes: { ...stored, ...state.preferredAccountTypes } }));
  }

  /** The stored preferred type of a namespace, else its default (smartAccount on eip155, payment on bip122, eoa elsewhere). */
  preferredAccountType(namespace: ChainNamespace): AccountType {
    return this.state.accountType.getSnapshot().preferredAccountTypes[namespace] ?? DEFAULT_ACCOUNT_TYPES[namespace];
  }

  /**
   * Resolves with the type in effect: the one asked for, or eoa when the auth provider refused it.
   * Without an embedded wallet it rejects with 'Address or auth connector not found' and changes nothing.
   */
  async setPreferredAccountType(type: PreferredAccountType, namespace?: ChainNamespace): Promise<PreferredAccountType> {
    const chain = namespace ?? this.state.network.getSnapshot().activeChain ?? EIP155_ONLY_EMBEDDED_WALLET;
    const { auth, persisted } = this.runtime;
    if (!auth) {
      const error = catalogueError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', { details: 'no embedded wallet (auth provider) is configured' });
      this.state.accountType.update({ error });
      throw error;
    }
    this.state.accountType.update({ loading: true, error: undefined });
    let applied = preferredAccountTypeOrFallback(type);
    try {
      try {
        await auth.setPreferredAccount(applied);
      } catch (error) {
        this.runtime.reporter.report(error, 'setting the preferred account type failed; falling back to eoa');
        applied = 'eoa';
        this.state.accountType.update({ error: asWalletportError(error) });
      }
      this.state.accountType.update((state) => ({ preferredAccountTypes: { ...state.preferredAccountTypes, [chain]: applied } }));
      await persisted.savePreferredAccountTypes({ ...(await persisted.readPreferredAccountTypes()), [chain]: applied });
      await this.reconnect(chain, applied);
    } finally {
      this.state.accountType.update({ loading: false });
    }
    this.runtime.tracker.track('SET_PREFERRED_ACCOUNT_TYPE', { accountType: applied, network: this.state.network.getSnapshot().caipNetwork?.caipNetworkId });
    return applied;
  }

  /** Re-reads the user for the network in view and the smart-account networks; failures are state, not throws. */
  async reconnect(namespace: ChainNamespace, asked: PreferredAccountType): Promise<void> {
    const { auth, reporter } = this.runtime;
    if (!auth) return;
    const network = this.state.network.getSnapshot().caipNetwork;
    const chainId = network?.chainNamespace === namespace ? network.id : EMBEDDED_WALLET.defaultChainId;
    try {
      const user = readEmbeddedUser(await auth.getUser({ chainId, preferredAccountType: asked }));
      if (user) this.applyUser(namespace, chainId, user, asked);
      else reporter.report(new Error('the embedded wallet returned no user'), 'account type reconnect');
    } catch (error) {
      reporter.report(error, 'reading the embedded-wallet user failed');
    }
    await this.refreshSmartAccountNetworks();
  }

  /** If the request fails, the smart-account networks become an empty list. */
  async refreshSmartAccountNetworks(): Promise<readonly number[]> {
    const { auth } = this.runtime;
    let networks: readonly number[] = [];
    try {
      networks = auth ? readSmartAccountNetworks(await auth.getSmartAccountEnabledNetworks()) : [];
    } catch (error) {
      this.runtime.reporter.report(error, 'smart-account networks request failed');
    }
    this.state.accountType.update({ smartAccountEnabledNetworks: networks });
    return networks;
  }

  private applyUser(namespace: ChainNamespace, chainId: string | number, user: EmbeddedWalletUser, asked: PreferredAccountType): void {
    const type = isPreferredAccountType(user.preferredAccountType) ? user.preferredAccountType : asked;
    this.state.accountType.update((state) => ({
      user,
      smartAccountDeployed: user.smartAccountDeployed,
      preferredAccountTypes: { ...state.preferredAccountTypes, [namespace]: type },
    }));
    // Only an embedded-wallet connection takes the user's address; a browser wallet keeps its own.
    this.state.accounts.update((state) => {
      const account = state[namespace];
      if (!account || account.status !== 'connected' || connectionKindOf(account.connectorId) !== 'AUTH') return {};
      const entries = user.accounts && user.accounts.length > 0 ? user.accounts : [{ address: user.address, type }];
      return {
        [namespace]: {
          ...account,
          address: user.address,
          caipAddress: formatCaipAddress(namespace, String(chainId), user.address),
          allAccounts: entries.map((entry) => ({ address: entry.address, type: entry.type })),
          balance: account.address === user.address ? account.balance : undefined,
        },
      };
    });
  }
}

