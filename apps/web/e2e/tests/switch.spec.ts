import { type Page } from '@playwright/test';
import { expect, test, expectAccessible, expectPage, signIn } from './support';

/**
 * Opens "Trocar de conta" and picks `name`: the server opens a session on that account for the
 * same person, so no password or captcha is asked again and the account's home opens.
 */
async function switchTo(page: Page, current: string, name: string, axe = false) {
  await page.getByRole('button', { name: 'Trocar de conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suas contas' });
  await expect(dialog.getByRole('listitem').filter({ hasText: current })).toContainText(
    'Conta aberta agora',
  );
  if (axe) await expectAccessible(page, 'account switcher');
  await dialog.getByRole('button', { name: new RegExp(name) }).click();

  await expect(page).toHaveURL(/#\/bank\/home$/);
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toHaveCount(0);
}

/**
 * The Padaria's own movement from its seed, in its statement: home shows only the latest few,
 * which the other specs' Pix to and from the Padaria push out when they run first.
 */
async function expectPadariaStatement(page: Page) {
  await page.goto('/#/bank/statement');
  await expectPage(page, 'Extrato');
  await expect(page.getByText('Vendas da quinzena').first()).toBeVisible();
  await page.goto('/#/bank/home');
  await expectPage(page, 'Olá, Carlos');
}

test('Carlos switches between the Padaria and his personal account', async ({ page }) => {
  await signIn(page, 'carlos@ipe.dev');
  // The account bound first opens by default; home greets Carlos himself, not the bakery.
  await expectPage(page, 'Olá, Carlos');
  await expectPadariaStatement(page);

  await switchTo(page, 'Padaria Ipê Amarelo Ltda', 'Carlos Eduardo Ramos', true);
  await expectPage(page, 'Olá, Carlos');
  const balance = page.getByRole('region', { name: 'Saldo disponível' });
  await balance.getByRole('button', { name: 'Mostrar saldo' }).click();
  // R$ 3.000,00 redeemed − R$ 125,00 of groceries, from the server's ledger (plus the Pix the
  // Pix spec's Maria sent him, when it ran first).
  await expect(balance).toContainText(/R\$\s?2\.\d{3},\d{2}/);
  await expectAccessible(page, 'home (personal account)');
  // His own seeded groceries, searched for in his statement: home's latest few are other specs'
  // Pix to him when they run first. The Padaria's sales are not his.
  await page.goto('/#/bank/statement');
  await expectPage(page, 'Extrato');
  const search = page.getByRole('searchbox', { name: 'Buscar por nome ou descrição' });
  await search.fill('mercado');
  await expect(page.getByRole('region', { name: 'Movimentações' })).toContainText(
    'Mercado Vila Madalena',
  );
  await search.fill('vendas');
  await expect(page.getByText('Nenhuma movimentação encontrada com estes filtros.')).toBeVisible();
  await page.goto('/#/bank/home');
  await expectPage(page, 'Olá, Carlos');

  await switchTo(page, 'Carlos Eduardo Ramos', 'Padaria Ipê Amarelo Ltda');
  await expectPage(page, 'Olá, Carlos');
  // The session of the personal account ended: the switcher says the Padaria is open now.
  await page.getByRole('button', { name: 'Trocar de conta' }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Suas contas' })
      .getByRole('listitem')
      .filter({ hasText: 'Padaria Ipê Amarelo Ltda' }),
  ).toContainText('Conta aberta agora');
  await page.keyboard.press('Escape');
  await expectPadariaStatement(page);
});
