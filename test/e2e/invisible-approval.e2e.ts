import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDemo, signedInByEmail, type EmbeddedDemo } from './embedded-demo.ts';

/*
 * The attacker has script on the dApp's page. It makes the wallet's frame transparent, draws its own
 * "Claim airdrop" button where the frame's Approve sits, and asks for a signature. The visitor sees
 * only the airdrop button and clicks it once, well after the frame's card appeared.
 */

let setup: EmbeddedDemo;

beforeAll(async () => {
  setup = await startEmbeddedDemo();
});

afterAll(async () => {
  await setup?.stop();
});

describe('an attacker with script on the dApp\'s page', () => {
  it('cannot get a signature from one click on its own button laid over the transparent frame\'s Approve', async () => {
    const { page } = await signedInByEmail(setup, 'airdrop-victim@example.com');
    // The attacker's script: the frame goes transparent, then the page asks for a signature (again
    // after a while if the page's provider was not ready for the first ask).
    const ask = () => page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-walletport-frame]');
      if (!frame) throw new Error('no wallet frame on the page');
      frame.style.setProperty('opacity', '0', 'important');
      document.querySelector<HTMLButtonElement>('[data-testid="demo-sign-message"]')?.click();
    });
    const approve = page.frameLocator('iframe[data-walletport-frame]').getByTestId('wp-frame-approve');
    await ask();
    await expect.poll(async () => {
      if (await approve.count() > 0) return true;
      await ask();
      return false;
    }, { timeout: 30_000, interval: 5_000 }).toBe(true);
    // The attacker knows where Approve lands (it is the same layout every time) and draws its bait there.
    const box = await approve.boundingBox();
    if (!box) throw new Error('Approve has no box');
    await page.evaluate(({ x, y, width, height }) => {
      const bait = document.createElement('button');
      bait.textContent = 'Claim airdrop';
      bait.setAttribute('data-testid', 'attacker-bait');
      Object.assign(bait.style, {
        position: 'fixed', left: `${x}px`, top: `${y}px`, width: `${width}px`, height: `${height}px`, zIndex: '2147483646',
      });
      document.body.append(bait);
    }, box);
    // Well past the old 500 ms arm delay, then one click where the visitor sees "Claim airdrop".
    await page.waitForTimeout(1_500);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForTimeout(2_500);
    expect(await page.getByTestId('demo-signature').textContent()).not.toMatch(/^0x[0-9a-f]+$/);
    // The request is still waiting for a visible answer: nothing was signed, nothing was refused for the visitor.
    expect(await approve.isDisabled()).toBe(true);
    await page.context().close();
  }, 120_000);
});
