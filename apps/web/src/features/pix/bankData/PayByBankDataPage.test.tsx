import { fakeReply } from '@ipe/api-client/testing';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestBank, requestWith } from '../../../app/testing/testBank';
import { ACCOUNT_ID, thisDevice } from '../../../app/testing/fixtures';
import { currentPath, renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';

async function openBankData(api = createTestBank()) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp('/bank/pix/bankData', { api });
  await view.screen.findByRole('heading', { level: 1, name: 'Pix com dados bancários' });
  return view;
}

describe('pix/bankData', () => {
  it('finds the institution by name, checks the fields, and sends the bank data once', async () => {
    const view = await openBankData(
      createTestBank({
        payPixByBankData: async () =>
          fakeReply(422, {
            code: 'PIX_REJECTED_WRONG_DOCUMENT',
            message: 'recusado',
            payment_id: 'a1b2c3d4-0000-4000-8000-000000000001',
          }),
      }),
    );
    const { screen, user, api, router } = view;
    await user.type(await screen.findByRole('textbox', { name: 'Instituição' }), 'itau');
    const results = await screen.findByRole('list', { name: 'Instituições encontradas' });
    await user.click(within(results).getByRole('button', { name: /ITAÚ UNIBANCO/ }));
    expect(screen.getByRole('region', { name: 'Instituição' })).toHaveTextContent(
      'Código 341 · ISPB 60701190',
    );

    await user.type(screen.getByRole('textbox', { name: 'Agência' }), '421');
    await user.type(screen.getByRole('textbox', { name: 'Conta com dígito' }), '98-765');
    await user.type(screen.getByRole('textbox', { name: /CPF ou CNPJ/ }), '87123456018');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('A agência tem 4 números, sem o dígito.')).toBeInTheDocument();
    expect(screen.getByText('Informe a conta com o dígito, como 12345-6.')).toBeInTheDocument();
    expect(
      screen.getByText('CPF ou CNPJ inválido. Confira os caracteres digitados.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Informe um valor maior que zero.')).toBeInTheDocument();

    const branch = screen.getByRole('textbox', { name: 'Agência' });
    await user.clear(branch);
    await user.type(branch, '0421');
    const account = screen.getByRole('textbox', { name: 'Conta com dígito' });
    await user.clear(account);
    await user.type(account, '9876-5');
    const document = screen.getByRole('textbox', { name: /CPF ou CNPJ/ });
    await user.clear(document);
    await user.type(document, '87123456017');
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '700');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirme o Pix' });
    expect(dialog).toHaveTextContent('Agência 0421 · Conta 9876-5 · ITAÚ UNIBANCO S.A.');
    expect(dialog).toHaveTextContent('871.234.560-17');
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar R$\u00a07,00' }));
    await waitFor(() =>
      expect(api.payPixByBankData).toHaveBeenCalledWith(
        requestWith({
          path: { sub: ACCOUNT_ID },
          body: expect.objectContaining({
            ispb: '60701190',
            branch: '0421',
            account: '98765',
            account_type: 'checking',
            document: '87123456017',
            amount_cents: 700,
          }),
        }),
      ),
    );
    // Refused by the other bank: the payment exists, so its receipt says why.
    await waitFor(() =>
      expect(currentPath(router)).toBe('/bank/pix/payments/a1b2c3d4-0000-4000-8000-000000000001'),
    );
  });
});
