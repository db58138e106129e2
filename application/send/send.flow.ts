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
