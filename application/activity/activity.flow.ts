import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { ActivityService } from './activity.service.ts';
import { ActivityStore } from './activity.store.ts';
import { guarded, settled } from '../flows/guarded.ts';

/** The activity flow's commands (`kit.flows.activity.commands`). */
export interface ActivityCommands {
  /** The first page for the account on the network in view. */
  load(): Promise<void>;
  /** The next page, by the cursor of the last one. */
  loadMore(): Promise<void>;
  /** Empties the list (a request under way is dropped). */
  reset(): void;
}

/**
 * The activity capability: the account's transaction list (its own `state`, paged by `service`); a failure
 * is state and a snackbar ('Failed to fetch transactions').
 */
export const ActivityFlow = defineCapability('activity', { runtime: RUNTIME, api: REMOTE_TOKENS.BlockchainApi }, ({ runtime, api }) => {
  const { reporter } = runtime;
  const state = new ActivityStore();
  const service = new ActivityService(runtime, runtime.state, api, state);
  const commands: ActivityCommands = {
    load: () => settled(reporter, 'activity load failed', undefined, () => service.load()),
    loadMore: () => settled(reporter, 'activity load failed', undefined, () => service.loadMore()),
    reset: () => guarded(reporter, 'activity reset failed', () => service.reset()),
  };
  return { state, service, commands };
});
export type ActivityFlow = CapabilityParts<typeof ActivityFlow>;
