/** A Keplr-compatible wallet a site lists: the object at `window[global]`, shown under `name`. */
export interface KeplrInjectionPoint {
  /** The `window` property the wallet injects its Keplr-compatible API at, e.g. `leap`. */
  readonly global: string;
  /** The wallet's name, as the modal lists it. */
  readonly name: string;
  /** A data:image URL; a neutral badge with the name's initial when absent. */
  readonly icon?: string;
}

/** Where a Keplr-compatible object sits: a property path from `window`. */
export interface KeplrLocation {
  /** The connector id's last part (`keplr-compatible.<id>`). */
  readonly id: string;
  readonly path: readonly string[];
  readonly name: string;
  readonly icon: string;
}

/** A neutral square with the wallet's initial: Keplr-compatible wallets expose no icon of their own. */
export function badgeIcon(name: string): string {
  const initial = (name.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#2e3148"/>`
    + `<text x="16" y="22" font-family="sans-serif" font-size="16" font-weight="bold" fill="#fff" text-anchor="middle">${initial}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// The wallets most sites expect; Cosmostation keeps its Keplr-compatible object under `providers`.
const DEFAULT_LOCATIONS: readonly KeplrLocation[] = [
  { id: 'keplr', path: ['keplr'], name: 'Keplr', icon: badgeIcon('Keplr') },
  { id: 'leap', path: ['leap'], name: 'Leap', icon: badgeIcon('Leap') },
  { id: 'cosmostation', path: ['cosmostation', 'providers', 'keplr'], name: 'Cosmostation', icon: badgeIcon('Cosmostation') },
];

/** Only characters a connector id (an rdns-like string) may hold. */
function idOf(global: string): string {
  return global.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'wallet';
}

/** The defaults followed by the site's own points (a site point naming a default's global replaces it). */
export function keplrLocations(extra: readonly KeplrInjectionPoint[]): readonly KeplrLocation[] {
  const own = extra
    .filter((point) => typeof point?.global === 'string' && point.global !== '' && typeof point.name === 'string')
    .map((point) => ({ id: idOf(point.global), path: [point.global], name: point.name, icon: point.icon ?? badgeIcon(point.name) }));
  const ownIds = new Set(own.map((location) => location.id));
  return [...DEFAULT_LOCATIONS.filter((location) => !ownIds.has(location.id)), ...own];
}

/** The object at a path from `root`, or undefined; a throwing getter on the way is an absent wallet. */
export function readAt(root: unknown, path: readonly string[]): object | undefined {
  let current: unknown = root;
  for (const key of path) {
    if ((typeof current !== 'object' && typeof current !== 'function') || current === null) return undefined;
    try {
      current = (current as Record<string, unknown>)[key];
    } catch {
      return undefined;
    }
  }
  return (typeof current === 'object' || typeof current === 'function') && current !== null ? current : undefined;
}
