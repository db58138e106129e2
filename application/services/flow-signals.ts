import { injectable } from 'inversify';
import { Subject, type Observable } from 'rxjs';
import type { CaipAddress, ChainNamespace } from '../../domain/caip/caip.ts';
import { token } from '../token.ts';

export interface ConnectedSignal {
  readonly namespace: ChainNamespace;
  readonly caipAddress: CaipAddress;
  readonly connectorId: string;
}

export interface NamespaceSwitchedSignal {
  readonly from: ChainNamespace | undefined;
  readonly to: ChainNamespace;
}

/**
 * What one flow tells the others without importing them (no circular services): a connection was made
 * (SIWX asks for a signature), the namespace changed (the send state resets), the connection was reset
 * (the transactions reset). Stores that belong to other flows subscribe here.
 */
@injectable()
export class FlowSignals {
  private readonly connectedSubject = new Subject<ConnectedSignal>();
  private readonly namespaceSwitchedSubject = new Subject<NamespaceSwitchedSignal>();
  private readonly connectionResetSubject = new Subject<void>();

  readonly connected$: Observable<ConnectedSignal> = this.connectedSubject.asObservable();
  readonly namespaceSwitched$: Observable<NamespaceSwitchedSignal> = this.namespaceSwitchedSubject.asObservable();
  readonly connectionReset$: Observable<void> = this.connectionResetSubject.asObservable();

  connected(signal: ConnectedSignal): void {
    this.connectedSubject.next(signal);
  }

  namespaceSwitched(signal: NamespaceSwitchedSignal): void {
    this.namespaceSwitchedSubject.next(signal);
  }

  connectionReset(): void {
    this.connectionResetSubject.next();
  }
}

export const FLOW_SIGNALS = token<FlowSignals>('FlowSignals');
