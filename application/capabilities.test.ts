import 'reflect-metadata/lite';
import { describe, expect, it } from 'vitest';
import { ALL_CAPABILITIES, CAPABILITY_DEFINITIONS, type Capabilities } from './capabilities.ts';
import { Connect } from './connect/index.ts';
import { FLOW_DEFINITIONS } from './flows/registry.ts';

describe('the one list of capabilities', () => {
  it('holds every capability the facade forwards to and every flow, each once, so each is bound once', () => {
    expect(new Set(ALL_CAPABILITIES).size).toBe(ALL_CAPABILITIES.length);
    for (const capability of [...Object.values(CAPABILITY_DEFINITIONS), ...Object.values(FLOW_DEFINITIONS)]) {
      expect(ALL_CAPABILITIES).toContain(capability);
    }
  });

  it('names capabilities, not their parts: a part is reached through its capability', () => {
    const connectionOf = (capabilities: Capabilities) => capabilities.connect.connection;
    // @ts-expect-error the connection is connect's part, not an entry of its own
    const byPart = (capabilities: Capabilities) => capabilities.connection;
    expect(CAPABILITY_DEFINITIONS.connect).toBe(Connect);
    expect(Object.keys(CAPABILITY_DEFINITIONS)).not.toContain('connection');
    expect([connectionOf, byPart]).toHaveLength(2);
  });
});
