import {
  expect,
  test,
  mariaReadyToPay,
  expectAccessible,
  expectPage,
  homeBalance,
  shownBalance,
  signIn,
  typeDigits,
} from './support';

test.describe('Transfers', () => {
  test('Maria transfers to the Padaria found by its CNPJ: at once, with a receipt', async ({
    page,
    request,
  }) => {
    const before = await mariaReadyToPay(page, request);

    await page.goto('/#/bank/transfer');
    await page.getByRole('link', { name: /Para conta Ipê/ }).click();
    await expectPage(page, 'Para conta Ipê');
    await expectAccessible(page, 'transfer/contaQyon');
    await page.getByRole('radio', { name: 'CPF ou CNPJ' }).check();
    await page
      .getByRole('textbox', { name: /CPF ou CNPJ de quem recebe/ })
      .pressSequentially('11222333000181');
    await page.getByRole('button', { name: 'Buscar conta' }).click();
    const found = page.getByRole('region', { name: 'Conta encontrada' });
    await expect(found).toContainText('Padaria Ipê Amarelo');
    await page.getByRole('textbox', { name: 'Valor' }).pressSequentially('1500');
    await page.getByLabel(/Mensagem/).fill('Pães da semana');
    await expectAccessible(page, 'transfer/contaQyon (account found)');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirme a transferência' });
    await typeDigits(dialog, 'PIN de transação', '1234');
    await dialog.getByRole('button', { name: 'Pagar R$ 15,00' }).click();

    await expectPage(page, 'Comprovante de transferência');
    await expect(page.getByText('Transferência feita', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quem recebeu' })).toContainText(
      'Padaria Ipê Amarelo',
    );
    await homeBalance(page);
    await expect.poll(() => shownBalance(page)).toBe(before - 15_00);
  });

  test('to other banks is the Pix by bank data, and says so', async ({ page }) => {
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/transfer/outrosBancos');
    await expectPage(page, 'Para outros bancos');
    await expect(
      page.getByText(/Transferências para outros bancos são feitas por Pix/),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Instituição' })).toBeVisible();
    await expectAccessible(page, 'transfer/outrosBancos');
  });
});
