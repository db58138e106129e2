import { describe, expect, it } from 'vitest';
import { catalogueMessage } from '../../domain/errors/catalogue.ts';
import { createHarness, settle } from '../fakes/app-kit-harness.ts';

const RDNS = 'dev.walletport.demo';
const WITH_CHECKBOX = { features: { legalCheckbox: true }, termsConditionsUrl: 'https://site.example/terms' };

/** The terms box of `features.legalCheckbox` is a rule of connecting, not only a disabled button. */
describe('the legal consent gate', () => {
  it('a connect started in the open modal is refused until the visitor agreed, and the wallet is never asked', async () => {
    const { facade, page } = createHarness({ options: WITH_CHECKBOX });
    await facade.ready;
    void facade.open();
    const asked: string[] = [];
    const original = page.wallet.request.bind(page.wallet);
    page.wallet.request = (args) => {
      asked.push(args.method);
      return original(args);
    };

    await expect(facade.connect(RDNS)).resolves.toBe(false);
    await settle();
    expect(asked).not.toContain('eth_requestAccounts');
    expect(facade.stores.accounts.getSnapshot().eip155?.error?.message).toBe(catalogueMessage('LEGAL_CONSENT_REQUIRED'));
    expect(facade.stores.modal.getSnapshot()).toMatchObject({ open: true, router: { view: 'Connect' } });

    facade.stores.legalConsent.setAgreed(true);
    await expect(facade.connect(RDNS)).resolves.toBe(true);
    expect(facade.account().getSnapshot().isConnected).toBe(true);
  });

  it('closing the modal asks for the consent again', async () => {
    const { facade } = createHarness({ options: WITH_CHECKBOX });
    await facade.ready;
    void facade.open();
    facade.stores.legalConsent.setAgreed(true);
    await facade.close();
    void facade.open();
    await expect(facade.connect(RDNS)).resolves.toBe(false);
  });

  it('a connect the host page starts with the modal closed is not gated: no box is shown then', async () => {
    const { facade } = createHarness({ options: WITH_CHECKBOX });
    await facade.ready;
    await expect(facade.connect(RDNS)).resolves.toBe(true);
  });

  it('without a terms or privacy link there is nothing to agree to', async () => {
    const { facade } = createHarness({ options: { features: { legalCheckbox: true } } });
    await facade.ready;
    void facade.open();
    await expect(facade.connect(RDNS)).resolves.toBe(true);
  });
});
