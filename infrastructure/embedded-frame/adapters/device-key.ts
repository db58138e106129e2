/**
 * The frame's device key: a P-256 key pair made by WebCrypto with a private key that cannot be exported
 * (`extractable: false`), kept in the frame origin's IndexedDB. It signs a proof for every call to the
 * auth server (DPoP, RFC 9449: see the server's device-proof.ts), and the server binds sign-ins under way
 * and sessions to its thumbprint. No script, not even the frame's own, can read the private key out, so
 * a copied token or code is useless on any other device.
 */
export interface DeviceKeyStore {
  load(): Promise<CryptoKeyPair | undefined>;
  save(pair: CryptoKeyPair): Promise<void>;
}

export interface DeviceProofInput {
  readonly method: string;
  /** The full address called, query left out by the proof (RFC 9449 `htu`). */
  readonly url: string;
  /** The session token the request carries: the proof names its hash (`ath`). */
  readonly accessToken?: string;
  /** Seconds since the epoch. */
  readonly issuedAt: number;
}

export class DeviceKey {
  private constructor(
    private readonly subtle: SubtleCrypto,
    private readonly pair: CryptoKeyPair,
    private readonly publicJwk: { readonly kty: string; readonly crv: string; readonly x: string; readonly y: string },
    /** RFC 7638 thumbprint of the public key: the device, as the server knows it. */
    readonly thumbprint: string,
    private readonly randomId: () => string,
  ) {}

  /** The stored key, or a new one stored for next time. */
  static async open(store: DeviceKeyStore, subtle: SubtleCrypto, randomId: () => string): Promise<DeviceKey> {
    let pair = await store.load().catch(() => undefined);
    if (pair === undefined) {
      pair = await subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
      // A storage that refuses (blocked, full) still leaves a key for this page's lifetime.
      await store.save(pair).catch(() => undefined);
    }
    const jwk = await subtle.exportKey('jwk', pair.publicKey);
    if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) throw new Error('The device key is not a P-256 key');
    const publicJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y };
    // Members in lexicographic order, no spaces: the RFC 7638 input.
    const canonical = `{"crv":"${jwk.crv}","kty":"${jwk.kty}","x":"${jwk.x}","y":"${jwk.y}"}`;
    const thumbprint = base64url(new Uint8Array(await subtle.digest('SHA-256', utf8(canonical))));
    return new DeviceKey(subtle, pair, publicJwk, thumbprint, randomId);
  }

  /** A one-time proof for this request, signed by the key that never leaves this frame. */
  async proof(input: DeviceProofInput): Promise<string> {
    const url = new URL(input.url);
    const payload: Record<string, unknown> = {
      jti: this.randomId(), htm: input.method, htu: `${url.origin}${url.pathname}`, iat: input.issuedAt,
    };
    if (input.accessToken !== undefined) {
      payload.ath = base64url(new Uint8Array(await this.subtle.digest('SHA-256', utf8(input.accessToken))));
    }
    const header = { typ: 'dpop+jwt', alg: 'ES256', jwk: this.publicJwk };
    const signingInput = `${base64url(utf8(JSON.stringify(header)))}.${base64url(utf8(JSON.stringify(payload)))}`;
    // WebCrypto's ECDSA signature is r and s side by side, exactly the JWS ES256 form.
    const signature = await this.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.pair.privateKey, utf8(signingInput));
    return `${signingInput}.${base64url(new Uint8Array(signature))}`;
  }
}

/** A store in memory: tests, and a browser that refuses IndexedDB (the key then lasts as long as the page). */
export function memoryDeviceKeyStore(): DeviceKeyStore {
  let stored: CryptoKeyPair | undefined;
  return {
    load: async () => stored,
    save: async (pair) => void (stored = pair),
  };
}

const DATABASE = 'walletport-frame';
const STORE = 'device-keys';

/**
 * The frame origin's IndexedDB, one key per embedding context (`slot`): the browser partitions storage by
 * top-level site, and the slot also tells apart a frame nested in someone else's iframe on that site.
 */
export function indexedDbDeviceKeyStore(indexedDb: IDBFactory, slot: string): DeviceKeyStore {
  const open = (): Promise<IDBDatabase> => new Promise((resolve, reject) => {
    const request = indexedDb.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
  const run = async <T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> => {
    const db = await open();
    try {
      return await new Promise<T>((resolve, reject) => {
        const request = action(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
      });
    } finally {
      db.close();
    }
  };
  return {
    async load() {
      const value: unknown = await run('readonly', (store) => store.get(slot));
      return isKeyPair(value) ? value : undefined;
    },
    async save(pair) {
      await run('readwrite', (store) => store.put(pair, slot));
    },
  };
}

function isKeyPair(value: unknown): value is CryptoKeyPair {
  if (typeof value !== 'object' || value === null) return false;
  const { privateKey, publicKey } = value as Partial<CryptoKeyPair>;
  return typeof privateKey === 'object' && privateKey !== null && typeof publicKey === 'object' && publicKey !== null;
}

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
