import { inject, injectable } from 'inversify';
import type { BlockchainApiPort } from '../ports/blockchain-api.port.ts';
import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { Wallets } from '../wallets/index.ts';
import type { Flow } from '../flows/flow.ts';
import { guarded, settled } from '../flows/guarded.ts';
import { type Identity, NameLookupService } from './name-lookup.service.ts';
import { NamesService } from './names.service.ts';
import { NamesStore, type NamesState } from './names.store.ts';

export interface NamesCommands {
  /** Suggestions are fetched once the input has been still for 500 ms. */
  search(query: string): void;
  /** Registers a name through the embedded wallet; false on failure ('Error registering name {name}' in state). */
  register(name: string): Promise<boolean>;
  /** Name and avatar of an address on EVM mainnets (cached 5 minutes). */
  identity(address: string): Promise<Identity | undefined>;
  nameOf(address: string): Promise<string | undefined>;
}

/**
 * Names: debounced suggestions, registration through the embedded wallet, identity. The capability builds
 * its own form state, its lookups (which the host commands read too) and its registration.
 */
@injectable()
export class NamesFlow implements Flow<NamesState, NamesCommands> {
  readonly state: NamesStore;
  readonly commands: NamesCommands;
  /** Identity and registered name of an address, cached in the stored caches. */
  readonly lookup: NameLookupService;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(Wallets) wallets: Wallets,
    @inject(REMOTE_TOKENS.BlockchainApi) api: BlockchainApiPort,
  ) {
    const { state } = runtime;
    this.state = new NamesStore();
    const lookup = new NameLookupService(runtime, state, api);
    const names = new NamesService(runtime, state, { store: this.state, lookup, api, sessions: wallets.sessions });
    this.lookup = lookup;
    const { reporter } = runtime;
    this.commands = {
      search: (query) => guarded(reporter, 'name search failed', () => names.searchNames(query)),
      register: (name) => settled(reporter, 'name registration failed', false, () => names.registerName(name)),
      identity: (address) => settled(reporter, 'identity read failed', undefined, () => lookup.identity(address)),
      nameOf: (address) => settled(reporter, 'name read failed', undefined, () => lookup.nameOf(address)),
    };
  }
}
