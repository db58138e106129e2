import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { AppKit } from './app-kit-instance.ts';

// AppKit's hook API has no provider: hooks find the instance createAppKit made. A context
// (AppKitProvider) can still override it, e.g. for two instances on one page.
let current: AppKit | undefined;
/** Told when the default instance changes: elements written before createAppKit attach once it runs. */
const watchers = new Set<() => void>();

/** AppKit's exported `modal`: the instance createAppKit made last (a live binding), undefined before. */
export let modal: AppKit | undefined;

export function setDefaultAppKit(instance: AppKit | undefined): void {
  current = instance;
  modal = instance;
  for (const watcher of [...watchers]) watcher();
}

/** Calls `watcher` whenever the default instance changes; returns the teardown. */
export function subscribeDefaultAppKit(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

export function getDefaultAppKit(): AppKit {
  if (!current) throw catalogueError('HOOK_BEFORE_CREATE');
  return current;
}

export function peekDefaultAppKit(): AppKit | undefined {
  return current;
}

/**
 * AppKit's getAppKit(appKit): makes `instance` the one hooks and elements use, and returns the
 * current one (undefined before any createAppKit).
 */
export function getAppKit(instance?: AppKit): AppKit | undefined {
  if (instance) setDefaultAppKit(instance);
  return current;
}
