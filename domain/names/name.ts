/** A name: at least 4 characters, only letters, digits and hyphens. */
const NAME = /^[a-zA-Z0-9-]{4,}$/;

export const NAME_MIN_LENGTH = 4;

export function isValidName(value: unknown): value is string {
  return typeof value === 'string' && NAME.test(value);
}

/** Name-service state. */
/** A name offered while typing. */
export interface NameSuggestion {
  /** The full name, e.g. `alice.wcn.id`. */
  readonly name: string;
  /** True when someone holds it already. */
  readonly registered?: boolean;
}

/** The name suggestions for the input in view. */
export interface NameServiceState {
  /** The names offered for the query; empty until read. */
  readonly suggestions: readonly NameSuggestion[];
  /** True while suggestions are read. */
  readonly loading: boolean;
}

export const INITIAL_NAME_SERVICE_STATE: NameServiceState = { suggestions: [], loading: false };

/** Name registration step 1: the message carries the name, empty attributes and a timestamp in seconds. */
export interface NameRegistrationMessage {
  readonly name: string;
  readonly attributes: Readonly<Record<string, never>>;
  readonly timestamp: number;
}

export function nameRegistrationMessage(name: string, nowMs: number): NameRegistrationMessage {
  return { name, attributes: {}, timestamp: Math.floor(nowMs / 1000) };
}
