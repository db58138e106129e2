import { FRAME_USER_REJECTED_MESSAGE, classifyRpcMethod } from '../../../domain/embedded/rpc-policy.ts';
import type { FrameRequestPayload } from '../../../domain/embedded/frame-requests.ts';
import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import type { ApprovalScreen } from '../approval/approval-screen.ts';
import { typedDataJson } from '../../../domain/embedded/typed-data-wire.ts';
import { describeSigningRequest, type ApprovalRequest } from '../approval/approval-summary.ts';
import { chainIdHex } from './evm-chain-id.ts';
import { isSessionRefusal, type FrameApiClient } from '../adapters/frame-api-client.ts';
import type { FrameSession } from '../adapters/frame-session.ts';
import { readSigningRequest, type SigningRequest } from './signing-requests.ts';
import { activeAccount } from './smart-account-handlers.ts';
import { prepareTransaction } from './transaction-preparation.ts';

export interface RpcHandlerDependencies {
  readonly api: FrameApiClient;
  readonly session: FrameSession;
  readonly approvals: Pick<ApprovalScreen, 'ask'>;
  /** The eip155 chains the server has an RPC URL for. */
  readonly chains: readonly number[];
}

/**
 * RPC_REQUEST, decided by the frame itself whatever the page claims: safe read-only methods, raw sends,
 * filters and capability or status queries pass; personal_sign, eth_signTypedData_v4, eth_sendTransaction,
 * wallet_sendCalls, permission grants and user operations need the visitor's approval. Methods off the list are
 * refused without a call, reads go to the server, and a signing request reaches the server only after
 * the visitor clicked Approve on the frame's own screen.
 */
export function createRpcHandler({ api, session, approvals, chains }: RpcHandlerDependencies) {
  return async ({ method, params }: FrameRequestPayload<'rpcRequest'>, origin: string): Promise<unknown> => {
    const kind = classifyRpcMethod(method);
    if (kind === 'not-allowed') throw new Error(catalogueMessage('RPC_METHOD_NOT_ALLOWED'));
    if (kind === 'safe') return answerRead(method, params);
    const signing = readSigningRequest(method, params, session.chainId(), chains);
    if (!session.token()) throw new Error(catalogueMessage('SESSION_TOKEN_INVALID'));
    const request = await prepare(signing);
    const approved = await approvals.ask(describeSigningRequest(request), { origin, name: session.dappName });
    if (!approved) throw new Error(FRAME_USER_REJECTED_MESSAGE);
    return sign(request);
  };

  async function answerRead(method: string, params: unknown): Promise<unknown> {
    if (method === 'eth_chainId') return chainIdHex(session.chainId());
    if (method === 'eth_accounts') return accounts();
    return api.rpc(session.chainId(), method, params ?? []);
  }

  /** No session, or one the server refuses, has no accounts (EIP-1193: an empty list, not an error). */
  async function accounts(): Promise<string[]> {
    if (!session.token()) return [];
    try {
      return [(await activeAccount(api, session, session.chainId())).address];
    } catch (error) {
      if (isSessionRefusal(error)) return [];
      throw error;
    }
  }

  /**
   * A transaction gets its sender, gas limit and fees before it is shown, so the screen shows what is
   * sent; the fee fields the page set are checked against the node's figures here.
   */
  async function prepare(request: SigningRequest): Promise<ApprovalRequest> {
    if (request.kind !== 'transaction') return request;
    const from = await activeAccount(api, session, request.chainId);
    return prepareTransaction((method, params) => api.rpc(request.chainId, method, params), request.chainId, from, request.transaction);
  }

  /** What was shown is what goes: typed data in its checked form, a transaction with the fields shown. */
  function sign(request: ApprovalRequest): Promise<string> {
    if (request.kind === 'message') return api.signMessage(request.messageHex);
    if (request.kind === 'typedData') return api.signTypedData(typedDataJson(request.typedData));
    const { chainId, from, transaction } = request;
    return from.type === 'smartAccount' ? api.sendSmartAccountTransaction(chainId, transaction) : api.sendTransaction(chainId, transaction);
  }
}
