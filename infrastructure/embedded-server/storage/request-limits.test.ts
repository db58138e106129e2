import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WalletportError } from '../../../domain/errors/walletport-error.ts';
import { migrate, openPgliteDatabase, type SqlDatabase } from './database.ts';
import { createRequestLimits, limitedAddress, readLoginLimits, REQUEST_LIMIT_WINDOW_MS, type LoginLimitsOption } from './request-limits.ts';

// One in-memory database for the file; each test uses addresses of its own and, for the global
// counters, a clock of its own far from the others.
let db: SqlDatabase;
beforeAll(async () => {
  db = await openPgliteDatabase();
  await migrate(db);
}, 30_000);
afterAll(() => db.close());

function limitsAt(start: number, option: LoginLimitsOption = {}) {
  const clock = { time: start };
  return { limits: createRequestLimits(db, readLoginLimits(option), () => clock.time), advance: (ms: number) => void (clock.time += ms) };
}

const outcome = (refusal: WalletportError | undefined) => refusal === undefined ? 'admitted' : `${refusal.code}: ${refusal.shortMessage}`;

describe('the limits on code requests and checks', () => {
  it('admit 20 code requests per address in 10 minutes, refuse the rest without counting them, and slide', async () => {
    const { limits, advance } = limitsAt(Date.UTC(2025, 1, 1));
    const answers = [];
    for (let index = 0; index < 20; index += 1) {
      answers.push(outcome(await limits.admit('codeRequests', '192.0.2.1')));
      advance(15_000); // five minutes for the twenty
    }
    expect(answers).toEqual(Array(20).fill('admitted'));
    expect(outcome(await limits.admit('codeRequests', '192.0.2.1'))).toBe('TOO_MANY_REQUESTS: Too many sign-in requests. Try again in 5 minutes.');
    expect(outcome(await limits.admit('codeRequests', '192.0.2.2'))).toBe('admitted'); // another address
    expect(outcome(await limits.admit('codeChecks', '192.0.2.1'))).toBe('admitted'); // checks are counted apart
    advance(5 * 60_000); // the first minute's four leave the window; the refused requests never counted
    const later = [];
    for (let index = 0; index < 5; index += 1) later.push(outcome(await limits.admit('codeRequests', '192.0.2.1')));
    expect(later).toEqual([...Array(4).fill('admitted'), expect.stringMatching(/^TOO_MANY_REQUESTS/)]);
  });

  it('hold across servers on one database, and count parallel requests in turn', async () => {
    const start = Date.UTC(2025, 2, 1);
    const [first, second] = [limitsAt(start), limitsAt(start)];
    const answers = await Promise.all(Array.from({ length: 70 }, (_, index) =>
      (index % 2 === 0 ? first : second).limits.admit('codeChecks', '198.51.100.7')));
    expect(answers.filter((answer) => answer === undefined)).toHaveLength(50);
  });

  it('have a ceiling for everyone together, and refuse requests over it from any address', async () => {
    const { limits, advance } = limitsAt(Date.UTC(2025, 3, 1), { global: { codeRequests: 3 } });
    const answers = [];
    for (let index = 0; index < 5; index += 1) answers.push(outcome(await limits.admit('codeRequests', `203.0.113.${index}`)));
    expect(answers).toEqual([...Array(3).fill('admitted'), ...Array(2).fill('TOO_MANY_REQUESTS: Too many sign-in requests. Try again in 10 minutes.')]);
    advance(REQUEST_LIMIT_WINDOW_MS);
    expect(outcome(await limits.admit('codeRequests', '203.0.113.9'))).toBe('admitted');
  });

  it('take an IPv6 /64 for one address, and an IPv4 mapped into IPv6 for the IPv4', async () => {
    expect(limitedAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:DB8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitedAddress('::ffff:192.0.2.5')).toBe('192.0.2.5');
    expect(limitedAddress('192.0.2.5')).toBe('192.0.2.5');
    const { limits } = limitsAt(Date.UTC(2025, 4, 1), { perAddress: { codeChecks: 2 } });
    expect(outcome(await limits.admit('codeChecks', '2001:db8:7:7::1'))).toBe('admitted');
    expect(outcome(await limits.admit('codeChecks', '2001:db8:7:7::2'))).toBe('admitted');
    expect(outcome(await limits.admit('codeChecks', '2001:db8:7:7:ffff::3'))).toMatch(/^TOO_MANY_REQUESTS/);
    expect(outcome(await limits.admit('codeChecks', '2001:db8:7:8::1'))).toBe('admitted');
  });

  it('are positive integers, with defaults for what is left out', () => {
    expect(readLoginLimits(undefined)).toEqual({ perAddress: { codeRequests: 20, codeChecks: 50 }, global: { codeRequests: 1_000, codeChecks: 5_000 } });
    expect(readLoginLimits({ global: { codeChecks: 9 } }).global).toEqual({ codeRequests: 1_000, codeChecks: 9 });
    for (const bad of [0, -1, 1.5, Number.NaN, '20' as unknown as number]) {
      expect(() => readLoginLimits({ perAddress: { codeRequests: bad } })).toThrow('loginLimits.perAddress.codeRequests needs a positive integer');
    }
  });
});
