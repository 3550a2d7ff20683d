import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { encodePin } from '@ipe/domain';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import {
  ACCOUNT_ID,
  boletoBill,
  mariaBalance,
  thisDevice,
  upcomingBill,
} from '../../app/testing/fixtures';
import { currentPath, renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

async function openPayment(api = createTestBank()) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp('/bank/payment', { api });
  await view.screen.findByRole('heading', { level: 1, name: 'Pagar boleto' });
  return view;
}

describe('payment', () => {
  it('names the block of the line whose check digit is wrong, and asks the server nothing', async () => {
    const { screen, user, api } = await openPayment();
    const line = boletoBill().line;
    // The second field's check digit (digit 21) changed.
    const typo = line.slice(0, 20) + String((Number(line[20]) + 1) % 10) + line.slice(21);
    await user.click(screen.getByRole('textbox', { name: 'Linha digitável ou código de barras' }));
    await user.paste(typo);
    await user.click(screen.getByRole('button', { name: 'Buscar boleto' }));
    expect(
      await screen.findByText('O segundo bloco da linha não confere. Confira a digitação dele.'),
    ).toBeInTheDocument();
    expect(api.lookUpBoleto).not.toHaveBeenCalled();
  });

  it('looks the line up, shows what it asks today and pays it once with the PIN', async () => {
    const { screen, user, api, router } = await openPayment();
    await user.click(screen.getByRole('textbox', { name: 'Linha digitável ou código de barras' }));
    await user.paste(boletoBill().line);
    await user.click(screen.getByRole('button', { name: 'Buscar boleto' }));
    const bill = await screen.findByRole('region', { name: 'Boleto' });
    expect(bill).toHaveTextContent('Escola Aprender Ltda');
    expect(bill).toHaveTextContent('+ R$ 17,80');
    expect(screen.getByRole('textbox', { name: 'Descrição no extrato (opcional)' })).toBeVisible();
    expect(api.lookUpBoleto).toHaveBeenCalledWith(
      requestWith({ path: { sub: ACCOUNT_ID }, body: { line: boletoBill().barcode } }),
    );

    await user.click(screen.getByRole('button', { name: 'Pagar R$\u00a0908,99' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar pagamento' });
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar R$\u00a0908,99' }));
    await waitFor(() => expect(api.payBoleto).toHaveBeenCalledTimes(1));
    expect(api.payBoleto).toHaveBeenCalledWith(
      requestWith({
        body: {
          line: boletoBill().barcode,
          amount_cents: 908_99,
          pin: await encodePin('1234'),
        },
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Comprovante de pagamento de boleto' });
    expect(currentPath(router)).toMatch(/^\/bank\/payment\/boletos\//);
  });

  it('says under the bill when the balance, read again, does not cover it, and asks for no PIN', async () => {
    const api = createTestBank();
    const { screen, user } = await openPayment(api);
    await user.click(screen.getByRole('textbox', { name: 'Linha digitável ou código de barras' }));
    await user.paste(boletoBill().line);
    await user.click(screen.getByRole('button', { name: 'Buscar boleto' }));
    await screen.findByRole('region', { name: 'Boleto' });
    // Maria has R$ 8.944,00 when the bill asks R$ 908,99; then she has R$ 900,00.
    api.getBankAccountBalance.mockImplementation(() => ({
      data: { ...mariaBalance, balance: 900_00, posted: 900_00 },
    }));
    await user.click(screen.getByRole('button', { name: 'Pagar R$\u00a0908,99' }));
    expect(await screen.findByText('Saldo insuficiente para esta operação.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.payBoleto).not.toHaveBeenCalled();
  });

  it('drops the short balance alert when the bill is scheduled instead', async () => {
    const api = createTestBank();
    const { screen, user } = await openPayment(api);
    api.lookUpBoleto.mockImplementation(() => ({ data: upcomingBill() }));
    api.getBankAccountBalance.mockImplementation(() => ({
      data: { ...mariaBalance, balance: 100_00, posted: 100_00 },
    }));
    await user.click(screen.getByRole('textbox', { name: 'Linha digitável ou código de barras' }));
    await user.paste(upcomingBill().line);
    await user.click(screen.getByRole('button', { name: 'Buscar boleto' }));
    await user.click(await screen.findByRole('button', { name: 'Pagar R$\u00a0880,00' }));
    expect(await screen.findByText('Saldo insuficiente para esta operação.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agendar para 10/12/2026' }));
    expect(
      await screen.findByRole('dialog', { name: 'Confirmar agendamento' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Saldo insuficiente para esta operação.')).toBeNull();
  });

  it('schedules a bill not yet due for its due date, for what it asks that day', async () => {
    const { screen, user, api, router } = await openPayment();
    api.lookUpBoleto.mockImplementation(() => ({ data: upcomingBill() }));
    await user.click(screen.getByRole('textbox', { name: 'Linha digitável ou código de barras' }));
    await user.paste(upcomingBill().line);
    await user.click(screen.getByRole('button', { name: 'Buscar boleto' }));
    expect(
      await screen.findByText(
        /Agendado, ele é pago em 10\/12\/2026 pelo que cobra nesse dia: R\$ 890,00/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagar R$\u00a0880,00' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agendar para 10/12/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar agendamento' });
    expect(dialog).toHaveTextContent('10/12/2026');
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Agendar R$\u00a0890,00' }));
    await waitFor(() => expect(api.scheduleBoleto).toHaveBeenCalledTimes(1));
    expect(api.scheduleBoleto).toHaveBeenCalledWith(
      requestWith({
        body: {
          line: upcomingBill().barcode,
          amount_cents: 890_00,
          pin: await encodePin('1234'),
        },
      }),
    );
    expect(api.payBoleto).not.toHaveBeenCalled();
    await screen.findByRole('heading', { level: 1, name: 'Extrato de boletos' });
    expect(currentPath(router)).toBe('/bank/statement/ticket');
    expect(await screen.findByRole('list', { name: 'Boletos agendados' })).toHaveTextContent(
      'Agendado para 10/12/2026',
    );
  });
});
