import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppKitFacade } from '../../application/app-kit.ts';
import type { TokenBalance } from '../../domain/balance/token-balance.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { AllWalletsView } from './AllWalletsView.tsx';
import { ConnectingExternalView } from './ConnectingExternalView.tsx';
import { DirectoryWallets } from './DirectoryWallets.tsx';
import { TokenList } from './TokenList.tsx';

afterEach(cleanup);

/** A name as a hostile wallet or list could send it: a bidi override, a control character, a line break. */
const HOSTILE = 'Safe\u202EtellaW\u0007\nPro';
const SHOWN = 'SafetellaW Pro';

/** A source that never changes, as the views read it through useStore. */
const fixed = <T,>(value: T) => ({ getSnapshot: () => value, subscribe: () => () => undefined });

/** A site that asks for no terms consent: the wallet actions are open. */
const NO_CONSENT_ASKED = { legalConsent: { state: fixed({ agreed: false }), required: () => false, allowsConnect: () => true }, features: fixed({ features: {} }) };

/** Only what the views under test read; everything else of the facade is absent. */
function fakeFacade({ stores, ...parts }: Record<string, unknown>): AppKitFacade {
  return {
    navigate: () => undefined,
    // The views' words: English, as createAppKit's checked options give them without locale or messages.
    config: { locale: 'en', messages: {} },
    images: { acquire: () => new Promise<undefined>(() => undefined), release: () => undefined },
    ...parts,
    stores: { ...NO_CONSENT_ASKED, ...(stores as object | undefined) },
  } as unknown as AppKitFacade;
}

function renderWith(facade: AppKitFacade, view: ReactNode) {
  return render(<ModalInstance facade={facade}>{view}</ModalInstance>);
}

/** The texts of the <bdi> elements rendered, and whether any control or bidi formatting character reached the page. */
function shownNames(container: HTMLElement) {
  return {
    isolated: [...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent),
    unsafe: /[\u0000-\u001F\u202A-\u202E\u2066-\u2069]/u.test(container.textContent ?? ''),
  };
}

describe('names from outside are shown stripped and isolated in a <bdi>', () => {
  it('a directory wallet in the featured list', () => {
    const wallet = { id: 'w1', name: HOSTILE, image_id: null };
    const { container } = renderWith(fakeFacade({}), <DirectoryWallets wallets={[wallet]} label="Featured wallets" />);
    expect(shownNames(container)).toEqual({ isolated: [SHOWN], unsafe: false });
    expect(container.querySelector('bdi')?.className).toBe('wp-name');
  });

  it('a tile of All Wallets', () => {
    const facade = fakeFacade({
      allWallets: { open: async () => undefined, search: async () => undefined, loadMore: async () => undefined },
      stores: { allWallets: fixed({ wallets: [{ id: 'w1', name: HOSTILE, image_id: null }], count: 1, search: '', loading: false, error: undefined }) },
    });
    const { container } = renderWith(facade, <AllWalletsView />);
    expect(shownNames(container)).toEqual({ isolated: [SHOWN], unsafe: false });
  });

  it('the wallet being asked in "Continue in …"', () => {
    const facade = fakeFacade({
      stores: { modal: fixed({ router: { view: 'ConnectingExternal', history: [], data: { connectorId: 'io.example' } } }), accounts: fixed({}) },
      getConnector: () => ({ id: 'io.example', name: HOSTILE, type: 'ANNOUNCED', chain: 'eip155' }),
      connect: async () => undefined,
    });
    const { container } = renderWith(facade, <ConnectingExternalView />);
    expect(shownNames(container)).toEqual({ isolated: [SHOWN], unsafe: false });
    expect(container.textContent).toContain(`Continue in ${SHOWN}`);
  });

  it('a token’s name and symbol', () => {
    const token: TokenBalance = {
      name: HOSTILE,
      symbol: 'US\u202EDT',
      chainId: 'eip155:1',
      price: 1,
      quantity: { decimals: '6', numeric: '12.5' },
      iconUrl: '',
    };
    const facade = fakeFacade({ flows: { balances: { state: fixed({ tokenBalances: [token], loading: false }) } } });
    const { container } = renderWith(facade, <TokenList />);
    // The amount is isolated too (its number stays before the symbol in a right-to-left dialog), with the symbol stripped.
    expect(shownNames(container)).toEqual({ isolated: [SHOWN, '12.500 USDT', 'USDT'], unsafe: false });
  });
});
