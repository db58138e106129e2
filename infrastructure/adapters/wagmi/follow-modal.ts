import type { Config, Connector } from 'wagmi';
import { EVM_FAMILY } from '../../../domain/chain-families/evm.family.ts';
import { reconnect } from 'wagmi/actions';
import type { AdapterHost } from '../../../application/ports/chain-adapter.port.ts';
import type { ModalLink } from './modal-link.ts';

const report = (error: unknown): void => console.error('[walletport] wagmi could not follow the modal', error);

/**
 * Keeps wagmi's config in step with the modal's eip155 connection: when the modal connects, wagmi
 * reconnects through the walletport connector; a new address or network reaches wagmi as the
 * connector's change; when the modal disconnects, wagmi disconnects. Returns the teardown that
 * releases every subscription made here and leaves wagmi disconnected.
 */
export function followModal(config: Config, connector: Connector, link: ModalLink, host: AdapterHost): () => void {
  const sync = (): void => {
    try {
      const { status, connections } = config.state;
      // wagmi's own connect or reconnect is under way; the status listener syncs again once it settles.
      if (status === 'connecting' || status === 'reconnecting') return;
      const session = link.session();
      const connection = connections.get(connector.uid);
      if (!session) {
        if (connection && !link.wagmiDisconnecting) connector.onDisconnect();
        return;
      }
      if (!connection) {
        reconnect(config, { connectors: [connector] }).catch(report);
        return;
      }
      const [address] = session.accounts;
      if (connection.chainId !== session.chainId || connection.accounts[0] !== address) {
        connector.emitter.emit('change', { accounts: session.accounts, chainId: session.chainId });
      }
    } catch (error) {
      // The listeners run inside the modal's state updates: a failure here must not break those.
      report(error);
    }
  };
  const stops = [
    host.subscribeProviders(sync),
    host.subscribeAccount(sync, EVM_FAMILY.namespace),
    host.subscribeNetwork(sync),
    config.subscribe((state) => state.status, sync),
  ];
  sync();
  return () => {
    for (const stop of stops.splice(0)) stop();
    // Without the instance the connector has no wallet to offer: wagmi must not go on showing one.
    if (config.state.connections.has(connector.uid)) connector.onDisconnect();
  };
}
