import { inject, injectable } from 'inversify';
import type { PreferredAccountType } from '../../domain/account/account-types.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { AccountTypeService } from './account-type.service.ts';
import type { AccountTypeState, AccountTypeStore } from './account-type.store.ts';
import type { Flow } from '../flows/flow.ts';

export interface AccountTypeCommands {
  /**
   * Embedded wallet only; resolves with the type in effect (eoa when the wallet refused the switch).
   * Rejects without an embedded wallet ('Address or auth connector not found').
   */
  set(input: { readonly type: PreferredAccountType; readonly namespace?: ChainNamespace }): Promise<PreferredAccountType>;
}

/**
 * The account-type capability: the account type of the embedded wallet (eoa or smart account). It writes
 * the shared `accountType` slice through the switch use case it builds (`service`), which the embedded
 * session and the host commands build on.
 */
@injectable()
export class AccountTypeFlow implements Flow<AccountTypeState, AccountTypeCommands> {
  readonly state: AccountTypeStore;
  readonly service: AccountTypeService;
  readonly commands: AccountTypeCommands;

  constructor(@inject(RUNTIME) runtime: AppRuntime) {
    this.state = runtime.state.accountType;
    this.service = new AccountTypeService(runtime, runtime.state);
    const accountTypes = this.service;
    this.commands = {
      set: ({ type, namespace }) => accountTypes.setPreferredAccountType(type, namespace),
    };
  }
}
