/**
 * The swap capability (`SwapFlow`): its form and quote (`SwapStore`) in the core, the session that
 * quotes, approves and swaps loaded with the first command. Other layers import from here.
 */
export { SwapFlow } from './swap.flow.ts';
export type { SwapCommands } from './swap.flow.ts';
export { canSwap, SwapStore } from './swap.store.ts';
export type { SwapQuoteView, SwapState, SwapStatus } from './swap.store.ts';
