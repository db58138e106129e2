import fc from 'fast-check';

/**
 * Generated inputs per boundary. The default keeps `npm test` quick while still covering each
 * boundary with 100,000 inputs; `WALLETPORT_FUZZ_RUNS` raises (or lowers) it for a longer hunt.
 */
export const FUZZ_RUNS = Math.max(1, Number(process.env['WALLETPORT_FUZZ_RUNS'] ?? 100_000));

/** Long enough for 100,000 inputs through a parser on a slow CI machine. */
export const FUZZ_TIMEOUT_MS = 300_000;

/**
 * Values that fight back when read: a getter that throws, a proxy whose reads throw, an object with
 * no prototype. Each names itself to fast-check, which would otherwise trip over it in a report.
 */
const named = <T extends object>(value: T, name: string): T => Object.defineProperty(value, fc.toStringMethod, { value: () => name });
export const hostileObject = fc.constantFrom<unknown>(
  named(Object.defineProperty({}, 'info', { get: () => { throw new Error('getter trap'); }, enumerable: true }), 'object with a throwing getter'),
  // `has` answers: fast-check itself asks `in` of every generated value.
  new Proxy(
    {},
    {
      get: (_target, key) => {
        if (key === fc.toStringMethod) return () => 'proxy with throwing traps';
        throw new Error('get trap');
      },
      ownKeys: () => {
        throw new Error('keys trap');
      },
    },
  ),
  named(Object.create(null) as object, 'object without prototype'),
);

/** Anything JSON can carry, plus the hostile objects, plus near-misses of a valid value. */
export function hostile<T>(nearMiss: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: nearMiss }, { weight: 2, arbitrary: fc.jsonValue() }, { weight: 1, arbitrary: fc.anything() }, { weight: 1, arbitrary: hostileObject });
}
