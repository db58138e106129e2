import { describe, expect, it } from 'vitest';
import type { SiwxMessageData } from './siwx.ts';
import { formatSiwxMessage, parseSiwxMessage, siwxAccountLabel, siwxMessageMatchesData } from './siwx-message-text.ts';
import { siwxTimeStatus } from './siwx-time.ts';

const FULL: SiwxMessageData = {
  domain: 'app.example.test',
  accountAddress: '0x1111111111111111111111111111111111111111',
  statement: 'Sign in to the example app',
  uri: 'https://app.example.test/login',
  version: '1',
  chainId: 'eip155:1',
  nonce: 'a1b2c3d4e5f6',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-02T00:00:00.000Z',
  notBefore: '2026-01-01T00:00:00.000Z',
  requestId: 'req-7',
  resources: ['ipfs://bafy', 'https://app.example.test/terms'],
};

const MINIMAL: SiwxMessageData = {
  domain: 'localhost:5173',
  accountAddress: 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy',
  uri: 'http://localhost:5173/',
  version: '1',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nonce: 'n0nce123',
};

describe('formatSiwxMessage', () => {
  it('writes every field in the CAIP-122 layout', () => {
    expect(formatSiwxMessage(FULL, 'Ethereum')).toBe([
      'app.example.test wants you to sign in with your Ethereum account:',
      '0x1111111111111111111111111111111111111111',
      '',
      'Sign in to the example app',
      '',
      'URI: https://app.example.test/login',
      'Version: 1',
      'Chain ID: eip155:1',
      'Nonce: a1b2c3d4e5f6',
      'Issued At: 2026-01-01T00:00:00.000Z',
      'Expiration Time: 2026-01-02T00:00:00.000Z',
      'Not Before: 2026-01-01T00:00:00.000Z',
      'Request ID: req-7',
      'Resources:',
      '- ipfs://bafy',
      '- https://app.example.test/terms',
    ].join('\n'));
  });

  it('keeps one blank line and leaves out absent or empty optional fields', () => {
    const text = formatSiwxMessage({ ...MINIMAL, statement: '', resources: [] }, 'Solana');
    expect(text).toBe([
      'localhost:5173 wants you to sign in with your Solana account:',
      'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy',
      '',
      'URI: http://localhost:5173/',
      'Version: 1',
      'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'Nonce: n0nce123',
    ].join('\n'));
  });

  it('writes only the reference part of the chain id when asked', () => {
    expect(formatSiwxMessage(FULL, 'Ethereum', { clearChainIdNamespace: true })).toContain('\nChain ID: 1\n');
  });

  it('refuses a field that spans lines, which could forge the lines after it', () => {
    expect(() => formatSiwxMessage({ ...FULL, statement: 'hi\nURI: https://evil.test' }, 'Ethereum')).toThrow(RangeError);
    expect(() => formatSiwxMessage({ ...FULL, resources: ['a\r\nb'] }, 'Ethereum')).toThrow(RangeError);
  });

  it('names each chain family in the first line', () => {
    expect(siwxAccountLabel('eip155:137')).toBe('Ethereum');
    expect(siwxAccountLabel('solana:abc')).toBe('Solana');
    expect(siwxAccountLabel('bip122:000000000019d6689c085ae165831e93')).toBe('Bitcoin');
    expect(siwxAccountLabel('unknown:1')).toBe('blockchain');
  });
});

describe('parseSiwxMessage', () => {
  it('reads back what was formatted', () => {
    expect(parseSiwxMessage(formatSiwxMessage(FULL, 'Ethereum'))).toEqual({ ...FULL, accountLabel: 'Ethereum' });
    expect(parseSiwxMessage(formatSiwxMessage(MINIMAL, 'Solana'))).toEqual({ ...MINIMAL, accountLabel: 'Solana' });
  });

  it('gives the chain id as written', () => {
    expect(parseSiwxMessage(formatSiwxMessage(FULL, 'Ethereum', { clearChainIdNamespace: true }))?.chainId).toBe('1');
  });

  const text = formatSiwxMessage(FULL, 'Ethereum');
  const lines = text.split('\n');
  it.each([
    ['an empty text', ''],
    ['another header', text.replace('wants you to sign in with', 'asks you to log in with')],
    ['a domain with spaces', text.replace('app.example.test wants', 'app example wants')],
    ['no blank line after the address', [...lines.slice(0, 2), ...lines.slice(3)].join('\n')],
    ['a missing nonce', lines.filter((line) => !line.startsWith('Nonce:')).join('\n')],
    ['reordered lines', text.replace('Version: 1\nChain ID: eip155:1', 'Chain ID: eip155:1\nVersion: 1')],
    ['an unknown line', text.replace('Request ID: req-7', 'Request ID: req-7\nColor: blue')],
    ['an unreadable date', text.replace('Issued At: 2026-01-01T00:00:00.000Z', 'Issued At: yesterday')],
    ['a malformed resource', `${text}\n* not a resource`],
    ['trailing text', `${text}\n`],
    ['CRLF line ends', text.replaceAll('\n', '\r\n')],
  ])('rejects %s', (_name, malformed) => {
    expect(parseSiwxMessage(malformed)).toBeUndefined();
  });
});

describe('siwxMessageMatchesData', () => {
  const text = formatSiwxMessage(FULL, 'Ethereum');

  it('accepts the formatted data, with the chain id whole or as its reference', () => {
    expect(siwxMessageMatchesData(text, FULL)).toBe(true);
    expect(siwxMessageMatchesData(formatSiwxMessage(FULL, 'Ethereum', { clearChainIdNamespace: true }), FULL)).toBe(true);
  });

  it.each([
    ['address', { accountAddress: '0x2222222222222222222222222222222222222222' }],
    ['chain', { chainId: 'eip155:10' }],
    ['nonce', { nonce: 'other-nonce' }],
    ['domain', { domain: 'evil.test' }],
    ['expiration', { expirationTime: '2030-01-01T00:00:00.000Z' }],
    ['not-before', { notBefore: undefined }],
    ['resources', { resources: ['ipfs://bafy'] }],
  ])('refuses data with another %s than the signed text', (_name, change) => {
    expect(siwxMessageMatchesData(text, { ...FULL, ...change })).toBe(false);
  });

  it('refuses a text it cannot read', () => {
    expect(siwxMessageMatchesData('sign in please', FULL)).toBe(false);
  });
});

describe('siwxTimeStatus', () => {
  const bounds = { notBefore: '2026-01-01T00:00:00.000Z', expirationTime: '2026-01-02T00:00:00.000Z' };

  it('places now against the bounds', () => {
    expect(siwxTimeStatus(bounds, new Date('2025-12-31T23:59:59.999Z'))).toBe('not-yet-valid');
    expect(siwxTimeStatus(bounds, new Date('2026-01-01T00:00:00.000Z'))).toBe('valid');
    expect(siwxTimeStatus(bounds, new Date('2026-01-02T00:00:00.000Z'))).toBe('expired');
    expect(siwxTimeStatus({}, new Date('2099-01-01T00:00:00.000Z'))).toBe('valid');
  });

  it('calls an unreadable bound malformed', () => {
    expect(siwxTimeStatus({ expirationTime: 'soon' }, new Date())).toBe('malformed');
  });
});
