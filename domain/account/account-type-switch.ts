import type { AccountEntry, PreferredAccountType } from './account-types.ts';

/**
 * The type of the account in use: the entry of the connected address. The embedded wallet lists both
 * of its accounts; a wallet that lists none is an EOA.
 */
export function accountTypeInUse(account: { readonly address: string | undefined; readonly allAccounts: readonly AccountEntry[] }): PreferredAccountType {
  const entry = account.allAccounts.find((item) => item.address.toLowerCase() === account.address?.toLowerCase());
  return entry?.type === 'smartAccount' ? 'smartAccount' : 'eoa';
}

export interface AccountTypeSwitchInput {
  /** The account is the embedded wallet's (the AUTH connector). */
  readonly embedded: boolean;
  /** The network in view, when it is an eip155 one. */
  readonly evmChainId: number | undefined;
  /** The chains where the embedded wallet offers a smart account. */
  readonly smartAccountEnabledNetworks: readonly number[];
  readonly current: PreferredAccountType;
}

/**
 * Switching account type: offered for the embedded wallet on a network with smart accounts;
 * the type it switches to, or undefined when no switch is offered.
 */
export function accountTypeSwitchTarget(input: AccountTypeSwitchInput): PreferredAccountType | undefined {
  if (!input.embedded || input.evmChainId === undefined) return undefined;
  if (!input.smartAccountEnabledNetworks.includes(input.evmChainId)) return undefined;
  return input.current === 'smartAccount' ? 'eoa' : 'smartAccount';
}
