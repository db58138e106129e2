import { jwtVerify, SignJWT } from 'jose';
import { catalogueError } from '../../../domain/errors/catalogue.ts';
import { deriveKey, requireSecret } from '../sessions/server-secrets.ts';

/**
 * The link mailed when a known e-mail signs in from a new device: a short-lived signed token naming the
 * e-mail and the device, so clicking it proves the device's owner reads that mailbox. Nothing is stored
 * for the link itself; the pending device row is what it confirms.
 */
export const DEVICE_LINK_LIFETIME_MS = 10 * 60_000;
const TOKEN_TYPE = 'walletport-device-link+jwt';

export interface DeviceLinkConfig {
  readonly jwtSecret: string;
  readonly issuer: string;
  readonly audience: string;
  /** Where the visitor lands: `${publicUrl}/device?token=…`. */
  readonly publicUrl: string;
  readonly now: () => number;
}

export interface DeviceLinkClaims {
  readonly email: string;
  readonly deviceId: string;
}

export interface DeviceLinks {
  linkFor(claims: DeviceLinkClaims): Promise<string>;
  /** The e-mail and device a link confirms, else DEVICE_LINK_INVALID (expired, altered, for another project). */
  verifyLink(token: string): Promise<DeviceLinkClaims>;
}

export function createDeviceLinks(config: DeviceLinkConfig): DeviceLinks {
  const key = deriveKey(requireSecret('jwtSecret', config.jwtSecret), 'device-link');
  const { issuer, audience, now } = config;
  const base = config.publicUrl.replace(/\/+$/, '');

  return {
    async linkFor({ email, deviceId }) {
      const issuedAt = Math.floor(now() / 1000);
      const token = await new SignJWT({ device_id: deviceId })
        .setProtectedHeader({ alg: 'HS256', typ: TOKEN_TYPE })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(email)
        .setIssuedAt(issuedAt)
        .setNotBefore(issuedAt)
        .setExpirationTime(issuedAt + DEVICE_LINK_LIFETIME_MS / 1000)
        .sign(key);
      return `${base}/device?token=${encodeURIComponent(token)}`;
    },

    async verifyLink(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'], typ: TOKEN_TYPE, issuer, audience, currentDate: new Date(now()), requiredClaims: ['exp'],
        });
        const { sub, device_id: deviceId } = payload;
        if (typeof sub !== 'string' || typeof deviceId !== 'string') throw new Error('Device link without e-mail or device');
        return { email: sub, deviceId };
      } catch (cause) {
        throw catalogueError('DEVICE_LINK_INVALID', { cause });
      }
    },
  };
}
