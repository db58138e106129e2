import { resetConnection } from '../../domain/connection/connection-state.ts';
import type { ConnectionStatus } from '../../domain/connection/connection-status.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';

/** Connection state and resetting the connection. */
export class ConnectionStateService {
  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
  ) {
    // Closing the modal resets the pairing URI.
    runtime.lifecycle.add(runtime.events.on('modalClosed', () => this.state.connection.update({ wcUri: undefined, wcPairingExpiry: undefined })));
  }

  setStatus(status: ConnectionStatus): void {
    this.state.connection.update({ status });
  }

  /**
   * Resetting the connection: URI, expiry, linking and recent wallet cleared, disconnected, transactions
   * reset (the activity flow listens to `connectionReset`), stored deep link deleted.
   */
  async reset(): Promise<void> {
    this.state.connection.set(resetConnection(this.state.connection.getSnapshot()));
    this.runtime.events.emit('connectionReset');
    await this.runtime.persisted.clearDeepLinkChoice();
  }
}

