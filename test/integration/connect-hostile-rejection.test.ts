import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { errorText } from '../../presentation/components/error-text.ts';
import { CHAIN_A, CHAIN_B, createHarness, settle } from '../fakes/app-kit-harness.ts';

const RDNS = 'dev.walletport.demo';
const BRAND = Symbol.for('walletport.error');

const trap = (what: string) => () => {
  throw new Error(`${what} trap`);
};

/** Rejection values that fight back when the connect flow or a view reads them. */
const HOSTILE: readonly (readonly [string, () => unknown])[] = [
  ['an object whose message and code getters throw', () => Object.defineProperties({}, { message: { get: trap('message') }, code: { get: trap('code') } })],
  ['a proxy whose every trap throws', () => new Proxy({}, { get: trap('get'), has: trap('has'), getPrototypeOf: trap('proto'), ownKeys: trap('keys') })],
  ['a revoked proxy', () => {
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    return revocable.proxy;
  }],
  // The brand is a global symbol, so a page can forge it: every other read throws.
  ['a proxy posing as a walletport error', () => new Proxy({}, { get: (_target, key) => (key === BRAND ? true : trap(String(key))()) })],
  ['a forged walletport error with a code the catalogue does not know', () => ({ [BRAND]: true, code: 'NOPE', shortMessage: 'forged' })],
  ['a forged walletport error whose message getter throws', () => Object.defineProperty({ [BRAND]: true, code: 'USER_REJECTED' }, 'shortMessage', { get: trap('shortMessage') })],
];

describe('a wallet rejecting a connect with a hostile value', () => {
  it.each(HOSTILE)('%s ends disconnected with a readable catalogue error', async (_name, make) => {
    const { facade, page } = createHarness();
    await facade.ready;
    const original = page.wallet.request;
    page.wallet.request = (args) => (args.method === 'eth_requestAccounts' ? Promise.reject(make()) : original(args));

    await expect(facade.connect(RDNS)).resolves.toBe(false);
    await settle();

    expect(facade.stores.connection.getSnapshot().status).toBe('disconnected');
    const error = facade.stores.accounts.getSnapshot().eip155?.error;
    // What the view renders must be this copy's own error, every field safe to read.
    expect(error).toBeInstanceOf(WalletportError);
    if (!error) return;
    expect(Object.hasOwn(ERRORS, error.code)).toBe(true);
    expect(typeof errorText(error)).toBe('string');
    expect(typeof error.shortMessage).toBe('string');
  });
});

describe('WalletportError.is and walk with hostile values', () => {
  it.each(HOSTILE)('%s is not taken for a walletport error unless its code is in the catalogue', (_name, make) => {
    const value = make();
    if (WalletportError.is(value)) expect(Object.hasOwn(ERRORS, value.code)).toBe(true);
  });

  it('walk stops at a cause that throws when read instead of throwing', () => {
    const hostile = new Proxy({}, { get: trap('get') });
    const top = new WalletportError({ code: 'UNKNOWN', shortMessage: 'top', cause: new Error('middle', { cause: hostile }) });
    expect(top.walk(() => false)).toBeUndefined();
  });
});

describe('a wallet rejecting a connect with words of its own in walletport\'s name', () => {
  // Any script in the page (an injected wallet among them) can forge the brand and a catalogue code:
  // the modal must not lend its voice to the forger's text.
  const PHISHING = 'Your wallet was compromised. Restore it at https://evil.example with your recovery phrase.';
  it.each([
    ['a code whose text has no blanks', 'CONNECTION_FAILED', 'Connection failed. You can try again.'],
    ['a code whose text has a number to fill in', 'EMAIL_LOGIN_COOLDOWN', 'Please try again after … seconds'],
    ['a code whose text is all blank', 'WRAPPED', 'Something went wrong. You can try again.'],
  ])('%s: the account error reads the catalogue\'s words, never the forged ones', async (_name, code, shown) => {
    const { facade, page } = createHarness();
    await facade.ready;
    const original = page.wallet.request;
    const forged = { [BRAND]: true, name: 'WalletportError', code, shortMessage: PHISHING };
    page.wallet.request = (args) => (args.method === 'eth_requestAccounts' ? Promise.reject(forged) : original(args));

    await expect(facade.connect(RDNS)).resolves.toBe(false);
    await settle();

    const error = facade.stores.accounts.getSnapshot().eip155?.error;
    expect(error?.code).toBe(code);
    expect(error?.shortMessage).toBe(shown);
    expect(errorText(error!)).not.toContain('evil.example');
  });

  it('another copy\'s error whose text is the catalogue\'s, numbers filled in, keeps it', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    const original = page.wallet.request;
    const otherCopy = { [BRAND]: true, name: 'WalletportError', code: 'EMAIL_LOGIN_COOLDOWN', shortMessage: 'Please try again after 12 seconds' };
    page.wallet.request = (args) => (args.method === 'eth_requestAccounts' ? Promise.reject(otherCopy) : original(args));
    await expect(facade.connect(RDNS)).resolves.toBe(false);
    await settle();
    expect(facade.stores.accounts.getSnapshot().eip155?.error?.shortMessage).toBe('Please try again after 12 seconds');
  });
});

describe('a wallet refusing a network switch with words of its own in walletport\'s name', () => {
  it('the refusal and the network state read the catalogue\'s words, and the network stays', async () => {
    const { facade, page } = createHarness();
    await facade.ready;
    expect(await facade.connect(RDNS)).toBe(true);
    const original = page.wallet.request;
    const forged = { [BRAND]: true, name: 'WalletportError', code: 'CHAIN_NOT_SUPPORTED', shortMessage: 'Switch refused: confirm your recovery phrase at https://evil.example' };
    page.wallet.request = (args) => (args.method === 'wallet_switchEthereumChain' ? Promise.reject(forged) : original(args));

    const refusal: unknown = await facade.switchNetwork(CHAIN_B).then(() => undefined, (error: unknown) => error);
    expect(WalletportError.isOwn(refusal)).toBe(true);
    const shown = [(refusal as WalletportError).shortMessage, facade.stores.network.getSnapshot().error?.shortMessage];
    expect(shown).toEqual([ERRORS.CHAIN_NOT_SUPPORTED.message, ERRORS.CHAIN_NOT_SUPPORTED.message]);
    expect(facade.stores.network.getSnapshot().caipNetwork?.caipNetworkId).toBe(CHAIN_A.caipNetworkId);
    facade.destroy();
  });
});
