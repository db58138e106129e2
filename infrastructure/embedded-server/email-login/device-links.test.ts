import { describe, expect, it } from 'vitest';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import { createDeviceLinks, DEVICE_LINK_LIFETIME_MS, type DeviceLinkConfig } from './device-links.ts';

const T0 = Date.UTC(2025, 0, 1);
let time = T0;

function links(overrides: Partial<DeviceLinkConfig> = {}) {
  return createDeviceLinks({
    jwtSecret: 'jwt-secret-of-at-least-thirty-two-chars', issuer: 'https://auth.example.test', audience: 'project-a',
    publicUrl: 'https://auth.example.test/', now: () => time, ...overrides,
  });
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

async function expectInvalid(promise: Promise<unknown>) {
  const error = await promise.then(() => undefined, (caught: unknown) => caught);
  expect(WalletportError.is(error, 'DEVICE_LINK_INVALID')).toBe(true);
}

describe('device confirmation links', () => {
  it('point at the public /device page and confirm the e-mail and device they were made for', async () => {
    time = T0;
    const link = await links().linkFor({ email: 'a@example.test', deviceId: 'device-1' });
    expect(link).toMatch(/^https:\/\/auth\.example\.test\/device\?token=[\w.-]+$/);
    time = T0 + DEVICE_LINK_LIFETIME_MS - 1000;
    expect(await links().verifyLink(tokenOf(link))).toEqual({ email: 'a@example.test', deviceId: 'device-1' });
  });

  it('expire after ten minutes', async () => {
    time = T0;
    const link = await links().linkFor({ email: 'a@example.test', deviceId: 'device-1' });
    time = T0 + DEVICE_LINK_LIFETIME_MS;
    await expectInvalid(links().verifyLink(tokenOf(link)));
  });

  it('are refused when altered, from another secret, or for another project', async () => {
    time = T0;
    const token = tokenOf(await links().linkFor({ email: 'a@example.test', deviceId: 'device-1' }));
    const [header, payload = '', signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: 'b@example.test' })).toString('base64url');
    await expectInvalid(links().verifyLink(`${header}.${otherPayload}.${signature}`));
    await expectInvalid(links({ jwtSecret: 'another-secret-of-at-least-32-characters' }).verifyLink(token));
    await expectInvalid(links({ audience: 'project-b' }).verifyLink(token));
  });
});
