import { ContainerModule } from 'inversify';
import { AccountTypeService, AccountTypeStore } from '../../application/account-type/index.ts';
import { ActivityService, ActivityStore } from '../../application/activity/index.ts';
import { BalanceService, TokenBalanceService, TokenBalancesStore } from '../../application/balances/index.ts';
import { SendService, SendStore } from '../../application/send/index.ts';

/** What the connected account has and does: balances, activity, account type, sending. */
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
  });
}
