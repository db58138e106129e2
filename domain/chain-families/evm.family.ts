import { isEvmAddress } from '../address/evm-address.ts';
import { defineChainFamily } from './chain-family-record.ts';
import type { EVM_NAMESPACE } from './namespaces.ts';

/** EVM chains (eip155). */
export const EVM_FAMILY = defineChainFamily({
  // Written out, not read from namespaces.ts: a value import there lets a bundler (Rolldown) fold this record
  // into the page's first script along with the namespaces; the type keeps the two the same.
  namespace: 'eip155' satisfies typeof EVM_NAMESPACE,
  label: 'Ethereum and EVM',
  translatedLabels: { ar: 'إيثريوم وشبكات EVM', es: 'Ethereum y EVM', ja: 'イーサリアムと EVM', 'zh-Hans': '以太坊和 EVM' },
  defaultAccountType: 'smartAccount',
  accountEntryType: 'eoa',
  isAddress: isEvmAddress,
  siwxAccountLabel: 'Ethereum',
  walletConnect: {
    methods: ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain', 'wallet_addEthereumChain'],
    events: ['chainChanged', 'accountsChanged'],
  },
  // viem's chains (walletport/networks) are the EVM catalogue; the domain holds none of its own.
  networkIds: [],
  // Etherscan and every Blockscout-style explorer viem's chains name.
  explorerPaths: { address: 'address', transaction: 'tx' },
  capabilities: { balance: true, send: true, names: true, activity: true, onramp: true, swaps: true },
});
