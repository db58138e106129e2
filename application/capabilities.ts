import { AllWallets } from './all-wallets/index.ts';
import { BalancesFlow } from './balances/index.ts';
import { Connect } from './connect/index.ts';
import { EmailLoginFlow, EmbeddedSession, SocialLoginFlow } from './embedded/index.ts';
import { FLOW_DEFINITIONS } from './flows/registry.ts';
import { Modal } from './modal/index.ts';
import { Network } from './network/index.ts';
import { OriginCheck } from './origin-check/index.ts';
import { HostCommands } from './host-commands/index.ts';
import { SiwxSessions } from './siwx/index.ts';
import { ViewStores } from './stores/view-stores.ts';
import { Theme } from './theme/index.ts';
import { token } from './token.ts';
import type { CapabilityDefinition, CapabilityParts } from './capability.ts';
import { WalletConnect } from './walletconnect/index.ts';
import { Wallets } from './wallets/index.ts';

/**
 * The capabilities the facade forwards to, by name. The container resolves them in this order, the modal
 * first: its navigator must follow the use cases' outcomes before any use case can report one.
 */
export const CAPABILITY_DEFINITIONS = {
  modal: Modal,
  connect: Connect,
  wallets: Wallets,
  network: Network,
  balances: BalancesFlow,
  theme: Theme,
  host: HostCommands,
  allWallets: AllWallets,
  originCheck: OriginCheck,
  walletConnect: WalletConnect,
  embedded: EmbeddedSession,
  emailLogin: EmailLoginFlow,
  socialLogin: SocialLoginFlow,
} as const;

/** One instance of each, as the composition root hands them to the facade. */
export type Capabilities = { readonly [Name in keyof typeof CAPABILITY_DEFINITIONS]: CapabilityParts<(typeof CAPABILITY_DEFINITIONS)[Name]> };

export const CAPABILITIES = token<Capabilities>('Capabilities');

/**
 * Every capability of an instance, each once: the ones the facade forwards to, the ones only other
 * capabilities build on, and the flows (listed in their registry). The container builds each from its
 * needs, so a new capability is its folder and its line here (a new flow: its line in the flows registry).
 */
export const ALL_CAPABILITIES: readonly CapabilityDefinition<object>[] = [
  ...new Set<CapabilityDefinition<object>>([...Object.values(CAPABILITY_DEFINITIONS), SiwxSessions, ViewStores, ...Object.values(FLOW_DEFINITIONS)]),
];
