import { parseBrCode } from '@ipe/domain';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { thisDevice } from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';
import { createTestBank } from '../../../app/testing/testBank';

describe('pix/receive/qrcode, fixed QR Code', () => {
  it('makes a static BR Code of the chosen key, amount and message, readable back', async () => {
    storeSession({ idSession: thisDevice.id_session });
    const { screen, user, api } = await renderApp('/bank/pix/receive/qrcode', {
      api: createTestBank(),
    });
    await user.click(await screen.findByRole('radio', { name: /QR Code fixo/ }));
    await user.type(screen.getByRole('textbox', { name: /Valor/ }), '1990');
    await user.type(screen.getByRole('textbox', { name: /Mensagem para quem paga/ }), 'Café');
    await user.click(screen.getByRole('button', { name: 'Gerar QR Code' }));

    expect(await screen.findByText(/QR Code fixo pronto/)).toBeInTheDocument();
    const copy = screen.getByRole('group', { name: 'Pix Copia e Cola' });
    const parsed = parseBrCode(within(copy).getByText(/^000201/).textContent);
    expect(parsed).toMatchObject({
      ok: true,
      value: {
        pointOfInitiation: 'static',
        oneTime: false,
        key: '11222333000181',
        amountCents: 19_90,
        description: 'Cafe',
        name: 'Maria Oliveira Santos',
      },
    });
    // Nothing is asked of the server: a fixed code is not a charge.
    expect(api.createPixCharge).not.toHaveBeenCalled();
  });
});
