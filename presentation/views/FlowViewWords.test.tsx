import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppKitFacade } from '../../application/app-kit.ts';
import type { Store } from '../../application/stores/store.ts';
import type { NamesState } from '../../application/names/index.ts';
import type { EmailLoginState } from '../../application/embedded/index.ts';
import { NAME_MIN_LENGTH } from '../../domain/names/name.ts';
import { createHarness } from '../../test/fakes/app-kit-harness.ts';
import { ModalInstance } from '../../test/fakes/modal-instance.tsx';
import { Modal } from '../modal/Modal.tsx';
import { NamedMessage } from '../components/DisplayName.tsx';

afterEach(cleanup);

async function openOn(view: 'RegisterAccountName' | 'RegisterAccountNameSuccess' | 'EmailVerifyOtp', messages: Readonly<Record<string, string>>): Promise<AppKitFacade> {
  const { facade } = createHarness({ options: { messages } });
  await facade.ready;
  render(
    <ModalInstance facade={facade}>
      <Modal />
    </ModalInstance>,
  );
  await act(async () => facade.open({ view }));
  return facade;
}

describe('the flow views in another language', () => {
  it('fill the name rule with the minimum and show a spinner with the translated wait', async () => {
    const facade = await openOn('RegisterAccountName', {
      'flows.registerName.rule': 'Au moins {min} caractères.',
      'flows.registerName.registering': 'Enregistrement…',
      'flows.registerName.submit': 'Enregistrer',
    });
    const input = screen.getByTestId('wp-name-input');
    // A key the site did not translate stays English.
    expect(input.closest('label')?.textContent).toBe('Name');
    expect(screen.getByTestId('wp-name-submit').textContent).toBe('Enregistrer');
    act(() => void fireEvent.change(input, { target: { value: 'ab' } }));
    expect(screen.getByTestId('wp-name-rule').textContent).toBe(`Au moins ${NAME_MIN_LENGTH} caractères.`);

    await act(async () => (facade.flows.names.state as Store<NamesState>).update({ registering: true }));
    const submit = screen.getByTestId('wp-name-submit');
    expect(submit.textContent).toBe('Enregistrement…');
    expect(submit.querySelector('.wp-spinner')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('put the e-mail where the translation puts it, isolated, and translate the code form', async () => {
    const facade = await openOn('EmailVerifyOtp', {
      'flows.emailVerify.otpPrompt': '{email} : saisissez le code reçu',
      'flows.code.label': 'Code à six chiffres',
      'flows.code.checking': 'Vérification…',
    });
    await act(async () => (facade.flows.emailLogin.state as Store<EmailLoginState>).update({ step: 'verifyOtp', email: 'a\u202Eb@example.com' }));
    const prompt = screen.getByRole('dialog').querySelector('p');
    expect(prompt?.textContent).toBe('ab@example.com : saisissez le code reçu');
    expect(prompt?.querySelector('strong > bdi')?.textContent).toBe('ab@example.com');
    expect(screen.getByLabelText('Code à six chiffres')).toBe(screen.getByTestId('wp-otp-input'));

    await act(async () => (facade.flows.emailLogin.state as Store<EmailLoginState>).update({ step: 'connecting' }));
    const submit = screen.getByTestId('wp-otp-submit');
    expect(submit.textContent).toBe('Vérification…');
    expect(submit.querySelector('.wp-spinner')).not.toBeNull();
  });
});

describe('NamedMessage', () => {
  it('shows a translation that leaves the name out as it is, and a second placeholder as written', () => {
    const { container, rerender } = render(<NamedMessage template="Merci !" placeholder="name" value="Alice" />);
    expect(container.textContent).toBe('Merci !');
    expect(container.querySelector('bdi')).toBeNull();
    rerender(<NamedMessage template="{name} et {name}" placeholder="name" value="Alice" strong />);
    expect(container.textContent).toBe('Alice et {name}');
    expect(container.querySelectorAll('strong bdi')).toHaveLength(1);
  });
});
