import { BalancesFlow } from '../balances/index.ts';
import { Network } from '../network/index.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
// The sessions' own file, not the SIWX folder's index: the sign-in there builds on connect.
import { SiwxSessions } from '../siwx/siwx-sessions.service.ts';
import { Wallets } from '../wallets/index.ts';
import { ChainChoiceService } from './chain-choice.service.ts';
import { ChainDisconnectService } from './chain-disconnect.service.ts';
import { ConnectionService } from './connection.service.ts';
import { DisconnectService } from './disconnect.service.ts';
import { ConnectOriginReader, type ConnectOrigin } from '../async/requests.ts';
import type { AppState } from '../stores/app-state.ts';
import { Store } from '../stores/store.ts';
import type { FeaturesStore } from '../stores/stores.ts';
import type { AppKitConfig } from '../config.ts';
import type { ApiWallet } from '../../domain/schemas/api-directory.ts';
import type { ConnectorSummary } from '../../domain/connectors/announced-wallet.ts';
import { connectorOn } from '../../domain/connectors/merge-connectors.ts';
import { catchError, defer, distinctUntilChanged, EMPTY, filter, map, shareReplay, startWith, switchMap, tap } from 'rxjs';
import { derivedState, onChange, type StateObservable } from '../stores/state-observable.ts';
import { connectorGroupOrder, visibleConnectorGroups, type ConnectorGroup } from '../../domain/connectors/connector-groups.ts';
import { connectMethodsOrder, walletsCollapsed } from '../../domain/connectors/connect-methods.ts';
import type { ConnectMethod, SocialProvider } from '../../domain/constants/features.ts';
import { recentEntries, withoutRepeats, type ConnectEntry, type GroupEntries } from '../../domain/connectors/connect-entries.ts';
import type { RecentWallet } from '../../domain/connectors/recent-wallets.ts';
import { BROWSER_WALLET_NAME, isConnectorShown, isExcludedWallet } from '../../domain/connectors/visibility.ts';
import { WALLET_CONNECT_CONNECTOR_ID } from '../../domain/connectors/connector-ids.ts';

/**
 * Connecting a wallet and keeping its session per namespace, the chain-family choice of a wallet offered
 * on several, the terms consent, and disconnecting. It writes the account and connection slices; SIWX,
 * WalletConnect and the embedded wallet build on its connection.
 */
export const Connect = defineCapability(
  'connect',
  // The sign-in sessions are cleared on every disconnect, so they sit below this capability.
  { runtime: RUNTIME, wallets: Wallets, network: Network, balances: BalancesFlow, siwxSessions: SiwxSessions },
  ({ runtime, wallets, network, balances, siwxSessions }) => {
    const { state } = runtime;
    // Where an attempt began is read from the modal's slice alone; this reader holds nothing else.
    const origins = new ConnectOriginReader(state.modal);
    const consent = new LegalConsent(runtime, state);
    const chainDisconnect = new ChainDisconnectService(runtime, state, wallets, network.service);
    const disconnect = new DisconnectService(runtime, state, siwxSessions, chainDisconnect);
    const connection = new ConnectionService(runtime, state, wallets, network.service, balances.native, {
      origins,
      consent,
      chainDisconnect,
      disconnects: disconnect,
    });
    const chainChoice = new ChainChoiceService(runtime, state, connection, network.service, origins);
    return { consent, chainDisconnect, disconnect, connection, chainChoice };
  },
);
export type Connect = CapabilityParts<typeof Connect>;

export interface LegalConsentState {
  /** Whether the visitor ticked the terms box in the modal. */
  readonly agreed: boolean;
}

/**
 * The terms and privacy consent of `features.legalCheckbox`: the Connect view shows the box and writes
 * it here, and the connect commands read it. It holds for one opening of the modal: closing it asks again.
 */
export class LegalConsent {
  readonly state = new Store<LegalConsentState>({ agreed: false });

  private readonly features: FeaturesStore;

  constructor(
    private readonly runtime: AppRuntime,
    shared: AppState,
  ) {
    this.features = shared.features;
    runtime.lifecycle.add(runtime.events.on('modalClosed', () => this.state.update({ agreed: false })));
  }

  /** Asked for when the feature is on and the site gave a terms or privacy link: there is nothing to agree to without one. */
  required(): boolean {
    const { termsConditionsUrl, privacyPolicyUrl } = this.runtime.config;
    return this.features.getSnapshot().features.legalCheckbox && (termsConditionsUrl !== undefined || privacyPolicyUrl !== undefined);
  }

  setAgreed(agreed: boolean): void {
    this.state.update({ agreed });
  }

  /**
   * The checkbox is a part of the modal's Connect view, so it gates what the visitor starts there. A
   * connect the host page starts itself (its own button, the wagmi connector, the public flows) is not
   * gated: no checkbox is shown to the visitor then, and the site asks for consent its own way.
   */
  allowsConnect(origin: ConnectOrigin): boolean {
    return origin === 'headless' || !this.required() || this.state.getSnapshot().agreed;
  }
}

/** What the Connect view lists, in order: the groups the domain rule shows, given what each holds. */
export interface ConnectGroups {
  readonly groups: readonly ConnectorGroup[];
  /** The rows of each group, a wallet shown in an earlier group left out of later ones. */
  readonly entries: GroupEntries;
  /** The wallets of this browser that may show (of the namespace the modal was opened for when it names one). */
  readonly announced: readonly ConnectorSummary[];
  readonly featured: readonly ApiWallet[];
  /** The recommended wallets that are not already featured. */
  readonly recommended: readonly ApiWallet[];
  /** Connect methods in order (e-mail only where an embedded wallet is configured). */
  readonly methods: readonly ConnectMethod[];
  /** `collapseWallets`, or `emailShowWallets` off: the wallets wait behind "Continue with a wallet". */
  readonly walletsCollapsed: boolean;
  /** The social method's buttons, in order (the `socials` feature, what the embedded wallet offers, less those Telegram cannot complete). */
  readonly socials: readonly SocialProvider[];
}

/** What the groups read besides the stores; each has a safe default so a bare core still lists its wallets. */
export interface ConnectGroupSources {
  /** The stored recent wallets (none when not given). */
  readonly recentWallets?: StateObservable<readonly RecentWallet[]> | undefined;
  /** Whether the page runs on a phone (desktop when not given). */
  readonly isMobile?: (() => boolean) | undefined;
}

/** The slices the groups are computed from (the same stores the views read). */
export type ConnectGroupStores = Pick<AppState, 'connectors' | 'walletData' | 'modal' | 'accounts' | 'features'>;

/**
 * Connector groups for the Connect view: walletConnect, recent, injected, featured, custom,
 * external, recommended (or the integrator's `connectorTypeOrder`), each shown only with entries.
 */
export function connectGroups(
  stores: ConnectGroupStores,
  config: AppKitConfig,
  emailAvailable: boolean,
  offeredSocials: () => readonly SocialProvider[],
  sources: ConnectGroupSources = {},
): StateObservable<ConnectGroups> {
  const recentSource = sources.recentWallets;
  const isMobile = sources.isMobile ?? (() => false);
  let previousEntries: GroupEntries | undefined;
  const inputs: Pick<StateObservable<unknown>, 'state$'>[] = [stores.connectors, stores.walletData, stores.modal, stores.accounts, stores.features];
  return derivedState(recentSource ? [...inputs, recentSource] : inputs, () => {
    const mobile = isMobile();
    const { features } = stores.features.getSnapshot();
    const socials = offeredSocials();
    const excluded = config.excludeWalletIds;
    const { filterNamespace } = stores.modal.getSnapshot();
    const { connectors } = stores.connectors.getSnapshot();
    const onFamily = filterNamespace ? connectors.filter((connector) => connectorOn(connector, filterNamespace) !== undefined) : connectors;
    const walletInstalled = connectors.some((connector) => !(connector.type === 'INJECTED' && connector.name === BROWSER_WALLET_NAME));
    const announced = onFamily.filter((connector) => isConnectorShown(connector, { mobile, walletInstalled, excluded }));
    const { featured: allFeatured, recommended: allRecommended } = stores.walletData.getSnapshot();
    const featured = allFeatured.filter((wallet) => !isExcludedWallet(wallet, excluded));
    const shownFeatured = new Set(featured.map((wallet) => wallet.id));
    const recommended = allRecommended.filter((wallet) => !shownFeatured.has(wallet.id) && !isExcludedWallet(wallet, excluded));
    const custom = config.customWallets.filter((wallet) => !isExcludedWallet(wallet, excluded));
    const recent = (recentSource?.getSnapshot() ?? []).filter((wallet) => !isExcludedWallet(wallet, excluded));
    const external = announced.filter((connector) => connector.type === 'EXTERNAL');
    const injected = announced.filter((connector) => connector.type !== 'EXTERNAL');
    const asRows = (list: readonly ConnectorSummary[]): readonly ConnectEntry[] => list.map((connector) => ({ kind: 'announced', connector }));
    const asDirectory = (list: readonly ApiWallet[]): readonly ConnectEntry[] => list.map((wallet) => ({ kind: 'directory', wallet }));
    const computed = withoutRepeats(connectorGroupOrder(features.connectorTypeOrder), {
      // AppKit's WalletConnect row is a desktop one: a phone pairs through a wallet's own deep link.
      walletConnect: mobile ? [] : [{ kind: 'walletConnect' }],
      recent: recentEntries(recent, { announced, custom, directory: [...featured, ...recommended] }),
      injected: asRows(injected),
      featured: asDirectory(featured),
      custom: custom.map((wallet) => ({ kind: 'custom', wallet })),
      external: asRows(external),
      recommended: asDirectory(recommended),
    });
    // A fresh but equal set of rows keeps the previous object, so the snapshot stays stable for React.
    const entries = previousEntries && sameGroupEntries(previousEntries, computed) ? previousEntries : computed;
    previousEntries = entries;
    const emailOffered = emailAvailable && features.email;
    const accounts = Object.values(stores.accounts.getSnapshot());
    return {
      entries,
      announced,
      featured,
      recommended,
      methods: connectMethodsOrder({
        override: features.connectMethodsOrder,
        walletsVisible: announced.length > 0,
        available: { email: emailOffered, social: socials.length > 0, wallet: true },
      }),
      socials,
      walletsCollapsed: walletsCollapsed({ emailShowWallets: features.emailShowWallets, emailOffered, collapseWallets: features.collapseWallets }),
      groups: visibleConnectorGroups({
        counts: Object.fromEntries(Object.entries(entries).map(([group, rows]) => [group, rows.length])),
        walletConnectEnabled: walletConnectEnabled(config),
        connectedThroughWalletConnect: accounts.some((account) => account?.status === 'connected' && account.connectorId === WALLET_CONNECT_CONNECTOR_ID),
        overrideOrder: features.connectorTypeOrder,
      }),
    };
  });
}

/** WalletConnect pairs only with a project id, and never when the site turned it off (`enableWalletConnect: false`). */
function walletConnectEnabled(config: AppKitConfig): boolean {
  return config.enableWalletConnect && config.projectId !== '';
}

/** Whether two rows show the same wallet from the same source object. */
function sameEntry(a: ConnectEntry, b: ConnectEntry): boolean {
  if (a.kind === 'walletConnect' || b.kind === 'walletConnect') return a.kind === b.kind;
  if (a.kind === 'announced') return b.kind === 'announced' && a.connector === b.connector;
  return b.kind !== 'announced' && a.kind === b.kind && a.wallet === b.wallet;
}

function sameGroupEntries(a: GroupEntries, b: GroupEntries): boolean {
  return (Object.keys(a) as ConnectorGroup[]).every((group) => a[group].length === b[group].length && a[group].every((entry, index) => sameEntry(entry, b[group][index] as ConnectEntry)));
}

/**
 * The stored recent wallets, read again each time the modal opens (a connection in between may have
 * added one). It reads only while something listens (shared with a reference count), and a read that
 * ends after the last listener left, or after a newer read started, is dropped (switchMap).
 */
export function recentWalletsOnOpen(modal: Pick<StateObservable<{ readonly open: boolean }>, 'state$'>, read: () => Promise<readonly RecentWallet[]>): StateObservable<readonly RecentWallet[]> {
  let current: readonly RecentWallet[] = [];
  const reads$ = modal.state$.pipe(
    map((state) => state.open),
    distinctUntilChanged(),
    // A read when the first listener comes, then one on each opening.
    filter((open, index) => index === 0 || open),
    // A failed read leaves the last list: the recent group is a convenience, never a reason to fail the view.
    switchMap(() => defer(read).pipe(catchError(() => EMPTY))),
    tap((wallets) => (current = wallets)),
  );
  const state$ = defer(() => reads$.pipe(startWith(current))).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  return { state$, getSnapshot: () => current, subscribe: (listener) => onChange(state$, listener) };
}
