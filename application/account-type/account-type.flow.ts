import type { PreferredAccountType } from '../../domain/account/account-types.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { AccountTypeService } from './account-type.service.ts';

/** The account type flow's commands (`kit.flows.accountType.commands`). */
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
export const AccountTypeFlow = defineCapability('accountType', { runtime: RUNTIME }, ({ runtime }) => {
  const service = new AccountTypeService(runtime, runtime.state);
  const commands: AccountTypeCommands = {
    set: ({ type, namespace }) => service.setPreferredAccountType(type, namespace),
  };
  return { state: runtime.state.accountType, service, commands };
});
export type AccountTypeFlow = CapabilityParts<typeof AccountTypeFlow>;
