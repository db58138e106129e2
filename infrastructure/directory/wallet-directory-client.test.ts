import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HttpResponse } from 'msw';
import { resolveEndpoints, type RemoteConfig } from '../../application/endpoints.ts';
import { setupRemoteServer } from '../../test/msw/setup-remote-server.ts';
import { VirtualClock } from '../../test/msw/virtual-clock.ts';
import { createFetchHttp } from '../http/fetch-http.ts';
import { walletImagePng } from '../../test/fixtures/wallets.ts';
import { createImageUrlCache } from './image-urls.ts';
import { createWalletDirectoryClient } from './wallet-directory-client.ts';

const remote = setupRemoteServer();
beforeAll(() => remote.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => remote.scenarios.reset());
afterAll(() => remote.server.close());

const config: RemoteConfig = { projectId: 'p1', sdkType: 'appkit', sdkVersion: 'html-walletport-1.7.6', endpoints: resolveEndpoints({}), analyticsEnabled: false, telemetryEnabled: false };
const sdk = { projectId: 'p1', st: 'appkit', sv: 'html-walletport-1.7.6' };

function setup() {
  const clock = new VirtualClock();
  return { clock, directory: createWalletDirectoryClient(createFetchHttp({ clock }), config) };
}

const lastCall = () => remote.scenarios.callsTo('directory').at(-1);

describe('wallet directory client', () => {
  it('serves at least 1,000 wallets, each with an image', () => {
    expect(remote.data.wallets.length).toBeGreaterThanOrEqual(1_000);
    expect(remote.data.wallets.every((wallet) => typeof wallet.image_id === 'string')).toBe(true);
  });

  it('pages by 40 with the sdk properties', async () => {
    const { directory, clock } = setup();
    const first = await clock.settle(directory.fetchWallets({ page: 1 }));
    expect(lastCall()).toMatchObject({ method: 'GET', path: '/getWallets', query: { ...sdk, page: '1', entries: '40' } });
    expect(first.wallets).toHaveLength(40);
    expect(first.count).toBe(remote.data.wallets.length);
    const second = await clock.settle(directory.fetchWallets({ page: 2 }));
    expect(second.wallets[0]?.id).toBe(remote.data.wallets[40]?.id);
  });

  it('asks for 4 recommended wallets with include, exclude and chains', async () => {
    const { directory, clock } = setup();
    const [a, b, c] = remote.data.wallets;
    const page = await clock.settle(directory.fetchWallets({ page: 1, entries: 4, include: [a?.id ?? '', b?.id ?? ''], exclude: [b?.id ?? ''], chains: ['eip155:1'] }));
    expect(lastCall()?.query).toEqual({ ...sdk, page: '1', entries: '4', include: `${a?.id},${b?.id}`, exclude: b?.id, chains: 'eip155:1' });
    expect(page.wallets.map((wallet) => wallet.id)).toEqual([a?.id]);
    expect(c).toBeDefined();
  });

  it('searches up to 100 entries', async () => {
    const { directory, clock } = setup();
    const page = await clock.settle(directory.fetchWallets({ page: 1, search: ' aurora ' }));
    expect(lastCall()?.query).toMatchObject({ search: 'aurora', entries: '100' });
    expect(page.wallets.length).toBeGreaterThan(0);
    expect(page.wallets.length).toBeLessThanOrEqual(100);
    expect(page.wallets.every((wallet) => wallet.name.toLowerCase().includes('aurora'))).toBe(true);
  });

  it('rejects a wrong shape with a typed error', async () => {
    const { directory, clock } = setup();
    remote.scenarios.respondNext('directory', 1, () => HttpResponse.json({ count: 'many', data: null }));
    await expect(clock.settle(directory.fetchWallets({ page: 1 }))).rejects.toMatchObject({ kind: 'invalid-body' });
  });

  it('keeps only the page size it asked for, whatever the service sends', async () => {
    const { directory, clock } = setup();
    const flood = Array.from({ length: 2_000 }, (_, index) => ({ ...remote.data.wallets[0], id: `flood-${index}`, name: `Flood ${index}` }));
    remote.scenarios.respondNext('directory', 1, () => HttpResponse.json({ count: 2_000, data: flood }));
    const page = await clock.settle(directory.fetchWallets({ page: 1, entries: 40 }));
    expect(page.wallets).toHaveLength(40);
    expect(page.count).toBe(2_000);
  });

  it('fetches wallet and network images as blobs', async () => {
    const { directory, clock } = setup();
    const imageId = remote.data.wallets[0]?.image_id ?? '';
    const blob = await clock.settle(directory.fetchWalletImage(imageId));
    expect(blob.type).toBe('image/png');
    expect(lastCall()).toMatchObject({ path: `/getWalletImage/${imageId}`, query: sdk });
    await clock.settle(directory.fetchNetworkImage('net-1'));
    expect(lastCall()).toMatchObject({ path: '/public/getAssetImage/net-1', query: sdk });
  });

  it('hands out object URLs and revokes them when the last user lets go', async () => {
    const { directory } = setup();
    const created: string[] = [];
    const revoked: string[] = [];
    const images = createImageUrlCache(directory, { create: () => `blob:${created.push('x')}`, revoke: (url) => void revoked.push(url) });
    const imageId = remote.data.wallets[1]?.image_id ?? '';
    const [first, second] = await Promise.all([images.acquire('wallet', imageId), images.acquire('wallet', imageId)]);
    expect(first).toBe('blob:1');
    expect(second).toBe('blob:1');
    images.release('wallet', imageId);
    await Promise.resolve();
    expect(revoked).toEqual([]);
    images.release('wallet', imageId);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toEqual(['blob:1']);
    remote.scenarios.failNext('directory', 1, 404);
    await expect(images.acquire('wallet', 'missing')).resolves.toBeUndefined();
  });

  it('never hands the page a URL that can run script, whatever the server sends', async () => {
    const answers: Record<string, Blob> = {
      html: new Blob(['<html><script>parent.stolen = document.cookie</script></html>'], { type: 'text/html' }),
      htmlAsPng: new Blob(['<script>alert(1)</script>'], { type: 'image/png' }),
      svg: new Blob(['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>'], { type: 'image/svg+xml' }),
      pngAsHtml: new Blob([walletImagePng('w')], { type: 'text/html' }),
    };
    const hostile = {
      fetchWallets: async () => ({ count: 0, wallets: [] }),
      fetchWalletImage: async (imageId: string) => answers[imageId] ?? new Blob([]),
      fetchNetworkImage: async () => new Blob([]),
    };
    const created: Blob[] = [];
    const images = createImageUrlCache(hostile, { create: (blob) => `blob:${created.push(blob)}`, revoke: () => undefined });
    expect(await images.acquire('wallet', 'html')).toBeUndefined();
    expect(await images.acquire('wallet', 'htmlAsPng')).toBeUndefined();
    const svg = await images.acquire('wallet', 'svg');
    // An SVG is shown through a data: URL (opaque origin, never an object URL of the host's origin).
    expect(svg).toMatch(/^data:image\/svg\+xml/);
    const png = await images.acquire('wallet', 'pngAsHtml');
    expect(png).toBe('blob:1');
    expect(created.map((blob) => blob.type)).toEqual(['image/png']);
  });
});
