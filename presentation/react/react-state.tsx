import { createContext, useContext, type ReactNode } from 'react';
import type { AppKit } from '../core/app-kit-instance.ts';
import { getDefaultAppKit } from '../core/default-instance.ts';

/**
 * The one way into React: the instance. The public hooks read it (falling back to the default
 * instance), and the modal's views reach the loaded core and the words through it; the modal
 * provides it where it mounts, its own React root included.
 */
export const AppKitContext = createContext<AppKit | undefined>(undefined);

/** Optional: scopes hooks to one instance (two modals on one page, or tests). */
export function AppKitProvider({ instance, children }: { readonly instance: AppKit; readonly children?: ReactNode }) {
  return <AppKitContext.Provider value={instance}>{children}</AppKitContext.Provider>;
}

/** The instance hooks read: the nearest provider's, else the one createAppKit made. */
export function useAppKitInstance(): AppKit {
  return useContext(AppKitContext) ?? getDefaultAppKit();
}
