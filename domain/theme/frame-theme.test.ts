import { describe, expect, it } from 'vitest';
import { frameThemeStyle, MAX_RADIUS_MASTER_PX } from './frame-theme.ts';

describe('frameThemeStyle', () => {
  it('takes the accent, font family and master radius of an AppKit theme', () => {
    expect(frameThemeStyle({ '--w3m-accent': '#FF00aa', '--w3m-font-family': 'Inter, "Helvetica Neue", sans-serif', '--w3m-border-radius-master': '2px' }))
      .toEqual({ accent: '#ff00aa', accentForeground: '#000000', fontFamily: 'Inter, "Helvetica Neue", sans-serif', radiusMasterPx: 2 });
  });

  it('picks the foreground with the better contrast on the accent', () => {
    expect(frameThemeStyle({ '--w3m-accent': '#123' }).accentForeground).toBe('#ffffff');
    expect(frameThemeStyle({ '--w3m-accent': 'rgb(250, 240, 120)' })).toEqual({ accent: '#faf078', accentForeground: '#000000' });
  });

  it('drops values that are not plain colours, names or pixel lengths', () => {
    expect(frameThemeStyle({
      '--w3m-accent': 'url(https://evil.example/x.png)',
      '--w3m-font-family': 'x; display: none',
      '--w3m-border-radius-master': 'calc(100vh)',
    })).toEqual({});
    expect(frameThemeStyle({ '--w3m-accent': 'rgb(300, 0, 0)', '--w3m-border-radius-master': 4 })).toEqual({});
  });

  it('caps the radius so the screen keeps its shape', () => {
    expect(frameThemeStyle({ '--w3m-border-radius-master': '400px' }).radiusMasterPx).toBe(MAX_RADIUS_MASTER_PX);
  });

  it('ignores variables it does not know', () => {
    expect(frameThemeStyle({ '--w3m-z-index': 9999, '--w3m-color-mix': '#000' })).toEqual({});
  });
});
