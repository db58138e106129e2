/**
 * The `locale` option as the modal takes it: a BCP 47 tag (`ar`, `fr-CA`, `zh-Hans-CN`), else `en`.
 * The same rule runs on the page (the words of the page's buttons) and in the core (the modal's
 * configuration), so both read one language out of one option.
 */
export function checkedLocale(value: unknown): string {
  return typeof value === 'string' && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(value) ? value : 'en';
}

/** The `messages` option as the modal takes it: only string values, by key. */
export function checkedMessages(value: unknown): Readonly<Record<string, string>> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
