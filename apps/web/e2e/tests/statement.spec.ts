import { type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  expect,
  test,
  expectAccessible,
  expectPage,
  mariaReadyToPay,
  pdfText,
  signIn,
  typeDigits,
} from './support';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('Account statement', () => {
  test('Maria filters and searches her statement, sees each day’s balance and opens a receipt', async ({
    page,
    request,
  }) => {
    await mariaReadyToPay(page, request);
    // A Pix of her own today, so a line has a receipt to open.
    await page.goto('/#/bank/pix/pay/key');
    await expectPage(page, 'Pagar com chave Pix');
    await page.getByRole('textbox', { name: 'Chave Pix' }).fill('carlos@ipe.dev');
    await expect(page.getByRole('region', { name: 'Quem vai receber' })).toContainText('Carlos');
    await page.getByRole('textbox', { name: 'Valor' }).pressSequentially('321');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirme o Pix' });
    await typeDigits(confirm, 'PIN de transação', '1234');
    await confirm.getByRole('button', { name: 'Pagar R$ 3,21' }).click();
    await expectPage(page, 'Comprovante de Pix');

    await page.goto('/#/bank/statement/account');
    await expectPage(page, 'Extrato');
    const movements = page.getByRole('region', { name: 'Movimentações' });
    const search = page.getByRole('searchbox', { name: 'Buscar por nome ou descrição' });
    // The other flows add many movements of Maria's today, so every check below narrows the
    // list with the filters it is about instead of relying on what the first page holds.
    await expect(movements.getByText(/Saldo do dia/).first()).toBeVisible();
    const today = movements.getByRole('region', { name: 'Hoje' });
    await expect(today).toContainText('Carlos Eduardo Ramos');
    await expectAccessible(page, 'statement/account');

    // Search without accents or case: the salary 28 days ago is in the last 30 days…
    await search.fill('SALARIO');
    await expect(movements).toContainText('Salário — Editora Horizonte');
    await expect(movements).not.toContainText('Farmácia São Bento');
    // …and not in the last 7, where yesterday's pharmacy is.
    await choose(page, 'Período', 'Últimos 7 dias');
    await expect(page).toHaveURL(/period=7/);
    await expect(
      page.getByText('Nenhuma movimentação encontrada com estes filtros.'),
    ).toBeVisible();
    await search.fill('farmacia');
    await expect(movements).toContainText('Farmácia São Bento');
    // The demo's Pix sent was paid as a customer's is: it opens its receipt, dated yesterday.
    await movements.getByRole('link', { name: /Farmácia São Bento Ltda.*87,50/ }).click();
    await expectPage(page, 'Comprovante de Pix');
    await expect(page.getByRole('region', { name: 'Quem recebeu' })).toContainText(
      'Farmácia São Bento Ltda',
    );
    await expect(page.getByText('Remédios')).toBeVisible();
    await expect(page.getByText(/^E40506070\d{12}[0-9A-Za-z]{11}$/)).toBeVisible();
    await page.goBack();
    await expectPage(page, 'Extrato');
    await search.fill('');

    await choose(page, 'Período', 'Últimos 90 dias');
    // The period as a picture, a dialog away, its numbers also in tables.
    await page.getByRole('button', { name: 'Resumo do período' }).click();
    const summary = page.getByRole('dialog', { name: 'Resumo do período' });
    await expect(summary.getByRole('table', { name: 'Gastos por tipo' })).toContainText('Boletos');
    await expect(
      summary.getByRole('table', { name: 'Entradas e saídas por mês' }).getByRole('row'),
    ).not.toHaveCount(1);
    await expectAccessible(page, 'statement/account (summary)');
    await page.keyboard.press('Escape');
    await expect(summary).toBeHidden();
    await choose(page, 'Tipo', 'Boletos');
    await expect(movements).toContainText('Conta de luz');
    await expect(movements).toContainText('Internet fibra');
    await expect(movements).not.toContainText('Farmácia São Bento');
    // The demo's bills were paid as a customer's are: each opens its receipt.
    await movements.getByRole('link', { name: /Fibra Rápida Telecom Ltda.*99,90/ }).click();
    await expectPage(page, 'Comprovante de pagamento de boleto');
    await expect(page.getByText('Fibra Rápida Telecom Ltda').first()).toBeVisible();
    await page.goBack();
    await expectPage(page, 'Extrato');
    await expectAccessible(page, 'statement/account (filtered)');
    await choose(page, 'Tipo', 'Todos os tipos');

    // Money in only: the salary stays, the pharmacy goes.
    await choose(page, 'Entradas e saídas', 'Só entradas');
    await search.fill('salario');
    await expect(movements).toContainText('Salário — Editora Horizonte');
    // A Pix another bank paid opens its refund, back to whoever paid it (the demo's too).
    await movements
      .getByRole('link', { name: /Editora Horizonte Ltda.*5\.200,00/ })
      .first()
      .click();
    await expectPage(page, 'Devolver Pix');
    await expect(page.getByText('Editora Horizonte Ltda').first()).toBeVisible();
    await page.goBack();
    await expectPage(page, 'Extrato');
    await search.fill('farmacia');
    await expect(
      page.getByText('Nenhuma movimentação encontrada com estes filtros.'),
    ).toBeVisible();
    // Filters live in the URL: a reload keeps them.
    await page.reload();
    await expectPage(page, 'Extrato');
    await expect(page.getByRole('combobox', { name: 'Entradas e saídas' })).toContainText(
      'Só entradas',
    );
    await expect(search).toHaveValue('farmacia');
    await expect(
      page.getByText('Nenhuma movimentação encontrada com estes filtros.'),
    ).toBeVisible();

    // Dates the server would refuse are said on the field, and nothing is asked.
    await choose(page, 'Período', 'Escolher datas');
    await page.getByLabel('De', { exact: true }).fill('2026-11-20');
    await page.getByLabel('Até', { exact: true }).fill('2026-11-10');
    await expect(page.getByText('A data inicial deve ser antes da final.')).toBeVisible();
    await expectAccessible(page, 'statement/account (invalid dates)');

    // Back to money out today, amounts shown with the one balance toggle: the Pix opens its receipt.
    await choose(page, 'Período', 'Últimos 7 dias');
    await choose(page, 'Entradas e saídas', 'Só saídas');
    await search.fill('carlos');
    const toggle = page.getByRole('button', { name: 'Mostrar saldo' });
    if ((await toggle.getAttribute('aria-pressed')) === 'false') await toggle.click();
    // The first: a retry of this test pays Carlos again on the same shared bank.
    await today
      .getByRole('link', { name: /Carlos Eduardo Ramos.*3,21/ })
      .first()
      .click();
    await expectPage(page, 'Comprovante de Pix');
    await expect(page.getByText('R$ 3,21').first()).toBeVisible();
  });

  test('Maria downloads the period as PDF, CSV and OFX, through the extract API', async ({
    page,
  }) => {
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/statement/account?period=90');
    await expectPage(page, 'Extrato');
    await page.getByRole('button', { name: 'Baixar extrato' }).click();
    const section = page.getByRole('dialog', { name: 'Baixar extrato' });
    const download = async (format: string) => {
      await choose(page, 'Formato', format);
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: 'Baixar' }).click(),
      ]);
      return file;
    };

    const csv = await download('CSV para planilhas (Excel, LibreOffice)');
    expect(csv.suggestedFilename()).toMatch(/^extrato-\d{4}-\d{2}-\d{2}-a-\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = await readFile(await csv.path(), 'utf8');
    expect(csvText.charCodeAt(0)).toBe(0xfeff);
    expect(csvText).toContain('Data;Hora;Descrição;Quem;Mensagem;Tipo;Valor (R$);Situação;ID');
    expect(csvText).toContain(';Farmácia São Bento Ltda;Remédios;pix;-87,50;posted;');

    const ofx = await download('OFX 2.2 (programas de finanças)');
    const ofxText = await readFile(await ofx.path(), 'utf8');
    expect(ofxText).toContain('<?OFX OFXHEADER="200" VERSION="220"');
    expect(ofxText).toContain('<TRNAMT>-87.50</TRNAMT>');
    expect(ofxText).toContain('<CURDEF>BRL</CURDEF>');

    const pdf = await download('PDF');
    const pdfContent = await pdfText(await pdf.path());
    for (const expected of [
      'Extrato de conta corrente',
      'Maria Oliveira Santos',
      'Agência 0001',
      'Saldo inicial',
      'Saldo final',
      'Farmácia São Bento',
    ]) {
      expect(pdfContent).toContain(expected);
    }
    await expectAccessible(page, 'statement/account (export)');
    await section.getByRole('button', { name: 'Fechar' }).click();
    await expect(section).toBeHidden();

    // Last year's income report (informe de rendimentos), for the tax return.
    const lastYear = new Date().getFullYear() - 1;
    await page.getByRole('button', { name: 'Informe de rendimentos' }).click();
    const report = page.getByRole('dialog', { name: 'Informe de rendimentos' });
    await expect(report.getByRole('combobox', { name: 'Ano-calendário' })).toContainText(
      String(lastYear),
    );
    const [informe] = await Promise.all([
      page.waitForEvent('download'),
      report.getByRole('button', { name: 'Baixar informe' }).click(),
    ]);
    expect(informe.suggestedFilename()).toBe(`informe-de-rendimentos-${lastYear}.pdf`);
    const informeText = await pdfText(await informe.path());
    for (const expected of [
      'Informe de rendimentos financeiros',
      `Ano-calendário ${lastYear}`,
      'Ipê Banco Digital S.A.',
      '40.506.070/0001-30',
      'Maria Oliveira Santos',
      `Saldo em 31/12/${lastYear}`,
    ]) {
      expect(informeText).toContain(expected);
    }
  });
});
