import { ContainerModule } from 'inversify';
import { AllWalletsService } from '../../application/all-wallets/index.ts';
import { ConnectOriginReader, Modal, ModalNavigation, ModalService, WalletDataService } from '../../application/modal/index.ts';
import { HostCommandsService } from '../../application/services/host-commands.service.ts';
import { OriginCheckService } from '../../application/origin-check/index.ts';
import { ViewStores } from '../../application/stores/view-stores.ts';
import { ThemeService } from '../../application/theme/index.ts';

/**
 * The modal and what runs through it: the router and its navigator (which reacts to the use cases'
 * outcomes), where an attempt began, the wallet directory's data and All Wallets, the theme, the origin
 * check, the host page's run-time commands, and the state the views read.
 */
export function modalModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    // Many use cases, the facade and the tests ask for the modal's parts by class.
  });
}
