import type { QueryValue } from '../../application/ports/http.port.ts';

/** Appends query parameters in the given order; undefined values are left out, arrays joined with commas. */
export function buildUrl(url: string, query: Readonly<Record<string, QueryValue>> | undefined): string {
  if (!query) return url;
  const target = new URL(url);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const text = typeof value === 'object' ? value.join(',') : String(value);
    target.searchParams.append(key, text);
  }
  return target.toString();
}
