import { REACT_18, type InstallOptions } from './install.ts';

export type ConsumerInstall = readonly [template: string, options?: InstallOptions];

/** The Vite app on each React line it is tested on. */
export const VITE_REACT_INSTALLS = {
  'vite-react19': ['vite-react', { name: 'vite-react19', dependencies: {} }],
  'vite-react18': ['vite-react', { name: 'vite-react18', dependencies: REACT_18 }],
} as const satisfies Readonly<Record<string, ConsumerInstall>>;

/** As when a dApp installs with peers left out: walletport and its own dependencies arrive, react does not. */
export const NO_REACT_OMIT_PEER: ConsumerInstall = ['no-react', { name: 'no-react-omit-peer', npmArgs: ['--omit=peer'] }];

/**
 * Every app the consumer tests install, which `npm test` installs ahead (prepare-consumers.ts). An app
 * missing here still works: it just installs in its own test.
 */
export const CONSUMER_INSTALLS: readonly ConsumerInstall[] = [
  ['next-app'],
  ['appkit-react-ethers'],
  ['appkit-react-wagmi'],
  ...Object.values(VITE_REACT_INSTALLS),
  ['vite-solana'],
  ['node-esm'],
  NO_REACT_OMIT_PEER,
  ['dapp-tests'],
  ['docs-blocks'],
];
