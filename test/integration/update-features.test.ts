import { describe, expect, it } from 'vitest';
import { createHarness } from '../fakes/app-kit-harness.ts';

/** A site with a projectId (Reown's hosted secure site), so the e-mail field and the social buttons show. */
async function site() {
  const harness = createHarness({ options: { projectId: 'f0e1d2c3b4a5968778695a4b3c2d1e0f' } });
  await harness.facade.ready;
  return harness;
}

describe('features changed at run time (AppKit\'s updateFeatures) reach what is already on screen', () => {
  it('the open Connect view drops the e-mail field and the social buttons, and is told so', async () => {
    const { facade } = await site();
    await facade.open();
    const before = facade.connectGroups.getSnapshot();
    expect(before.methods).toEqual(expect.arrayContaining(['email', 'social']));
    expect(before.socials.length).toBeGreaterThan(0);
    const told: unknown[] = [];
    const stop = facade.connectGroups.subscribe((groups) => told.push(groups));
    facade.host.updateFeatures({ email: false, socials: false });
    const after = facade.connectGroups.getSnapshot();
    expect(after.methods).not.toContain('email');
    expect(after.methods).not.toContain('social');
    expect(after.socials).toEqual([]);
    expect(told.length).toBeGreaterThan(0);
    stop();
  });

  it('a social provider added later shows, in the order given; the creation-time options are left as they were', async () => {
    const { facade } = await site();
    facade.host.updateFeatures({ socials: ['github', 'google'] });
    expect(facade.connectGroups.getSnapshot().socials).toEqual(['github', 'google']);
    expect(facade.stores.features.getSnapshot().features.socials).toEqual(['github', 'google']);
    expect(facade.config.features.socials).not.toEqual(['github', 'google']);
  });

  it('a view whose feature was turned off no longer opens', async () => {
    const { facade } = await site();
    await facade.open({ view: 'Account' });
    facade.navigate({ type: 'push', view: 'Transactions' });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Transactions');
    facade.navigate({ type: 'reset', view: 'Account' });
    facade.host.updateFeatures({ history: false });
    facade.navigate({ type: 'push', view: 'Transactions' });
    expect(facade.stores.modal.getSnapshot().router.view).toBe('Account');
  });
});
