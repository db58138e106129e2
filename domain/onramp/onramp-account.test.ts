import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { onrampAccount } from './onramp-account.ts';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

describe('the account a purchase is delivered to', () => {
  it('splits an EVM or Solana CAIP-10 address into namespace, network and address', () => {
    expect(onrampAccount(`eip155:8453:${EVM}`)).toEqual({ namespace: 'eip155', caipNetworkId: 'eip155:8453', address: EVM });
    expect(onrampAccount(`${SOLANA_MAINNET}:${SOLANA}`)).toEqual({ namespace: 'solana', caipNetworkId: SOLANA_MAINNET, address: SOLANA });
  });

  it.each([
    ['a plain address', EVM],
    ['a short EVM address', `eip155:1:${EVM.slice(0, 41)}`],
    ['a Solana key on an EVM network', `eip155:1:${SOLANA}`],
    ['an EVM address on Solana', `${SOLANA_MAINNET}:${EVM}`],
    ['a Solana key with a 0', `${SOLANA_MAINNET}:0${SOLANA.slice(1)}`],
    ['a chain id with a leading zero', `eip155:01:${EVM}`],
    ['a namespace without onramp', `bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`],
    ['a fourth part', `eip155:1:${EVM}:x`],
    ['a query smuggled into the address', `eip155:1:${EVM}&walletAddress=0x1`],
    ['nothing', ''],
  ])('is refused for %s', (_case, value) => {
    expect(onrampAccount(value)).toBeUndefined();
  });

  it('refuses anything that is not a string without throwing', () => {
    fc.assert(fc.property(fc.anything(), (value) => typeof value === 'string' || onrampAccount(value) === undefined));
  });
});
