import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, thisDevice } from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';
import { createTestBank, requestWith } from '../../../app/testing/testBank';

async function open(api = createTestBank()) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp('/bank/pix/automatic', { api });
  await view.screen.findByRole('heading', { level: 1, name: 'Pix Automático' });
  return view;
}

describe('pix/automatic', () => {
  it('shows the request to answer, the authorisation in force with its charges, and the ended', async () => {
    const { screen } = await open();
    const pending = await screen.findByRole('region', { name: 'Pedidos para responder' });
    const padaria = within(pending).getByRole('region', { name: 'Padaria Pão de Mel Ltda' });
    expect(padaria).toHaveTextContent('Aguardando você');
    expect(padaria).toHaveTextContent('pelo menos R$ 20,00');
    expect(padaria).toHaveTextContent('A partir de 01/12/2026');
    const active = screen.getByRole('region', { name: 'Autorizações ativas' });
    expect(active).toHaveTextContent('R$ 39,90 a cada cobrança');
    expect(active).toHaveTextContent('Débito em 05/12/2026, a partir das 6h');
    expect(within(active).getByRole('link', { name: 'Comprovante' })).toBeInTheDocument();
    expect(within(active).getAllByRole('button', { name: 'Cancelar esta cobrança' })).toHaveLength(
      1,
    );
    const ended = screen.getByRole('region', { name: 'Encerradas' });
    expect(ended).toHaveTextContent('Cancelada');
    expect(within(ended).queryByRole('button')).toBeNull();
  });

  it('accepts with a maximum and the PIN, refusing one under the company minimum first', async () => {
    const { screen, user, api } = await open();
    const padaria = await screen.findByRole('region', { name: 'Padaria Pão de Mel Ltda' });
    await user.click(within(padaria).getByRole('button', { name: 'Aceitar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Autorizar Pix Automático' });
    const maximum = within(dialog).getByRole('textbox', { name: /Valor máximo por cobrança/ });
    await user.type(maximum, '1000');
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Autorizar' }));
    expect(
      await within(dialog).findByText(
        'O máximo não pode ser menor que o mínimo pedido pela empresa.',
      ),
    ).toBeInTheDocument();
    expect(api.acceptPixAutomatic).not.toHaveBeenCalled();
    await user.clear(maximum);
    await user.type(maximum, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Autorizar' }));
    expect(await screen.findByText('Pix Automático autorizado.')).toBeInTheDocument();
    expect(api.acceptPixAutomatic).toHaveBeenCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID, automaticId: '6a1c3e5b-7d9f-4b2a-8c4e-1f3a5c7e9b0d' },
        body: expect.objectContaining({ max_amount_cents: 50_00 }),
      }),
    );
  });

  it('cancels one charge before its day, after asking', async () => {
    const { screen, user, api } = await open();
    const active = await screen.findByRole('region', { name: 'Autorizações ativas' });
    await user.click(within(active).getByRole('button', { name: 'Cancelar esta cobrança' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancelar esta cobrança?' });
    expect(ask).toHaveTextContent('O débito de R$ 39,90 em 05/12/2026 não será feito.');
    await user.click(within(ask).getByRole('button', { name: 'Cancelar cobrança' }));
    expect(await screen.findByText('Cobrança cancelada.')).toBeInTheDocument();
    expect(api.cancelPixAutomaticCharge).toHaveBeenCalledWith(
      requestWith({ path: { sub: ACCOUNT_ID, chargeId: '2e4a6c8e-0b1d-4f3a-9c5e-7b9d1f3a5c7e' } }),
    );
  });
});
