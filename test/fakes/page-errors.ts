/** What the page's `error` event hears while a test runs: an exception that escaped into the host page. */
export function watchPageErrors(): { readonly errors: unknown[]; stop(): void } {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent): void => void errors.push(event.error);
  window.addEventListener('error', onError);
  return { errors, stop: () => window.removeEventListener('error', onError) };
}
