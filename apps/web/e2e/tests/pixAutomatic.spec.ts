import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import {
  expect,
  test,
  clockServer,
  expectAccessible,
  expectPage,
  latestMail,
  setServerClock,
  signedIn,
  submitSignIn,
  typeDigits,
} from './support';

/** A call of the simulated company, through the operator's routes of the clock server. */
async function asCompany(path: string, body: Record<string, unknown>) {
  const { url, dataDir } = clockServer();
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      'x-admin-token': readFileSync(join(dataDir, 'admin-token'), 'utf8').trim(),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const answer = await response.text();
  expect(response.status, answer).toBe(201);
  return JSON.parse(answer) as { data: { idRec: string } };
}

/** The branch and account home shows: what Maria gives the company. */
async function accountOf(page: Page): Promise<{ branch: string; number: string }> {
  const line = await page.getByText(/^Ag\. \d{4} · Conta /).textContent();
  const [, branch, number] = /^Ag\. (\d{4}) · Conta (\S+)$/.exec(line ?? '') ?? [];
  return { branch: branch!, number: number! };
}

/** A São Paulo day `days` after today, as the API writes it (yyyy-mm-dd). */
function dayAfter(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

// On the server whose clock the tests move; the clock goes back to today after the test.
test.use({ baseURL: clockServer().url });
test.afterEach(async () => setServerClock(new Date().toISOString()));

test.describe('Pix Automático', () => {
  test('Maria authorises the Padaria, is told of its charge, and sees it debited on the day', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { dataDir } = clockServer();
    await signedIn(page, request, 'maria@ipe.dev', dataDir);
    await expectPage(page, 'Olá, Maria');
    const account = await accountOf(page);

    // The Padaria (a company at another bank) asks for a monthly authorisation.
    const { idRec } = (
      await asCompany('/admin/pix/solicrec', {
        vinculo: { contrato: 'CLUBE-0042', objeto: 'Clube do Pão: assinatura' },
        calendario: { dataInicial: dayAfter(0), periodicidade: 'MENSAL' },
        valor: { valorMinimoRecebedor: '20.00' },
        destinatario: { agencia: account.branch, conta: account.number, cpf: '52998224725' },
      })
    ).data;
    expect((await latestMail(request, 'maria@ipe.dev', dataDir))?.subject).toBe(
      'Padaria Pão de Mel Ltda pede uma autorização de Pix Automático',
    );

    await page.goto('/#/bank/pix/scheduling');
    await page.getByRole('link', { name: 'Pix Automático' }).click();
    await expectPage(page, 'Pix Automático');
    const pending = page.getByRole('region', { name: 'Pedidos para responder' });
    const padaria = pending.getByRole('region', { name: 'Padaria Pão de Mel Ltda' });
    await expect(padaria).toContainText('Clube do Pão: assinatura');
    await expectAccessible(page, 'pix/automatic (request)');
    await padaria.getByRole('button', { name: 'Aceitar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Autorizar Pix Automático' });
    await dialog
      .getByRole('textbox', { name: /Valor máximo por cobrança/ })
      .pressSequentially('5000');
    await typeDigits(dialog, 'PIN de transação', '1234');
    await expectAccessible(page, 'pix/automatic (accept)');
    await dialog.getByRole('button', { name: 'Autorizar' }).click();
    await expect(page.getByText('Pix Automático autorizado.')).toBeVisible();
    const active = page
      .getByRole('region', { name: 'Autorizações ativas' })
      .getByRole('region', { name: 'Padaria Pão de Mel Ltda' });
    await expect(active).toContainText('R$ 50,00');

    // Its first charge arrives two days ahead: Maria is told before the debit.
    const due = dayAfter(2);
    const shown = due.split('-').reverse().join('/');
    await asCompany('/admin/pix/cobr', {
      idRec,
      calendario: { dataDeVencimento: due },
      valor: { original: '32.50' },
    });
    expect((await latestMail(request, 'maria@ipe.dev', dataDir))?.subject).toBe(
      `Pix Automático: R$\u00a032,50 para Padaria Pão de Mel Ltda em ${shown}`,
    );
    await page.reload();
    await expect(active).toContainText(`${shown} · R$ 32,50`);
    await expect(active).toContainText(`Débito em ${shown}, a partir das 6h`);
    await expect(active.getByRole('button', { name: 'Cancelar esta cobrança' })).toBeVisible();
    await expectAccessible(page, 'pix/automatic (charge)');

    // The day comes: the server's scheduler debits it from 06:00.
    await setServerClock(`${due}T06:00:05-03:00`);
    await expect
      .poll(async () => (await latestMail(request, 'maria@ipe.dev', dataDir))?.subject, {
        timeout: 30_000,
      })
      .toBe('Pix Automático de R$\u00a032,50 para Padaria Pão de Mel Ltda: debitado');
    await page.reload();
    await expectPage(page, 'Sua sessão expirou');
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
    await expectPage(page, 'Entre na sua conta');
    await submitSignIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Pix Automático');
    await expect(active).toContainText('Debitado');
    await active.getByRole('link', { name: 'Comprovante' }).click();
    await expectPage(page, 'Comprovante de Pix');
    await expect(page.getByText('R$ 32,50').first()).toBeVisible();
  });
});
