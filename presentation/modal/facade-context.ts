import { useContext } from 'react';
import type { AppKitFacade } from '../../application/app-kit.ts';
import { AppKitContext } from '../react/react-state.tsx';

/**
 * The loaded core of the instance the modal was mounted for. The modal mounts only once its core has
 * loaded, so inside it the core is always there; outside it there is nothing to render against.
 */
export function useFacade(): AppKitFacade {
  const facade = useContext(AppKitContext)?.link.loaded();
  if (!facade) throw new Error('walletport views must render inside the modal');
  return facade;
}
