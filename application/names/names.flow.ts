import { REMOTE_TOKENS } from '../remote-tokens.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { Wallets } from '../wallets/index.ts';
import { guarded, settled } from '../flows/guarded.ts';
import { type Identity, NameLookupService } from './name-lookup.service.ts';
import { NamesService } from './names.service.ts';
import { NamesStore } from './names.store.ts';

/** The names flow's commands (`kit.flows.names.commands`). */
export interface NamesCommands {
  /** Suggestions are fetched once the input has been still for 500 ms. */
  search(query: string): void;
  /** Registers a name through the embedded wallet; false on failure ('Error registering name {name}' in state). */
  register(name: string): Promise<boolean>;
  /** Name and avatar of an address on EVM mainnets (cached 5 minutes). */
  identity(address: string): Promise<Identity | undefined>;
  /** The name registered for an address on EVM mainnets; undefined when it has none. */
  nameOf(address: string): Promise<string | undefined>;
}

/**
 * Names: debounced suggestions, registration through the embedded wallet, identity. The capability builds
 * its own form state, its lookups (which the host commands read too) and its registration.
 */
export const NamesFlow = defineCapability('names', { runtime: RUNTIME, wallets: Wallets, api: REMOTE_TOKENS.BlockchainApi }, ({ runtime, wallets, api }) => {
  const { state, reporter } = runtime;
  const own = new NamesStore();
  /** Identity and registered name of an address, cached in the stored caches. */
  const lookup = new NameLookupService(runtime, state, api);
  const names = new NamesService(runtime, state, { store: own, lookup, api, sessions: wallets.sessions });
  const commands: NamesCommands = {
    search: (query) => guarded(reporter, 'name search failed', () => names.searchNames(query)),
    register: (name) => settled(reporter, 'name registration failed', false, () => names.registerName(name)),
    identity: (address) => settled(reporter, 'identity read failed', undefined, () => lookup.identity(address)),
    nameOf: (address) => settled(reporter, 'name read failed', undefined, () => lookup.nameOf(address)),
  };
  return { state: own, commands, lookup };
});
export type NamesFlow = CapabilityParts<typeof NamesFlow>;
