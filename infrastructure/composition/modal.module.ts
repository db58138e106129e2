import { ContainerModule } from 'inversify';
import type { AppKitConfig } from '../../application/config.ts';
import { AllWalletsService } from '../../application/all-wallets/index.ts';
import { ConnectOriginReader } from '../../application/modal/connect-origin.ts';
import { ModalNavigation } from '../../application/modal/modal-navigation.ts';
import { HostCommandsService } from '../../application/services/host-commands.service.ts';
import { ModalService } from '../../application/services/modal.service.ts';
import { ORIGIN_CHECK_FEATURES, OriginCheckService, originCheckFeatures } from '../../application/services/origin-check.service.ts';
import { WalletDataService } from '../../application/services/wallet-data.service.ts';
import { ViewStores } from '../../application/stores/view-stores.ts';
import { ThemeService } from '../../application/theme/index.ts';

/**
 * The modal and what runs through it: the router and its navigator (which reacts to the use cases'
 * outcomes), where an attempt began, the wallet directory's data and All Wallets, the theme, the origin
 * check, the host page's run-time commands, and the state the views read.
 */
export function modalModule(config: AppKitConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ModalService).toSelf();
    bind(ModalNavigation).toSelf();
    bind(ConnectOriginReader).toSelf();
    bind(WalletDataService).toSelf();
    bind(AllWalletsService).toSelf();
    bind(ThemeService).toSelf();
    bind(HostCommandsService).toSelf();
    bind(ORIGIN_CHECK_FEATURES).toConstantValue(originCheckFeatures(config));
    bind(OriginCheckService).toSelf();
    bind(ViewStores).toSelf();
  });
}
