import type { AppKitConfig } from '../config.ts';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import type { ConnectorSummary } from '../../domain/connectors/announced-wallet.ts';
import { connectorOn } from '../../domain/connectors/merge-connectors.ts';
import { derivedSource, type Source } from '../stores/source.ts';
import type { ViewStores } from '../stores/view-stores.ts';
import { visibleConnectorGroups, type ConnectorGroup } from '../../domain/connectors/connector-groups.ts';
import { connectMethodsOrder, walletsCollapsed } from '../../domain/connectors/connect-methods.ts';
import type { ConnectMethod, SocialProvider } from '../../domain/constants/features.ts';

/** What the Connect view lists, in order: the groups the domain rule shows, given what each holds. */
export interface ConnectGroups {
  readonly groups: readonly ConnectorGroup[];
  /** The announced wallets, of the namespace the modal was opened for when it names one. */
  readonly announced: readonly ConnectorSummary[];
  readonly featured: readonly ApiWallet[];
  /** The recommended wallets that are not already featured. */
  readonly recommended: readonly ApiWallet[];
  /** Spec §2 connect methods in order (e-mail only where an embedded wallet is configured). */
  readonly methods: readonly ConnectMethod[];
  /** `emailShowWallets` off: the wallets wait behind "Continue with a wallet". */
  readonly walletsCollapsed: boolean;
  /** The social method's buttons, in order (the `socials` feature, what the embedded wallet offers, spec §5 Telegram rules). */
  readonly socials: readonly SocialProvider[];
}

/**
 * Spec §2 connector groups for the Connect view: a group shows only with entries, in the default
 * order or the integrator's `connectorTypeOrder`. The groups this build fills are the announced
 * wallets (injected) and the directory's featured and recommended wallets.
 */
export function connectGroups(stores: ViewStores, config: AppKitConfig, emailAvailable: boolean, socials: readonly SocialProvider[]): Source<ConnectGroups> {
  return derivedSource([stores.connectors, stores.walletData, stores.modal], () => {
    const { filterNamespace } = stores.modal.getSnapshot();
    const { connectors } = stores.connectors.getSnapshot();
    const announced = filterNamespace ? connectors.filter((connector) => connectorOn(connector, filterNamespace) !== undefined) : connectors;
    const { featured, recommended: allRecommended } = stores.walletData.getSnapshot();
    const shownFeatured = new Set(featured.map((wallet) => wallet.id));
    const recommended = allRecommended.filter((wallet) => !shownFeatured.has(wallet.id));
    const emailOffered = emailAvailable && config.features.email;
    return {
      announced,
      featured,
      recommended,
      methods: connectMethodsOrder({
        override: config.features.connectMethodsOrder,
        walletsVisible: announced.length > 0,
        available: { email: emailOffered, social: socials.length > 0, wallet: true },
      }),
      socials,
      walletsCollapsed: walletsCollapsed({ emailShowWallets: config.features.emailShowWallets, emailOffered }),
      groups: visibleConnectorGroups({
        counts: {
          injected: announced.length,
          featured: featured.length,
          recommended: recommended.length,
        },
        walletConnectEnabled: false,
        connectedThroughWalletConnect: false,
        overrideOrder: config.features.connectorTypeOrder,
      }),
    };
  });
}
