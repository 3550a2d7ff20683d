import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodePin } from '@ipe/domain';
import { createTestBank, requestWith } from '../../../app/testing/testBank';
import { ACCOUNT_ID, thisDevice } from '../../../app/testing/fixtures';
import { currentPath, renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';

async function openSameBank(api = createTestBank()) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp('/bank/transfer/contaQyon', { api });
  await view.screen.findByRole('heading', { level: 1, name: 'Para conta Ipê' });
  return view;
}

describe('transfer/contaQyon', () => {
  it('finds the account by CNPJ, then transfers once with the PIN and opens the receipt', async () => {
    const demo = createTestBank();
    // The receipt read back is the transfer just made.
    const api = createTestBank({ getPixPayment: demo.transferToSameBank });
    const { screen, user, router } = await openSameBank(api);
    await user.click(screen.getByRole('radio', { name: 'CPF ou CNPJ' }));
    await user.type(
      screen.getByRole('textbox', { name: /CPF ou CNPJ de quem recebe/ }),
      '11222333000181',
    );
    await user.click(screen.getByRole('button', { name: 'Buscar conta' }));
    const found = await screen.findByRole('region', { name: 'Conta encontrada' });
    expect(found).toHaveTextContent('Padaria Ipê Amarelo Ltda');
    expect(api.findSameBankRecipients).toHaveBeenCalledWith(
      requestWith({ path: { sub: ACCOUNT_ID }, body: { document: '11222333000181' } }),
    );

    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '1200');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme a transferência' });
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar R$\u00a012,00' }));
    await waitFor(() => expect(api.transferToSameBank).toHaveBeenCalledTimes(1));
    expect(api.transferToSameBank).toHaveBeenCalledWith(
      requestWith({
        body: {
          branch: '0001',
          account: '20001-4',
          amount_cents: 1200,
          pin: await encodePin('1234'),
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Comprovante de transferência' });
    expect(currentPath(router)).toMatch(/^\/bank\/pix\/payments\//);
  });

  it('asks for the account before paying, and says on the field when there is none', async () => {
    const { screen, user, api } = await openSameBank();
    await user.click(screen.getByRole('button', { name: 'Buscar conta' }));
    expect(await screen.findAllByText('Preencha este campo.')).toHaveLength(2);
    expect(api.findSameBankRecipients).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: /Agência/ }), '0001');
    await user.type(screen.getByRole('textbox', { name: /Conta com dígito/ }), '99999-9');
    await user.click(screen.getByRole('button', { name: 'Buscar conta' }));
    expect(await screen.findByText('Conta de destino não encontrada.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '100');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText('Busque a conta de quem vai receber para continuar.'),
    ).toBeInTheDocument();
    expect(api.transferToSameBank).not.toHaveBeenCalled();
  });

  it('transfer/outrosBancos is the Pix by bank data, and says so', async () => {
    storeSession({ idSession: thisDevice.id_session });
    const { screen } = await renderApp('/bank/transfer/outrosBancos');
    await screen.findByRole('heading', { level: 1, name: 'Para outros bancos' });
    expect(
      screen.getByText(/Transferências para outros bancos são feitas por Pix/),
    ).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Instituição' })).toBeInTheDocument();
  });
});
