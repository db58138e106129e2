import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { Modal } from '../../application/modal/index.ts';
import { AllWallets } from '../../application/all-wallets/index.ts';
import { WalletportError } from '../../domain/errors/walletport-error.ts';
import { createAppKitContainer } from '../../infrastructure/container.ts';
import { createWalletDirectoryClient } from '../../infrastructure/directory/wallet-directory-client.ts';
import { createFetchHttp } from '../../infrastructure/http/fetch-http.ts';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, CHAIN_B } from '../fakes/app-kit-harness.ts';
import { setupRemoteServer } from '../msw/setup-remote-server.ts';
import { VirtualClock } from '../msw/virtual-clock.ts';
import { checkEnvelope, checkQuery, checkShape, sampleOf, type FillMode, type Shape } from './contract-table.ts';
import { DIRECTORY_ROUTES, WALLET_SHAPE } from './directory-contract.ts';
import { captureRequests, type CapturedRequest, type RequestCapture } from './captured-requests.ts';

const remote = setupRemoteServer();
let capture: RequestCapture;
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  capture.stop();
  remote.scenarios.reset();
});
afterAll(() => remote.server.close());

const config: RemoteConfig = { projectId: 'p1', sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6', endpoints: resolveEndpoints({}), analyticsEnabled: false, telemetryEnabled: false };
const { getWallets } = DIRECTORY_ROUTES;

function client() {
  capture = captureRequests(remote.server);
  const clock = new VirtualClock();
  return { clock, directory: createWalletDirectoryClient(createFetchHttp({ clock }), config) };
}

function app() {
  capture = captureRequests(remote.server);
  const clock = new VirtualClock();
  const container = createAppKitContainer({ projectId: 'p1', networks: [CHAIN_A, CHAIN_B], ports: { clock, storage: createMemoryStorage() } });
  return { clock, walletData: container.get<Modal>(Modal.token).walletData, allWallets: container.get<AllWallets>(AllWallets.token) };
}

const fitsRoute = (request: CapturedRequest | undefined): string[] =>
  request ? [...checkEnvelope(getWallets, request), ...checkQuery(getWallets, request.url.searchParams)] : ['no request'];

const walletsSample = (mode: FillMode) => sampleOf(getWallets.response, mode) as { count: number; data: Record<string, unknown>[] };

describe('wallet directory requests against AppKit 1.7.6 (ApiController)', () => {
  it('asks for a page with only the query names the kit sends', async () => {
    const { directory, clock } = client();
    await clock.settle(directory.fetchWallets({ page: 2, include: ['a'], exclude: ['b'], chains: ['eip155:1'] }));
    const [sent] = await capture.to(getWallets.path);
    expect(fitsRoute(sent)).toEqual([]);
  });

  it('asks for recommended wallets of the configured chains', async () => {
    const { walletData, clock } = app();
    const prefetch = walletData.prefetch(false);
    if (!prefetch) throw new Error('a first prefetch while disconnected asks the directory');
    await clock.settle(prefetch);
    const asked = await capture.to(getWallets.path);
    expect(asked.map(fitsRoute)).toEqual(asked.map(() => []));
    const recommended = asked.find((request) => request.url.searchParams.get('entries') === '4');
    expect(recommended?.url.searchParams.get('chains')).toBe(`${CHAIN_A.caipNetworkId},${CHAIN_B.caipNetworkId}`);
  });

  it('sends a certified-only search as badge_type', async () => {
    const { allWallets, clock } = app();
    await clock.settle(allWallets.search('vault', 'certified'));
    const [sent] = await capture.to(getWallets.path);
    expect(fitsRoute(sent)).toEqual([]);
    expect(sent?.url.searchParams.get('badge_type')).toBe('certified');
    expect(sent?.url.searchParams.get('search')).toBe('vault');
  });

  it('fetches images with the sdk query only', async () => {
    const { directory, clock } = client();
    await clock.settle(directory.fetchWalletImage(remote.data.wallets[0]?.image_id ?? ''));
    await clock.settle(directory.fetchNetworkImage('net-1'));
    const [wallet, network] = await capture.all();
    for (const [route, request] of [[DIRECTORY_ROUTES.walletImage, wallet], [DIRECTORY_ROUTES.assetImage, network]] as const) {
      expect(request && [...checkEnvelope(route, request), ...checkQuery(route, request.url.searchParams)]).toEqual([]);
    }
  });
});

describe('wallet directory answers built from AppKit 1.7.6 WcWallet', () => {
  it.each(['all-present', 'optional-absent', 'nullable-null'] as const)('accepts a wallet with every optional field %s', async (mode) => {
    const { directory, clock } = client();
    const answer = walletsSample(mode);
    expect(checkShape(getWallets.response, answer)).toEqual([]);
    remote.scenarios.respondNext('directory', 1, () => HttpResponse.json(answer));
    const page = await clock.settle(directory.fetchWallets({ page: 1 }));
    expect(page.wallets.map((wallet) => wallet.id)).toEqual(answer.data.map((wallet) => wallet['id']));
  });

  it('accepts injected entries without namespace or injected_id', async () => {
    const { directory, clock } = client();
    const injectedItem = (WALLET_SHAPE as Extract<Shape, { kind: 'object' }>).fields['injected'] as Extract<Shape, { kind: 'array' }>;
    const wallet = { ...(sampleOf(WALLET_SHAPE, 'all-present') as object), injected: [sampleOf(injectedItem.items, 'optional-absent'), { namespace: 'eip155' }, { injected_id: 'isRabby' }] };
    remote.scenarios.respondNext('directory', 1, () => HttpResponse.json({ count: 1, data: [wallet] }));
    const page = await clock.settle(directory.fetchWallets({ page: 1 }));
    expect(page.wallets).toHaveLength(1);
  });

  it('drops only the malformed wallets of a page', async () => {
    const { directory, clock } = client();
    const good = walletsSample('all-present').data[0] ?? {};
    const data = [good, { name: 'No id' }, { ...good, id: 'second' }, null, 'wallet', { ...good, id: 'third', chains: 'eip155:1' }];
    remote.scenarios.respondNext('directory', 1, () => HttpResponse.json({ count: 6, data }));
    const page = await clock.settle(directory.fetchWallets({ page: 1 }));
    expect(page.wallets.map((wallet) => wallet.id)).toEqual([good['id'], 'second']);
  });
});

describe('a bad directory answer fails that call only', () => {
  it.each([
    ['an unknown shape', () => HttpResponse.json({ wallets: [], total: 0 })],
    ['null', () => HttpResponse.json(null)],
    ['an empty list', () => HttpResponse.json([])],
    ['a 200 with an error body', () => HttpResponse.json({ error: 'Unauthorized', message: 'Invalid projectId' })],
    ['HTML', () => new HttpResponse('<!doctype html><title>Sign in</title>', { headers: { 'content-type': 'text/html' } })],
    ['a redirect', () => new HttpResponse(null, { status: 302, headers: { location: 'https://api.web3modal.org/getWallets?projectId=p1&st=appkit&sv=v&page=1&entries=40' } })],
  ])('%s: a catalogue error, then the next call works', async (_label, respond) => {
    const { directory, clock } = client();
    remote.scenarios.respondNext('directory', 1, respond);
    const failure = await clock.settle(directory.fetchWallets({ page: 1 })).catch((error: unknown) => error);
    expect(WalletportError.is(failure)).toBe(true);
    const next = await clock.settle(directory.fetchWallets({ page: 1 }));
    expect(next.wallets).toHaveLength(40);
  });

  it('the stand-in refuses a query the kit never sends', async () => {
    capture = captureRequests(remote.server);
    const response = await fetch(`${config.endpoints.api}${getWallets.path}?projectId=p1&st=appkit&sv=v&page=1&entries=4&chainIds=eip155:1`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ problems: ['query chainIds: not sent by the kit'] });
  });
});
