import { inject, injectable } from 'inversify';
import { RUNTIME, type AppRuntime } from '../runtime/runtime.ts';
import { EmbeddedSession } from './embedded-session.ts';
import { Modal } from '../modal/modal.ts';
import { FarcasterLoginService } from './farcaster-login.service.ts';
import { FarcasterLoginStore, type FarcasterLoginState } from './farcaster-login.store.ts';
import type { Flow } from '../flows/flow.ts';

export interface FarcasterLoginCommands {
  /** Asks for the sign-in link (the modal's `farcasterUrl`) and waits for the approval; failures are the state's error. */
  start(): Promise<void>;
  /** Stops waiting (the view was left). */
  stop(): void;
}

/** Embedded-wallet login with Farcaster (ConnectingFarcaster). */
@injectable()
export class FarcasterLoginFlow implements Flow<FarcasterLoginState, FarcasterLoginCommands> {
  readonly commands: FarcasterLoginCommands;
  readonly state: FarcasterLoginStore;
  readonly service: FarcasterLoginService;

  constructor(
    @inject(RUNTIME) runtime: AppRuntime,
    @inject(EmbeddedSession) embedded: EmbeddedSession,
    @inject(Modal) modal: Modal,
  ) {
    this.state = new FarcasterLoginStore();
    this.service = new FarcasterLoginService(runtime, runtime.state, this.state, modal.service, embedded.session);
    const login = this.service;
    this.commands = {
      start: () => login.start(),
      stop: () => login.stop(),
    };
  }
}
