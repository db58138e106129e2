import { ContainerModule } from 'inversify';
import { AccountTypeService } from '../../application/services/account-type.service.ts';
import { ActivityService } from '../../application/services/activity.service.ts';
import { BalanceService } from '../../application/services/balance.service.ts';
import { NameLookupService } from '../../application/services/name-lookup.service.ts';
import { NamesService } from '../../application/services/names.service.ts';
import { SendService } from '../../application/services/send.service.ts';
import { TokenBalanceService } from '../../application/services/token-balance.service.ts';
import { ACCOUNT_TYPE_STORE, INITIAL_ACCOUNT_TYPE, type AccountTypeState } from '../../application/stores/account-type.store.ts';
import { ACTIVITY_STORE, INITIAL_ACTIVITY, type ActivityState } from '../../application/stores/activity.store.ts';
import { INITIAL_TOKEN_BALANCES, TOKEN_BALANCES_STORE, type TokenBalancesState } from '../../application/stores/balances.store.ts';
import { INITIAL_NAMES_STATE, NAMES_STORE, type NamesState } from '../../application/stores/names.store.ts';
import { INITIAL_SEND_FLOW_STATE, SEND_STORE, type SendFlowState } from '../../application/stores/send.store.ts';
import { Store } from '../../application/stores/store.ts';

/** What the connected account has and does: balances, activity, account type, sending, names (spec §4). */
export function accountModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(BalanceService).toSelf();
    bind(TOKEN_BALANCES_STORE).toConstantValue(new Store<TokenBalancesState>(INITIAL_TOKEN_BALANCES));
    bind(TokenBalanceService).toSelf();
    bind(ACTIVITY_STORE).toConstantValue(new Store<ActivityState>(INITIAL_ACTIVITY));
    bind(ActivityService).toSelf();
    bind(ACCOUNT_TYPE_STORE).toConstantValue(new Store<AccountTypeState>(INITIAL_ACCOUNT_TYPE));
    bind(AccountTypeService).toSelf();
    bind(SEND_STORE).toConstantValue(new Store<SendFlowState>(INITIAL_SEND_FLOW_STATE));
    bind(SendService).toSelf();
    bind(NAMES_STORE).toConstantValue(new Store<NamesState>(INITIAL_NAMES_STATE));
    bind(NamesService).toSelf();
    bind(NameLookupService).toSelf();
  });
}
