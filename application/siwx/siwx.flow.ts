import type { CaipNetworkId } from '../../domain/caip/caip.ts';
import type { UniversalProviderAuthenticator } from '../ports/siwx.port.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { Connect } from '../connect/index.ts';
import { Wallets } from '../wallets/index.ts';
import { SiwxSessions } from './siwx-sessions.service.ts';
import { SiwxSigner } from './siwx-signer.ts';
import { SiwxService } from './siwx.service.ts';

/** The sign-in flow's commands (`kit.flows.siwx.commands`). */
export interface SiwxCommands {
  /** The sign view's "Sign": missing preconditions reject with their catalogue message. */
  requestSignature(): Promise<void>;
  /** The sign view's "Cancel" (disconnects when sign-in is required). */
  cancel(): Promise<void>;
  /** WalletConnect's one-step sign-in (its adapter calls it); false unless every chain is eip155. */
  authenticateThroughUniversalProvider(input: {
    readonly chains: readonly CaipNetworkId[];
    readonly provider: UniversalProviderAuthenticator;
  }): Promise<boolean>;
}

/**
 * Sign-in with the wallet (SIWX). Its rejections carry the catalogue's SIWX messages, for the caller to show.
 * The capability builds the signer and the sign-in; the sessions are their own capability below connect,
 * because the higher-level disconnect clears them too. The sign-in state is the shared `siwx` slice.
 */
export const SiwxFlow = defineCapability(
  'siwx',
  { runtime: RUNTIME, wallets: Wallets, sessions: SiwxSessions, connect: Connect },
  ({ runtime, wallets, sessions, connect }) => {
    const { state } = runtime;
    /** The connection client a message is signed with. */
    const signer = new SiwxSigner(runtime, state, wallets);
    const siwx = new SiwxService(runtime, state, {
      sessions,
      disconnects: { chain: connect.chainDisconnect, all: connect.disconnect },
      signer,
    });
    const commands: SiwxCommands = {
      requestSignature: () => siwx.requestSignMessage(),
      cancel: () => siwx.cancelSignMessage(),
      authenticateThroughUniversalProvider: ({ chains, provider }) => siwx.authenticateThroughUniversalProvider(chains, provider),
    };
    return { state: state.siwx, commands, signer };
  },
);
export type SiwxFlow = CapabilityParts<typeof SiwxFlow>;
