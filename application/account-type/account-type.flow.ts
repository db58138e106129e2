import { inject, injectable } from 'inversify';
import type { PreferredAccountType } from '../../domain/account/account-types.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { AccountTypeService } from './account-type.service.ts';
import { AccountTypeStore, type AccountTypeState } from './account-type.store.ts';
import type { Flow } from '../flows/flow.ts';

export interface AccountTypeCommands {
  /**
   * Embedded wallet only; resolves with the type in effect (eoa when the wallet refused the switch).
   * Rejects without an embedded wallet ('Address or auth connector not found').
   */
  set(input: { readonly type: PreferredAccountType; readonly namespace?: ChainNamespace }): Promise<PreferredAccountType>;
}

/** Account type of the embedded wallet (eoa or smart account). */
@injectable()
export class AccountTypeFlow implements Flow<AccountTypeState, AccountTypeCommands> {
  readonly commands: AccountTypeCommands;

  constructor(@inject(AccountTypeStore) readonly state: AccountTypeStore, @inject(AccountTypeService) accountTypes: AccountTypeService) {
    this.commands = {
      set: ({ type, namespace }) => accountTypes.setPreferredAccountType(type, namespace),
    };
  }
}
