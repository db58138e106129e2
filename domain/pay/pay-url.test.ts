import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPayUrl } from './pay-url.ts';

describe('a pay URL the visitor’s window may be sent to', () => {
  it.each([
    ['https://appkit-pay-test-exchange.reown.com/?asset=eip155:84532/slip44:60&amount=0.001', 'https://appkit-pay-test-exchange.reown.com/?asset=eip155:84532/slip44:60&amount=0.001'],
    ['HTTPS://Exchange.Example/Pay', 'https://exchange.example/Pay'],
    ['http://127.0.0.1:4000/?sessionId=1', 'http://127.0.0.1:4000/?sessionId=1'],
    ['http://localhost:3000/pay', 'http://localhost:3000/pay'],
    ['http://[::1]:3000/pay', 'http://[::1]:3000/pay'],
  ])('opens %s as %s', (raw, href) => {
    expect(checkPayUrl(raw)).toEqual({ ok: true, href });
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'javascript:alert(1)\n',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://exchange.example/1',
    'intent://pay#Intent;scheme=evil;end',
    'wc:abc@2',
    'http://exchange.example/pay',
    'http://127.0.0.1.attacker.example/pay',
    'http://localhost.attacker.example/pay',
    'https://exchange.example@attacker.example/',
    'https://user:pass@exchange.example/',
    '//attacker.example/pay',
    '/pay',
    '',
    `https://exchange.example/${'a'.repeat(9_000)}`,
  ])('refuses %j', (raw) => {
    expect(checkPayUrl(raw)).toMatchObject({ ok: false });
  });

  it.each([undefined, null, 42, {}, ['https://exchange.example/'], { toString: () => 'https://exchange.example/' }])('refuses %p, which is no URL text', (raw) => {
    expect(checkPayUrl(raw)).toMatchObject({ ok: false });
  });

  it('opens nothing but https, or http on this machine, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl({ validSchemes: ['https', 'http', 'ftp', 'javascript', 'data'] }), fc.string()), (raw) => {
        const checked = checkPayUrl(raw);
        if (!checked.ok) return true;
        const url = new URL(checked.href);
        return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname));
      }),
    );
  });
});
