import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import JsBarcode from 'jsbarcode';
import { formatBoletoLine } from '@ipe/domain';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../scripts/chromium';
import {
  expect,
  test,
  billFromAnotherBank,
  expectAccessible,
  expectPage,
  homeBalance,
  mariaReadyToPay,
  pdfText,
  shownBalance,
  signedIn,
  typeDigits,
  watchBrowser,
} from './support';

/** The PIN step of a boleto payment. */
async function confirmWithPin(page: Page, amount: string) {
  await page.getByRole('button', { name: `Pagar ${amount}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar pagamento' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'payment (confirmation)');
  await typeDigits(dialog, 'PIN de transação', '1234');
  await dialog.getByRole('button', { name: `Pagar ${amount}` }).click();
}

/**
 * A boleto's barcode as a camera sees it: one frame of raw video (Y4M, 4:2:0), its interleaved
 * 2 of 5 bars (JsBarcode's encoding) dark on white with quiet zones, which Chromium's fake camera
 * plays in a loop.
 */
function itfVideo(barcode: string): string {
  const encoded: { encodings?: Array<{ data: string }> } = {};
  JsBarcode(encoded, barcode, { format: 'ITF' });
  const modules = encoded.encodings?.[0]?.data ?? '';
  const scale = 3;
  const quiet = 20;
  const width = (modules.length + quiet * 2) * scale;
  const side = { width: width + (width % 2), height: 240 };
  const luma = Buffer.alloc(side.width * side.height, 235);
  for (let y = 40; y < side.height - 40; y++) {
    for (let x = 0; x < modules.length; x++) {
      if (modules[x] !== '1') continue;
      const start = y * side.width + (x + quiet) * scale;
      luma.fill(16, start, start + scale);
    }
  }
  const chroma = Buffer.alloc((side.width / 2) * (side.height / 2) * 2, 128);
  const file = join(tmpdir(), `ipe-itf-${process.pid}.y4m`);
  writeFileSync(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${side.width} H${side.height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      luma,
      chroma,
    ]),
  );
  return file;
}

test.describe('Boletos', () => {
  test('Carlos issues a boleto to Maria, Maria pays it by its line, Carlos and its public page see it paid', async ({
    page: maria,
    request,
    browser,
  }) => {
    const other = await browser.newContext({ baseURL: process.env.E2E_URL });
    try {
      const carlos = await other.newPage();
      await signedIn(carlos, request, 'carlos@ipe.dev');
      await expectPage(carlos, 'Olá, Carlos');
      // receive/title: the same boleto (with Pix, as Carlos has keys) under Receber.
      await carlos.goto('/#/bank/receive/title');
      await expectPage(carlos, 'Emitir boleto');
      await carlos
        .getByRole('textbox', { name: 'Nome de quem paga' })
        .fill('Maria Oliveira Santos');
      await carlos.getByRole('textbox', { name: /CPF ou CNPJ de quem paga/ }).fill('52998224725');
      await carlos.getByRole('textbox', { name: 'Valor' }).pressSequentially('8000');
      // Ten days ahead: due in the future whatever day the suite runs.
      const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      await carlos.getByLabel('Vencimento', { exact: true }).fill(due);
      await carlos.getByLabel(/Mensagem para quem paga/).fill('Encomenda de pães');
      // The payer's address from its CEP (the server's lookup), the number typed.
      await carlos.getByRole('textbox', { name: /^CEP/ }).pressSequentially('20271130');
      await expect(carlos.getByRole('textbox', { name: /^Cidade/ })).toHaveValue('Rio de Janeiro');
      await carlos.getByRole('textbox', { name: /^Número/ }).fill('100');
      await carlos
        .getByRole('textbox', { name: /^Instruções no boleto/ })
        .fill('Entregar na portaria do prédio.');
      await expectAccessible(carlos, 'receive/title (payer address from the CEP)');
      await carlos.getByRole('button', { name: 'Emitir boleto' }).click();
      await expect(carlos.getByText(/Boleto emitido/)).toBeVisible();
      const line = await carlos
        .getByRole('group', { name: 'Linha digitável' })
        .locator('code')
        .innerText();
      // The page to send to whoever pays: open to anyone with the link, no sign-in.
      const pageLink = await carlos
        .getByRole('link', { name: /Abrir a página do boleto/ })
        .getAttribute('href');
      expect(pageLink).toMatch(/^#\/boleto\/[0-9a-f]{32}$/);
      const visitor = await browser.newContext({ baseURL: process.env.E2E_URL });
      const publicPage = await visitor.newPage();
      await publicPage.goto(`/${pageLink}`);
      await expectPage(publicPage, 'Boleto');
      await expect(publicPage.getByText('Em aberto', { exact: true })).toBeVisible();
      await expect(publicPage.getByText('R$ 80,00').first()).toBeVisible();
      await expect(
        publicPage.getByRole('img', { name: 'Código de barras do boleto' }),
      ).toBeVisible();
      await expectAccessible(publicPage, '/boleto/:identifier (open)');
      const [sheet] = await Promise.all([
        publicPage.waitForEvent('download'),
        publicPage.getByRole('button', { name: 'Baixar boleto (PDF)' }).click(),
      ]);
      // Courier's gaps come out as runs of spaces: compare words, not spacing.
      const sheetText = (await pdfText(await sheet.path())).replace(/\s+/g, ' ');
      for (const expected of [
        'Padaria',
        'R$ 80,00',
        formatBoletoLine(line)!,
        'Encomenda de pães',
        'Rio de Janeiro/RJ · CEP 20271-130',
        'Entregar na portaria do prédio.',
      ]) {
        expect(sheetText).toContain(expected);
      }

      const before = await mariaReadyToPay(maria, request);
      await maria.goto('/#/bank/payment');
      await expectPage(maria, 'Pagar boleto');
      // DDA: the boleto is already listed in her CPF.
      await expect(
        maria.getByRole('list', { name: 'Boletos no seu CPF/CNPJ (DDA)' }),
      ).toContainText('Padaria');
      await expectAccessible(maria, 'payment');

      // A typo in the second block is named before anything is asked of the server.
      const field = maria.getByRole('textbox', { name: 'Linha digitável ou código de barras' });
      const typo = line.slice(0, 20) + String((Number(line[20]) + 1) % 10) + line.slice(21);
      await field.fill(typo);
      await maria.getByRole('button', { name: 'Buscar boleto' }).click();
      await expect(
        maria.getByText('O segundo bloco da linha não confere. Confira a digitação dele.'),
      ).toBeVisible();

      await field.fill(line);
      await maria.getByRole('button', { name: 'Buscar boleto' }).click();
      const bill = maria.getByRole('region', { name: 'Boleto', exact: true });
      await expect(bill).toContainText('Padaria');
      await expect(bill).toContainText('R$ 80,00');
      await expectAccessible(maria, 'payment (bill)');
      await confirmWithPin(maria, 'R$ 80,00');

      await expectPage(maria, 'Comprovante de pagamento de boleto');
      await expect(maria.getByText('Boleto pago', { exact: true })).toBeVisible();
      await expectAccessible(maria, 'payment/boletos/:id');
      const authentication = await maria
        .getByText(/^([0-9A-F]{4} ){7}[0-9A-F]{4}$/)
        .first()
        .innerText();
      const [download] = await Promise.all([
        maria.waitForEvent('download'),
        maria.getByRole('button', { name: 'Baixar PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^comprovante-boleto-[0-9A-F]{32}\.pdf$/);
      const text = await pdfText(await download.path());
      for (const expected of [
        'Comprovante de pagamento de boleto',
        'R$ 80,00',
        formatBoletoLine(line)!,
        authentication,
        'Padaria',
        'Maria Oliveira Santos',
      ]) {
        expect(text).toContain(expected);
      }
      // Home reads the balance again when it opens: wait for the new one.
      await homeBalance(maria);
      await expect.poll(() => shownBalance(maria)).toBe(before - 80_00);
      // Maria's boleto statement lists what she paid, opening its receipt.
      await maria.goto('/#/bank/statement/ticket');
      await expectPage(maria, 'Extrato de boletos');
      await expect(
        maria
          .getByRole('list', { name: 'Boletos pagos' })
          .getByRole('link', { name: /R\$ 80,00 · Padaria/ })
          .first(),
      ).toContainText('Pago');
      await expectAccessible(maria, 'statement/ticket');

      // And the public page says it is paid, offering nothing to pay.
      await publicPage.reload();
      await expect(publicPage.getByText('Pago', { exact: true })).toBeVisible();
      await expect(
        publicPage.getByText('Este boleto já foi pago. Não pague de novo.'),
      ).toBeVisible();
      await expect(publicPage.getByRole('img', { name: 'Código de barras do boleto' })).toHaveCount(
        0,
      );
      await expectAccessible(publicPage, '/boleto/:identifier (paid)');
      await visitor.close();

      // Carlos's boleto statement says it is paid.
      await carlos.goto('/#/bank/statement/ticket');
      await expectPage(carlos, 'Extrato de boletos');
      await expect(
        carlos
          .getByRole('list', { name: 'Boletos emitidos' })
          .getByRole('link', { name: /R\$ 80,00 · Maria Oliveira Santos/ })
          .first(),
      ).toContainText('Pago');

      // Carlos's boleto is paid: his charges list says so.
      await carlos.goto('/#/bank/pix/requests');
      await expectPage(carlos, 'Cobranças Pix');
      const list = carlos.getByRole('list', { name: 'Cobranças' });
      await expect(
        list.getByRole('link', { name: /R\$ 80,00 · Encomenda de pães/ }).first(),
      ).toContainText('Paga');

      // The Padaria is a company: it paid its R$ 1,90 fee for the boleto paid, in its statement
      // (amounts shown: home's toggle shows them across the app).
      await homeBalance(carlos);
      await carlos.goto('/#/bank/statement/account?category=fee');
      await expectPage(carlos, 'Extrato');
      const fees = carlos.getByRole('region', { name: 'Movimentações' });
      await expect(fees).toContainText('Boleto emitido e pago');
      await expect(fees).toContainText('R$ 1,90');
    } finally {
      await other.close();
    }
  });

  test('a bill over the balance is said under it, before the PIN, and nothing moves', async ({
    page,
    request,
  }) => {
    const before = await mariaReadyToPay(page, request);
    // Far over what she has, whatever other tests pay her meanwhile.
    const { line } = await billFromAnotherBank(before + 100_000_00);
    await page.goto('/#/bank/payment');
    await expectPage(page, 'Pagar boleto');
    await page.getByRole('textbox', { name: 'Linha digitável ou código de barras' }).fill(line);
    await page.getByRole('button', { name: 'Buscar boleto' }).click();
    await expect(page.getByRole('region', { name: 'Conta de consumo ou tributo' })).toBeVisible();
    await page.getByRole('button', { name: /^Pagar R\$/ }).click();
    await expect(page.getByRole('alert')).toContainText('Saldo insuficiente para esta operação.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectAccessible(page, 'payment (bill over the balance)');
    expect(await homeBalance(page)).toBe(before);
  });

  test("Maria scans a utility bill's barcode with the camera and pays it", async ({ request }) => {
    const { barcode } = await billFromAnotherBank(64_37);
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        ...CHROMIUM_ARGS,
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${itfVideo(barcode)}`,
      ],
    });
    watchBrowser(browser);
    try {
      const context = await browser.newContext({
        baseURL: process.env.E2E_URL,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      await context.grantPermissions(['camera']);
      const page = await context.newPage();
      await signedIn(page, request, 'maria@ipe.dev');
      await expectPage(page, 'Olá, Maria');
      await page.goto('/#/bank/payment');
      await expectPage(page, 'Pagar boleto');
      await page.getByRole('button', { name: 'Ler código de barras' }).click();
      await expect(page.getByRole('dialog', { name: 'Ler código de barras' })).toBeVisible();

      // The bars read on the device are the bill's barcode: looked up at once.
      const bill = page.getByRole('region', { name: 'Conta de consumo ou tributo' });
      await expect(bill).toContainText('Companhia Paulista de Energia');
      await expect(bill).toContainText('R$ 64,37');
      await confirmWithPin(page, 'R$ 64,37');
      await expectPage(page, 'Comprovante de pagamento de boleto');
      await expect(page.getByText('Boleto pago', { exact: true })).toBeVisible();
    } finally {
      await browser.close();
    }
  });
});
