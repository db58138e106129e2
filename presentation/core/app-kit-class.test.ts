import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../infrastructure/storage/memory-storage.ts';
import { CHAIN_A, CHAIN_B } from '../../test/fakes/app-kit-harness.ts';
import { evmAdapterWithBalances } from '../../test/fakes/evm-test-adapter.ts';
import { AppKit } from './app-kit-class.ts';
import { createAppKit } from './create-app-kit.ts';
import { modal, setDefaultAppKit } from './default-instance.ts';
import * as rootEntry from '../entries/index.ts';
import * as reactEntry from '../entries/react.ts';

const made: AppKit[] = [];
const options = () => ({
  projectId: 'test',
  networks: [CHAIN_A, CHAIN_B] as const,
  adapters: [evmAdapterWithBalances({})],
  features: { analytics: false, telemetry: false },
  ports: { storage: createMemoryStorage(), projectConfig: { fetchAllowedOrigins: async () => undefined } },
});

afterEach(() => {
  for (const kit of made.splice(0)) kit.destroy();
  setDefaultAppKit(undefined);
});

describe("AppKit's class value", () => {
  it('is exported by walletport and walletport/react, as by @reown/appkit and @reown/appkit/react', () => {
    expect(rootEntry.AppKit).toBe(AppKit);
    expect(reactEntry.AppKit).toBe(AppKit);
  });

  it('`new AppKit(options)` gives a working instance of its own, which becomes the default when none lives', () => {
    const first = new AppKit(options());
    const second = new AppKit(options());
    made.push(first, second);
    expect(first).not.toBe(second);
    expect(first.getCaipNetworks().map((network) => network.caipNetworkId)).toEqual([CHAIN_A.caipNetworkId, CHAIN_B.caipNetworkId]);
    expect(modal).toBe(first);
  });

  it('`instanceof AppKit` holds for instances from the class and from createAppKit, and for nothing else', () => {
    const fromClass = new AppKit(options());
    const fromFunction = createAppKit(options());
    made.push(fromClass, fromFunction);
    expect(fromClass instanceof AppKit).toBe(true);
    expect(fromFunction instanceof AppKit).toBe(true);
    expect({ ...fromClass, link: {} } instanceof AppKit).toBe(false);
    expect((null as unknown as object) instanceof AppKit).toBe(false);
  });

  it('checks its options as createAppKit does: a network with a malformed CAIP id throws at once', () => {
    const malformed = { ...CHAIN_A, caipNetworkId: 'eip155-31337' };
    expect(() => new AppKit({ ...options(), networks: [malformed] as never })).toThrow();
    expect(modal).toBeUndefined();
  });
});
