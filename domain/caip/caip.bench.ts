import { bench, describe } from 'vitest';
import { parseCaipAddress, parseCaipNetworkId } from './caip.ts';

const ids = Array.from({ length: 100_000 }, (_, i) => (i % 2 === 0 ? `eip155:${i}` : `solana:${i.toString(36)}`));
const addresses = ids.map((id, i) => `${id}:0x${i.toString(16).padStart(40, '0')}`);

describe('CAIP parsing', () => {
  bench('parse 100,000 CAIP network ids', () => {
    for (const id of ids) parseCaipNetworkId(id);
  });
  bench('parse 100,000 CAIP addresses', () => {
    for (const address of addresses) parseCaipAddress(address);
  });
});
