import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { EN_MESSAGES, type MessageKey } from '../../presentation/i18n/catalogue.ts';
import type { LocaleCatalogue } from '../../presentation/i18n/locale-catalogues.ts';
import { DIALOG, SCREENSHOT_DIR } from './view-tour.ts';

/**
 * What a visitor's walk through the modal must never show, checked after every step: a page error,
 * text running outside the dialog's box, a dialog wider than the screen, focus dropped on <body> while
 * the dialog is open, and, in a translated locale, a word of the modal left in English. Each step's
 * picture is saved under test/e2e/.screenshots/journey/<run>/.
 */

export interface JourneyRun {
  readonly name: string;
  readonly page: Page;
  /** Uncaught errors in the page, collected since it opened. */
  readonly errors: string[];
  /** The locale's catalogue; undefined for English. */
  readonly words: LocaleCatalogue | undefined;
  /** Every control is reached with Tab and pressed with Enter, never clicked. */
  readonly keyboard: boolean;
  step: number;
}

/** A word of the modal as this run shows it: the locale's, else English. */
export function word(run: JourneyRun, key: MessageKey): string {
  return run.words?.[key] ?? EN_MESSAGES[key];
}

/**
 * A word as a pattern for a role's name: its literal parts in order, anything where a value is filled
 * in (values come wrapped in bidi isolates, so the name is not the template with the value put in).
 */
export function wordPattern(run: JourneyRun, key: MessageKey): RegExp {
  const parts = word(run, key).split(/\{[a-zA-Z]+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('.*?'));
}

/**
 * A word with its values filled in, as a pattern for a role's name: each value may come wrapped in the
 * bidi isolates a right-to-left dialog puts around it.
 */
export function wordWith(run: JourneyRun, key: MessageKey, values: Readonly<Record<string, string>>): RegExp {
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pieces = word(run, key).split(/(\{[a-zA-Z]+\})/).map((piece) => {
    const value = /^\{([a-zA-Z]+)\}$/.exec(piece)?.[1];
    return value === undefined ? escape(piece) : `\u2068?${escape(values[value] ?? '')}\u2069?`;
  });
  return new RegExp(pieces.join(''));
}

/** Tab until `target` has focus (the way a keyboard visitor reaches it), or fail naming where focus went. */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  await target.waitFor();
  for (let press = 0; press < limit; press += 1) {
    // Focus inside a shadow root (the page's <appkit-network-button>) shows on the document as its host.
    const focused = await target.evaluate((element) => {
      let active = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return element === active;
    });
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
  throw new Error(`Tab never reached the control; focus is on ${focused}`);
}

/** Presses a control as the run's visitor does: a click, or Tab to it and Enter. */
export async function press(run: JourneyRun, target: Locator): Promise<void> {
  if (!run.keyboard) return target.click();
  await tabTo(run.page, target);
  await run.page.keyboard.press('Enter');
}

/** Types into a field as the run's visitor does: a click and typing, or Tab to it and typing. */
export async function typeInto(run: JourneyRun, field: Locator, text: string): Promise<void> {
  if (run.keyboard) await tabTo(run.page, field);
  else await field.click();
  await run.page.keyboard.type(text);
}

/** Replaces what a field holds as the run's visitor does: reach it, select all, type. */
export async function replaceIn(run: JourneyRun, field: Locator, text: string): Promise<void> {
  if (run.keyboard) await tabTo(run.page, field);
  else await field.click();
  await run.page.keyboard.press('ControlOrMeta+a');
  await run.page.keyboard.type(text);
}

interface Layout {
  readonly dialogOpen: boolean;
  readonly focusOnBody: boolean;
  readonly viewportWidth: number;
  readonly dialog: { readonly left: number; readonly right: number } | undefined;
  /** Text runs whose box leaves the dialog's sides. */
  readonly outside: readonly string[];
  /** Every piece of text shown in the dialog. */
  readonly texts: readonly string[];
}

function readLayout(page: Page): Promise<Layout> {
  return page.evaluate((selector) => {
    const dialog = document.querySelector(selector);
    const focusOnBody = document.activeElement === document.body || document.activeElement === null;
    const viewportWidth = window.visualViewport?.width ?? window.innerWidth;
    if (!dialog) return { dialogOpen: false, focusOnBody, viewportWidth, dialog: undefined, outside: [], texts: [] };
    const box = dialog.getBoundingClientRect();
    const outside: string[] = [];
    const texts: string[] = [];
    const walker = document.createTreeWalker(dialog, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
      if (rects.length === 0) continue;
      texts.push(text);
      // What shows of the text: its boxes cut by every ancestor that clips (an ellipsis, a scrolling list).
      let left = Math.min(...rects.map((rect) => rect.left));
      let right = Math.max(...rects.map((rect) => rect.right));
      for (let element = node.parentElement; element && element !== dialog; element = element.parentElement) {
        if (getComputedStyle(element).overflowX === 'visible') continue;
        const clip = element.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      if (right > left && (left < box.left - 1 || right > box.right + 1)) outside.push(text.slice(0, 60));
    }
    return { dialogOpen: true, focusOnBody, viewportWidth, dialog: { left: box.left, right: box.right }, outside, texts };
  }, DIALOG);
}

const escapeForPattern = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * English words of the modal still shown in a translated locale. A phrase of the English catalogue
 * counts wherever it stands as whole words; a single word only when it is the whole text, so a name
 * that holds one (a "Test Token", WalletConnect) is not taken for an untranslated label.
 */
function englishLeft(texts: readonly string[], words: LocaleCatalogue): string[] {
  const found = new Set<string>();
  for (const [key, english] of Object.entries(EN_MESSAGES) as [MessageKey, string][]) {
    const translated = words[key];
    if (translated === undefined || translated === english) continue;
    for (const literal of english.split(/\{[a-zA-Z]+\}/)) {
      const chunk = literal.trim().replace(/^[^a-zA-Z]+|[^a-zA-Z]+$/g, '');
      if (chunk.length < 4 || !/[a-zA-Z]{3}/.test(chunk)) continue;
      const pattern = chunk.includes(' ') ? new RegExp(`(^|[^a-zA-Z])${escapeForPattern(chunk)}([^a-zA-Z]|$)`) : new RegExp(`^[^a-zA-Z]*${escapeForPattern(chunk)}[^a-zA-Z]*$`);
      for (const text of texts) if (pattern.test(text)) found.add(`"${chunk}" (${key}) in "${text.slice(0, 60)}"`);
    }
  }
  return [...found];
}

/** Saves the step's picture and checks it; every finding of the step fails it together. */
export async function checkStep(run: JourneyRun, name: string): Promise<void> {
  run.step += 1;
  const directory = join(SCREENSHOT_DIR, 'journey', run.name);
  mkdirSync(directory, { recursive: true });
  await run.page.screenshot({ path: join(directory, `${String(run.step).padStart(2, '0')}-${name}.png`), animations: 'disabled' });
  const layout = await readLayout(run.page);
  const findings: string[] = [...run.errors.map((error) => `page error: ${error}`)];
  if (layout.dialogOpen) {
    if (layout.focusOnBody) findings.push('focus is on <body> while the dialog is open');
    findings.push(...layout.outside.map((text) => `text outside the dialog: ${text}`));
    if (layout.dialog && (layout.dialog.left < -1 || layout.dialog.right > layout.viewportWidth + 1)) {
      findings.push(`the dialog (${Math.round(layout.dialog.left)}–${Math.round(layout.dialog.right)} px) leaves the screen (${layout.viewportWidth} px)`);
    }
    if (run.words) findings.push(...englishLeft(layout.texts, run.words).map((finding) => `English left: ${finding}`));
  }
  expect(findings, `${run.name} › ${name}`).toEqual([]);
}
