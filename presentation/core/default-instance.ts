import { catalogueError } from '../../domain/errors/catalogue.ts';
import type { AppKit } from './app-kit-instance.ts';

// AppKit's hook API has no provider: hooks find the instance createAppKit made. A context
// (AppKitProvider) can still override it, e.g. for two instances on one page.
let current: AppKit | undefined;

export function setDefaultAppKit(instance: AppKit | undefined): void {
  current = instance;
}

export function getDefaultAppKit(): AppKit {
  if (!current) throw catalogueError('HOOK_BEFORE_CREATE');
  return current;
}

export function peekDefaultAppKit(): AppKit | undefined {
  return current;
}
