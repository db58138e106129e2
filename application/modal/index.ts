/**
 * The modal capability: `Modal` builds the router (`ModalService`), its navigator (`ModalNavigation`),
 * where an attempt began (`ConnectOriginReader`) and the wallet lists an open modal prefetches
 * (`WalletDataService`); `Outcomes` is what the use cases report to the navigator. Other layers import
 * from here.
 */
export { Modal, ModalNavigation } from './modal.ts';
export { ConnectOriginReader, Outcomes, type ConnectOrigin, type Outcome } from '../async/requests.ts';
export { ModalService } from './modal.ts';
export type { OpenOptions } from './modal.ts';
export { WalletDataService } from './wallet-data.service.ts';
