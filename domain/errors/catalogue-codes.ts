/**
 * The catalogue's codes, told by the catalogue's modules as they load (the page's first script carries
 * only the few it can throw): an error of another copy of the library must name one of them to be
 * taken as walletport's.
 */
const KNOWN_CODES = new Set<string>();

export function knowCatalogueCodes(codes: readonly string[]): void {
  for (const code of codes) KNOWN_CODES.add(code);
}

export function isKnownCatalogueCode(code: string): boolean {
  return KNOWN_CODES.has(code);
}
