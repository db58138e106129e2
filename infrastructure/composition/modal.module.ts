import { ContainerModule } from 'inversify';
import { LegalConsent } from '../../application/connect/legal-consent.ts';
import { ConnectOriginReader } from '../../application/modal/connect-origin.ts';
import { ModalNavigation } from '../../application/modal/modal-navigation.ts';

/**
 * The use cases' outcomes and the modal's navigator that reacts to them; where an attempt began, and the
 * terms consent that gates the attempts the visitor begins in the modal. The navigator starts with the
 * stream, so no outcome is reported before someone listens.
 */
export function modalModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ConnectOriginReader).toSelf();
    // The terms consent the modal's Connect view asks for, read by the connect commands it starts.
    bind(LegalConsent).toSelf();
    bind(ModalNavigation).toSelf();
  });
}
