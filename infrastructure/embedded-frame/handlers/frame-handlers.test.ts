// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { FRAME_READY } from '../../../domain/embedded/frame-messages.ts';
import { PAGE_ORIGIN, framePage, settle } from '../frame-page.fixture.ts';

describe('the frame\'s other answers', () => {
  it('SYNC_THEME switches the approval screen between light and dark', async () => {
    const page = framePage();
    expect(page.doc.documentElement.getAttribute('data-wp-theme')).toBe('dark');
    const reply = await page.request('syncTheme', { themeMode: 'light', themeVariables: { '--w3m-accent': '#ff0000' }, w3mThemeVariables: {} });
    expect(reply.message).toMatchObject({ type: '@w3m-frame/SYNC_THEME_SUCCESS', payload: {} });
    expect(page.doc.documentElement.getAttribute('data-wp-theme')).toBe('light');
    expect(page.doc.head.querySelector('style')?.textContent).toContain('[data-wp-theme="dark"]');
    const root = page.doc.documentElement.style;
    expect([root.getPropertyValue('--wp-accent'), root.getPropertyValue('--wp-accent-fg')]).toEqual(['#ff0000', '#000000']);
  });

  it('SYNC_THEME takes the accent, font and radius, drops a crafted value, and forgets what a later sync leaves out', async () => {
    const page = framePage();
    const root = page.doc.documentElement.style;
    await page.request('syncTheme', { themeMode: 'dark', themeVariables: {
      '--w3m-font-family': 'Inter, sans-serif', '--w3m-border-radius-master': '2px', '--w3m-accent': 'red; display: none',
    } });
    expect(root.getPropertyValue('--wp-font')).toBe('Inter, sans-serif');
    expect(root.getPropertyValue('--wp-radius-master')).toBe('2px');
    expect(root.getPropertyValue('--wp-accent')).toBe('');
    await page.request('syncTheme', { themeMode: 'dark', themeVariables: {} });
    expect(root.getPropertyValue('--wp-font')).toBe('');
  });

  it('SYNC_DAPP_DATA keeps the page\'s name for the approval screen', async () => {
    const page = framePage();
    await page.request('syncDappData', { metadata: { name: 'Shop', description: 'd', url: PAGE_ORIGIN, icons: [] }, sdkVersion: '1', sdkType: 'appkit', projectId: 'p' });
    expect(page.frame?.session.dappName).toBe('Shop');
  });

  it('RELOAD answers first, then reloads the frame', async () => {
    const page = framePage();
    const reply = page.request('reload');
    expect(page.reloads()).toBe(0);
    expect((await reply).message).toMatchObject({ type: '@w3m-frame/RELOAD_SUCCESS', payload: {} });
    expect(page.reloads()).toBe(1);
  });

});

describe('starting the frame', () => {
  it.each([
    ['not JSON', '{projectId:'],
    ['not a config', JSON.stringify({ projectId: '', allowedOrigins: 'everyone', chains: [] })],
  ])('with a configuration that is %s shows why and neither listens nor announces itself', async (_what, config) => {
    const page = framePage({ config, referrer: `${PAGE_ORIGIN}/` });
    expect(page.frame).toBeUndefined();
    expect(page.doc.querySelector('[data-testid="wp-frame-config-error"]')?.textContent).toContain('configuration');
    expect(page.listeners.size).toBe(0);
    page.deliver({ id: page.newId(), type: '@w3m-app/GET_CHAIN_ID' });
    await settle();
    expect(page.posted).toEqual([]);
  });

  it('starts on the chain of its URL, else on mainnet', async () => {
    expect((await framePage({ search: '?chainId=eip155:31337&version=4' }).request('getChainId')).message.payload).toEqual({ chainId: 31337 });
    expect((await framePage({ search: '?chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp&version=4' }).request('getChainId')).message.payload).toEqual({ chainId: 1 });
  });

  it('stays silent to a page asking for another protocol version, and says which one it speaks', async () => {
    for (const search of ['?projectId=project-a&chainId=1&version=html-walletport-1.7.6', '?projectId=project-a&chainId=eip155:1']) {
      const page = framePage({ search, referrer: `${PAGE_ORIGIN}/` });
      expect(page.frame).toBeUndefined();
      page.deliver({ id: page.newId(), type: '@w3m-app/GET_CHAIN_ID' });
      await settle();
      expect(page.posted).toEqual([]);
      expect(page.warnings.join('\n')).toContain('W3mFrame version 4');
    }
  });

  it('lets the project\'s own origins in besides the default ancestors', () => {
    const page = framePage({ config: { projectId: 'p', allowedOrigins: ['https://*.shop.example'], chains: [1] }, referrer: 'https://eu.shop.example/' });
    expect(page.posted).toEqual([{ message: { type: FRAME_READY, payload: { version: '4' } }, targetOrigin: 'https://eu.shop.example' }]);
  });
});
