/**
 * The account-type capability: which account type each namespace uses and the embedded wallet's user
 * (`AccountTypeStore`, read by others through its observable), and its commands (`AccountTypeFlow`,
 * `AccountTypeService`). Other layers import from here; the files beside this one are its own.
 */
export { AccountTypeFlow } from './account-type.flow.ts';
export type { AccountTypeCommands } from './account-type.flow.ts';
export { AccountTypeService } from './account-type.service.ts';
export { AccountTypeStore } from './account-type.store.ts';
export type { AccountTypeState } from './account-type.store.ts';
