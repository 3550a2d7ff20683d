import { type Page } from '@playwright/test';
import {
  expect,
  test,
  expectAccessible,
  expectPage,
  homeBalance,
  mariaReadyToPay,
  pdfText,
  shownBalance,
  signedIn,
  typeDigits,
} from './support';

/** The PIN dialog of a payment or a refund, confirmed. */
async function confirmWithPin(page: Page, title: string, button: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await typeDigits(dialog, 'PIN de transação', '1234');
  await dialog.getByRole('button', { name: button }).click();
}

test.describe('Pix received', () => {
  test('Carlos charges by QR Code, Maria pays the code, Carlos refunds part and Maria gets it', async ({
    page: maria,
    request,
    browser,
  }) => {
    const other = await browser.newContext({ baseURL: process.env.E2E_URL });
    try {
      // Carlos, at the Padaria (his sign-in opens it), issues a charge of R$ 25,00.
      const carlos = await other.newPage();
      await signedIn(carlos, request, 'carlos@ipe.dev');
      await expectPage(carlos, 'Olá, Carlos');
      await carlos.goto('/#/bank/pix');
      await carlos.getByRole('link', { name: /Receber com QR Code/ }).click();
      await expectPage(carlos, 'Receber com QR Code');
      await expect(carlos.getByRole('combobox', { name: 'Chave que recebe' })).toContainText(
        '11.222.333/0001-81',
      );
      await carlos.getByRole('textbox', { name: 'Valor' }).pressSequentially('2500');
      await carlos.getByLabel(/Mensagem para quem paga/).fill('Encomenda 12');
      await expectAccessible(carlos, 'pix/receive/qrcode (form)');
      await carlos.getByRole('button', { name: 'Gerar QR Code' }).click();
      await expect(carlos.getByText('Cobrança criada.', { exact: false })).toBeVisible();
      await expect(
        carlos.getByRole('img', { name: /QR Code da cobrança Pix de R\$ 25,00/ }),
      ).toBeVisible();
      await expectAccessible(carlos, 'pix/receive/qrcode (charge)');
      const code = await carlos
        .getByRole('group', { name: 'Pix Copia e Cola' })
        .locator('code')
        .innerText();
      expect(code).toMatch(/^000201010212/);
      const [image] = await Promise.all([
        carlos.waitForEvent('download'),
        carlos.getByRole('button', { name: 'Baixar imagem' }).click(),
      ]);
      expect(image.suggestedFilename()).toMatch(/^pix-[0-9a-f]{32}\.png$/);

      // Maria pastes the code: the Padaria, R$ 25,00 fixed, the message.
      const before = await mariaReadyToPay(maria, request);
      await maria.goto('/#/bank/pix/copyPaste');
      await expectPage(maria, 'Pix copia e cola');
      await maria.getByRole('textbox', { name: 'Código Pix copia e cola' }).fill(code);
      await expect(maria.getByRole('region', { name: 'Quem vai receber' })).toContainText(
        'Padaria',
      );
      await expect(maria.getByRole('region', { name: 'Cobrança' })).toContainText('Encomenda 12');
      await expect(maria.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$\u00a025,00');
      await maria.getByRole('button', { name: 'Continuar' }).click();
      await confirmWithPin(maria, 'Confirme o Pix', 'Pagar R$ 25,00');
      await expectPage(maria, 'Comprovante de Pix');

      // Carlos sees it paid, and gives R$ 10,00 back.
      await carlos.goto('/#/bank/pix/requests');
      await expectPage(carlos, 'Cobranças Pix');
      const list = carlos.getByRole('list', { name: 'Cobranças' });
      const paid = list.getByRole('link', { name: /R\$ 25,00 · Encomenda 12/ }).first();
      await expect(paid).toContainText('Paga');
      await expectAccessible(carlos, 'pix/requests');
      await paid.click();
      await expectPage(carlos, 'Cobrança Pix');
      await expect(carlos.getByText('Paga', { exact: true })).toBeVisible();
      await expectAccessible(carlos, 'pix/requests/:txid (paid)');
      await carlos.getByRole('link', { name: 'Devolver' }).click();
      await expectPage(carlos, 'Devolver Pix');
      await expect(carlos.getByText('Maria Oliveira Santos').first()).toBeVisible();
      const amount = carlos.getByRole('textbox', { name: 'Valor a devolver' });
      await expect(amount).toHaveValue('R$\u00a025,00');
      await amount.fill('');
      await amount.pressSequentially('1000');
      await carlos.getByLabel(/Motivo/).fill('Faltou um item');
      await expectAccessible(carlos, 'pix/refund/:endToEndId');
      await carlos.getByRole('button', { name: 'Continuar' }).click();
      // Back to whoever paid; no document row, as the received Pix does not show one.
      const refundDialog = carlos.getByRole('dialog', { name: 'Confirme a devolução' });
      await expect(refundDialog).toContainText('Maria Oliveira Santos · Ipê Banco Digital S.A.');
      await expect(refundDialog).not.toContainText('CPF/CNPJ');
      await confirmWithPin(carlos, 'Confirme a devolução', 'Devolver R$ 10,00');
      await expectPage(carlos, 'Comprovante de devolução Pix');
      await expect(carlos.getByText('Pix devolvido a quem pagou')).toBeVisible();
      await expect(carlos.getByText(/^D40506070\d{12}[0-9A-Za-z]{11}$/)).toBeVisible();

      // The rest of it stays refundable; more than that is refused on the field.
      await carlos.goto('/#/bank/pix/refund');
      await expectPage(carlos, 'Devolver Pix');
      await expect(carlos.getByText('Devolvido: R$ 10,00').first()).toBeVisible();
      await expectAccessible(carlos, 'pix/refund');

      // Maria sees the refund arrive.
      await homeBalance(maria);
      await expect.poll(() => shownBalance(maria)).toBe(before - 25_00 + 10_00);
      const latest = maria.getByRole('region', { name: 'Últimas movimentações' });
      await expect(latest).toContainText('Devolução de Pix recebida');
      await expect(latest).toContainText('Faltou um item');
    } finally {
      await other.close();
    }
  });

  test('a charge that does not exist says so to its issuer, with no retry and a way back', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/pix/requests/NaoExisteEstaCobranca0000000');
    await expectPage(page, 'Cobrança Pix');
    await expect(
      page.getByRole('heading', {
        name: 'Cobrança não encontrada nesta conta. Confira na lista de cobranças.',
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    // The way back to the list the text points to.
    await page.getByRole('main').getByRole('link', { name: 'Cobranças Pix' }).click();
    await expectPage(page, 'Cobranças Pix');
  });

  test('Carlos shows a fixed QR Code and Maria pays it', async ({
    page: maria,
    request,
    browser,
  }) => {
    const other = await browser.newContext({ baseURL: process.env.E2E_URL });
    try {
      const carlos = await other.newPage();
      await signedIn(carlos, request, 'carlos@ipe.dev');
      await expectPage(carlos, 'Olá, Carlos');
      await carlos.goto('/#/bank/pix/receive/qrcode');
      await expectPage(carlos, 'Receber com QR Code');
      await carlos.getByRole('radio', { name: /QR Code fixo/ }).click();
      await carlos.getByRole('textbox', { name: /Valor/ }).pressSequentially('750');
      await carlos.getByLabel(/Mensagem para quem paga/).fill('Pão de queijo');
      await carlos.getByRole('button', { name: 'Gerar QR Code' }).click();
      await expect(carlos.getByText(/QR Code fixo pronto/)).toBeVisible();
      await expect(carlos.getByRole('img', { name: /QR Code Pix fixo: R\$ 7,50/ })).toBeVisible();
      await expectAccessible(carlos, 'pix/receive/qrcode (fixed)');
      const code = await carlos
        .getByRole('group', { name: 'Pix Copia e Cola' })
        .locator('code')
        .innerText();
      // Static: no point of initiation 12, the Padaria's key in 26-01.
      expect(code).toMatch(/^00020126/);
      expect(code).toContain('11222333000181');

      await mariaReadyToPay(maria, request);
      await maria.goto('/#/bank/pix/copyPaste');
      await expectPage(maria, 'Pix copia e cola');
      await maria.getByRole('textbox', { name: 'Código Pix copia e cola' }).fill(code);
      await expect(maria.getByRole('region', { name: 'Quem vai receber' })).toContainText(
        'Padaria',
      );
      await expect(maria.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$\u00a07,50');
      await maria.getByRole('button', { name: 'Continuar' }).click();
      await confirmWithPin(maria, 'Confirme o Pix', 'Pagar R$ 7,50');
      await expectPage(maria, 'Comprovante de Pix');
      await expect(maria.getByText('Padaria', { exact: false }).first()).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('Carlos issues a boleto with Pix, downloads its PDF, and Maria pays its code', async ({
    page: maria,
    request,
    browser,
  }) => {
    const other = await browser.newContext({ baseURL: process.env.E2E_URL });
    try {
      const carlos = await other.newPage();
      await signedIn(carlos, request, 'carlos@ipe.dev');
      await expectPage(carlos, 'Olá, Carlos');
      await carlos.goto('/#/bank/receive');
      await carlos.getByRole('link', { name: /Boleto com Pix/ }).click();
      await expectPage(carlos, 'Boleto com Pix');
      await carlos
        .getByRole('textbox', { name: 'Nome de quem paga' })
        .fill('Maria Oliveira Santos');
      await carlos.getByRole('textbox', { name: /CPF ou CNPJ de quem paga/ }).fill('52998224725');
      await carlos.getByRole('textbox', { name: 'Valor' }).pressSequentially('15000');
      // Ten days ahead: due in the future whatever day the suite runs.
      const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await carlos.getByLabel('Vencimento', { exact: true }).fill(due);
      await carlos.getByRole('textbox', { name: /Multa por atraso/ }).pressSequentially('200');
      await carlos.getByRole('textbox', { name: /Juros ao mês/ }).pressSequentially('100');
      await carlos.getByLabel(/Mensagem para quem paga/).fill('Mensalidade do clube');
      await expectAccessible(carlos, 'pix/receive/boletoPix (form)');
      await carlos.getByRole('button', { name: 'Emitir boleto' }).click();
      await expect(carlos.getByText(/Boleto emitido/)).toBeVisible();
      await expectAccessible(carlos, 'pix/receive/boletoPix (issued)');
      const line = await carlos
        .getByRole('group', { name: 'Linha digitável' })
        .locator('code')
        .innerText();
      expect(line).toMatch(/^7779\d{43}$/);
      const code = await carlos
        .getByRole('group', { name: 'Pix Copia e Cola' })
        .locator('code')
        .innerText();

      // The PDF: the terms, the parties, the line as printed, the Pix code.
      const [download] = await Promise.all([
        carlos.waitForEvent('download'),
        carlos.getByRole('button', { name: 'Baixar boleto (PDF)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^boleto-pix-[0-9a-f]{32}\.pdf$/);
      const text = await pdfText(await download.path());
      for (const expected of [
        'Boleto com Pix',
        'Padaria',
        'Maria Oliveira Santos · 529.982.247-25',
        due.split('-').reverse().join('/'),
        'R$ 150,00',
        'Após o vencimento, multa de 2,00%.',
        'Após o vencimento, juros de 1,00% ao mês.',
        'Mensalidade do clube',
        `${line.slice(0, 5)}.${line.slice(5, 10)}`,
      ]) {
        expect(text).toContain(expected);
      }

      // Maria pays it by its code before the due date: the face value.
      await mariaReadyToPay(maria, request);
      await maria.goto('/#/bank/pix/copyPaste');
      await expectPage(maria, 'Pix copia e cola');
      await maria.getByRole('textbox', { name: 'Código Pix copia e cola' }).fill(code);
      await expect(maria.getByRole('textbox', { name: 'Valor' })).toHaveValue('R$\u00a0150,00');
      await maria.getByRole('button', { name: 'Continuar' }).click();
      await confirmWithPin(maria, 'Confirme o Pix', 'Pagar R$ 150,00');
      await expectPage(maria, 'Comprovante de Pix');

      await carlos.getByRole('link', { name: 'Ver cobrança' }).click();
      await expectPage(carlos, 'Cobrança Pix');
      await expect(carlos.getByText('Paga', { exact: true })).toBeVisible();
      await expectAccessible(carlos, 'pix/requests/:txid (boleto paid)');
    } finally {
      await other.close();
    }
  });
});
