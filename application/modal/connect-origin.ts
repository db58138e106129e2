import type { ModalStore } from '../stores/stores.ts';
import type { ConnectOrigin } from './outcomes.ts';

/**
 * Tells a use case where the attempt it is starting came from. The modal's actions only exist while it
 * is open, so an attempt begun while it is open is the visitor's; one begun while it is closed is the
 * host page's (its own button, the wagmi connector, the public flows) and must leave the modal alone.
 */
export class ConnectOriginReader {
  constructor(private readonly modal: ModalStore) {}

  current(): ConnectOrigin {
    return this.modal.getSnapshot().open ? 'modal' : 'headless';
  }
}
