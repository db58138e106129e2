import { connectorMergeName, connectorOn } from '../../domain/connectors/merge-connectors.ts';
import type { ChainChoice } from '../../domain/connectors/chain-family.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import type { ConnectOriginReader } from '../async/requests.ts';
import type { NetworkService } from '../network/index.ts';
import type { AppRuntime } from '../runtime/runtime.ts';
import type { AppState } from '../stores/app-state.ts';
import type { ConnectionService } from './connection.service.ts';

/**
 * A wallet offered on several chain families (connectors of the same name across chains are merged):
 * the visitor picks one family or all of them, and the choice is remembered per wallet, so it is offered first the next time.
 */
export class ChainChoiceService {
  private destroyed = false;
  private loaded: Promise<void> | undefined;

  constructor(
    private readonly runtime: AppRuntime,
    private readonly state: AppState,
    private readonly connection: ConnectionService,
    private readonly networks: NetworkService,
    private readonly origins: ConnectOriginReader,
  ) {
    runtime.lifecycle.add(() => {
      this.destroyed = true;
    });
  }

  /**
   * Reads the remembered choices into the store, once: called when a chain choice is first shown, so a
   * page whose visitor never meets a merged wallet never reads them.
   */
  loadRemembered(): Promise<void> {
    this.loaded ??= this.runtime.persisted.readChainChoices().then((stored) => {
      // A choice made before the read finished is newer than the stored one.
      if (!this.destroyed) this.state.connectors.update((state) => ({ chainChoices: { ...stored, ...state.chainChoices } }));
    });
    return this.loaded;
  }

  /**
   * Connects the listed wallet with this id on the chosen family, or on each of its families in turn.
   * Resolves whether every connection it asked for was made; like `connect`, it never rejects. When the
   * switch to the first family connected fails, the connections stay: the family in use is the last one
   * connected, as the network state says (with the switch's error), and the failure goes to the reporter.
   */
  async connect(connectorId: string, choice: ChainChoice): Promise<boolean> {
    const listed = this.state.connectors.getSnapshot().connectors.find((connector) => connector.id === connectorId);
    const members = !listed ? [] : choice === 'all' ? (listed.connectors ?? [listed]) : [connectorOn(listed, choice)].filter((member) => member !== undefined);
    // Not listed (or not on that family): the plain connect says why, in state, as for any wallet.
    if (!listed || members.length === 0) return this.connection.connect(connectorId, choice === 'all' ? undefined : choice);
    if (listed.connectors) {
      const name = connectorMergeName(listed.name);
      this.state.connectors.update((state) => ({ chainChoices: { ...state.chainChoices, [name]: choice } }));
      await this.runtime.persisted.saveChainChoice(name, choice);
    }
    const [only] = members;
    const origin = this.origins.current();
    const opening = this.origins.opening();
    if (members.length === 1 && only) return this.connection.connect(only.id, only.chain);
    // One after the other, as a wallet shows one prompt at a time, with the modal open on each prompt
    // until the last is answered. The first family connected is the one in use afterwards, not whichever
    // the wallet happened to answer last.
    const connected: ChainNamespace[] = [];
    for (const member of members) if (await this.connection.connect(member.id, member.chain, { keepModalOpen: true })) connected.push(member.chain);
    const [first] = connected;
    if (first === undefined) return false;
    if (!this.destroyed) {
      // A failed switch changed nothing (the network service keeps the active family and notes its error),
      // so the state already tells the truth; only the reporter still has to hear of it.
      await this.networks.switchNamespace(first).catch((error: unknown) => {
        if (!this.destroyed) this.runtime.reporter.report(error, 'switching to the first family connected failed');
      });
      this.runtime.outcomes.report({ type: 'connected', origin, opening, unlessVisitorMovedOn: false });
    }
    return connected.length === members.length;
  }
}
