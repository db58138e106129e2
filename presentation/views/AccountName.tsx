import { useEffect, useState } from 'react';
import { useStore } from '../react/use-store.ts';
import { useFacade } from '../modal/facade-context.ts';
import { DisplayName } from '../components/DisplayName.tsx';

/**
 * The account's registered name (reverse lookup, cached 5 minutes), read again after a registration;
 * the embedded wallet without one is offered "Choose a name" (spec §6: names need the auth connector).
 */
export function AccountName({ address, embedded }: { readonly address: string; readonly embedded: boolean }) {
  const facade = useFacade();
  const { registeredName } = useStore(facade.flows.names.state);
  const [name, setName] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    setName(undefined);
    void facade.flows.names.commands.nameOf(address).then((found) => {
      if (current) setName(found);
    });
    return () => {
      current = false;
    };
  }, [facade, address, registeredName]);
  if (name) {
    return (
      <p className="wp-muted" data-testid="wp-account-name">
        <DisplayName value={name} />
      </p>
    );
  }
  if (!embedded) return null;
  return (
    <button type="button" className="wp-link" data-testid="wp-choose-name" onClick={() => facade.navigate({ type: 'push', view: 'RegisterAccountName' })}>
      Choose a name
    </button>
  );
}
