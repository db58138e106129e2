import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppKitFacade } from '../../application/app-kit.ts';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { TokenList } from './TokenList.tsx';

afterEach(cleanup);

const fixed = <T,>(value: T) => ({ getSnapshot: () => value, subscribe: () => () => undefined });

function renderTokens(tokenBalances: readonly TokenBalance[]) {
  const facade = {
    navigate: () => undefined,
    config: { locale: 'en', messages: {} },
    images: { acquire: () => new Promise<undefined>(() => undefined), release: () => undefined },
    flows: { balances: { state: fixed({ tokenBalances, loading: false }) } },
    stores: { features: fixed({ features: {} }) },
  } as unknown as AppKitFacade;
  return render(
    <ModalInstance facade={facade}>
      <TokenList />
    </ModalInstance>,
  );
}

const USDT: TokenBalance = { name: 'Tether', symbol: 'USDT', chainId: 'eip155:1', price: 1, value: 12.5, quantity: { decimals: '6', numeric: '12.5' }, iconUrl: '' };

describe('the token list', () => {
  it('shows each token\'s worth in US dollars, with its sign, beside the amount held', () => {
    const { getByRole } = renderTokens([USDT, { ...USDT, name: 'Test Token', symbol: 'TT', address: '0x95bd8d42f30351685e96c62eddc0d0613bf9a87a', value: undefined, price: 0 }]);
    const rows = within(getByRole('list', { name: 'Tokens' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Tether12.500 USDT$12.50', 'Test Token12.500 TT$0.00']);
  });
});
