import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppKitOptions } from '../../application/options.ts';
import { createHarness } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from './Modal.tsx';
import { Snackbar } from './Snackbar.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function renderFrame(options: Partial<AppKitOptions> = {}) {
  const { facade } = createHarness({ options });
  await facade.ready;
  render(
    <ModalInstance facade={facade}>
      <button type="button" data-testid="host-connect" onClick={() => void facade.open()}>
        Connect
      </button>
      <Modal />
      <Snackbar />
    </ModalInstance>,
  );
  const root = () => {
    const element = document.querySelector<HTMLElement>('.wp-root');
    if (!element) throw new Error('the modal is not open');
    return element;
  };
  return { facade, root };
}

describe('the site’s AppKit theme variables', () => {
  it('reach the modal’s root as custom properties, set through CSSOM', async () => {
    const { facade, root } = await renderFrame({
      themeVariables: { '--w3m-accent': '#ff00aa', '--w3m-border-radius-master': '2px', '--w3m-z-index': 50, '--w3m-qr-color': '#112233' },
    });
    await act(async () => facade.open());
    const style = root().style;
    expect(style.getPropertyValue('--wp-accent')).toBe('#ff00aa');
    expect(style.getPropertyValue('--wp-on-accent')).toBe('#000000');
    expect(style.getPropertyValue('--wp-radius-master')).toBe('2px');
    expect(style.getPropertyValue('--wp-z-index')).toBe('50');
    expect(style.getPropertyValue('--wp-qr-color')).toBe('#112233');
  });

  it('leave out a malformed value and an unknown name, each with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { facade, root } = await renderFrame({
      themeVariables: { '--w3m-accent': 'not a colour;}', '--w3m-font-size-master': 12, '--w3m-shadow': 'none', '--w3m-font-family': 'Inter' },
    });
    await act(async () => facade.open());
    const style = root().style;
    expect(style.getPropertyValue('--wp-accent')).toBe('');
    expect(style.getPropertyValue('--wp-font-size-master')).toBe('');
    expect(style.getPropertyValue('--wp-font-family')).toBe('Inter');
    const warnings = warn.mock.calls.map(([text]) => String(text));
    expect(warnings.filter((text) => text.includes('--w3m-accent'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('--w3m-font-size-master'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('--w3m-shadow'))).toHaveLength(1);
    expect(warnings.some((text) => text.includes('--w3m-font-family'))).toBe(false);
  });

  it('change at run time with setThemeVariables, merged over the earlier ones', async () => {
    const { facade, root } = await renderFrame({ themeVariables: { '--w3m-accent': '#ff00aa', '--w3m-color-mix': '#00bb7f' } });
    await act(async () => facade.open());
    act(() => facade.setThemeVariables({ '--w3m-accent': '#123456', '--w3m-color-mix-strength': 40 }));
    const style = root().style;
    expect(style.getPropertyValue('--wp-accent')).toBe('#123456');
    expect(style.getPropertyValue('--wp-on-accent')).toBe('#ffffff');
    expect(style.getPropertyValue('--wp-color-mix')).toBe('#00bb7f');
    expect(style.getPropertyValue('--wp-color-mix-strength')).toBe('40%');
  });

  it('follow the site’s theme mode, not the visitor’s colour scheme', async () => {
    const { facade, root } = await renderFrame({ themeMode: 'light' });
    await act(async () => facade.open());
    expect(root().getAttribute('data-theme')).toBe('light');
    act(() => facade.setThemeMode('dark'));
    expect(root().getAttribute('data-theme')).toBe('dark');
  });
});

describe('the snackbar', () => {
  it('has a polite live region in the DOM before any message, which then carries the message', async () => {
    const { facade } = await renderFrame();
    const polite = screen.getByTestId('wp-snackbar-polite');
    expect(polite.getAttribute('role')).toBe('status');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(polite.textContent).toBe('');
    act(() => facade.host.showSuccessMessage('Address copied'));
    expect(screen.getByTestId('wp-snackbar-polite').textContent).toBe('Address copied');
    expect(screen.getByTestId('wp-snackbar-polite')).toBe(polite);
  });

  it('announces an error assertively', async () => {
    const { facade } = await renderFrame();
    const assertive = screen.getByTestId('wp-snackbar-assertive');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    act(() => facade.host.showErrorMessage('Something went wrong'));
    expect(assertive.textContent).toBe('Something went wrong');
    expect(screen.getByTestId('wp-snackbar-polite').textContent).toBe('');
  });
});

describe('the frame', () => {
  it('gives focus back to the page’s button when it closes', async () => {
    await renderFrame();
    const opener = screen.getByTestId('host-connect');
    opener.focus();
    await act(async () => fireEvent.click(opener));
    const dialog = screen.getByRole('dialog');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.click(screen.getByTestId('wp-close')));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on Escape and gives focus back', async () => {
    const { facade } = await renderFrame();
    const opener = screen.getByTestId('host-connect');
    opener.focus();
    await act(async () => fireEvent.click(opener));
    await act(async () => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect(facade.stores.modal.getSnapshot().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('draws back and close as icons with names, the back arrow mirrored right to left', async () => {
    const { facade } = await renderFrame();
    await act(async () => facade.open());
    await act(async () => facade.navigate({ type: 'push', view: 'Networks' }));
    for (const button of [screen.getByTestId('wp-back'), screen.getByTestId('wp-close')]) {
      expect(button.getAttribute('aria-label')).toBeTruthy();
      expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
      expect(button.textContent).toBe('');
    }
    expect(screen.getByTestId('wp-back').querySelector('svg')?.getAttribute('class')).toContain('wp-icon-mirrored');
  });

  it('holds the network button in the header’s leading slot on Account, and back elsewhere', async () => {
    const { facade } = await renderFrame();
    await act(async () => facade.connect('dev.walletport.demo'));
    await act(async () => facade.open());
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Account');
    expect(screen.getByTestId('wp-header-network')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByTestId('wp-header-network')));
    expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('Networks');
    expect(screen.queryByTestId('wp-header-network')).toBeNull();
    expect(screen.getByTestId('wp-back')).toBeTruthy();
  });

  it('shows the first view at once and animates only a later change of view', async () => {
    const { facade } = await renderFrame();
    await act(async () => facade.open());
    expect(screen.getByTestId('wp-view').className).not.toContain('wp-view-enter');
    expect(document.getElementById('wp-dialog-title')?.className).not.toContain('wp-title-enter');
    await act(async () => facade.navigate({ type: 'push', view: 'Networks' }));
    expect(screen.getByTestId('wp-view').className).toContain('wp-view-enter');
    expect(document.getElementById('wp-dialog-title')?.className).toContain('wp-title-enter');
    await act(async () => facade.close());
    await act(async () => facade.open());
    expect(screen.getByTestId('wp-view').className).not.toContain('wp-view-enter');
  });
});
