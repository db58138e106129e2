import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { BalancesFlow } from '../balances/index.ts';
import { RUNTIME } from '../runtime/runtime.ts';
import { defineCapability, type CapabilityParts } from '../capability.ts';
import { Wallets } from '../wallets/wallets.ts';
import { SendService } from './send.service.ts';
import { SendStore } from './send.store.ts';
import { guarded, settled } from '../flows/guarded.ts';

/** What a transfer needs: a token of the account (no address for the native one), an amount, a receiver. */
export interface SendInput {
  /** The token to send, as the balances flow lists it. */
  readonly token: TokenBalance;
  /** The amount in whole units of the token (`0.5` ETH, not wei). */
  readonly amount: number;
  /** The receiver's address in the family's format. */
  readonly to: string;
}

/** The send flow's commands (`kit.flows.send.commands`): fill the form, then `send`. */
export interface SendCommands {
  /** Picks the token to send; undefined clears it. */
  setToken(token: TokenBalance | undefined): void;
  /** Sets the amount in whole units of the token; undefined clears it. */
  setAmount(amount: number | undefined): void;
  /** Sets the receiver: its address, and the name and avatar it was found by, if any. */
  setReceiver(receiver: {
    /** The receiver's address; undefined clears it. */
    readonly address: string | undefined;
    /** The name the address was resolved from (`vitalik.eth`). */
    readonly name?: string;
    /** The avatar of that name. */
    readonly imageUrl?: string;
  }): void;
  /**
   * Sends through the connected wallet, which prompts: the form as it stands, or `input` filled in first.
   * Resolves false on any failure; the reason is in the state's `error`.
   */
  send(input?: SendInput): Promise<boolean>;
  /** Stops waiting for a wallet prompt that is never answered; the form keeps its values. */
  cancel(): void;
  /** Empties the form and forgets the last outcome; a send under way is no longer waited for. */
  reset(): void;
}

/**
 * The send capability: the form (its own `state`), the transfer through the connected wallet and its
 * outcome (`service`), then the native balance read again through the balances capability.
 */
export const SendFlow = defineCapability('send', { runtime: RUNTIME, wallets: Wallets, balances: BalancesFlow }, ({ runtime, wallets, balances }) => {
  const { reporter } = runtime;
  const own = new SendStore();
  const service = new SendService(runtime, runtime.state, wallets, balances.native, own);
  const commands: SendCommands = {
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
  return { state: own, service, commands };
});
export type SendFlow = CapabilityParts<typeof SendFlow>;
