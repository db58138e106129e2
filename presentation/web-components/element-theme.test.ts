import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppKit } from '../core/app-kit-instance.ts';
import { createAppKit } from '../core/create-app-kit.ts';
import { setDefaultAppKit } from '../core/default-instance.ts';
import { CHAIN_A, CHAIN_B } from '../../test/fakes/app-kit-harness.ts';
import { createRecordingStorage } from '../../test/fakes/recording-storage.ts';
import { PALETTES } from '../../domain/theme/palette.ts';
import { registerWebComponents } from './register.ts';
import { EMPTY_WALLET_DIRECTORY } from '../../test/fakes/empty-wallet-directory.ts';

const kits: AppKit[] = [];

beforeAll(() => registerWebComponents());

afterEach(() => {
  document.body.replaceChildren();
  for (const kit of kits.splice(0)) kit.destroy();
  setDefaultAppKit(undefined);
  vi.restoreAllMocks();
});

function makeKit(themeVariables: Record<string, string | number>, themeMode: 'light' | 'dark' = 'dark'): AppKit {
  const kit = createAppKit({
    projectId: 'test',
    networks: [CHAIN_A, CHAIN_B],
    themeMode,
    themeVariables,
    features: { analytics: false, telemetry: false },
    ports: {
      storage: createRecordingStorage().storage,
      walletDirectory: EMPTY_WALLET_DIRECTORY,
    },
  });
  kits.push(kit);
  return kit;
}

/** A custom property as the element's sheets set it on `:host`: of equal rules, the last one wins. */
function hostProperty(element: Element, name: string): string {
  const sheets = element.shadowRoot?.adoptedStyleSheets ?? [];
  let found = '';
  for (const sheet of sheets) {
    for (const rule of sheet.cssRules) {
      if (rule instanceof CSSStyleRule && rule.selectorText === ':host') {
        const value = rule.style.getPropertyValue(name);
        if (value) found = value;
      }
    }
  }
  return found;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the custom elements', () => {
  it('take the instance’s AppKit theme variables onto their shadow root, and follow changes', async () => {
    const kit = makeKit({ '--w3m-accent': '#ff00aa', '--w3m-font-family': 'Inter, sans-serif' });
    const element = document.createElement('appkit-connect-button');
    document.body.append(element);
    await kit.ready;
    await settled();
    expect(hostProperty(element, '--wp-accent')).toBe('#ff00aa');
    expect(hostProperty(element, '--wp-on-accent')).toBe('#000000');
    expect(hostProperty(element, '--wp-font-family')).toBe('Inter, sans-serif');
    // The element's own style attribute is the page's: the theme never goes there.
    expect(element.getAttribute('style')).toBeNull();

    kit.setThemeVariables({ '--w3m-accent': '#123456' });
    await settled();
    expect(hostProperty(element, '--wp-accent')).toBe('#123456');
    expect(hostProperty(element, '--wp-on-accent')).toBe('#ffffff');
    expect(hostProperty(element, '--wp-font-family')).toBe('Inter, sans-serif');
  });

  it('take the instance’s theme mode, follow a change of mode, and keep the site’s accent over the palette', async () => {
    const kit = makeKit({}, 'light');
    const element = document.createElement('appkit-account-button');
    document.body.append(element);
    await kit.ready;
    await settled();
    expect(hostProperty(element, '--wp-mode-surface')).toBe(PALETTES.light.surface);
    expect(hostProperty(element, '--wp-mode-fg')).toBe(PALETTES.light.fg);
    expect(hostProperty(element, '--wp-mode-accent')).toBe(PALETTES.light.accent);

    kit.setThemeMode('dark');
    await settled();
    expect(hostProperty(element, '--wp-mode-surface')).toBe(PALETTES.dark.surface);
    expect(hostProperty(element, '--wp-mode-muted')).toBe(PALETTES.dark.muted);

    kit.setThemeVariables({ '--w3m-accent': '#ff00aa' });
    await settled();
    expect(hostProperty(element, '--wp-accent')).toBe('#ff00aa');
    expect(hostProperty(element, '--wp-mode-surface')).toBe(PALETTES.dark.surface);
  });

  it('leave a malformed value out, with a warning naming the variable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kit = makeKit({ '--w3m-accent': 'red;}:host{display:none' });
    const element = document.createElement('appkit-network-button');
    document.body.append(element);
    await kit.ready;
    await settled();
    expect(hostProperty(element, '--wp-accent')).toBe('');
    expect(warn.mock.calls.some(([text]) => String(text).includes('--w3m-accent'))).toBe(true);
  });
});
