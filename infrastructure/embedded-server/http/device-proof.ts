import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, decodeProtectedHeader, EmbeddedJWK, jwtVerify, type JWK } from 'jose';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import type { SqlDatabase } from '../storage/database.ts';

/**
 * Proof of possession of the frame's device key, after DPoP (RFC 9449). The secure frame holds a P-256
 * key that cannot leave it (WebCrypto, `extractable: false`); every call to the API carries a `DPoP`
 * header: a JWT signed by that key, naming the request (`htm`, `htu`), when it was made (`iat`), a
 * single-use id (`jti`) and, with a session, the hash of the session token (`ath`). The key's RFC 7638
 * thumbprint is the device: sign-ins under way and sessions are bound to it, so a code, callback
 * address, channel id or token taken from the page (or from the visitor's mail) is useless to any
 * other device.
 */
export const DEVICE_PROOF_HEADER = 'dpop';
/** How far a proof's `iat` may be from the server's clock, either way (clock skew, a slow network). */
export const DEVICE_PROOF_WINDOW_MS = 60_000;
const PROOF_TYPE = 'dpop+jwt';
const MAX_PROOF_LENGTH = 2_000;
const MAX_JTI_LENGTH = 100;

export interface DeviceProofRequest {
  readonly method: string;
  /** The path the request was made to (no query). */
  readonly path: string;
  /** The `DPoP` header as received. */
  readonly proof: string | undefined;
  /** The session token the request carries, whose hash the proof must name. */
  readonly accessToken?: string;
}

export interface DeviceProofs {
  /** The thumbprint of the device key that signed this request's proof, else DEVICE_PROOF_INVALID. */
  verify(request: DeviceProofRequest): Promise<string>;
}

export interface DeviceProofConfig {
  readonly db: SqlDatabase;
  /** The origins a proof's `htu` may name: this server's public address and its own loopback names. */
  readonly origins: ReadonlySet<string>;
  /** Milliseconds since the epoch. */
  readonly now: () => number;
}

export function createDeviceProofs(config: DeviceProofConfig): DeviceProofs {
  const { db, origins, now } = config;
  let sinceHousekeeping = 0;

  return {
    async verify({ method, path, proof, accessToken }) {
      if (typeof proof !== 'string' || proof.length === 0 || proof.length > MAX_PROOF_LENGTH) throw refused('No device proof was sent.');
      let payload: Record<string, unknown>;
      let jwk: JWK;
      try {
        const header = decodeProtectedHeader(proof);
        if (header.typ !== PROOF_TYPE || header.alg !== 'ES256' || typeof header.jwk !== 'object') throw new Error('Not a device proof');
        jwk = header.jwk;
        ({ payload } = await jwtVerify(proof, EmbeddedJWK, { typ: PROOF_TYPE, algorithms: ['ES256'] }));
      } catch (cause) {
        throw refused('The device proof is not signed by the key it names.', cause);
      }
      const { htm, htu, iat, jti, ath } = payload;
      if (htm !== method || typeof htu !== 'string' || !namesRequest(htu, path, origins)) throw refused('The device proof is for another request.');
      if (typeof iat !== 'number' || Math.abs(iat * 1000 - now()) > DEVICE_PROOF_WINDOW_MS) throw refused('The device proof is too old or from the future.');
      if (typeof jti !== 'string' || jti.length < 16 || jti.length > MAX_JTI_LENGTH) throw refused('The device proof has no usable id.');
      if (accessToken !== undefined && ath !== tokenHash(accessToken)) throw refused('The device proof is for another session.');
      const thumbprint = await calculateJwkThumbprint(jwk, 'sha256');
      await spend(thumbprint, jti);
      return thumbprint;
    },
  };

  /** Records the proof's id; a second use of it (a replayed request) is refused. */
  async function spend(thumbprint: string, jti: string): Promise<void> {
    const at = now();
    const { rows } = await db.query(
      'INSERT INTO device_proofs (device_key, jti, expires_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING jti',
      [thumbprint, jti, new Date(at + DEVICE_PROOF_WINDOW_MS)]);
    if (rows.length === 0) throw refused('The device proof was used before.');
    // An id is only needed while a proof carrying it could still be accepted; sweep now and then.
    sinceHousekeeping += 1;
    if (sinceHousekeeping >= 100) {
      sinceHousekeeping = 0;
      await db.query('DELETE FROM device_proofs WHERE expires_at < $1', [new Date(at - DEVICE_PROOF_WINDOW_MS)]);
    }
  }
}

/** base64url(SHA-256(token)), the `ath` of RFC 9449. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'ascii').digest('base64url');
}

function namesRequest(htu: string, path: string, origins: ReadonlySet<string>): boolean {
  try {
    const url = new URL(htu);
    return origins.has(url.origin.toLowerCase()) && url.pathname === path;
  } catch {
    return false;
  }
}

function refused(details: string, cause?: unknown) {
  return catalogueError('DEVICE_PROOF_INVALID', { details, ...(cause === undefined ? {} : { cause }) });
}
