import { Connect } from '../connect/connect.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';

/**
 * The state the modal's views read that belongs to no single flow: the modal itself, accounts and
 * networks per namespace, connectors, the snackbar, the connection, the wallet directory and pairing,
 * the features and the site's networks in force.
 */
export const ViewStores = defineCapability('viewStores', { runtime: RUNTIME, connect: Connect }, ({ runtime, connect }) => {
  const { state } = runtime;
  return {
    modal: state.modal,
    accounts: state.accounts,
    network: state.network,
    connectors: state.connectors,
    snackbar: state.snackbar,
    connection: state.connection,
    walletData: state.walletData,
    allWallets: state.allWallets,
    pairing: state.pairing,
    features: state.features,
    /** The networks the site offers, with the host page's run-time additions and removals. */
    siteNetworks: state.siteNetworks,
    /** The terms consent the Connect view shows and writes; the connect commands read it. */
    legalConsent: connect.consent,
  };
});
export type ViewStores = CapabilityParts<typeof ViewStores>;
