import { stringToHex } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_START_TIMEOUT_MS, startTestServer, type ApiAnswer, type TestServer,
} from '../../infrastructure/embedded-server/embedded-wallet-server.fixture.ts';

// The attacker copied the visitor's session token (a leaked log, a synced backup of the browser profile,
// malware that read the frame origin's storage once) and, at best, proofs the visitor's frame made for
// other requests. It calls the API from its own machine to sign with the visitor's wallet.

const MESSAGE = stringToHex('I transfer everything to the bearer of this message');
const SIGN = '/api/sign/message';
const WRONG_DEVICE = { code: 'DEVICE_PROOF_INVALID', message: 'This request did not come from the device that signed in. Sign in again.' };

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  ({ sessionToken: token } = await t.signIn('stolen-token@example.test'));
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await t?.server.stop();
});

/** The attacker's request to sign, with exactly these headers. */
function signFromElsewhere(headers: Record<string, string>): Promise<ApiAnswer> {
  return t.newDevice().raw(SIGN, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ message: MESSAGE }) });
}

function expectNothingSigned(answer: ApiAnswer): void {
  expect([answer.status, answer.json.error]).toEqual([401, WRONG_DEVICE]);
  expect(answer.json).not.toHaveProperty('signature');
}

describe('an attacker with a copy of the visitor\'s session token', () => {
  it('signs with the token alone, sending no device proof', async () => {
    expectNothingSigned(await signFromElsewhere({ authorization: `DPoP ${token}` }));
    const attacker = t.newDevice();
    const peek = await attacker.raw('/api/user', { headers: { authorization: `DPoP ${token}` } });
    expect([peek.status, peek.json]).toEqual([401, { error: WRONG_DEVICE }]);
  });

  it('signs with the token and a proof made by its own device key', async () => {
    const attacker = t.newDevice();
    const answer = await attacker.post(SIGN, { message: MESSAGE }, token);
    expectNothingSigned(answer);
    const peek = await attacker.get('/api/user', token);
    expect([peek.status, peek.json]).toEqual([401, { error: WRONG_DEVICE }]);
  });

  it('signs with the token and a proof of the visitor\'s device made for another session token', async () => {
    // The visitor's frame holds a second session (another account) on the same device key; its proofs name that token.
    const { sessionToken: otherToken } = await t.signIn('second-account@example.test');
    const forOther = await t.api.headersFor('POST', SIGN, otherToken);
    expectNothingSigned(await signFromElsewhere({ dpop: forOther.dpop ?? '', authorization: `DPoP ${token}` }));
    const namingNoToken = await t.api.headersFor('POST', SIGN);
    expectNothingSigned(await signFromElsewhere({ dpop: namingNoToken.dpop ?? '', authorization: `DPoP ${token}` }));
  });

  it('signs with a proof of the visitor\'s device made for reading the user (another path and method)', async () => {
    const forRead = await t.api.headersFor('GET', '/api/user', token);
    expectNothingSigned(await signFromElsewhere(forRead));
    const forSignOut = await t.api.headersFor('POST', '/api/sign-out', token);
    expectNothingSigned(await signFromElsewhere(forSignOut));
  });

  it('replays a signing request the visitor\'s frame really sent, headers and all', async () => {
    const sent = await t.api.headersFor('POST', SIGN, token);
    const genuine = await t.api.raw(SIGN, { method: 'POST', headers: { 'content-type': 'application/json', ...sent }, body: JSON.stringify({ message: stringToHex('hello') }) });
    expect(genuine.json.signature).toMatch(/^0x[0-9a-f]{130}$/);
    expectNothingSigned(await signFromElsewhere(sent));
  });

  it('uses a proof of the visitor\'s device for this very request, made 10 minutes ago and never sent', async () => {
    const device = await t.api.device();
    const proof = await device.proof({
      method: 'POST', url: `${t.server.url}${SIGN}`, accessToken: token, issuedAt: Math.floor(Date.now() / 1000) - 600,
    });
    expectNothingSigned(await signFromElsewhere({ dpop: proof, authorization: `DPoP ${token}` }));
  });

  it('leaves the visitor\'s own frame signing with the same token (the control)', async () => {
    const own = await t.api.post(SIGN, { message: MESSAGE }, token);
    expect(own.json.signature).toMatch(/^0x[0-9a-f]{130}$/);
  });
});
