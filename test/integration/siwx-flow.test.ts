import { describe, expect, it } from 'vitest';
import { AUTH_CONNECTOR_ID } from '../../domain/connectors/connector-ids.ts';
import { ERRORS } from '../../domain/errors/catalogue.ts';
import { ProviderRpcError, UNSUPPORTED_METHOD, USER_REJECTED } from '../wallets/provider-error.ts';
import { ANVIL_ACCOUNT_0 } from '../wallets/demo-wallet.ts';
import { createHarness, settle, CHAIN_A, CHAIN_B } from '../fakes/app-kit-harness.ts';
import { createMemorySiwx } from '../fakes/memory-siwx.ts';
import { SOLANA_MAINNET, recordEvents, scriptedAuthProvider, signingAdapter } from '../fakes/flow-fixtures.ts';
import { evmAdapterWithBalances } from '../fakes/evm-test-adapter.ts';
import { Connect } from '../../application/connect/index.ts';

const RDNS = 'dev.walletport.demo';
const session = (address = ANVIL_ACCOUNT_0) => ({
  data: { nonce: 'n', domain: 'example.test', uri: 'https://example.test', version: '1', chainId: CHAIN_A.caipNetworkId, accountAddress: address },
  message: 'signed before',
  signature: '0xabc',
});

function setup(input: { required?: boolean; sign?: (message: string) => Promise<unknown>; withSession?: boolean } = {}) {
  const siwx = createMemorySiwx({ required: input.required, sessions: input.withSession ? [session()] : [] });
  const signed: string[] = [];
  const sign = input.sign ?? (async (message: string) => (signed.push(message), '0xsignature'));
  const harness = createHarness({ options: { siwx: siwx.config, adapters: [signingAdapter(sign)] } });
  return { ...harness, siwx, signed, events: recordEvents(harness.facade) };
}

describe('SIWX: sign-in with a wallet message on connect, its signing, declining and cancelling', () => {
  it('on connect without a session for the address, SIWXSignMessage opens', async () => {
    const { facade, siwx } = setup();
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    expect(siwx.calls).toContain('getSessions');
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('SIWXSignMessage');
    expect(facade.flows.siwx.state.getSnapshot()).toMatchObject({ enabled: true, hasSession: false });
  });

  it('with a session for the address nothing opens and hasSession is true', async () => {
    const { facade } = setup({ withSession: true });
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
    expect(facade.flows.siwx.state.getSnapshot()).toMatchObject({ hasSession: true });
  });

  it('signing creates the message, signs it, stores the session, closes and sends SIWX_AUTH_SUCCESS', async () => {
    const { facade, siwx, signed, events } = setup();
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    await facade.flows.siwx.commands.requestSignature();
    expect(siwx.calls).toEqual(expect.arrayContaining(['createMessage', 'addSession']));
    expect(signed[0]).toContain(ANVIL_ACCOUNT_0);
    expect(siwx.sessions()[0]).toMatchObject({ signature: '0xsignature', data: { accountAddress: ANVIL_ACCOUNT_0, chainId: 'eip155:31337' } });
    expect(Object.keys(siwx.sessions()[0]?.data ?? {})).not.toContain('toString');
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
    expect(facade.flows.siwx.state.getSnapshot()).toMatchObject({ hasSession: true, status: 'authenticated' });
    expect(events.names()).toContain('SIWX_AUTH_SUCCESS');
  });

  it("declining says 'Signature declined', reopens the view and sends SIWX_AUTH_ERROR", async () => {
    const { facade, events, clock } = setup({ sign: async () => Promise.reject(new ProviderRpcError(USER_REJECTED, 'User rejected')) });
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    await facade.close(); // not required: the visitor closed the sign view, then signs from a button elsewhere
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
    await facade.flows.siwx.commands.requestSignature();
    clock.advance(150);
    expect(facade.stores.modal.getSnapshot().open).toBe(true);
    expect(facade.stores.modal.getSnapshot().router.view).toBe('SIWXSignMessage');
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'error', message: ERRORS.SIWX_SIGNATURE_DECLINED.message });
    expect(facade.flows.siwx.state.getSnapshot()).toMatchObject({ status: 'error', error: expect.objectContaining({ shortMessage: 'Signature declined' }), hasSession: false });
    expect(events.names()).toContain('SIWX_AUTH_ERROR');
  });

  it('a wallet answering garbage instead of a signature is a failure (not the visitor declining), never a stored session', async () => {
    const { facade, siwx } = setup({ sign: async () => ({ not: 'a signature' }) });
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    await facade.flows.siwx.commands.requestSignature();
    expect(siwx.sessions()).toEqual([]);
    expect(facade.flows.siwx.state.getSnapshot().error?.shortMessage).toBe(ERRORS.SIWX_SIGNATURE_FAILED.message);
  });

  it.each([
    ['cannot sign messages (4200)', new ProviderRpcError(UNSUPPORTED_METHOD, 'The Provider does not support the requested method.'), 'SIWX_SIGNATURE_UNSUPPORTED'],
    ['fails (an internal error)', new ProviderRpcError(-32603, 'Internal error'), 'SIWX_SIGNATURE_FAILED'],
    ['fails with a bare Error', new Error('Not implemented'), 'SIWX_SIGNATURE_FAILED'],
  ] as const)("a wallet that %s is told apart from 'Signature declined', and no session is stored", async (_case, failure, code) => {
    const { facade, siwx } = setup({ sign: async () => Promise.reject(failure) });
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    await facade.flows.siwx.commands.requestSignature();
    expect(siwx.sessions()).toEqual([]);
    expect(facade.flows.siwx.state.getSnapshot()).toMatchObject({ status: 'error', error: expect.objectContaining({ code, shortMessage: ERRORS[code].message }) });
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'error', message: ERRORS[code].message });
  });

  it("a smart account that fails to sign gets 'This application might not support Smart Accounts'", async () => {
    const siwx = createMemorySiwx();
    const auth = scriptedAuthProvider({ preferredAccountType: 'smartAccount', accounts: [{ address: ANVIL_ACCOUNT_0, type: 'smartAccount' }] });
    auth.state.signResult = Promise.reject(new Error('AA signature unsupported'));
    auth.state.signResult.catch(() => undefined);
    const { facade, container } = createHarness({ options: { siwx: siwx.config, ports: { authProvider: auth.port } } });
    await facade.ready;
    await container.get<Connect>(Connect.token).connection.attachSession('eip155', { connectorId: AUTH_CONNECTOR_ID, session: { accounts: [ANVIL_ACCOUNT_0], chainReference: '31337' } });
    await facade.switchNetwork(CHAIN_B); // the embedded user is re-read: a smart account now
    await facade.flows.siwx.commands.requestSignature();
    expect(auth.calls).toContain('personal_sign');
    expect(facade.flows.siwx.state.getSnapshot().error?.shortMessage).toBe(ERRORS.SIWX_SMART_ACCOUNT_UNSUPPORTED.message);
  });

  it("a session store that fails: 'A problem occurred while trying initialize authentication', disconnect, Connect", async () => {
    for (const failure of [true, 'garbage'] as const) {
      const { facade, siwx, events, clock } = setup();
      siwx.config.failGetSessions = failure;
      await facade.ready;
      await facade.connect(RDNS);
      await settle();
      clock.advance(150);
      expect(facade.account().getSnapshot()).toMatchObject({ isConnected: false });
      expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
      expect(facade.stores.snackbar.getSnapshot().message).toBe(ERRORS.SIWX_INITIALIZE_FAILED.message);
      expect(events.names()).toEqual(expect.arrayContaining(['SIWX_AUTH_ERROR', 'DISCONNECT_SUCCESS']));
    }
  });

  it("missing preconditions reject with the catalogue's SIWX messages ('SIWX is not enabled', 'No ActiveCaipAddress found', ...)", async () => {
    const off = createHarness();
    await off.facade.ready;
    await expect(off.facade.flows.siwx.commands.requestSignature()).rejects.toThrow(ERRORS.SIWX_NOT_ENABLED.message);

    const { facade, page } = setup();
    await facade.ready;
    await expect(facade.flows.siwx.commands.requestSignature()).rejects.toThrow(ERRORS.SIWX_NO_ACTIVE_CAIP_ADDRESS.message);
    await facade.connect(RDNS);
    await settle();
    page.wallet.request = async () => null; // a wallet whose chain is not one the app knows
    facade.stores.network.update({ caipNetwork: SOLANA_MAINNET });
    await expect(facade.flows.siwx.commands.requestSignature()).rejects.toThrow(ERRORS.SIWX_NO_ACTIVE_NETWORK.message);

    const base = evmAdapterWithBalances({});
    const withoutSigning = { namespace: 'eip155' as const, load: async () => ({ ...(await base.load()), signMessage: undefined }) };
    const noSigner = createHarness({ options: { siwx: createMemorySiwx().config, adapters: [withoutSigning] } });
    await noSigner.facade.ready;
    await noSigner.facade.connect(RDNS);
    await settle();
    await expect(noSigner.facade.flows.siwx.commands.requestSignature()).rejects.toThrow(ERRORS.SIWX_NO_CONNECTION_CLIENT.message);
    expect(noSigner.facade.flows.siwx.state.getSnapshot().error?.shortMessage).toBe(ERRORS.SIWX_NO_CONNECTION_CLIENT.message);
  });

  it('sign-in required: closing the sign view is refused; cancelling disconnects and resets to Connect', async () => {
    const { facade, siwx, events } = setup({ required: true });
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    expect(facade.flows.siwx.state.getSnapshot()).toMatchObject({ required: true, hasSession: false });
    await facade.close();
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, shake: true });
    await facade.flows.siwx.commands.cancel();
    expect(facade.account().getSnapshot().isConnected).toBe(false);
    // Nothing signed in remains; only the family asked to sign in was ended (it had no session to clear).
    expect(siwx.sessions()).toEqual([]);
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    expect(events.names()).toEqual(expect.arrayContaining(['DISCONNECT_SUCCESS', 'CLICK_CANCEL_SIWX']));
  });

  it('not required: cancelling closes the modal and keeps the connection', async () => {
    const { facade, events } = setup();
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    await facade.flows.siwx.commands.cancel();
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Connect');
    expect(facade.account().getSnapshot().isConnected).toBe(true);
    expect(events.names().at(-1)).toBe('CLICK_CANCEL_SIWX');
  });

  it('a signature arriving after cancel is dropped (late answers never write state)', async () => {
    let answer: (value: string) => void = () => undefined;
    const { facade, siwx } = setup({ sign: () => new Promise((resolve) => (answer = resolve)) });
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    const signing = facade.flows.siwx.commands.requestSignature();
    await settle();
    expect(facade.flows.siwx.state.getSnapshot().status).toBe('signing');
    await facade.flows.siwx.commands.cancel();
    answer('0xlate');
    await signing;
    expect(siwx.sessions()).toEqual([]);
    expect(facade.flows.siwx.state.getSnapshot()).toMatchObject({ hasSession: false, status: 'idle' });
  });

  it('the higher-level disconnect clears the SIWX sessions', async () => {
    const { facade, siwx } = setup({ withSession: true });
    await facade.ready;
    await facade.connect(RDNS);
    await settle();
    await facade.disconnect();
    expect(siwx.sessions()).toEqual([]);
    expect(facade.flows.siwx.state.getSnapshot().hasSession).toBe(false);
  });

  it("universal-provider SIWX only when every chain is eip155; 'Authenticating...' while the sessions are set", async () => {
    const { facade, siwx } = setup();
    await facade.ready;
    let release: () => void = () => undefined;
    siwx.config.setSessions = (next) => new Promise<void>((resolve) => (release = () => resolve(void siwx.calls.push(`setSessions:${next.length}`))));
    const authenticator = { authenticate: async () => [session()] };
    await expect(facade.flows.siwx.commands.authenticateThroughUniversalProvider({ chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], provider: authenticator })).resolves.toBe(false);
    const running = facade.flows.siwx.commands.authenticateThroughUniversalProvider({ chains: ['eip155:1', 'eip155:31337'], provider: authenticator });
    await settle();
    expect(facade.stores.snackbar.getSnapshot()).toMatchObject({ open: true, variant: 'loading', message: ERRORS.AUTHENTICATING.message });
    release();
    await expect(running).resolves.toBe(true);
    expect(siwx.calls).toContain('setSessions:1');
    expect(facade.stores.snackbar.getSnapshot().open).toBe(false);
  });
});
