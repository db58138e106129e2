/**
 * The names capability: its form state (`NamesStore`), its commands (`NamesFlow`, the capability's definition) and
 * the parts it builds (`NamesService` registers, `NameLookupService` reads identities and names). Other
 * layers import from here; the files beside this one are its own.
 */
export { NamesFlow } from './names.flow.ts';
export type { NamesCommands } from './names.flow.ts';
export { NamesService } from './names.service.ts';
export { NameLookupService } from './name-lookup.service.ts';
export type { Identity } from './name-lookup.service.ts';
export { NamesStore } from './names.store.ts';
export type { NamesState } from './names.store.ts';
