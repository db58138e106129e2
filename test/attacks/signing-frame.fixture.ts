import type { ApprovalScreen } from '../../infrastructure/embedded-frame/approval/approval-screen.ts';
import type { FrameApiClient } from '../../infrastructure/embedded-frame/adapters/frame-api-client.ts';
import type { FrameSession } from '../../infrastructure/embedded-frame/adapters/frame-session.ts';
import { createRpcHandler } from '../../infrastructure/embedded-frame/handlers/rpc-handler.ts';

/**
 * The frame's RPC handler as a page reaches it, with a stand-in auth server (its chain reads answered
 * from `chain`) and an approval screen that records what it was asked to show and answers `approve`.
 * `outcome` settles with the page's answer, or with 'screen shown' when the request reached the screen.
 */
export const VISITOR = '0x1111111111111111111111111111111111111111';
export const ATTACKER = '0xa77ac4e7a77ac4e7a77ac4e7a77ac4e7a77ac4e7';
export const HARMLESS = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe';
export const GWEI = 1_000_000_000n;

export interface SentCall {
  readonly method: string;
  readonly args: readonly unknown[];
}

/** A node whose latest block has a 10 gwei base fee, a 1 gwei tip, and a 21,000 gas estimate. */
export const QUIET_CHAIN: Readonly<Record<string, unknown>> = {
  eth_getBlockByNumber: { number: '0x10', baseFeePerGas: `0x${(10n * GWEI).toString(16)}` },
  eth_gasPrice: `0x${(11n * GWEI).toString(16)}`,
  eth_maxPriorityFeePerGas: `0x${GWEI.toString(16)}`,
  eth_estimateGas: '0x5208',
  eth_getTransactionCount: '0x7',
};

export function signingFrame(options: { chain?: Readonly<Record<string, unknown>>; approve?: boolean } = {}) {
  const shown: unknown[] = [];
  const sent: SentCall[] = [];
  const record = (method: string) => async (...args: unknown[]) => {
    sent.push({ method, args });
    return method.startsWith('send') ? `0x${'cd'.repeat(32)}` : `0x${'ab'.repeat(65)}`;
  };
  const api = {
    getUser: async () => ({ email: 'visitor@example.test', address: VISITOR }),
    rpc: async (_chainId: number, method: string) => {
      const chain = options.chain ?? QUIET_CHAIN;
      if (!(method in chain)) throw new Error(`the stand-in node has no ${method}`);
      return chain[method];
    },
    signMessage: record('signMessage'),
    signTypedData: record('signTypedData'),
    sendTransaction: record('sendTransaction'),
    sendSmartAccountTransaction: record('sendSmartAccountTransaction'),
  } as unknown as FrameApiClient;
  const session = {
    dappName: 'Shop', token: () => 'token-1', chainId: () => 1, anyPrefersSmartAccount: () => false,
  } as unknown as FrameSession;
  const approvals: Pick<ApprovalScreen, 'ask'> = {
    ask: async (summary) => {
      shown.push(summary);
      return options.approve ?? false;
    },
  };
  const handle = createRpcHandler({ api, session, approvals, chains: [1] });
  /** The page's request: the handler's answer or refusal as text. */
  const outcome = async (method: string, params: unknown): Promise<{ answer?: unknown; refusal?: string }> => {
    try {
      return { answer: await handle({ method, params }, 'https://shop.example') };
    } catch (error) {
      return { refusal: error instanceof Error ? error.message : String(error) };
    }
  };
  return { outcome, shown, sent };
}
