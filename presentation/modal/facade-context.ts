import { createContext, useContext } from 'react';
import type { AppKitFacade } from '../../application/app-kit.ts';

export const FacadeContext = createContext<AppKitFacade | undefined>(undefined);

export function useFacade(): AppKitFacade {
  const facade = useContext(FacadeContext);
  if (!facade) throw new Error('walletport views must render inside the modal');
  return facade;
}
