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

  constructor(
    @inject(ConnectorStore) private readonly store: ConnectorStore,
    @inject(PersistedStateService) private readonly persisted: PersistedStateService,
    @inject(ConnectionService) private readonly connection: ConnectionService,
    @inject(Lifecycle) lifecycle: Lifecycle,
  ) {
    lifecycle.add(() => {
      this.destroyed = true;
    });
    void this.persisted.readChainChoices().then((chainChoices) => {
      if (!this.destroyed) this.store.update({ chainChoices });
    });
  }

  /**
   * Connects the listed wallet with this id on the chosen family, or on each of its families in turn.
   * Resolves whether every connection it asked for was made; like `connect`, it never rejects.
   */
  async connect(connectorId: string, choice: ChainChoice): Promise<boolean> {
    const listed = this.store.getSnapshot().connectors.find((connector) => connector.id === connectorId);
    if (!listed) return this.connection.connect(connectorId, choice === 'all' ? undefined : choice);
    const members = choice === 'all' ? (listed.connectors ?? [listed]) : [connectorOn(listed, choice)].filter((member) => member !== undefined);
    if (members.length === 0) return this.connection.connect(connectorId, choice === 'all' ? undefined : choice);
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
