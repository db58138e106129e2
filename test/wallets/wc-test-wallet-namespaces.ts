/** The part of a session proposal the wallet reads. */
export interface ProposalNamespaces {
  readonly requiredNamespaces: Readonly<Record<string, { chains?: readonly string[]; methods?: readonly string[] }>>;
  readonly optionalNamespaces?: Readonly<Record<string, { chains?: readonly string[]; methods?: readonly string[] }>>;
}

export interface ApprovedNamespace {
  chains: string[];
  accounts: string[];
  methods: string[];
  events: string[];
}

const WALLET_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'];

/**
 * The eip155 namespace the test wallet approves: every requested chain it has a node for (all
 * requested ones when none match, so a proposal is never approved empty), one account on each.
 */
export function approvedNamespaces(proposal: ProposalNamespaces, nodeChainIds: readonly string[], account: string): Record<string, ApprovedNamespace> {
  const requested = [proposal.requiredNamespaces.eip155, proposal.optionalNamespaces?.eip155];
  const chains = [...new Set(requested.flatMap((ns) => ns?.chains ?? []))];
  const served = chains.filter((chain) => nodeChainIds.includes(chain.split(':')[1] ?? ''));
  const approvedChains = served.length > 0 ? served : chains;
  const methods = [...new Set([...WALLET_METHODS, ...requested.flatMap((ns) => ns?.methods ?? [])])];
  return {
    eip155: {
      chains: approvedChains,
      accounts: approvedChains.map((chain) => `${chain}:${account}`),
      methods,
      events: ['chainChanged', 'accountsChanged'],
    },
  };
}
