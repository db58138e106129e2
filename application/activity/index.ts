/**
 * The activity capability (`ActivityFlow`, the definition the container builds): the account's transaction
 * history (`ActivityStore`, read by others through its observable), paged by `ActivityService`; both are
 * parts it builds itself. Other layers import from here; the files beside this one are its own.
 */
export { ActivityFlow } from './activity.flow.ts';
export type { ActivityCommands } from './activity.flow.ts';
export { ActivityService } from './activity.service.ts';
export { ActivityStore } from './activity.store.ts';
export type { ActivityState } from './activity.store.ts';
