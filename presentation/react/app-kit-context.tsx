import { createContext, useContext, type ReactNode } from 'react';
import type { AppKit } from '../core/app-kit-instance.ts';
import { getDefaultAppKit } from '../core/default-instance.ts';

const AppKitContext = createContext<AppKit | undefined>(undefined);

/** Optional: scopes hooks to one instance (two modals on one page, or tests). */
export function AppKitProvider({ instance, children }: { readonly instance: AppKit; readonly children?: ReactNode }) {
  return <AppKitContext.Provider value={instance}>{children}</AppKitContext.Provider>;
}

/** The instance hooks read: the nearest provider's, else the one createAppKit made. */
export function useAppKitInstance(): AppKit {
  return useContext(AppKitContext) ?? getDefaultAppKit();
}
