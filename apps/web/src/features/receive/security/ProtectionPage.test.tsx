import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, pixDispute, pixPayment, thisDevice } from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';
import { createTestBank, requestWith } from '../../../app/testing/testBank';

describe('receive/security', () => {
  it('shows what is blocked and sends the answer of the account that received', async () => {
    const api = createTestBank();
    storeSession({ idSession: thisDevice.id_session });
    const { screen, user } = await renderApp('/bank/receive/security', { api });
    await screen.findByRole('heading', { level: 1, name: 'Proteção de recebimentos' });
    expect(await screen.findByText('Bloqueado agora: R$ 80,00')).toBeInTheDocument();
    expect(screen.getByText('Em análise')).toBeInTheDocument();
    // The one Maria opened herself was decided: released.
    expect(screen.getByText('Liberado')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Preencha este campo.')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: /Responder à contestação/ }),
      'O bolo foi entregue no sábado.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar resposta' }));
    expect(await screen.findByText('Resposta enviada.')).toBeInTheDocument();
    expect(api.answerPixDispute).toHaveBeenCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID, disputeId: pixDispute().id },
        body: { answer: 'O bolo foi entregue no sábado.' },
      }),
    );
  });

  it('contests a Pix from its receipt', async () => {
    const api = createTestBank();
    storeSession({ idSession: thisDevice.id_session });
    const { screen, user } = await renderApp(`/bank/pix/payments/${pixPayment().id}`, { api });
    await user.click(await screen.findByRole('button', { name: 'Contestar este Pix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contestar Pix' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Coação' }));
    await user.type(
      screen.getByRole('textbox', { name: /Conte o que aconteceu/ }),
      'Fui ameaçada.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar contestação' }));
    expect(await screen.findByText(/Contestação aberta/)).toBeInTheDocument();
    expect(api.disputePixPayment).toHaveBeenCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID, paymentId: pixPayment().id },
        body: { reason: 'COERCION', details: 'Fui ameaçada.' },
      }),
    );
  });
});
