import { fakeReply } from '@ipe/api-client/testing';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodePin } from '@ipe/domain';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import { ACCOUNT_ID, operatingStatus, thisDevice } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

type View = Awaited<ReturnType<typeof renderApp>>;

/** Types digits into a PIN field named `label` (its boxes move focus along by themselves). */
async function typePin({ user }: View, form: HTMLElement, label: string, digits: string) {
  const group = within(form).getByRole('group', { name: label });
  await user.click(within(group).getByLabelText(/^Dígito 1 de/));
  await user.keyboard(digits);
}

/** This device enabled (the server lists it as current), unless `idSession` is null. */
function bankWith(overrides: Parameters<typeof createTestBank>[0] = {}, enabled = true) {
  return createTestBank({
    listDevices: async () => ({ data: enabled ? [thisDevice] : [] }),
    ...overrides,
  });
}

async function openPinForm(api = bankWith(), idSession: string | null = thisDevice.id_session) {
  storeSession({ idSession });
  const view = await renderApp('/bank/settings/security', { api });
  const form = await view.screen.findByRole('region', { name: 'PIN de transações' });
  return { ...view, form };
}

describe('settings/security: changing the PIN', () => {
  it('says what is missing before calling the server', async () => {
    const { form, user, api } = await openPinForm();
    await user.click(within(form).getByRole('button', { name: 'Alterar PIN' }));
    expect(within(form).getByText('Digite os 4 números do seu PIN atual.')).toBeInTheDocument();
    expect(within(form).getByText('O PIN precisa ter exatamente 4 números.')).toBeInTheDocument();
    expect(api.changePin).not.toHaveBeenCalled();
  });

  it('checks the new PIN with the domain rule, and its repetition', async () => {
    const view = await openPinForm();
    const { form, user, api } = view;
    await typePin(view, form, 'PIN atual', '1234');
    await typePin(view, form, 'Novo PIN', '0000');
    await user.click(within(form).getByRole('button', { name: 'Alterar PIN' }));
    expect(
      within(form).getByText('O PIN não pode ter os 4 números iguais, como 0000 ou 1111.'),
    ).toBeInTheDocument();

    await typePin(view, form, 'Novo PIN', '2580');
    await typePin(view, form, 'Repita o novo PIN', '2581');
    await user.click(within(form).getByRole('button', { name: 'Alterar PIN' }));
    expect(within(form).getByText('Os PINs não são iguais.')).toBeInTheDocument();
    expect(api.changePin).not.toHaveBeenCalled();
  });

  it('sends both PINs encoded and says so when it is done', async () => {
    const view = await openPinForm();
    const { form, user, api, screen } = view;
    await typePin(view, form, 'PIN atual', '1234');
    await typePin(view, form, 'Novo PIN', '2580');
    await typePin(view, form, 'Repita o novo PIN', '2580');
    await user.click(within(form).getByRole('button', { name: 'Alterar PIN' }));
    await waitFor(() =>
      expect(api.changePin).toHaveBeenCalledWith(
        requestWith({
          path: { sub: ACCOUNT_ID },
          body: {
            current_pin: '03ac674216f3e15c761ee1a5e255f067953623c8b388b4459e13f978d7c846f4',
            new_pin: expect.stringMatching(/^[0-9a-f]{64}$/),
          },
        }),
      ),
    );
    expect(api.changePin.mock.calls[0]![0].body.new_pin).toBe(await encodePin('2580'));
    expect(
      await screen.findByText('PIN alterado! Use o novo PIN nas próximas operações.'),
    ).toBeInTheDocument();
    // The boxes are emptied, so the PIN does not stay on the screen.
    for (const box of within(form).getAllByLabelText(/^Dígito/)) expect(box).toHaveValue('');
  });

  it('tells how many tries are left after a wrong current PIN', async () => {
    const api = bankWith({
      changePin: () =>
        fakeReply(403, {
          code: 'INVALID_PIN',
          message: 'PIN incorreto. Você tem mais 2 tentativas.',
          remaining_attempts: 2,
        }),
    });
    const view = await openPinForm(api);
    const { form, user } = view;
    await typePin(view, form, 'PIN atual', '9999');
    await typePin(view, form, 'Novo PIN', '2580');
    await typePin(view, form, 'Repita o novo PIN', '2580');
    await user.click(within(form).getByRole('button', { name: 'Alterar PIN' }));
    expect(
      await within(form).findByText(
        'PIN atual incorreto. Você tem mais 2 tentativas antes do bloqueio.',
      ),
    ).toBeInTheDocument();

    api.changePin.mockImplementation(() =>
      fakeReply(403, { code: 'INVALID_PIN', message: '…', remaining_attempts: 1 }),
    );
    await typePin(view, form, 'PIN atual', '8888');
    await user.click(within(form).getByRole('button', { name: 'Alterar PIN' }));
    expect(
      await within(form).findByText(
        'PIN atual incorreto. Você tem mais 1 tentativa antes do bloqueio.',
      ),
    ).toBeInTheDocument();
  });

  it('refuses a new PIN equal to the current one', async () => {
    const api = bankWith({
      changePin: () => fakeReply(400, { code: 'SAME_PIN', message: 'O novo PIN…' }),
    });
    const view = await openPinForm(api);
    await typePin(view, view.form, 'PIN atual', '1234');
    await typePin(view, view.form, 'Novo PIN', '1234');
    await typePin(view, view.form, 'Repita o novo PIN', '1234');
    await view.user.click(within(view.form).getByRole('button', { name: 'Alterar PIN' }));
    expect(
      await within(view.form).findByText('O novo PIN precisa ser diferente do atual.'),
    ).toBeInTheDocument();
  });

  it('adds nothing of its own when the client already handled exceeded attempts', async () => {
    const api = bankWith({
      changePin: () =>
        fakeReply(429, { code: 'PIN_ATTEMPTS_EXCEEDED', message: 'exceeded_attempts' }),
    });
    const view = await openPinForm(api);
    await typePin(view, view.form, 'PIN atual', '7777');
    await typePin(view, view.form, 'Novo PIN', '2580');
    await typePin(view, view.form, 'Repita o novo PIN', '2580');
    await view.user.click(within(view.form).getByRole('button', { name: 'Alterar PIN' }));
    await waitFor(() => expect(api.changePin).toHaveBeenCalled());
    await waitFor(() =>
      expect(within(view.form).getByRole('button', { name: 'Alterar PIN' })).not.toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    // The client's own notice (SPEC §8) is the only one: the form adds no second message.
    const alerts = await view.screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Tentativas de PIN excedidas!'),
    ]);
    for (const box of within(view.form).getAllByLabelText(/^Dígito/)) expect(box).toHaveValue('');
  });

  it('is off, with the reason, until this device is enabled', async () => {
    const view = await openPinForm(bankWith({}, false), null);
    expect(
      within(view.form).getByText(/Para trocar o PIN, habilite este aparelho primeiro/),
    ).toBeInTheDocument();
    expect(within(view.form).getByRole('button', { name: 'Alterar PIN' })).toBeDisabled();
    for (const box of within(view.form).getAllByLabelText(/^Dígito/)) expect(box).toBeDisabled();
  });

  it('is off for a read-only user, who has no PIN to change', async () => {
    storeSession({
      status: { ...operatingStatus, user_type: 3 },
      idSession: thisDevice.id_session,
    });
    const { screen } = await renderApp('/bank/settings/security', { api: bankWith() });
    const form = await screen.findByRole('region', { name: 'PIN de transações' });
    expect(within(form).getByText(/acesso a esta conta é somente de consulta/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Alterar PIN' })).toBeDisabled();
  });
});
