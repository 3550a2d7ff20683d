import {
  expect,
  test,
  expectAccessible,
  expectPage,
  homeBalance,
  shownBalance,
  signedIn,
  typeDigits,
} from './support';

/**
 * A company pays for each Pix it sends (docs/architecture/fees.md): the Padaria is told the fee
 * before its PIN, the receipt and the statement show it, and the balance pays both.
 */
test('the Padaria sees its Pix fee before paying, on the receipt and in the statement', async ({
  page,
  request,
}) => {
  // Carlos's sign-in opens the Padaria's account first.
  await signedIn(page, request, 'carlos@ipe.dev');
  await expectPage(page, 'Olá, Carlos');
  const before = await homeBalance(page);

  await page.goto('/#/bank/pix/pay/key');
  await expectPage(page, 'Pagar com chave Pix');
  await page.getByRole('textbox', { name: 'Chave Pix' }).fill('maria@ipe.dev');
  await expect(page.getByRole('region', { name: 'Quem vai receber' })).toContainText(
    'Maria Oliveira Santos',
  );
  await page.getByRole('textbox', { name: 'Valor' }).pressSequentially('500');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme o Pix' });
  await expect(dialog).toContainText('Tarifa');
  await expect(dialog).toContainText('R$ 1,00, cobrada à parte do valor');
  await expectAccessible(page, 'pix/pay/key (confirmation with a fee)');
  await typeDigits(dialog, 'PIN de transação', '1234');
  await dialog.getByRole('button', { name: 'Pagar R$ 5,00' }).click();

  await expectPage(page, 'Comprovante de Pix');
  await expect(page.getByText('Tarifa', { exact: true })).toBeVisible();
  await expect(page.getByText('R$ 1,00', { exact: true })).toBeVisible();

  await homeBalance(page);
  await expect.poll(() => shownBalance(page)).toBe(before - 6_00);

  await page.goto('/#/bank/statement/account?category=fee');
  await expectPage(page, 'Extrato');
  const fees = page.getByRole('region', { name: 'Movimentações' });
  await expect(fees).toContainText('Pix enviado');
  await expect(fees).toContainText('R$ 1,00');
  await expectAccessible(page, 'statement/account (fees)');
});
