/**
 * The account-type capability (`AccountTypeFlow`, the definition the container builds): which account type
 * each namespace uses and the embedded wallet's user (`AccountTypeStore`, the shared `accountType` slice),
 * switched by `AccountTypeService`, a part it builds itself. Other layers import from here; the files
 * beside this one are its own.
 */
export { AccountTypeFlow } from './account-type.flow.ts';
export type { AccountTypeCommands } from './account-type.flow.ts';
export { AccountTypeService } from './account-type.service.ts';
export { AccountTypeStore } from './account-type.store.ts';
export type { AccountTypeState } from './account-type.store.ts';
