import { waitFor, within } from '@testing-library/react';
import { addDays, todayInSaoPaulo } from '@ipe/domain';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, thisDevice } from '../../../app/testing/fixtures';
import { currentPath, renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';
import { createTestBank, requestWith } from '../../../app/testing/testBank';

async function open(path: string, heading: string, api = createTestBank()) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp(path, { api });
  await view.screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const dayMonthYear = (day: string) => day.split('-').reverse().join('/');

describe('pix/scheduling', () => {
  it('lists what is to come and what is over, each payment with its outcome', async () => {
    const { screen } = await open('/bank/pix/scheduling', 'Pix agendado');
    const upcoming = await screen.findByRole('region', { name: 'Programados' });
    const rent = within(upcoming).getByRole('region', { name: 'Carlos Eduardo Ramos' });
    expect(rent).toHaveTextContent('Todo mês, 12 vezes, a partir de 30/09/2026');
    expect(rent).toHaveTextContent('30/11/2026');
    expect(within(rent).getAllByRole('link', { name: 'Comprovante' })).toHaveLength(2);
    expect(within(upcoming).getByRole('region', { name: 'Conta 1234 / 567890' })).toHaveTextContent(
      'Em 02/12/2026',
    );
    const past = screen.getByRole('region', { name: 'Encerrados' });
    expect(past).toHaveTextContent('Não feito: Saldo insuficiente');
    expect(within(past).queryByRole('button', { name: 'Cancelar agendamento' })).toBeNull();
  });

  it('cancels a schedule after asking', async () => {
    const { screen, user, api } = await open('/bank/pix/scheduling', 'Pix agendado');
    const once = await screen.findByRole('region', { name: 'Conta 1234 / 567890' });
    await user.click(within(once).getByRole('button', { name: 'Cancelar agendamento' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancelar este agendamento?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancelar agendamento' }));
    expect(await screen.findByText('Agendamento cancelado.')).toBeInTheDocument();
    expect(api.cancelPixSchedule).toHaveBeenCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID, scheduleId: '5d7f9a1c-3e5b-4d7f-9a2c-4e6b8d0f2a4c' },
      }),
    );
  });

  it('schedules a monthly Pix from the pay-by-key screen, refusing today and a missing count', async () => {
    const { screen, user, api, router } = await open('/bank/pix/pay/key', 'Pagar com chave Pix');
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'carlos@ipe.dev');
    await screen.findByRole('region', { name: 'Quem vai receber' });
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '150000');
    await user.click(screen.getByRole('checkbox', { name: 'Agendar para outro dia' }));
    const day = screen.getByLabelText(/Dia do pagamento/);
    await user.type(day, todayInSaoPaulo());
    await user.click(screen.getByRole('radio', { name: 'Todo mês' }));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText('Escolha um dia a partir de amanhã (para hoje, pague agora).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Informe quantas vezes.')).toBeInTheDocument();

    const tomorrow = addDays(todayInSaoPaulo(), 1);
    await user.clear(day);
    await user.type(day, tomorrow);
    await user.type(screen.getByRole('textbox', { name: /Quantas vezes/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirme o agendamento' });
    expect(dialog).toHaveTextContent(`Todo mês, 12 vezes, a partir de ${dayMonthYear(tomorrow)}`);
    await user.click(within(dialog).getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(within(dialog).getByRole('button', { name: 'Agendar R$\u00a01.500,00' }));
    await waitFor(() => expect(api.createPixSchedule).toHaveBeenCalledTimes(1));
    expect(api.createPixSchedule).toHaveBeenCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID },
        body: expect.objectContaining({
          key: 'carlos@ipe.dev',
          amount_cents: 1_500_00,
          scheduled_for: tomorrow,
          frequency: 'monthly',
          occurrences: 12,
        }),
      }),
    );
    expect(api.payPixByKey).not.toHaveBeenCalled();
    await waitFor(() => expect(currentPath(router)).toBe('/bank/pix/scheduling'));
  });
});
