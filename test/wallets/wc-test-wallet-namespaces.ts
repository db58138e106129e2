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
 * The namespaces the test wallet approves: on eip155 every requested chain it has a node for (all
 * requested ones when none match, so a proposal is never approved empty), one account on each; on
 * solana, when it holds a Solana key, every requested cluster.
 */
export function approvedNamespaces(proposal: ProposalNamespaces, nodeChainIds: readonly string[], account: string, solanaAccount?: string): Record<string, ApprovedNamespace> {
  const requested = [proposal.requiredNamespaces['eip155'], proposal.optionalNamespaces?.['eip155']];
  const chains = [...new Set(requested.flatMap((ns) => ns?.chains ?? []))];
  const served = chains.filter((chain) => nodeChainIds.includes(chain.split(':')[1] ?? ''));
  const approvedChains = served.length > 0 ? served : chains;
  const methods = [...new Set([...WALLET_METHODS, ...requested.flatMap((ns) => ns?.methods ?? [])])];
  const approved: Record<string, ApprovedNamespace> = {};
  if (approvedChains.length > 0 || !solanaAccount) {
    approved['eip155'] = { chains: approvedChains, accounts: approvedChains.map((chain) => `${chain}:${account}`), methods, events: ['chainChanged', 'accountsChanged'] };
  }
  // With a Solana key the wallet also approves every Solana cluster asked for, one account on each.
  const solanaRequested = [proposal.requiredNamespaces['solana'], proposal.optionalNamespaces?.['solana']];
  const solanaChains = [...new Set(solanaRequested.flatMap((ns) => ns?.chains ?? []))];
  if (solanaAccount && solanaChains.length > 0) {
    approved['solana'] = {
      chains: solanaChains,
      accounts: solanaChains.map((chain) => `${chain}:${solanaAccount}`),
      methods: [...new Set(['solana_signMessage', 'solana_signTransaction', ...solanaRequested.flatMap((ns) => ns?.methods ?? [])])],
      events: [],
    };
  }
  return approved;
}
