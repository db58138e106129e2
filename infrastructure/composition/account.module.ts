import { ContainerModule } from 'inversify';
import { AccountTypeFlow, AccountTypeService } from '../../application/account-type/index.ts';
import { ActivityFlow, ActivityService, ActivityStore } from '../../application/activity/index.ts';
import { BalanceService, BalancesFlow, TokenBalanceService, TokenBalancesStore } from '../../application/balances/index.ts';
import { SendFlow, SendService, SendStore } from '../../application/send/index.ts';

/**
 * What the connected account has and does: balances, activity, account type, sending. Each is one
 * capability class, its flow (bound with the flows); it builds its own parts. The parts stay reachable by
 * class for the code that asks for one by name: connect, network and the facade's command list ask for
 * the native balance, the embedded session and the host commands for the account-type switch.
 */
export function accountModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
  });
}
