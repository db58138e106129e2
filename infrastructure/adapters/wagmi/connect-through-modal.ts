import { UserRejectedRequestError } from 'viem';
import { EVM_FAMILY } from '../../../domain/chain-families/evm.family.ts';
import type { AdapterHost } from '../../../application/ports/chain-adapter.port.ts';

/**
 * wagmi's connect() while the modal has no eip155 connection: the visitor picks and approves a
 * wallet in the modal. Settles with the session once the modal has one; rejects when the modal
 * closes without one (as a wallet's own refusal would, so wagmi's UIs treat it alike), when it
 * cannot open, or when `onCancel`'s reject is called (the instance went away).
 */
export function connectThroughModal<Session>(
  host: AdapterHost,
  readSession: () => Session | undefined,
  onCancel: (reject: (reason: Error) => void) => () => void,
): Promise<Session> {
  return new Promise<Session>((resolve, reject) => {
    const stops: (() => void)[] = [];
    let settled = false;
    let shown = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      for (const stop of stops.splice(0)) stop();
      outcome();
    };
    const check = (): void => {
      const session = readSession();
      if (session !== undefined) return finish(() => resolve(session));
      if (host.isOpen()) shown = true;
      else if (shown) finish(() => reject(new UserRejectedRequestError(new Error('[walletport] The modal was closed without connecting an eip155 wallet.'))));
    };
    stops.push(
      onCancel((reason) => finish(() => reject(reason))),
      host.subscribeAccount(check, EVM_FAMILY.namespace),
      host.subscribeProviders(check),
      host.subscribeState(check),
    );
    if (settled) for (const stop of stops.splice(0)) stop();
    host.open().then(
      () => {
        check();
        if (!host.isOpen()) finish(() => reject(new Error('[walletport] The modal did not open, so wagmi cannot connect through it.')));
      },
      (error: unknown) => finish(() => reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}
