import { inject, injectable } from 'inversify';
import type { WalletDirectoryPort } from '../ports/wallet-directory.port.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
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
@injectable()
export class Modal {
  readonly walletData: WalletDataService;
  readonly service: ModalService;
  readonly navigation: ModalNavigation;
  readonly origin: ConnectOriginReader;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(Wallets) wallets: Wallets,
    @inject(REMOTE_TOKENS.WalletDirectory) directory: WalletDirectoryPort,
  ) {
    const { state } = runtime;
    this.walletData = new WalletDataService(runtime, state, directory);
    this.service = new ModalService(runtime, state, wallets.adapters, this.walletData);
    this.navigation = new ModalNavigation(this.service, runtime);
    this.origin = new ConnectOriginReader(state.modal);
    // The navigator follows the outcomes from the moment the modal exists. The facade asks for the modal
    // service, so the modal is built with the instance, before any use case can report an outcome.
    this.navigation.follow(runtime.outcomes.outcomes$);
  }
}
