/**
 * The balances capability (`BalancesFlow`, the definition the container builds): the native balance
 * (`BalanceService`) and the token list (`TokenBalancesStore`, read by others through its observable,
 * filled by `TokenBalanceService`), parts it builds itself. Other layers import from here; the files
 * beside this one are its own.
 */
export { BalanceService } from './balance.service.ts';
export { BalancesFlow } from './balances.flow.ts';
export type { BalancesCommands } from './balances.flow.ts';
export { TokenBalancesStore } from './balances.store.ts';
export type { TokenBalancesState, NativeBalanceRead } from './balances.store.ts';
export { TokenBalanceService } from './token-balance.service.ts';
