import { inject, injectable } from 'inversify';
import type { CaipNetworkId } from '../../domain/caip/caip.ts';
import type { UniversalProviderAuthenticator } from '../ports/siwx.port.ts';
import { SiwxService } from '../services/siwx.service.ts';
import { SiwxStore, type SiwxState } from '../stores/siwx.store.ts';
import type { Flow } from './flow.ts';

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

/** Sign-in with the wallet (SIWX). Its rejections carry the catalogue's SIWX messages, for the caller to show. */
@injectable()
export class SiwxFlow implements Flow<SiwxState, SiwxCommands> {
  readonly commands: SiwxCommands;

  constructor(@inject(SiwxStore) readonly state: SiwxStore, @inject(SiwxService) siwx: SiwxService) {
    this.commands = {
      requestSignature: () => siwx.requestSignMessage(),
      cancel: () => siwx.cancelSignMessage(),
      authenticateThroughUniversalProvider: ({ chains, provider }) => siwx.authenticateThroughUniversalProvider(chains, provider),
    };
  }
}
