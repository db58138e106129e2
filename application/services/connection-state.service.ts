import { inject, injectable } from 'inversify';
import { resetConnection } from '../../domain/connection/connection-state.ts';
import type { ConnectionStatus } from '../../domain/connection/connection-status.ts';
import { ConnectionStore } from '../stores/connection.store.ts';
import { APP_EVENTS, type AppEventEmitter } from '../events/app-events.ts';
import { Lifecycle } from '../lifecycle.ts';
import { PersistedStateService } from './persisted-state.service.ts';

/** Connection state and resetting the connection. */
@injectable()
export class ConnectionStateService {
  constructor(
    @inject(ConnectionStore) private readonly store: ConnectionStore,
    @inject(PersistedStateService) private readonly persisted: PersistedStateService,
    @inject(APP_EVENTS) private readonly events: AppEventEmitter,
    @inject(Lifecycle) lifecycle: Lifecycle,
  ) {
    // Closing the modal resets the pairing URI.
    lifecycle.add(events.on('modalClosed', () => this.store.update({ wcUri: undefined, wcPairingExpiry: undefined })));
  }

  setStatus(status: ConnectionStatus): void {
    this.store.update({ status });
  }

  /**
   * Resetting the connection: URI, expiry, linking and recent wallet cleared, disconnected, transactions
   * reset (the activity flow listens to `connectionReset`), stored deep link deleted.
   */
  async reset(): Promise<void> {
    this.store.set(resetConnection(this.store.getSnapshot()));
    this.events.emit('connectionReset');
    await this.persisted.clearDeepLinkChoice();
  }
}

