import { type Page } from '@playwright/test';
import {
  expect,
  test,
  chargeFromAnotherBank,
  expectAccessible,
  expectPage,
  homeBalance,
  mariaReadyToPay,
  pdfText,
  receivePixFromAnotherBank,
  shownBalance,
  signedIn,
  typeDigits,
} from './support';

/** From the Pix hub to the filled pay-by-key form, the recipient found. */
async function fillPayByKey(page: Page, key: string, digits: string, message?: string) {
  await page.goto('/#/bank/pix');
  await page.getByRole('link', { name: /Pagar com chave/ }).click();
  await expectPage(page, 'Pagar com chave Pix');
  await page.getByRole('textbox', { name: 'Chave Pix' }).fill(key);
  const recipient = page.getByRole('region', { name: 'Quem vai receber' });
  await expect(recipient).toBeVisible();
  await page.getByRole('textbox', { name: 'Valor' }).pressSequentially(digits);
  if (message) await page.getByLabel(/Mensagem/).fill(message);
  return recipient;
}

async function confirmWithPin(page: Page, amount: string, axe = false) {
  await page.getByRole('button', { name: 'Continuar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme o Pix' });
  await expect(dialog).toBeVisible();
  if (axe) await expectAccessible(page, 'pix/pay/key (confirmation)');
  await typeDigits(dialog, 'PIN de transação', '1234');
  await dialog.getByRole('button', { name: `Pagar ${amount}` }).click();
}

test.describe('Pix by key', () => {
  test('Maria pays Carlos by key: the receipt, and both balances move', async ({
    page,
    request,
    browser,
  }) => {
    const before = await mariaReadyToPay(page, request);

    const recipient = await fillPayByKey(page, 'carlos@ipe.dev', '1234', 'Almoço de sexta');
    await expect(recipient).toContainText('Carlos Eduardo Ramos');
    await expect(recipient).toContainText('***.533.447-**');
    await expect(recipient).toContainText('Ipê Banco Digital S.A.');
    await expectAccessible(page, 'pix/pay/key (recipient found)');
    await confirmWithPin(page, 'R$ 12,34', true);

    await expectPage(page, 'Comprovante de Pix');
    await expect(page.getByText('Pix enviado', { exact: true })).toBeVisible();
    const payee = page.getByRole('region', { name: 'Quem recebeu' });
    await expect(payee).toContainText('Carlos Eduardo Ramos');
    await expect(page.getByRole('region', { name: 'Quem pagou' })).toContainText('***.982.247-**');
    const endToEndId = page.getByText(/^E40506070\d{12}[0-9A-Za-z]{11}$/);
    await expect(endToEndId).toBeVisible();
    await expectAccessible(page, 'pix receipt');

    // The receipt as a PDF: downloaded, and its text read back as a PDF reader would.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `comprovante-pix-${await endToEndId.innerText()}.pdf`,
    );
    const text = await pdfText(await download.path());
    for (const expected of [
      'Comprovante de Pix',
      'R$ 12,34',
      'Carlos Eduardo Ramos',
      '***.533.447-**',
      'Maria Oliveira Santos',
      'Almoço de sexta',
      await endToEndId.innerText(),
    ]) {
      expect(text).toContain(expected);
    }
    await homeBalance(page);
    await expect.poll(() => shownBalance(page)).toBe(before - 1234);

    // Carlos sees it arrive in his personal account.
    const other = await browser.newContext({ baseURL: process.env.E2E_URL });
    try {
      const carlos = await other.newPage();
      await signedIn(carlos, request, 'carlos@ipe.dev');
      await expectPage(carlos, 'Olá, Carlos');
      await carlos.getByRole('button', { name: 'Trocar de conta' }).click();
      await carlos
        .getByRole('dialog', { name: 'Suas contas' })
        .getByRole('button', { name: /Carlos Eduardo Ramos/ })
        .click();
      await expect(carlos).toHaveURL(/#\/bank\/home$/);
      await carlos.getByRole('button', { name: 'Mostrar saldo' }).click();
      const latest = carlos.getByRole('region', { name: 'Últimas movimentações' });
      await expect(latest).toContainText('Maria Oliveira Santos · Almoço de sexta');
      await expect(latest).toContainText('12,34');
    } finally {
      await other.close();
    }
  });

  test('a malformed and an unknown key are refused on the field', async ({ request, page }) => {
    await signedIn(page, request, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/pix/pay/key');
    await expectPage(page, 'Pagar com chave Pix');
    const key = page.getByRole('textbox', { name: 'Chave Pix' });
    await key.fill('fulano@');
    await key.blur();
    await expect(page.getByText('E-mail inválido. Confira o endereço digitado.')).toBeVisible();
    await key.fill('ninguem@exemplo.com.br');
    await expect(
      page.getByText('Chave Pix não encontrada. Confira a chave com quem vai receber.'),
    ).toBeVisible();
    await expectAccessible(page, 'pix/pay/key (key not found)');
  });

  test('more than the balance is refused on the amount, before the PIN, and nothing moves', async ({
    page,
    request,
  }) => {
    const before = await mariaReadyToPay(page, request);
    // Far over what she has, whatever other tests pay her meanwhile.
    await fillPayByKey(page, 'carlos@ipe.dev', String(before + 100_000_00));
    await page.getByRole('button', { name: 'Continuar' }).click();
    const amount = page.getByRole('textbox', { name: 'Valor' });
    await expect(amount).toHaveAccessibleDescription(/Saldo insuficiente para esta operação\./);
    await expect(amount).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'pix/pay/key (over the balance)');
    // No refused payment was left behind: the statement has nothing new.
    expect(await homeBalance(page)).toBe(before);
    await expect(
      page.getByRole('region', { name: 'Últimas movimentações' }).getByText('Pix não realizado'),
    ).toHaveCount(0);
  });

  test('Maria pays another bank by bank data; it refuses, the money comes back, the receipt says why', async ({
    page,
    request,
  }) => {
    const before = await mariaReadyToPay(page, request);

    await page.goto('/#/bank/pix');
    await page.getByRole('link', { name: /Pix com dados bancários/ }).click();
    await expectPage(page, 'Pix com dados bancários');
    await page.getByRole('textbox', { name: 'Instituição' }).fill('itau');
    await page
      .getByRole('list', { name: 'Instituições encontradas' })
      .getByRole('button', { name: /ITAÚ UNIBANCO S\.A\./ })
      .first()
      .click();
    await page.getByRole('textbox', { name: 'Agência' }).fill('0421');
    await page.getByRole('textbox', { name: 'Conta com dígito' }).fill('9876-5');
    // Not the holder's CPF: the receiving bank refuses it.
    await page.getByRole('textbox', { name: /CPF ou CNPJ/ }).pressSequentially('12345678909');
    await page.getByRole('textbox', { name: 'Valor' }).pressSequentially('700');
    await expectAccessible(page, 'pix/bankData (filled)');
    await confirmWithPin(page, 'R$ 7,00');

    await expectPage(page, 'Comprovante de Pix');
    await expect(page.getByText('Pix devolvido', { exact: true })).toBeVisible();
    await expect(page.getByText(/o CPF ou CNPJ não é do titular da conta/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quem recebeu' })).toContainText('0421 · 98765');
    await expectAccessible(page, 'pix receipt (returned)');
    await homeBalance(page);
    await expect.poll(() => shownBalance(page)).toBe(before);
  });

  test('Maria pays a copy-and-paste code from another bank, once: a paid charge is refused', async ({
    page,
    request,
  }) => {
    const before = await mariaReadyToPay(page, request);
    const code = await chargeFromAnotherBank(89_90, 'Pedido 4471');

    await page.goto('/#/bank/pix');
    await page.getByRole('link', { name: /Pix copia e cola/ }).click();
    await expectPage(page, 'Pix copia e cola');
    const field = page.getByRole('textbox', { name: 'Código Pix copia e cola' });
    await field.fill(code);
    const recipient = page.getByRole('region', { name: 'Quem vai receber' });
    await expect(recipient).toContainText('Bruno Carvalho Lima');
    await expect(recipient).toContainText('ITAÚ UNIBANCO');
    await expect(page.getByRole('region', { name: 'Cobrança' })).toContainText('Pedido 4471');
    await expect(page.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$\u00a089,90');
    await expectAccessible(page, 'pix/copyPaste (code read)');
    await confirmWithPin(page, 'R$ 89,90');

    await expectPage(page, 'Comprovante de Pix');
    await expect(page.getByText('Pix enviado', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quem recebeu' })).toContainText(
      'Bruno Carvalho Lima',
    );
    await homeBalance(page);
    await expect.poll(() => shownBalance(page)).toBe(before - 89_90);

    // The same code again: its issuer says the charge is paid, and nothing can be sent.
    await page.goto('/#/bank/pix/copyPaste');
    await expectPage(page, 'Pix copia e cola');
    await page.getByRole('textbox', { name: 'Código Pix copia e cola' }).fill(code);
    await expect(page.getByText('Esta cobrança Pix já foi paga.')).toBeVisible();
    await expectAccessible(page, 'pix/copyPaste (already paid)');
  });

  test('Maria saves Carlos as a favourite from the receipt and pays him again from the list', async ({
    page,
    request,
  }) => {
    const before = await mariaReadyToPay(page, request);

    await fillPayByKey(page, '+5511976543210', '1000');
    await confirmWithPin(page, 'R$ 10,00');
    await expectPage(page, 'Comprovante de Pix');
    await page.getByRole('button', { name: 'Salvar nos favoritos' }).click();
    const save = page.getByRole('dialog', { name: 'Salvar nos favoritos' });
    const nickname = save.getByRole('textbox', { name: 'Apelido' });
    await expect(nickname).toHaveValue('Carlos Eduardo Ramos');
    await nickname.fill('Carlos celular');
    await expectAccessible(page, 'save favourite dialog');
    await save.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Carlos celular está nos seus favoritos.')).toBeVisible();

    await page.goto('/#/bank/pix');
    await page.getByRole('link', { name: /Favoritos/ }).click();
    await expectPage(page, 'Favoritos do Pix');
    await page.getByRole('searchbox', { name: 'Buscar nos favoritos' }).fill('celular');
    const list = page.getByRole('list', { name: 'Seus favoritos' });
    await expect(list.getByRole('link')).toHaveCount(1);
    await expectAccessible(page, 'pix/favorites');
    // Two taps: the favourite, then the amount and the PIN.
    await list.getByRole('link', { name: /Carlos celular/ }).click();
    await expectPage(page, 'Pagar Carlos celular');
    await expect(page.getByRole('region', { name: 'Quem vai receber' })).toContainText(
      'Celular · (11) 97654-3210',
    );
    await page.getByRole('textbox', { name: 'Valor' }).pressSequentially('250');
    await expectAccessible(page, 'pix/favorites/{id}');
    await confirmWithPin(page, 'R$ 2,50');
    await expectPage(page, 'Comprovante de Pix');
    await expect(page.getByText('Pix enviado', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quem recebeu' })).toContainText(
      'Carlos Eduardo Ramos',
    );
    await homeBalance(page);
    await expect.poll(() => shownBalance(page)).toBe(before - 10_00 - 2_50);
  });

  test('a Pix from another bank is told on the next screen', async ({ request, page }) => {
    await signedIn(page, request, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    const sections = page.getByRole('navigation', { name: 'Seções do banco' });
    await sections.getByRole('link', { name: 'Ajustes' }).click();
    await expectPage(page, 'Ajustes');
    const where = await page
      .getByRole('definition')
      .filter({ hasText: /^\d{4} \/ \d+-\d$/ })
      .innerText();
    const [branch, number] = where.split(' / ') as [string, string];

    await receivePixFromAnotherBank({ branch, number }, 15_000);
    await sections.getByRole('link', { name: 'Extrato' }).click();
    await expectPage(page, 'Extrato');
    await expect(page.getByText('Você recebeu R$ 150,00 de Ana Beatriz Moreira.')).toBeVisible();
    await expect(page.getByText('Devolução do jantar').first()).toBeVisible();
  });
});
