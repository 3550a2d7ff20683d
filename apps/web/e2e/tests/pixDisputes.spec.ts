import {
  expect,
  test,
  decideDispute,
  expectAccessible,
  expectPage,
  homeBalance,
  mariaReadyToPay,
  shownBalance,
  signedIn,
  typeDigits,
} from './support';

test.describe('Pix disputes (MED)', () => {
  test('Maria contests a Pix, the Padaria sees it blocked and answers, the bank gives it back', async ({
    page: maria,
    request,
    browser,
  }) => {
    // Maria pays the Padaria R$ 6,00 by its CNPJ key.
    const before = await mariaReadyToPay(maria, request);
    await maria.goto('/#/bank/pix/pay/key');
    await expectPage(maria, 'Pagar com chave Pix');
    await maria.getByRole('textbox', { name: 'Chave Pix' }).fill('11222333000181');
    await expect(maria.getByRole('region', { name: 'Quem vai receber' })).toContainText('Padaria');
    await maria.getByRole('textbox', { name: 'Valor' }).pressSequentially('600');
    await maria.getByRole('button', { name: 'Continuar' }).click();
    const pay = maria.getByRole('dialog', { name: 'Confirme o Pix' });
    await typeDigits(pay, 'PIN de transação', '1234');
    await pay.getByRole('button', { name: 'Pagar R$ 6,00' }).click();
    await expectPage(maria, 'Comprovante de Pix');
    const endToEndId = await maria.getByText(/^E40506070\d{12}[0-9A-Za-z]{11}$/).innerText();

    // From the receipt: it was a scam.
    await maria.getByRole('button', { name: 'Contestar este Pix' }).click();
    const contest = maria.getByRole('dialog', { name: 'Contestar Pix' });
    await contest.getByRole('radio', { name: 'Golpe' }).click();
    await contest
      .getByRole('textbox', { name: /Conte o que aconteceu/ })
      .fill('Nunca recebi o bolo.');
    await expectAccessible(maria, 'pix receipt (contest)');
    await contest.getByRole('button', { name: 'Enviar contestação' }).click();
    await expect(maria.getByText(/Contestação aberta/)).toBeVisible();

    const other = await browser.newContext({ baseURL: process.env.E2E_URL });
    try {
      // The Padaria sees the amount blocked at once, and answers.
      const carlos = await other.newPage();
      await signedIn(carlos, request, 'carlos@ipe.dev');
      await expectPage(carlos, 'Olá, Carlos');
      await carlos.goto('/#/bank/receive');
      await carlos.getByRole('link', { name: /Proteção de recebimentos/ }).click();
      await expectPage(carlos, 'Proteção de recebimentos');
      await expect(carlos.getByText('Bloqueado agora: R$ 6,00')).toBeVisible();
      const dispute = carlos.getByRole('article', { name: 'R$ 6,00' });
      await expect(dispute).toContainText('Em análise');
      await expect(dispute).toContainText('Nunca recebi o bolo.');
      await expectAccessible(carlos, 'receive/security');
      await dispute
        .getByRole('textbox', { name: /Responder à contestação/ })
        .fill('O bolo foi retirado na loja.');
      await dispute.getByRole('button', { name: 'Enviar resposta' }).click();
      await expect(carlos.getByText('Resposta enviada.')).toBeVisible();

      // The bank's analysis upholds it: the money goes back to Maria.
      await decideDispute(endToEndId, true);
      await carlos.reload();
      await expect(carlos.getByRole('article', { name: 'R$ 6,00' })).toContainText('Devolvido');
      await expect(carlos.getByText('Bloqueado agora: R$ 6,00')).toHaveCount(0);
    } finally {
      await other.close();
    }

    await homeBalance(maria);
    await expect.poll(() => shownBalance(maria)).toBe(before);
    await maria.goto('/#/bank/receive/security');
    await expectPage(maria, 'Proteção de recebimentos');
    await expect(maria.getByRole('article', { name: 'R$ 6,00' })).toContainText('Devolvido');
  });
});
