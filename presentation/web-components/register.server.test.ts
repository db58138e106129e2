// @vitest-environment node
import { describe, expect, it } from 'vitest';

describe('the elements on a server', () => {
  it('import and register without customElements or HTMLElement, doing nothing', async () => {
    expect(typeof customElements).toBe('undefined');
    expect(typeof HTMLElement).toBe('undefined');
    const { registerWebComponents } = await import('./register.ts');
    expect(() => registerWebComponents()).not.toThrow();
    expect(typeof customElements).toBe('undefined');
  });
});
