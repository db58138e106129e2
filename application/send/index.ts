/**
 * The send capability (`SendFlow`, the definition the container builds): its state (`SendStore`, read by
 * others through its observable) and the transfer (`SendService`), parts it builds itself, and their
 * helpers. Other layers import from here; the files beside this one are its own.
 */
export { SendFlow } from './send.flow.ts';
export type { SendCommands, SendInput } from './send.flow.ts';
export { SendService } from './send.service.ts';
export { SendStore } from './send.store.ts';
export type { SendFlowState, SendStatus } from './send.store.ts';
