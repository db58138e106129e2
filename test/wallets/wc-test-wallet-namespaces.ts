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

/**
 * One non-EVM chain family of the WalletConnect test wallet: the accounts it approves on a chain and the
 * answers to that family's WalletConnect methods, signed with a real key as a phone wallet would.
 */
export interface FamilyRequestAnswerer {
  /** The CAIP-2 namespace (`solana`, `polkadot`, `bip122`, `cosmos`). */
  readonly namespace: string;
  /** The methods the wallet allows, beyond those the proposal asks for. */
  readonly methods: readonly string[];
  /** The account addresses approved on a requested chain (`polkadot:91b1…`): several where a wallet has several purposes. */
  accountsOn(chain: string): readonly string[];
  answer(method: string, params: unknown, chain: string): unknown;
}

const WALLET_METHODS = ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain'];

function requestedOf(proposal: ProposalNamespaces, namespace: string) {
  const requested = [proposal.requiredNamespaces[namespace], proposal.optionalNamespaces?.[namespace]];
  return {
    chains: [...new Set(requested.flatMap((ns) => ns?.chains ?? []))],
    methods: requested.flatMap((ns) => ns?.methods ?? []),
  };
}

/**
 * The namespaces the test wallet approves: on eip155 every requested chain it has a node for (all
 * requested ones when none match, so a proposal is never approved empty), one account on each; in each
 * other family it holds a key for, every requested chain with that family's accounts on it.
 */
export function approvedNamespaces(proposal: ProposalNamespaces, nodeChainIds: readonly string[], account: string, families: readonly FamilyRequestAnswerer[] = []): Record<string, ApprovedNamespace> {
  const evm = requestedOf(proposal, 'eip155');
  const served = evm.chains.filter((chain) => nodeChainIds.includes(chain.split(':')[1] ?? ''));
  const approvedChains = served.length > 0 ? served : evm.chains;
  const approved: Record<string, ApprovedNamespace> = {};
  if (approvedChains.length > 0 || families.length === 0) {
    approved['eip155'] = {
      chains: approvedChains,
      accounts: approvedChains.map((chain) => `${chain}:${account}`),
      methods: [...new Set([...WALLET_METHODS, ...evm.methods])],
      events: ['chainChanged', 'accountsChanged'],
    };
  }
  for (const family of families) {
    const requested = requestedOf(proposal, family.namespace);
    if (requested.chains.length === 0) continue;
    approved[family.namespace] = {
      chains: requested.chains,
      accounts: requested.chains.flatMap((chain) => family.accountsOn(chain).map((address) => `${chain}:${address}`)),
      methods: [...new Set([...family.methods, ...requested.methods])],
      events: [],
    };
  }
  return approved;
}
