import { inject, injectable } from 'inversify';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { ActivityService } from './activity.service.ts';
import { ActivityStore, type ActivityState } from './activity.store.ts';
import type { Flow } from '../flows/flow.ts';
import { guarded, settled } from '../flows/guarded.ts';

export interface ActivityCommands {
  /** The first page for the account on the network in view. */
  load(): Promise<void>;
  /** The next page, by the cursor of the last one. */
  loadMore(): Promise<void>;
  reset(): void;
}

/**
 * The activity capability: the account's transaction list (its own `state`, paged by `service`); a failure
 * is state and a snackbar ('Failed to fetch transactions').
 */
@injectable()
export class ActivityFlow implements Flow<ActivityState, ActivityCommands> {
  readonly state: ActivityStore;
  readonly service: ActivityService;
  readonly commands: ActivityCommands;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(REMOTE_TOKENS.BlockchainApi) api: BlockchainApiPort,
  ) {
    const { state } = runtime;
    this.state = new ActivityStore();
    this.service = new ActivityService(runtime, state, api, this.state);
    const activity = this.service;
    const { reporter } = runtime;
    this.commands = {
      load: () => settled(reporter, 'activity load failed', undefined, () => activity.load()),
      loadMore: () => settled(reporter, 'activity load failed', undefined, () => activity.loadMore()),
      reset: () => guarded(reporter, 'activity reset failed', () => activity.reset()),
    };
  }
}
