import type { PreferredAccountType } from '../../../domain/account/account-types.ts';
import type { FrameRequestPayload } from '../../../domain/embedded/frame-requests.ts';
import { row } from '../../../domain/embedded/approval-rows.ts';
import { FRAME_USER_REJECTED_MESSAGE } from '../../../domain/embedded/rpc-policy.ts';
import { catalogueMessage } from '../../../domain/errors/catalogue.ts';
import type { ApprovalScreen } from '../approval/approval-screen.ts';
import type { ApprovalSummary } from '../approval/approval-summary.ts';
import { readEvmChainId } from './evm-chain-id.ts';
import type { FrameApiClient, FrameUser } from '../adapters/frame-api-client.ts';
import type { HandlerContext } from './frame-handlers.ts';
import type { FrameSession } from '../adapters/frame-session.ts';

export interface SmartAccountHandlerDependencies {
  readonly api: FrameApiClient;
  readonly session: FrameSession;
  /** Deploying sends a transaction the owner pays gas for: the visitor approves it first. */
  readonly approvals: Pick<ApprovalScreen, 'ask'>;
}

export interface AccountEntry {
  readonly address: string;
  readonly type: PreferredAccountType;
}

export interface UserAccounts {
  readonly user: FrameUser;
  /** The account that signs and sends: the smart account when the user prefers it and the chain offers one. */
  readonly active: AccountEntry;
  /** Both accounts when the chain offers a smart account, the active one first; else the EOA alone. */
  readonly accounts: readonly AccountEntry[];
  readonly smartAccountDeployed: boolean;
}

/** The signed-in user's accounts on `chainId` (undefined: a chain that is not EVM, so the EOA alone). */
export async function userAccounts(api: FrameApiClient, session: FrameSession, chainId: number | undefined): Promise<UserAccounts> {
  const user = chainId === undefined ? await api.getUser() : await api.getUserOnChain(chainId);
  const eoa: AccountEntry = { address: user.address, type: 'eoa' };
  const smartAccount = user.smartAccount ?? null;
  if (smartAccount === null) return { user, active: eoa, accounts: [eoa], smartAccountDeployed: false };
  const smart: AccountEntry = { address: smartAccount.address, type: 'smartAccount' };
  // The preference holds across chains; on a chain without smart accounts the EOA stands in, unchanged.
  const active = session.preferredAccountType(user.address) === 'smartAccount' ? smart : eoa;
  return { user, active, accounts: active === smart ? [smart, eoa] : [eoa, smart], smartAccountDeployed: smartAccount.deployed };
}

/**
 * The account eth_accounts names and eth_sendTransaction sends from on `chainId`. Until a user of this
 * browser prefers a smart account it is the EOA, found without asking the server for smart accounts.
 */
export async function activeAccount(api: FrameApiClient, session: FrameSession, chainId: number): Promise<AccountEntry> {
  if (!session.anyPrefersSmartAccount()) return { address: (await api.getUser()).address, type: 'eoa' };
  return (await userAccounts(api, session, chainId)).active;
}

/**
 * The frame's smart-account requests, and GET_USER, which names the preferred account first. The
 * preference lives in this frame's storage, per user; the server holds the keys and deploys.
 */
export function createSmartAccountHandlers({ api, session, approvals }: SmartAccountHandlerDependencies) {
  return {
    async getSmartAccountEnabledNetworks(): Promise<{ smartAccountEnabledNetworks: number[] }> {
      return { smartAccountEnabledNetworks: await api.smartAccountNetworks() };
    },

    /** For the current chain: a smart account is refused where the server has none to offer. */
    async setPreferredAccount({ type }: FrameRequestPayload<'setPreferredAccount'>): Promise<Record<string, never>> {
      // Signed out, the EOA is all there is: nothing to remember and nobody to remember it for.
      if (type === 'eoa' && !session.token()) return {};
      const user = await api.getUserOnChain(session.chainId());
      if (type === 'smartAccount' && !user.smartAccount) throw new Error(catalogueMessage('SMART_ACCOUNT_NOT_AVAILABLE'));
      session.setPreferredAccountType(user.address, type);
      return {};
    },

    /**
     * Deploys the user's smart account on the current chain unless it is there already. The deployment is
     * a transaction from the owner address, which pays its gas, so it is shown on the approval screen and
     * sent only once approved, like any other transaction. Already deployed, nothing is sent or asked.
     */
    async initSmartAccount(_payload: FrameRequestPayload<'initSmartAccount'>, context: HandlerContext): Promise<Record<string, never>> {
      const chainId = session.chainId();
      const user = await api.getUserOnChain(chainId);
      const smartAccount = user.smartAccount ?? null;
      if (smartAccount === null) throw new Error(catalogueMessage('SMART_ACCOUNT_NOT_AVAILABLE'));
      if (smartAccount.deployed) return {};
      const approved = await approvals.ask(describeDeployment(chainId, user.address, smartAccount.address), { origin: context.origin, name: session.dappName });
      if (!approved) throw new Error(FRAME_USER_REJECTED_MESSAGE);
      await api.deploySmartAccount(chainId);
      return {};
    },

    async getUser({ chainId }: FrameRequestPayload<'getUser'>) {
      // The page's preferredAccountType is not followed: the user's choice is what SET_PREFERRED_ACCOUNT stored.
      const { user, active, accounts, smartAccountDeployed } = await userAccounts(api, session, readEvmChainId(chainId));
      const { email, socialProvider = null, userName = null } = user;
      return {
        // A request naming no chain is answered with the frame's own (AppKit's GET_USER needs one back).
        email, address: active.address, chainId: chainId ?? session.chainId(),
        accounts,
        preferredAccountType: active.type,
        smartAccountDeployed,
        userName,
        socialProvider,
      };
    },
  };
}

/** The approval screen's account of a deployment: which contract, on which chain, and who pays. */
export function describeDeployment(chainId: number, owner: string, smartAccount: string): ApprovalSummary {
  return {
    title: 'Deploy your smart account',
    warnings: [`This sends a transaction from ${owner}, which pays its network fee (gas).`],
    rows: [
      row('Smart account', smartAccount),
      row('Owner (pays the gas)', owner),
      row('Chain ID', String(chainId)),
    ],
  };
}
