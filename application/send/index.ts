/**
 * The send capability: its state (`SendStore`, read by others through its observable), its commands
 * (`SendFlow`, `SendService`) and their helpers. Other layers import from here; the files beside this one
 * are its own.
 */
export { SendFlow } from './send.flow.ts';
export type { SendCommands, SendInput } from './send.flow.ts';
export { SendService } from './send.service.ts';
export { SendStore } from './send.store.ts';
export type { SendFlowState, SendStatus } from './send.store.ts';
