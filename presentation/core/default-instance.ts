import { startupError } from '../../domain/errors/startup-errors.ts';
import type { AppKit } from './app-kit-instance.ts';

// AppKit's hook API has no provider: hooks find the instance createAppKit made. A context
// (AppKitProvider) can still override it, e.g. for two instances on one page.

/** Told when the default instance changes: elements written before createAppKit attach once it runs. */
const watchers = new Set<() => void>();

/** AppKit's exported `modal` (a live binding) and the instance hooks and elements use: undefined before createAppKit. */
export let modal: AppKit | undefined;

export function setDefaultAppKit(instance: AppKit | undefined): void {
  modal = instance;
  for (const watcher of [...watchers]) watcher();
}

/** Calls `watcher` whenever the default instance changes; returns the teardown. */
export function subscribeDefaultAppKit(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => void watchers.delete(watcher);
}

export function getDefaultAppKit(): AppKit {
  if (!modal) throw startupError('HOOK_BEFORE_CREATE');
  return modal;
}

export function peekDefaultAppKit(): AppKit | undefined {
  return modal;
}

/**
 * AppKit's getAppKit(appKit): makes `instance` the one hooks and elements use, and returns the
 * current one (undefined before any createAppKit).
 */
export function getAppKit(instance?: AppKit): AppKit | undefined {
  if (instance) setDefaultAppKit(instance);
  return modal;
}
