import { privateKeyToAccount, generatePrivateKey } from 'viem/accounts';
import { frameReplyType, readFrameRequest } from '../../domain/embedded/frame-requests.ts';
import { readFrameReply, requestType, type FrameRequestKind } from '../../domain/embedded/frame-messages.ts';
import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { ApprovalSummary } from '../../infrastructure/embedded-frame/approval/approval-summary.ts';
import type { FrameApiClient } from '../../infrastructure/embedded-frame/adapters/frame-api-client.ts';
import { answerFrameRequest, createFrameHandlers } from '../../infrastructure/embedded-frame/handlers/frame-handlers.ts';
import { FrameSession, memoryStorage } from '../../infrastructure/embedded-frame/adapters/frame-session.ts';
import type { KeyValueStorage } from '../../infrastructure/embedded-frame/ports/frame-environment.ts';
import { FrameAuthProvider } from '../../infrastructure/embedded/frame-auth-provider.ts';
import { VirtualClock } from '../msw/virtual-clock.ts';

export const FRAME_CODE = '135790';
const PAGE_ORIGIN = 'https://shop.example';
const GWEI = 1_000_000_000n;
const hex = (value: bigint): string => `0x${value.toString(16)}`;

/** A node's answers while a transaction is prepared: 10 gwei base fee, 1 gwei tip, 21,000 gas. */
const NODE: Readonly<Record<string, unknown>> = {
  eth_getBlockByNumber: { number: '0x10', baseFeePerGas: hex(10n * GWEI) },
  eth_gasPrice: hex(11n * GWEI),
  eth_maxPriorityFeePerGas: hex(GWEI),
  eth_estimateGas: '0x5208',
  eth_blockNumber: '0x10',
};

export interface ServerCall {
  readonly method: string;
  readonly chainId?: number;
}

export interface InProcessFrameOptions {
  /** The chain the frame's address names (`?chainId=`), what it signs on until told otherwise. */
  readonly urlChainId: number;
  /** The chains the auth server has an RPC URL for. */
  readonly chains: readonly number[];
  /** The frame origin's sessionStorage: a tab's earlier chain choice survives in it. */
  readonly sessionStorage?: KeyValueStorage;
  /** The frame origin's localStorage: the session token survives a page reload in it. */
  readonly storage?: KeyValueStorage;
}

/**
 * The real secure frame's request handlers and session behind the real page-side auth provider, the
 * messages going through the protocol's own readers both ways; only the window boundary and the auth
 * server are stand-ins. Every call the server gets is recorded with the chain it was made for, and every
 * approval screen with what it showed (the visitor approves).
 */
export function inProcessFrame(options: InProcessFrameOptions) {
  const account = privateKeyToAccount(generatePrivateKey());
  const calls: ServerCall[] = [];
  const shown: ApprovalSummary[] = [];
  const user = { email: 'visitor@example.com', address: account.address };
  const api = {
    startEmailLogin: async () => 'VERIFY_OTP' as const,
    verifyOtp: async (_email: string, otp: string) => {
      if (otp !== FRAME_CODE) throw new Error('Invalid code. Please try again.');
      return { sessionToken: 'session-token', user };
    },
    getUser: async () => user,
    getUserOnChain: async (chainId: number) => ({ ...user, smartAccount: null, chainId }),
    smartAccountNetworks: async () => [],
    rpc: async (chainId: number, method: string) => {
      calls.push({ method, chainId });
      if (!(method in NODE)) throw new Error(`the stand-in node has no ${method}`);
      return NODE[method];
    },
    signMessage: async (messageHex: string) => {
      calls.push({ method: 'signMessage' });
      return account.signMessage({ message: { raw: messageHex as `0x${string}` } });
    },
    sendTransaction: async (chainId: number) => {
      calls.push({ method: 'sendTransaction', chainId });
      return `0x${'cd'.repeat(32)}`;
    },
    signOut: async () => undefined,
  } as unknown as FrameApiClient;
  const session = new FrameSession({
    storage: options.storage ?? memoryStorage(),
    sessionStorage: options.sessionStorage ?? memoryStorage(),
    defaultChainId: options.urlChainId,
  });
  const handlers = createFrameHandlers({
    api, session, chains: options.chains, clock: new VirtualClock(0), log: { debug: () => undefined, warn: () => undefined },
    approvals: {
      ask: async (summary) => {
        shown.push(summary);
        return true;
      },
      setThemeMode: () => undefined,
      setThemeStyle: () => undefined,
    },
    reload: () => undefined,
  });
  let nextId = 0;
  const transport = {
    request: async (kind: FrameRequestKind, payload?: unknown): Promise<unknown> => {
      const id = `00000000-0000-4000-8000-${String((nextId += 1)).padStart(12, '0')}`;
      const reading = readFrameRequest({ id, type: requestType(kind), ...(payload === undefined ? {} : { payload }) });
      if (reading.status !== 'request') throw new Error(`the frame would not read ${kind}: ${reading.status}`);
      const answer = await answerFrameRequest(handlers, reading.request, PAGE_ORIGIN);
      const reply = answer.ok
        ? { id, type: frameReplyType(kind, 'SUCCESS'), payload: answer.payload }
        : { id, type: frameReplyType(kind, 'ERROR'), payload: { message: answer.message } };
      const outcome = readFrameReply(kind, reply);
      if (answer.ok) answer.afterReply?.();
      if (outcome?.ok) return outcome.payload;
      throw catalogueError('WRAPPED', { params: { message: outcome && 'message' in outcome ? (outcome.message ?? '') : 'invalid reply' } });
    },
    abortPending: () => undefined,
  };
  const auth = new FrameAuthProvider({
    transport,
    readLastChainId: async () => undefined,
    clearLoginCache: async () => undefined,
    raiseAlert: () => undefined,
  });
  /** The chain each approval screen named in its Chain ID row. */
  const shownChains = (): string[] => shown.flatMap((summary) => summary.rows.filter((row) => row.label === 'Chain ID').map((row) => row.value));
  return { auth, session, account, calls, shown, shownChains };
}
