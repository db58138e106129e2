import type { RelayPublish } from './wc-relay-protocol.ts';

/** A message kept for a topic, with the client that sent it (never delivered back to that client). */
export interface StoredMessage extends RelayPublish {
  readonly senderClientId: string;
  readonly publishedAt: number;
}

/** Enough for a pairing and a few requests; older messages drop off first. */
const MAX_PER_TOPIC = 100;

/** Per-topic mailbox: what a client subscribing late (the wallet after the dApp proposed) must still get. */
export function createMailbox() {
  const byTopic = new Map<string, StoredMessage[]>();
  return {
    keep(message: StoredMessage): void {
      const list = byTopic.get(message.topic) ?? [];
      list.push(message);
      if (list.length > MAX_PER_TOPIC) list.shift();
      byTopic.set(message.topic, list);
    },
    /** Messages on the topic sent by someone other than `clientId`. */
    for(topic: string, clientId: string): readonly StoredMessage[] {
      return (byTopic.get(topic) ?? []).filter((message) => message.senderClientId !== clientId);
    },
  };
}
