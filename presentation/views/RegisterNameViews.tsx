import { useState, type FormEvent } from 'react';
import { isValidName, NAME_MIN_LENGTH } from '../../domain/names/name.ts';
import { useStore } from '../react/react-state.tsx';
import { useFacade } from '../modal/facade-context.ts';
import { errorText } from '../components/error-text.ts';
import { DisplayName, NamedMessage } from '../components/DisplayName.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { BusyButton } from '../components/BusyButton.tsx';

/** RegisterAccountName: a name (at least 4 characters: letters, digits and hyphens), suggestions after 500 ms of quiet, then register. */
export function RegisterAccountNameView() {
  const facade = useFacade();
  const { t } = useMessages();
  const names = useStore(facade.flows.names.state);
  const [name, setName] = useState(names.query);
  const valid = isValidName(name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) void facade.flows.names.commands.register(name);
  };
  return (
    <form className="wp-form" onSubmit={submit} data-testid="wp-name-form" noValidate>
      <label>
        {t('flows.registerName.label')}
        <input
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            facade.flows.names.commands.search(event.currentTarget.value);
          }}
          readOnly={names.registering}
          autoComplete="off"
          spellCheck={false}
          data-testid="wp-name-input"
        />
      </label>
      {name !== '' && !valid ? (
        <p className="wp-muted" data-testid="wp-name-rule">
          {t('flows.registerName.rule', { min: NAME_MIN_LENGTH })}
        </p>
      ) : null}
      {valid && names.suggestions.length > 0 ? (
        <ul className="wp-list" aria-label={t('flows.registerName.suggestions')} data-testid="wp-name-suggestions">
          {names.suggestions.map((suggestion) => (
            <li key={suggestion.name}>
              <button
                type="button"
                className="wp-row"
                disabled={suggestion.registered === true || names.registering}
                onClick={() => {
                  // A suggestion is shown with its zone; the name registered is its label.
                  const label = suggestion.name.split('.')[0] ?? '';
                  setName(label);
                  facade.flows.names.commands.search(label);
                }}
              >
                <span>
                  <DisplayName value={suggestion.name} />
                  <small>{suggestion.registered ? t('flows.registerName.taken') : t('flows.registerName.available')}</small>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {names.error ? (
        <p className="wp-error" role="alert" data-testid="wp-name-error">
          {errorText(names.error)}
        </p>
      ) : null}
      <BusyButton type="submit" className="wp-button" busy={names.registering} disabled={!names.registering && !valid} data-testid="wp-name-submit">
        {names.registering ? t('flows.registerName.registering') : t('flows.registerName.submit')}
      </BusyButton>
    </form>
  );
}

/** RegisterAccountNameSuccess: the name is the account's from now on. */
export function RegisterAccountNameSuccessView() {
  const facade = useFacade();
  const { t } = useMessages();
  const names = useStore(facade.flows.names.state);
  return (
    <div className="wp-center" data-testid="wp-name-success">
      {names.registeredName ? (
        <p>
          <NamedMessage template={t('flows.registerName.success')} placeholder="name" value={names.registeredName} strong />
        </p>
      ) : (
        <p className="wp-muted" role="status">
          <span className="wp-spinner" aria-hidden="true" />
          {t('flows.registerName.registering')}
        </p>
      )}
      <button type="button" className="wp-button" onClick={() => facade.navigate({ type: 'reset', view: 'Account' })}>
        {t('flows.registerName.backToAccount')}
      </button>
    </div>
  );
}
