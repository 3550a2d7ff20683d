import { fakeReply } from '@ipe/api-client/testing';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodePin } from '@ipe/domain';
import { createTestBank, requestWith } from '../../../app/testing/testBank';
import { ACCOUNT_ID, pixLimits, thisDevice } from '../../../app/testing/fixtures';
import { currentPath, renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';

async function openPayByKey(api = createTestBank()) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp('/bank/pix/pay/key', { api });
  await view.screen.findByRole('heading', { level: 1, name: 'Pagar com chave Pix' });
  return view;
}

describe('pix/pay/key', () => {
  it('looks the key up as typed, then pays it once with the PIN and opens the receipt', async () => {
    const view = await openPayByKey();
    const { screen, user, api, router } = view;
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'carlos@ipe.dev');
    const recipient = await screen.findByRole('region', { name: 'Quem vai receber' });
    expect(recipient).toHaveTextContent('Carlos Eduardo Ramos');
    // Once, for the whole key: typing rests before the lookup.
    expect(api.lookUpPixKey).toHaveBeenCalledTimes(1);
    expect(api.lookUpPixKey).toHaveBeenCalledWith(
      requestWith({ path: { sub: ACCOUNT_ID }, body: { key: 'carlos@ipe.dev' } }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '1234');
    await user.type(screen.getByRole('textbox', { name: /Mensagem/ }), 'Almoço de sexta');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme o Pix' });
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar R$\u00a012,34' }));

    await waitFor(() => expect(api.payPixByKey).toHaveBeenCalledTimes(1));
    expect(api.payPixByKey).toHaveBeenCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID },
        body: {
          key: 'carlos@ipe.dev',
          amount_cents: 1234,
          description: 'Almoço de sexta',
          pin: await encodePin('1234'),
        },
        headers: expect.objectContaining({
          'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/),
        }),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Comprovante de Pix' });
    expect(currentPath(router)).toMatch(/^\/bank\/pix\/payments\//);
  });

  it('says on the field when a key is malformed or nobody holds it, and pays nothing', async () => {
    const { screen, user, api } = await openPayByKey();
    const key = screen.getByRole('textbox', { name: 'Chave Pix' });
    await user.type(key, 'fulano@');
    await user.tab();
    expect(
      await screen.findByText('E-mail inválido. Confira o endereço digitado.'),
    ).toBeInTheDocument();
    expect(api.lookUpPixKey).not.toHaveBeenCalled();

    await user.clear(key);
    await user.type(key, 'ninguem@exemplo.com.br');
    expect(
      await screen.findByText('Chave Pix não encontrada. Confira a chave com quem vai receber.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.payPixByKey).not.toHaveBeenCalled();
  });

  it('shows the attempts left after a wrong PIN, and keeps the same payment for the retry', async () => {
    let calls = 0;
    const api = createTestBank({
      payPixByKey: async () => {
        calls += 1;
        return calls === 1
          ? fakeReply(403, { code: 'INVALID_PIN', message: 'PIN inválido.', remaining_attempts: 2 })
          : fakeReply(503, { code: 'SERVICE_UNAVAILABLE', message: 'Indisponível.' });
      },
    });
    const { screen, user } = await openPayByKey(api);
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'carlos@ipe.dev');
    await screen.findByRole('region', { name: 'Quem vai receber' });
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '500');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme o Pix' });
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('9999');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar R$\u00a05,00' }));
    expect(
      await within(dialog).findByText('PIN incorreto. Restam 2 tentativas.'),
    ).toBeInTheDocument();

    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar R$\u00a05,00' }));
    await waitFor(() => expect(api.payPixByKey).toHaveBeenCalledTimes(2));
    const [first, second] = api.payPixByKey.mock.calls.map(([request]) => request.headers);
    expect(second!['idempotency-key']).toBe(first!['idempotency-key']);
  });

  it('says on the amount which period’s limit it passes and how much still fits, and asks for no PIN', async () => {
    const api = createTestBank();
    const { screen, user } = await openPayByKey(api);
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'carlos@ipe.dev');
    await screen.findByRole('region', { name: 'Quem vai receber' });
    const amount = screen.getByRole('textbox', { name: 'Valor' });
    // R$ 700,01 at night, when R$ 700,00 of Maria's night is left (the fixture's limits).
    await user.type(amount, '70001');
    const readsBefore = api.getPixLimits.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const overLimit =
      'Este Pix passa do seu limite noturno (das 20h ou 22h às 6h). Confira seus limites Pix. Disponível agora: R$ 700,00.';
    expect(await screen.findByText(overLimit)).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('seu limite noturno'));
    expect(amount).toHaveFocus();
    expect(api.getPixLimits.mock.calls.length).toBeGreaterThan(readsBefore);
    expect(screen.queryByRole('dialog')).toBeNull();

    // What is left is fine.
    await user.clear(amount);
    await user.type(amount, '70000');
    expect(screen.queryByText(overLimit)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('dialog', { name: 'Confirme o Pix' })).toBeInTheDocument();
    expect(api.payPixByKey).not.toHaveBeenCalled();
  });

  it('says in the confirmation which period’s limit refused the Pix when it filled meanwhile', async () => {
    const api = createTestBank({
      payPixByKey: async () =>
        fakeReply(422, {
          code: 'PIX_LIMIT_EXCEEDED',
          message: 'Este Pix passa do seu limite noturno.',
          period: 'nighttime',
          available_cents: 200_00,
        }),
    });
    const { screen, user } = await openPayByKey(api);
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'carlos@ipe.dev');
    await screen.findByRole('region', { name: 'Quem vai receber' });
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '50000');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme o Pix' });
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar R$\u00a0500,00' }));
    expect(
      await within(dialog).findByText(
        'Este Pix passa do seu limite noturno (das 20h ou 22h às 6h). Confira seus limites Pix. Disponível agora: R$ 200,00.',
      ),
    ).toBeInTheDocument();
  });

  it('says the balance first when the limit would refuse the Pix too, as the server does', async () => {
    const api = createTestBank();
    const { screen, user } = await openPayByKey(api);
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'carlos@ipe.dev');
    await screen.findByRole('region', { name: 'Quem vai receber' });
    // R$ 8.944,01: past Maria's R$ 8.944,00 and her night's R$ 700,00 alike.
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '894401');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Saldo insuficiente para esta operação.')).toBeInTheDocument();
    expect(screen.queryByText(/passa do seu limite/)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says on the amount when the balance, read again, does not cover it, and asks for no PIN', async () => {
    // Limits that would take the whole balance, so the balance is what refuses.
    const api = createTestBank({
      getPixLimits: () => ({
        data: pixLimits({
          nighttime: { per_payment_cents: 10_000_00, per_period_cents: 10_000_00 },
        }),
      }),
    });
    const { screen, user } = await openPayByKey(api);
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'carlos@ipe.dev');
    await screen.findByRole('region', { name: 'Quem vai receber' });
    const amount = screen.getByRole('textbox', { name: 'Valor' });
    // R$ 8.944,01 against Maria's R$ 8.944,00.
    await user.type(amount, '894401');
    const readsBefore = api.getBankAccountBalance.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Saldo insuficiente para esta operação.')).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Saldo insuficiente'));
    expect(amount).toHaveFocus();
    expect(api.getBankAccountBalance.mock.calls.length).toBeGreaterThan(readsBefore);
    expect(screen.queryByRole('dialog')).toBeNull();

    // The whole balance is fine.
    await user.clear(amount);
    await user.type(amount, '894400');
    expect(screen.queryByText('Saldo insuficiente para esta operação.')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('dialog', { name: 'Confirme o Pix' })).toBeInTheDocument();
    expect(api.payPixByKey).not.toHaveBeenCalled();
  });
});
