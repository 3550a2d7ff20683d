import { randomUUID } from 'node:crypto';
import {
  expect,
  test,
  cardNetwork,
  enableThisDevice,
  expectAccessible,
  expectPage,
  signIn,
} from './support';

test.describe('Debit card', () => {
  test('Maria sees a purchase pending then settled, blocks the card and the next is declined', async ({
    page,
    request,
  }) => {
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    // The card's id, as the network knows the card (the screen shows only its last digits).
    const cardAnswer = page.waitForResponse((response) => /\/card$/.test(response.url()));
    await page.goto('/#/bank/statement/card');
    await expectPage(page, 'Extrato do cartão');
    const cardId = ((await (await cardAnswer).json()) as { data: { id: string } }).data.id;
    const card = page.getByRole('region', { name: 'Cartão de débito' });
    await expect(card).toContainText(/•••• •••• •••• \d{4}/);
    await expect(card).toContainText('Ativo');

    const purchase = await cardNetwork('', {
      card_id: cardId,
      authorization_code: randomUUID(),
      merchant: 'Padaria Pão Quente',
      city: 'Campinas',
      mcc: '5462',
      amount_cents: 2_345,
    });
    expect(purchase.status).toBe('authorized');
    await page.reload();
    const purchases = page.getByRole('region', { name: 'Compras no cartão' });
    const line = purchases.getByRole('listitem').filter({ hasText: 'Padaria Pão Quente' });
    await expect(line).toContainText('Pendente');
    await expect(line).toContainText('Campinas · Mercado e padaria');
    await expectAccessible(page, 'statement/card (pending)');
    // The account statement shows it too, held.
    await page.goto('/#/bank/statement/account');
    await expectPage(page, 'Extrato');
    await expect(
      page
        .getByRole('region', { name: 'Movimentações' })
        .getByRole('listitem')
        .filter({ hasText: 'Padaria Pão Quente' }),
    ).toContainText('Pendente');

    await cardNetwork(`/${purchase.id}/settle`);
    await page.goto('/#/bank/statement/card');
    await expectPage(page, 'Extrato do cartão');
    await expect(line).not.toContainText('Pendente');
    await expect(line).toContainText('Padaria Pão Quente');

    await card.getByRole('button', { name: 'Bloquear temporariamente' }).click();
    await expect(card).toContainText('Bloqueado temporariamente');
    const declined = await cardNetwork('', {
      card_id: cardId,
      authorization_code: randomUUID(),
      merchant: 'Loja Central',
      city: 'São Paulo',
      mcc: '5311',
      amount_cents: 19_990,
    });
    expect(declined).toMatchObject({ status: 'declined', decline_reason: 'CARD_BLOCKED' });
    await page.reload();
    await expect(purchases.getByRole('listitem').filter({ hasText: 'Loja Central' })).toContainText(
      'Recusada: cartão bloqueado',
    );
    await expectAccessible(page, 'statement/card (blocked)');

    // Unblocking moves money again: from an enabled device.
    await enableThisDevice(page, request, 'maria@ipe.dev');
    await page.goto('/#/bank/statement/card');
    await expectPage(page, 'Extrato do cartão');
    await card.getByRole('button', { name: 'Desbloquear cartão' }).click();
    await expect(card).toContainText('Ativo');
  });
});
