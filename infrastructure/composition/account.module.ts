import { ContainerModule } from 'inversify';
import { AccountTypeService, AccountTypeStore } from '../../application/account-type/index.ts';
import { ActivityService, ActivityStore } from '../../application/activity/index.ts';
import { BalanceService, TokenBalanceService, TokenBalancesStore } from '../../application/balances/index.ts';
import { NameLookupService } from '../../application/services/name-lookup.service.ts';
import { NamesService } from '../../application/services/names.service.ts';
import { SendService, SendStore } from '../../application/send/index.ts';
import { NamesStore } from '../../application/stores/names.store.ts';

/** What the connected account has and does: balances, activity, account type, sending, names (spec §4). */
export function accountModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(BalanceService).toSelf();
    bind(TokenBalancesStore).toSelf();
    bind(TokenBalanceService).toSelf();
    bind(ActivityStore).toSelf();
    bind(ActivityService).toSelf();
    bind(AccountTypeService).toSelf();
    bind(SendStore).toSelf();
    bind(SendService).toSelf();
    bind(NamesStore).toSelf();
    bind(NamesService).toSelf();
    bind(NameLookupService).toSelf();
  });
}
