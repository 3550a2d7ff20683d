import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { thisDevice } from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';
import { createTestBank, requestWith } from '../../../app/testing/testBank';

describe('pix/requests', () => {
  it('says where charges come from when there are none, and to change the filters when they hide them', async () => {
    storeSession({ idSession: thisDevice.id_session });
    const api = createTestBank({ listPixCharges: () => ({ data: [] }) });
    const { screen } = await renderApp('/bank/pix/requests', { api });
    expect(await screen.findByText('Nenhuma cobrança por aqui.')).toBeInTheDocument();
    expect(
      screen.getByText('As cobranças que você criar em “Nova cobrança” aparecem aqui.'),
    ).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/Criadas a partir de/), {
      target: { value: '2026-11-01' },
    });
    expect(await screen.findByText('Nenhuma cobrança com estes filtros.')).toBeInTheDocument();
    expect(screen.getByText('Mude a situação ou as datas para ver outras.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhuma cobrança por aqui.')).toBeNull();
    expect(api.listPixCharges).toHaveBeenLastCalledWith(
      requestWith({ query: { inicio: '2026-11-01T00:00:00-03:00' } }),
    );
  });
});
