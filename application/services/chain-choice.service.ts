import { inject, injectable } from 'inversify';
import { connectorMergeName, connectorOn } from '../../domain/connectors/merge-connectors.ts';
import type { ChainChoice } from '../../domain/connectors/chain-family.ts';
import type { ChainNamespace } from '../../domain/caip/caip.ts';
import { ConnectorStore } from '../stores/stores.ts';
import { Lifecycle } from '../lifecycle.ts';
import { ConnectionService } from './connection.service.ts';
import { ConnectOriginReader } from '../modal/connect-origin.ts';
import { Outcomes } from '../modal/outcomes.ts';
import { NetworkService } from './network.service.ts';
import { PersistedStateService } from './persisted-state.service.ts';

/**
 * A wallet offered on several chain families (connectors of the same name across chains are merged):
 * the visitor picks one family or all of them, and the choice is remembered per wallet, so it is offered first the next time.
 */
@injectable()
export class ChainChoiceService {
  private destroyed = false;
  private loaded: Promise<void> | undefined;

  constructor(
    @inject(ConnectorStore) private readonly store: ConnectorStore,
    @inject(PersistedStateService) private readonly persisted: PersistedStateService,
    @inject(ConnectionService) private readonly connection: ConnectionService,
    @inject(NetworkService) private readonly networks: NetworkService,
    @inject(Outcomes) private readonly outcomes: Outcomes,
    @inject(ConnectOriginReader) private readonly origins: ConnectOriginReader,
    @inject(Lifecycle) lifecycle: Lifecycle,
  ) {
    lifecycle.add(() => {
      this.destroyed = true;
    });
  }

  /**
   * Reads the remembered choices into the store, once: called when a chain choice is first shown, so a
   * page whose visitor never meets a merged wallet never reads them.
   */
  loadRemembered(): Promise<void> {
    this.loaded ??= this.persisted.readChainChoices().then((stored) => {
      // A choice made before the read finished is newer than the stored one.
      if (!this.destroyed) this.store.update((state) => ({ chainChoices: { ...stored, ...state.chainChoices } }));
    });
    return this.loaded;
  }

  /**
   * Connects the listed wallet with this id on the chosen family, or on each of its families in turn.
   * Resolves whether every connection it asked for was made; like `connect`, it never rejects.
   */
  async connect(connectorId: string, choice: ChainChoice): Promise<boolean> {
    const listed = this.store.getSnapshot().connectors.find((connector) => connector.id === connectorId);
    const members = !listed ? [] : choice === 'all' ? (listed.connectors ?? [listed]) : [connectorOn(listed, choice)].filter((member) => member !== undefined);
    // Not listed (or not on that family): the plain connect says why, in state, as for any wallet.
    if (!listed || members.length === 0) return this.connection.connect(connectorId, choice === 'all' ? undefined : choice);
    if (listed.connectors) {
      const name = connectorMergeName(listed.name);
      this.store.update((state) => ({ chainChoices: { ...state.chainChoices, [name]: choice } }));
      await this.persisted.saveChainChoice(name, choice);
    }
    const [only] = members;
    const origin = this.origins.current();
    if (members.length === 1 && only) return this.connection.connect(only.id, only.chain);
    // One after the other, as a wallet shows one prompt at a time, with the modal open on each prompt
    // until the last is answered. The first family connected is the one in use afterwards, not whichever
    // the wallet happened to answer last.
    const connected: ChainNamespace[] = [];
    for (const member of members) if (await this.connection.connect(member.id, member.chain, { keepModalOpen: true })) connected.push(member.chain);
    const [first] = connected;
    if (first === undefined) return false;
    if (!this.destroyed) {
      await this.networks.switchNamespace(first).catch(() => undefined);
      this.outcomes.report({ type: 'connected', origin, unlessVisitorMovedOn: false });
    }
    return connected.length === members.length;
  }
}
