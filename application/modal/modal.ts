import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { ModalService } from './modal.service.ts';
import { WalletDataService } from './wallet-data.service.ts';
import { Wallets } from '../wallets/wallets.ts';
import { ConnectOriginReader } from './outcomes.ts';
import { ModalNavigation } from './modal-navigation.ts';

/**
 * The modal capability: opening, closing and routing the modal (`ModalService`, the one writer of the
 * modal slice), the navigator that moves it on the use cases' behalf (`ModalNavigation`), where an attempt
 * began (`ConnectOriginReader`) and the wallet lists an open modal prefetches (`WalletDataService`).
 */
export const Modal = defineCapability(
  'modal',
  { runtime: RUNTIME, wallets: Wallets, directory: REMOTE_TOKENS.WalletDirectory },
  ({ runtime, wallets, directory }) => {
    const { state } = runtime;
    const walletData = new WalletDataService(runtime, state, directory);
    const service = new ModalService(runtime, state, wallets.adapters, walletData);
    const navigation = new ModalNavigation(service, runtime);
    // The navigator follows the outcomes from the moment the modal exists. The facade asks for the modal
    // service, so the modal is built with the instance, before any use case can report an outcome.
    navigation.follow(runtime.outcomes.outcomes$);
    return { walletData, service, navigation, origin: new ConnectOriginReader(state.modal) };
  },
);
export type Modal = CapabilityParts<typeof Modal>;
