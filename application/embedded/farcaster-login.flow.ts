import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { EmbeddedSession } from './embedded-session.ts';
import { Modal } from '../modal/modal.ts';
import { FarcasterLoginService } from './farcaster-login.service.ts';
import { FarcasterLoginStore } from './farcaster-login.store.ts';

/** The Farcaster login's commands (`kit.flows.farcasterLogin.commands`). */
export interface FarcasterLoginCommands {
  /** Asks for the sign-in link (the modal's `farcasterUrl`) and waits for the approval; failures are the state's error. */
  start(): Promise<void>;
  /** Stops waiting (the view was left). */
  stop(): void;
}

/** Embedded-wallet login with Farcaster (ConnectingFarcaster). */
export const FarcasterLoginFlow = defineCapability(
  'farcasterLogin',
  { runtime: RUNTIME, embedded: EmbeddedSession, modal: Modal },
  ({ runtime, embedded, modal }) => {
    const state = new FarcasterLoginStore();
    const service = new FarcasterLoginService(runtime, runtime.state, state, modal.service, embedded.session);
    const commands: FarcasterLoginCommands = {
      start: () => service.start(),
      stop: () => service.stop(),
    };
    return { commands, state, service };
  },
);
export type FarcasterLoginFlow = CapabilityParts<typeof FarcasterLoginFlow>;
