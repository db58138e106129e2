import { inject, injectable } from 'inversify';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { type Identity, NameLookupService } from '../services/name-lookup.service.ts';
import { NamesService } from '../services/names.service.ts';
import { NamesStore, type NamesState } from '../stores/names.store.ts';
import { TOKENS } from '../tokens.ts';
import type { Flow } from './flow.ts';
import { guarded, settled } from './guarded.ts';

export interface NamesCommands {
  /** Suggestions are fetched once the input has been still for 500 ms. */
  search(query: string): void;
  /** Registers a name through the embedded wallet; false on failure ('Error registering name {name}' in state). */
  register(name: string): Promise<boolean>;
  /** Name and avatar of an address on EVM mainnets (cached 5 minutes). */
  identity(address: string): Promise<Identity | undefined>;
  nameOf(address: string): Promise<string | undefined>;
}

/** Names: debounced suggestions, registration through the embedded wallet, identity. */
@injectable()
export class NamesFlow implements Flow<NamesState, NamesCommands> {
  readonly commands: NamesCommands;

  constructor(
    @inject(NamesStore) readonly state: NamesStore,
    @inject(NamesService) names: NamesService,
    @inject(NameLookupService) lookup: NameLookupService,
    @inject(TOKENS.ErrorReporter) reporter: ErrorReporterPort,
  ) {
    this.commands = {
      search: (query) => guarded(reporter, 'name search failed', () => names.searchNames(query)),
      register: (name) => settled(reporter, 'name registration failed', false, () => names.registerName(name)),
      identity: (address) => settled(reporter, 'identity read failed', undefined, () => lookup.identity(address)),
      nameOf: (address) => settled(reporter, 'name read failed', undefined, () => lookup.nameOf(address)),
    };
  }
}
