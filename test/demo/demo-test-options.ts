import type { AppKit, AppKitOptions } from 'walletport/react';

declare global {
  interface Window {
    /**
     * The demo's instance, so a browser test can call `open({ view })` for a view no button of the
     * page reaches (WhatIsANetwork, Swap, …) as a dApp's own code would.
     */
    __WALLETPORT_APPKIT__?: AppKit;
  }
}

type TestOptions = Pick<AppKitOptions, 'locale' | 'messages' | 'features' | 'termsConditionsUrl'>;

/**
 * Options the browser tests set through the page's address; without any of them the demo runs as
 * `npm start` always did:
 * - `?locale=ar` lays the modal out in that language's direction (right to left for ar, he, …);
 * - `?messages={"title.Connect":"…"}` (JSON, string values) replaces words of the modal by key;
 * - `?terms` asks for the terms consent (`features.legalCheckbox`, with a terms link on this origin).
 */
export function demoTestOptions(params: URLSearchParams): TestOptions {
  const options: { -readonly [K in keyof TestOptions]: TestOptions[K] } = {};
  const locale = params.get('locale');
  if (locale) options.locale = locale;
  const messages = parseMessages(params.get('messages'));
  if (messages) options.messages = messages;
  if (params.has('terms')) {
    options.features = { ...options.features, legalCheckbox: true };
    options.termsConditionsUrl = `${location.origin}/terms`;
  }
  return options;
}

/** A JSON object of strings, or nothing: a malformed value is reported and ignored, never thrown. */
function parseMessages(raw: string | null): Record<string, string> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch (error) {
    console.warn('[walletport demo] ?messages= is not a JSON object of strings; ignored.', error);
    return undefined;
  }
}

/** Puts the instance on `window` for browser tests; a page of the demo has no secrets to guard. */
export function exposeForTests(appKit: AppKit): void {
  window.__WALLETPORT_APPKIT__ = appKit;
}
