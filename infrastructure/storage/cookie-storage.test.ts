import { describe, expect, it } from 'vitest';
import { createCookieStorage } from './cookie-storage.ts';

/** A jar that behaves like document.cookie: each assignment sets or expires one cookie. */
function fakeJar() {
  const cookies = new Map<string, string>();
  return {
    get cookie(): string {
      return [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const key = pair.slice(0, index);
      if (attributes.some((attribute) => attribute.trim() === 'Max-Age=0')) cookies.delete(key);
      else cookies.set(key, pair.slice(index + 1));
    },
  };
}

describe('cookie storage', () => {
  it('round-trips prefixed keys and JSON values with escaping', () => {
    const jar = fakeJar();
    const storage = createCookieStorage({ jar: () => jar });
    storage.setItem('@walletport/active_namespace', '"eip155"');
    storage.setItem('@walletport/recent_wallets', '[{"id":"a;b","name":"x=y"}]');
    expect(storage.getItem('@walletport/active_namespace')).toBe('"eip155"');
    expect(storage.getItem('@walletport/recent_wallets')).toBe('[{"id":"a;b","name":"x=y"}]');
    storage.removeItem('@walletport/active_namespace');
    expect(storage.getItem('@walletport/active_namespace')).toBeNull();
  });

  it('reads a server request Cookie header when there is no document', () => {
    const storage = createCookieStorage({ jar: () => undefined, cookieHeader: `other=1; ${encodeURIComponent('@walletport/connection_status')}=${encodeURIComponent('"connected"')}; bad=%E0%A4%A` });
    expect(storage.getItem('@walletport/connection_status')).toBe('"connected"');
    expect(() => storage.setItem('k', 'v')).not.toThrow();
  });

  it('refuses values over the cookie size limit (reported once by the persisted state)', () => {
    const storage = createCookieStorage({ jar: () => fakeJar() });
    expect(() => storage.setItem('@walletport/balance_cache', 'x'.repeat(5_000))).toThrow(/cookie limit/);
  });
});
