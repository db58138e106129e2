import { INITIAL_NAME_SERVICE_STATE, type NameServiceState } from '../../domain/names/name.ts';
import { Store } from '../stores/store.ts';
import type { WalletportError } from '../../domain/errors/walletport-error.ts';

/** Name-service state plus what the register flow reports. */
export interface NamesState extends NameServiceState {
  /** The input the suggestions answer (the debounced value, not every keystroke). */
  readonly query: string;
  /** True while a name is registered. */
  readonly registering: boolean;
  /** The name registered last, for RegisterAccountNameSuccess. */
  readonly registeredName: string | undefined;
  /** User-facing text of the last failure (suggestions or registration). */
  readonly error: WalletportError | undefined;
}

export const INITIAL_NAMES_STATE: NamesState = {
  ...INITIAL_NAME_SERVICE_STATE,
  query: '',
  registering: false,
  registeredName: undefined,
  error: undefined,
};

/** The name registration flow. */
export class NamesStore extends Store<NamesState> {
  constructor() {
    super(INITIAL_NAMES_STATE);
  }
}
