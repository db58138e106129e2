import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidName, nameRegistrationMessage } from './name.ts';

describe('name-service names', () => {
  it('needs at least 4 characters: 3 fails, 4 passes', () => {
    expect(isValidName('abc')).toBe(false);
    expect(isValidName('abcd')).toBe(true);
  });
  it('allows only letters, digits and hyphens', () => {
    expect(isValidName('my-name-42')).toBe(true);
    for (const bad of ['my name', 'name.eth', 'näme', 'name_1', '']) expect(isValidName(bad)).toBe(false);
  });
  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof isValidName(value) === 'boolean'));
    fc.assert(fc.property(fc.stringMatching(/^[a-zA-Z0-9-]{4,40}$/), (value) => isValidName(value)));
  });
  it('builds the registration message with empty attributes and a timestamp in seconds', () => {
    expect(nameRegistrationMessage('alice', 1_700_000_000_999)).toEqual({ name: 'alice', attributes: {}, timestamp: 1_700_000_000 });
  });
});
