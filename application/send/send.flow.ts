import { inject, injectable } from 'inversify';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import type { ErrorReporterPort } from '../ports/error-reporter.port.ts';
import { SendService } from './send.service.ts';
import { SendStore, type SendFlowState } from './send.store.ts';
import { TOKENS } from '../tokens.ts';
import type { Flow } from '../flows/flow.ts';
import { guarded, settled } from '../flows/guarded.ts';

/** What a transfer needs: a token of the account (no address for the native one), an amount, a receiver. */
export interface SendInput {
  readonly token: TokenBalance;
  readonly amount: number;
  readonly to: string;
}

export interface SendCommands {
  setToken(token: TokenBalance | undefined): void;
  setAmount(amount: number | undefined): void;
  setReceiver(receiver: { readonly address: string | undefined; readonly name?: string; readonly imageUrl?: string }): void;
  /**
   * Sends through the connected wallet, which prompts: the form as it stands, or `input` filled in first.
   * Resolves false on any failure; the reason is in the state's `error`.
   */
  send(input?: SendInput): Promise<boolean>;
  /** Stops waiting for a wallet prompt that is never answered; the form keeps its values. */
  cancel(): void;
  reset(): void;
}

/** Send: the form, the transfer and its outcome. */
@injectable()
export class SendFlow implements Flow<SendFlowState, SendCommands> {
  readonly commands: SendCommands;

  constructor(
    @inject(SendStore) readonly state: SendStore,
    @inject(SendService) service: SendService,
    @inject(TOKENS.ErrorReporter) reporter: ErrorReporterPort,
  ) {
    this.commands = {
      setToken: (token) => guarded(reporter, 'send form failed', () => service.setToken(token)),
      setAmount: (amount) => guarded(reporter, 'send form failed', () => service.setAmount(amount)),
      setReceiver: ({ address, ...profile }) => guarded(reporter, 'send form failed', () => service.setReceiver(address, profile)),
      send: (input) =>
        settled(reporter, 'send failed', false, () => {
          if (input) {
            service.setToken(input.token);
            service.setAmount(input.amount);
            service.setReceiver(input.to);
          }
          return service.send();
        }),
      cancel: () => guarded(reporter, 'send cancel failed', () => service.cancel()),
      reset: () => guarded(reporter, 'send reset failed', () => service.reset()),
    };
  }
}
