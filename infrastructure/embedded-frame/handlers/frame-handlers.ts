import type { FrameRequestKind } from '../../../domain/embedded/frame-messages.ts';
import type { AnyFrameRequest, FrameRequestPayload } from '../../../domain/embedded/frame-requests.ts';
import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import { frameThemeStyle } from '../../../domain/theme/frame-theme.ts';
import type { ApprovalScreen } from '../approval/approval-screen.ts';
import { createEmailUpdateHandlers } from './email-update-handlers.ts';
import { createFarcasterHandlers } from './farcaster-handlers.ts';
import type { KeyValueStorage } from '../ports/frame-environment.ts';
import { memoryStorage } from '../adapters/frame-session.ts';
import { readEvmChainId } from './evm-chain-id.ts';
import type { FrameAnswer } from '../adapters/message-gate.ts';
import { createLoginHandlers, type LoginHandlerDependencies } from './login-handlers.ts';
import { createRpcHandler, type RpcHandlerDependencies } from './rpc-handler.ts';
import { createSmartAccountHandlers } from './smart-account-handlers.ts';
import type { SocialCallbackInbox } from '../adapters/social-callback-inbox.ts';
import { createSocialHandlers } from './social-handlers.ts';

const noSocialCallbacks: SocialCallbackInbox = { take: async () => undefined, close: () => undefined };

export interface FrameHandlerDependencies extends LoginHandlerDependencies, RpcHandlerDependencies {
  readonly approvals: Pick<ApprovalScreen, 'ask' | 'setThemeMode' | 'setThemeStyle'>;
  /** Reloads the frame's page; run only after the RELOAD reply has been posted. */
  readonly reload: () => void;
  /** The frame origin's sessionStorage: a Farcaster sign-in under way survives a reload of the frame (default: memory). */
  readonly sessionStorage?: KeyValueStorage;
  /** Where the social sign-in window's callback address reaches the frame; without it, CONNECT_SOCIAL finds none. */
  readonly socialCallbacks?: SocialCallbackInbox;
}

export interface HandlerContext {
  /** The page origin the request came from (the pinned one). */
  readonly origin: string;
  /** Runs `task` once the reply is on its way. */
  afterReply(task: () => void): void;
}

type Handler<K extends FrameRequestKind> = (payload: FrameRequestPayload<K>, context: HandlerContext) => Promise<unknown>;
export type FrameHandlers = { readonly [K in FrameRequestKind]: Handler<K> };

/** Every request kind of the protocol and what the frame does with it (the contract's "Frame answers"). */
export function createFrameHandlers(deps: FrameHandlerDependencies): FrameHandlers {
  const { session, chains } = deps;
  const login = createLoginHandlers(deps);
  const rpc = createRpcHandler(deps);
  const handlers: FrameHandlers = {
    ...login,
    ...createEmailUpdateHandlers(deps),
    rpcRequest: (payload, context) => rpc(payload, context.origin),
    getChainId: async () => ({ chainId: session.chainId() }),
    switchNetwork: async ({ chainId }) => {
      const evmChainId = readEvmChainId(chainId);
      if (evmChainId === undefined || !chains.includes(evmChainId)) throw new Error(catalogueMessage('CHAIN_NOT_SUPPORTED'));
      session.setChainId(evmChainId);
      return { chainId: evmChainId };
    },
    // GET_USER among them: the user with the preferred account named first.
    ...createSmartAccountHandlers(deps),
    syncTheme: async ({ themeMode, themeVariables }) => {
      if (themeMode) deps.approvals.setThemeMode(themeMode);
      deps.approvals.setThemeStyle(frameThemeStyle(themeVariables ?? {}));
      return {};
    },
    syncDappData: async ({ metadata }) => {
      session.dappName = metadata?.name || undefined;
      return {};
    },
    reload: async (_payload, context) => {
      context.afterReply(deps.reload);
      return {};
    },
    // Whatever GET_USER answers (this table's entry), CONNECT_SOCIAL answers too.
    ...createSocialHandlers({
      ...deps, socialCallbacks: deps.socialCallbacks ?? noSocialCallbacks, userAnswer: (payload, context) => handlers.getUser(payload, context),
    }),
    ...createFarcasterHandlers({
      ...deps, channelStorage: deps.sessionStorage ?? memoryStorage(), userAnswer: (payload, context) => handlers.getUser(payload, context),
    }),
  };
  return handlers;
}

/** Runs the request's handler: its payload becomes the success answer, its error's message the error answer. */
export async function answerFrameRequest(handlers: FrameHandlers, request: AnyFrameRequest, origin: string): Promise<FrameAnswer> {
  const after: (() => void)[] = [];
  // The table is keyed by kind, so the handler found is the one for this payload's kind.
  const handler = handlers[request.kind] as (payload: unknown, context: HandlerContext) => Promise<unknown>;
  try {
    const payload = await handler(request.payload, { origin, afterReply: (task) => void after.push(task) });
    return { ok: true, payload, afterReply: () => after.forEach((task) => task()) };
  } catch (error) {
    return { ok: false, message: error instanceof Error && error.message ? error.message : catalogueMessage('UNKNOWN') };
  }
}
