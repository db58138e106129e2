import { createHash } from 'node:crypto';

/**
 * The pure parts of the WalletConnect v2 relay protocol the local relay needs: who a socket is,
 * what a subscription id is, and which topic publishes a request stands for.
 */

/** Tags the 2.25 clients expect on the messages the relay publishes for `wc_proposeSession` / `wc_approveSession`. */
export const TAG_SESSION_PROPOSE = 1100;
export const TAG_SESSION_PROPOSE_RESPONSE = 1101;
export const TAG_SESSION_SETTLE = 1102;

export interface RelayPublish {
  readonly topic: string;
  readonly message: string;
  readonly tag: number;
  readonly attestation?: string;
}

/** What one client request asks the relay to do: publish these, then subscribe the sender to those topics. */
export interface RelayRoute {
  readonly publishes: readonly RelayPublish[];
  /** Topics the sender is subscribed to by the relay: the 2.25 clients skip their own subscribe here. */
  readonly subscribeSender: readonly string[];
}

/**
 * The client id of a socket: the `iss` (a `did:key`) of the `auth` JWT in its URL. The clients
 * compute their subscription ids from it, so the relay must use the same one.
 */
export function clientIdFromSocketUrl(url: string): string {
  const auth = new URL(url, 'ws://127.0.0.1').searchParams.get('auth') ?? '';
  const payload = auth.split('.')[1];
  if (!payload) return '';
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown };
    return typeof claims.iss === 'string' ? claims.iss : '';
  } catch {
    return '';
  }
}

/** sha256(topic + clientId) in hex, as `Subscriber.getSubscriptionId` computes it. */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256').update(topic + clientId, 'utf8').digest('hex');
}

type Params = Readonly<Record<string, unknown>>;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const tagOf = (value: unknown): number => (typeof value === 'number' ? value : 0);

function plainPublish(params: Params): RelayPublish {
  const attestation = text(params.attestation) || undefined;
  return { topic: text(params.topic), message: text(params.message), tag: tagOf(params.tag), ...(attestation ? { attestation } : {}) };
}

/** Routes the publishing methods; anything else (subscribe, fetch ...) is not a publish. */
export function routePublish(method: string, params: Params): RelayRoute | undefined {
  if (method === 'irn_publish') return { publishes: [plainPublish(params)], subscribeSender: [] };
  if (method === 'irn_batchPublish') {
    const messages = Array.isArray(params.messages) ? (params.messages as Params[]) : [];
    return { publishes: messages.map(plainPublish), subscribeSender: [] };
  }
  if (method === 'wc_proposeSession') {
    const pairingTopic = text(params.pairingTopic);
    const attestation = text(params.attestation) || undefined;
    return {
      publishes: [{ topic: pairingTopic, message: text(params.sessionProposal), tag: TAG_SESSION_PROPOSE, ...(attestation ? { attestation } : {}) }],
      subscribeSender: [pairingTopic],
    };
  }
  if (method === 'wc_approveSession') {
    const sessionTopic = text(params.sessionTopic);
    return {
      publishes: [
        { topic: text(params.pairingTopic), message: text(params.sessionProposalResponse), tag: TAG_SESSION_PROPOSE_RESPONSE },
        { topic: sessionTopic, message: text(params.sessionSettlementRequest), tag: TAG_SESSION_SETTLE },
      ],
      subscribeSender: [sessionTopic],
    };
  }
  return undefined;
}
