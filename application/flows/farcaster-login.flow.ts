import { inject, injectable } from 'inversify';
import { FarcasterLoginService } from '../services/embedded/farcaster-login.service.ts';
import { FarcasterLoginStore, type FarcasterLoginState } from '../stores/farcaster-login.store.ts';
import type { Flow } from './flow.ts';

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

  constructor(@inject(FarcasterLoginStore) readonly state: FarcasterLoginStore, @inject(FarcasterLoginService) login: FarcasterLoginService) {
    this.commands = {
      start: () => login.start(),
      stop: () => login.stop(),
    };
  }
}
