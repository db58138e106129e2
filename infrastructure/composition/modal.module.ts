import { ContainerModule } from 'inversify';
import { ConnectOriginReader } from '../../application/modal/connect-origin.ts';
import { ModalNavigation } from '../../application/modal/modal-navigation.ts';
import { Outcomes } from '../../application/modal/outcomes.ts';

/**
 * The use cases' outcomes and the modal's navigator that reacts to them. The navigator starts with the
 * stream, so no outcome is reported before someone listens.
 */
export function modalModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(ConnectOriginReader).toSelf();
    bind(ModalNavigation).toSelf();
    bind(Outcomes)
      .toSelf()
      .onActivation((context, outcomes) => {
        context.get(ModalNavigation).follow(outcomes.outcomes$);
        return outcomes;
      });
  });
}
