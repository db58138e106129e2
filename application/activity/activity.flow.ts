import { inject, injectable } from 'inversify';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { ActivityService } from './activity.service.ts';
import { ActivityStore, type ActivityState } from './activity.store.ts';
import { TOKENS } from '../tokens.ts';
import type { Flow } from '../flows/flow.ts';
import { guarded, settled } from '../flows/guarded.ts';

export interface ActivityCommands {
  /** The first page for the account on the network in view. */
  load(): Promise<void>;
  /** The next page, by the cursor of the last one. */
  loadMore(): Promise<void>;
  reset(): void;
}

/** The activity list; a failure is state and a snackbar ('Failed to fetch transactions'). */
@injectable()
export class ActivityFlow implements Flow<ActivityState, ActivityCommands> {
  readonly commands: ActivityCommands;

  constructor(
    @inject(ActivityStore) readonly state: ActivityStore,
    @inject(ActivityService) activity: ActivityService,
    @inject(TOKENS.ErrorReporter) reporter: ErrorReporterPort,
  ) {
    this.commands = {
      load: () => settled(reporter, 'activity load failed', undefined, () => activity.load()),
      loadMore: () => settled(reporter, 'activity load failed', undefined, () => activity.loadMore()),
      reset: () => guarded(reporter, 'activity reset failed', () => activity.reset()),
    };
  }
}
