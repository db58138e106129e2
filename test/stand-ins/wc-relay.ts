import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { createMailbox, type StoredMessage } from './wc-relay-mailbox.ts';
import { clientIdFromSocketUrl, routePublish, subscriptionId } from './wc-relay-protocol.ts';

export interface WalletConnectRelayOptions {
  /** 0 (the default) picks a free port. */
  readonly port?: number;
}

export interface WalletConnectRelay {
  /** `ws://127.0.0.1:<port>`: pass as `relayUrl` to both sides. */
  readonly url: string;
  /** Sockets open to the relay now: a client that let go of it is no longer counted. */
  connectionCount(): number;
  stop(): Promise<void>;
}

interface RelayClient {
  readonly socket: WebSocket;
  readonly clientId: string;
  readonly topics: Set<string>;
}

interface RpcRequest {
  readonly id: number | string;
  readonly method?: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/**
 * A WalletConnect v2 relay on 127.0.0.1, just enough for universal-provider and sign-client 2.25
 * (see HARNESS.md): subscribe / publish / fetch, a mailbox per topic, and the `wc_proposeSession` /
 * `wc_approveSession` shortcuts that subscribe the sender on its behalf.
 */
export async function startWalletConnectRelay(options: WalletConnectRelayOptions = {}): Promise<WalletConnectRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const clients = new Set<RelayClient>();
  const mailbox = createMailbox();
  let pushId = Date.now() * 1000;

  function push(to: RelayClient, message: StoredMessage): void {
    const { topic, tag, publishedAt, attestation } = message;
    const data = { topic, message: message.message, publishedAt, tag, ...(attestation ? { attestation } : {}) };
    const params = { id: subscriptionId(topic, to.clientId), data };
    to.socket.send(JSON.stringify({ id: ++pushId, jsonrpc: '2.0', method: 'irn_subscription', params }));
  }

  function subscribe(client: RelayClient, topic: string): string {
    client.topics.add(topic);
    // After the answer, like the real relay: the client learns its subscription id before the messages.
    const waiting = mailbox.for(topic, client.clientId);
    if (waiting.length > 0) setImmediate(() => waiting.forEach((message) => push(client, message)));
    return subscriptionId(topic, client.clientId);
  }

  function publish(sender: RelayClient, message: StoredMessage): void {
    mailbox.keep(message);
    for (const client of clients) {
      if (client === sender || client.clientId === sender.clientId || !client.topics.has(message.topic)) continue;
      push(client, message);
    }
  }

  function answer(client: RelayClient, request: RpcRequest): unknown {
    const params = request.params ?? {};
    const route = routePublish(request.method ?? '', params);
    if (route) {
      // Subscribe first so the sender gets the answer to what it is about to publish.
      for (const topic of route.subscribeSender) subscribe(client, topic);
      for (const publishItem of route.publishes) publish(client, { ...publishItem, senderClientId: client.clientId, publishedAt: Date.now() });
      return true;
    }
    switch (request.method) {
      case 'irn_subscribe':
        return subscribe(client, String(params.topic ?? ''));
      case 'irn_batchSubscribe':
        return (Array.isArray(params.topics) ? params.topics : []).map((topic) => subscribe(client, String(topic)));
      case 'irn_unsubscribe':
        client.topics.delete(String(params.topic ?? ''));
        return true;
      case 'irn_batchUnsubscribe':
        for (const entry of Array.isArray(params.subscriptions) ? (params.subscriptions as { topic?: unknown }[]) : []) client.topics.delete(String(entry.topic ?? ''));
        return true;
      case 'irn_batchFetchMessages':
        return { messages: [], hasMore: false };
      default:
        return true;
    }
  }

  server.on('connection', (socket, request) => {
    const client: RelayClient = { socket, clientId: clientIdFromSocketUrl(request.url ?? ''), topics: new Set() };
    clients.add(client);
    socket.on('close', () => clients.delete(client));
    socket.on('message', (raw) => {
      let request: RpcRequest;
      try {
        request = JSON.parse(raw.toString()) as RpcRequest;
      } catch {
        return;
      }
      if (!request.method) return; // a client's acknowledgement of a pushed message
      const result = answer(client, request);
      socket.send(JSON.stringify({ id: request.id, jsonrpc: '2.0', result }));
    });
  });

  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    connectionCount: () => clients.size,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const client of clients) client.socket.terminate();
        server.close(() => resolve());
      }),
  };
}
