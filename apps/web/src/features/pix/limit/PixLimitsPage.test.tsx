import { fakeReply } from '@ipe/api-client/testing';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, operatingStatus, pixLimits, thisDevice } from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';
import { createTestBank, requestWith } from '../../../app/testing/testBank';

async function openLimits(api = createTestBank({ getPixLimits: () => ({ data: pixLimits() }) })) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp('/bank/pix/limit', { api });
  await view.screen.findByRole('heading', { level: 1, name: 'Limites do Pix' });
  return view;
}

describe('pix/limit', () => {
  it('shows the window now and what is left in it', async () => {
    const { screen } = await openLimits();
    const now = await screen.findByRole('region', { name: 'Agora: período noturno' });
    expect(now).toHaveTextContent('Até as 06:00');
    expect(now).toHaveTextContent('R$ 700,00');
    expect(now).toHaveTextContent('R$ 300,00');
  });

  it('refuses a night above the day on its field, then asks with the PIN and shows the raise', async () => {
    const raised = pixLimits({
      daytime: { per_payment_cents: 5_000_00, per_period_cents: 10_000_00 },
      pending: {
        daytime: { per_payment_cents: 8_000_00, per_period_cents: 10_000_00 },
        nighttime: { per_payment_cents: 1_000_00, per_period_cents: 1_000_00 },
        night_start: '20:00',
        requested_at: '2026-11-25T00:00:00.000Z',
        effective_at: '2026-11-26T00:00:00.000Z',
      },
    });
    const api = createTestBank({
      getPixLimits: () => ({ data: pixLimits() }),
      changePixLimits: () => ({ data: raised }),
    });
    const { screen, user } = await openLimits(api);
    const nightPeriod = await screen.findByRole('textbox', { name: 'Por noite (período noturno)' });
    await user.clear(nightPeriod);
    await user.type(nightPeriod, '2000000');
    await user.click(screen.getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'Salvar limites' }));
    expect(
      await screen.findByText('O limite noturno não pode passar do diurno.'),
    ).toBeInTheDocument();
    expect(api.changePixLimits).not.toHaveBeenCalled();

    await user.clear(nightPeriod);
    await user.type(nightPeriod, '100000');
    const perPix = screen.getAllByRole('textbox', { name: 'Por Pix' })[0]!;
    await user.clear(perPix);
    await user.type(perPix, '800000');
    await user.click(screen.getByLabelText(/^Dígito 1 de/));
    await user.keyboard('1234');
    await user.click(screen.getByRole('button', { name: 'Salvar limites' }));
    expect(await screen.findByText(/o aumento vale em 24 horas/)).toBeInTheDocument();
    expect(api.changePixLimits).toHaveBeenCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID },
        body: expect.objectContaining({
          daytime_per_payment_cents: 8_000_00,
          nighttime_per_period_cents: 1_000_00,
        }),
      }),
    );
    expect(await screen.findByRole('region', { name: 'Aumento pedido' })).toBeInTheDocument();
  });

  it('takes back a raise still waiting', async () => {
    const waiting = pixLimits({
      pending: {
        daytime: { per_payment_cents: 8_000_00, per_period_cents: 10_000_00 },
        nighttime: { per_payment_cents: 1_000_00, per_period_cents: 1_000_00 },
        night_start: '22:00',
        requested_at: '2026-11-25T00:00:00.000Z',
        effective_at: '2026-11-26T00:00:00.000Z',
      },
    });
    let cancelled = false;
    const api = createTestBank({
      getPixLimits: () => ({ data: cancelled ? pixLimits() : waiting }),
      cancelPixLimitRaise: () => {
        cancelled = true;
        return { data: pixLimits() };
      },
    });
    const { screen, user } = await openLimits(api);
    await user.click(await screen.findByRole('button', { name: 'Desistir do aumento' }));
    expect(await screen.findByText(/Aumento cancelado/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Aumento pedido' })).not.toBeInTheDocument();
  });

  it('says when the limits could not be loaded', async () => {
    storeSession({ idSession: thisDevice.id_session });
    const { screen } = await renderApp('/bank/pix/limit', {
      api: createTestBank({
        getPixLimits: () => fakeReply(500, { code: 'INTERNAL_ERROR', message: 'x' }),
      }),
    });
    expect(await screen.findByText('Não foi possível carregar seus limites.')).toBeInTheDocument();
  });

  it('on a device not enabled, says no Pix leaves it (stricter than the new-device cap) and how to enable it', async () => {
    storeSession({ status: { ...operatingStatus, unique_id_key_hash: 'a1b2c3' } });
    const { screen } = await renderApp('/bank/pix/limit', {
      api: createTestBank({ getPixLimits: () => ({ data: pixLimits() }) }),
    });
    expect(
      await screen.findByText(/Este aparelho não está habilitado: daqui não sai nenhum Pix/),
    ).toHaveTextContent('Habilite-o em Ajustes › Segurança');
  });
});
