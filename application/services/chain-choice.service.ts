import { inject, injectable } from 'inversify';
import { connectorMergeName, connectorOn } from '../../domain/connectors/merge-connectors.ts';
import type { ChainChoice } from '../../domain/connectors/chain-family.ts';
import { ConnectorStore } from '../stores/stores.ts';
import { Lifecycle } from '../lifecycle.ts';
import { ConnectionService } from './connection.service.ts';
import { PersistedStateService } from './persisted-state.service.ts';

/**
 * A wallet offered on several chain families (spec §3 merged connector): the visitor picks one family
 * or all of them, and the choice is remembered per wallet, so it is offered first the next time.
 */
@injectable()
export class ChainChoiceService {
  private destroyed = false;
  private loaded: Promise<void> | undefined;

  constructor(
    @inject(ConnectorStore) private readonly store: ConnectorStore,
    @inject(PersistedStateService) private readonly persisted: PersistedStateService,
    @inject(ConnectionService) private readonly connection: ConnectionService,
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
    let all = true;
    // One after the other: a wallet shows one prompt at a time.
    for (const member of members) all = (await this.connection.connect(member.id, member.chain)) && all;
    return all;
  }
}
