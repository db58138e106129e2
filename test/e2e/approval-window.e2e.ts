import type { Address, Hex } from 'viem';
import { verifyMessage } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDemo, signedInByEmail, type EmbeddedDemo, type SignedInPage } from './embedded-demo.ts';

/*
 * A browser without IntersectionObserver v2 (Firefox and Safari today), played by chromium with the
 * feature taken away in every frame and window: the frame cannot prove its card is seen, so the visitor
 * approves in a window of the frame's own origin.
 */

let setup: EmbeddedDemo;

beforeAll(async () => {
  setup = await startEmbeddedDemo();
});

afterAll(async () => {
  await setup?.stop();
});

function signedInWithoutVisibility(email: string): Promise<SignedInPage> {
  // Runs first in every document of the profile: the page, the frame and the approval window.
  return signedInByEmail(setup, email, () => {
    delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible;
  });
}

describe('approving in the approval window, where the frame cannot prove it is seen', () => {
  it('the card offers "Review in a new window"; Approve there signs, and the window closes', async () => {
    const { page, context, errors } = await signedInWithoutVisibility('window-approver@example.com');
    const address = (await page.getByTestId('demo-address').textContent()) as Address;
    await page.getByTestId('demo-sign-message').click();
    const frame = page.frameLocator('iframe[data-walletport-frame]');
    const review = frame.getByTestId('wp-frame-review');
    await review.waitFor({ timeout: 15_000 });
    expect(await frame.getByTestId('wp-frame-approve').count()).toBe(0);
    const opening = context.waitForEvent('page');
    await review.click();
    const popup = await opening;
    expect(new URL(popup.url()).origin).toBe(new URL(setup.wallet.url).origin);
    await expect.poll(() => popup.getByTestId('wp-approval-origin').textContent(), { timeout: 15_000 }).toBe(new URL(setup.site.url).origin);
    expect(await popup.getByRole('heading').textContent()).toBe('Sign message');
    const closed = popup.waitForEvent('close');
    // Approving closes the window at once, which can end the click's own wait with "page closed": the
    // signature checked below is what proves the click reached the window.
    await popup.getByTestId('wp-frame-approve').click().catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
    await closed;
    await expect.poll(() => page.getByTestId('demo-signature').textContent(), { timeout: 15_000 }).toMatch(/^0x[0-9a-f]+$/);
    const signature = (await page.getByTestId('demo-signature').textContent()) as Hex;
    expect(await verifyMessage({ address, message: 'hello walletport', signature })).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('closing the window unanswered ends the request with the catalogue\'s text, nothing signed', async () => {
    const { page, context } = await signedInWithoutVisibility('window-closer@example.com');
    await page.getByTestId('demo-sign-message').click();
    const review = page.frameLocator('iframe[data-walletport-frame]').getByTestId('wp-frame-review');
    await review.waitFor({ timeout: 15_000 });
    const opening = context.waitForEvent('page');
    await review.click();
    const popup = await opening;
    await popup.getByTestId('wp-frame-approve').waitFor();
    await popup.close();
    await expect.poll(() => page.getByTestId('demo-signature').textContent(), { timeout: 15_000 })
      .toBe('error: The approval window was closed before you answered. Nothing was signed.');
    await context.close();
  }, 120_000);
});
