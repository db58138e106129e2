import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppKitFacade } from '../../../application/app-kit.ts';
import type { StateReader } from '../../../application/stores/state-observable.ts';
import type { ConnectorSummary } from '../../../domain/connectors/announced-wallet.ts';
import { loadCatalogue } from '../../i18n/locale-catalogues.ts';
import type { WordsState } from '../../i18n/words-source.ts';
import { ModalInstance } from '../../../test/fakes/modal-instance.tsx';
import { AnnouncedWalletRow } from '../ConnectView.tsx';

afterEach(cleanup);

const still = <T,>(value: T): StateReader<T> => ({ getSnapshot: () => value, subscribe: () => () => undefined });

/** What a wallet row reads of the facade: the modal's namespace filter, the remembered chain choices and the consent. */
const facade = {
  config: { locale: 'ar', messages: {} },
  stores: {
    modal: still({ filterNamespace: undefined }),
    connectors: still({ chainChoices: {} }),
    // A site that asks for no terms consent: the wallet actions are open.
    legalConsent: { state: still({ agreed: false }), required: () => false, allowsConnect: () => true },
    features: still({ features: {} }),
  },
  chainChoice: { loadRemembered: async () => undefined, connect: async () => undefined },
} as unknown as AppKitFacade;

const member = (chain: ConnectorSummary['chain']): ConnectorSummary => ({ id: `demo-${chain}`, name: 'Demo Wallet', type: 'ANNOUNCED', chain });
const DEMO: ConnectorSummary = { ...member('eip155'), id: 'demo', connectors: [member('eip155'), member('solana')] };

async function renderRow(locale: string) {
  const catalogue = locale === 'en' ? undefined : await loadCatalogue('ar');
  const words: WordsState = { locale, overrides: {}, catalogue, settled: true };
  return render(
    <ModalInstance facade={facade} words={still(words)}>
        <AnnouncedWalletRow connector={DEMO} tag={null} />
    </ModalInstance>,
  );
}

describe('a wallet offered on several chain families', () => {
  it('names its families in the dialog’s language, under its name, in their own direction', async () => {
    const { container } = await renderRow('ar');
    const detail = container.querySelector('.wp-row-name small');
    expect(detail?.textContent).toBe('إيثريوم وشبكات EVM · سولانا');
    // Its own paragraph direction: a reverse-domain id or English names are cut at their end, not their start.
    expect(detail?.getAttribute('dir')).toBe('auto');
    await act(async () => screen.getByRole('button').click());
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Demo Walletإيثريوم وشبكات EVM · سولانا', 'إيثريوم وشبكات EVM', 'سولانا', 'جميعها']);
  });

  it('in English, as before', async () => {
    const { container } = await renderRow('en');
    expect(container.querySelector('.wp-row-name small')?.textContent).toBe('Ethereum and EVM · Solana');
  });
});
