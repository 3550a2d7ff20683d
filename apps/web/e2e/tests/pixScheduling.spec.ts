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

/** Tomorrow in São Paulo, as a date field takes it (yyyy-mm-dd). */
function tomorrowInSaoPaulo(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

// On its own server, whose clock this test moves: the other flows keep today's time.
test.use({ baseURL: clockServer().url });
test.afterEach(async () => setServerClock(new Date().toISOString()));

test.describe('Scheduled Pix', () => {
  test('Maria schedules a Pix for tomorrow and sees it paid once the clock reaches the day', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { dataDir } = clockServer();
    await signedIn(page, request, 'maria@ipe.dev', dataDir);
    await expectPage(page, 'Olá, Maria');

    const day = tomorrowInSaoPaulo();
    const shown = day.split('-').reverse().join('/');
    await page.goto('/#/bank/pix/pay/key');
    await expectPage(page, 'Pagar com chave Pix');
    await page.getByRole('textbox', { name: 'Chave Pix' }).fill('carlos@ipe.dev');
    await expect(page.getByRole('region', { name: 'Quem vai receber' })).toContainText('Carlos');
    await page.getByRole('textbox', { name: 'Valor' }).pressSequentially('1234');
    await page.getByRole('checkbox', { name: 'Agendar para outro dia' }).click();
    await page.getByLabel('Dia do pagamento').fill(day);
    await expectAccessible(page, 'pix/pay/key (scheduling)');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirme o agendamento' });
    await expect(confirm).toContainText(`Em ${shown}`);
    await typeDigits(confirm, 'PIN de transação', '1234');
    await confirm.getByRole('button', { name: 'Agendar R$ 12,34' }).click();

    await expectPage(page, 'Pix agendado');
    await expect(
      page.getByText('Pix agendado. Avisamos por e-mail quando ele for feito.'),
    ).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Programados' });
    const scheduled = upcoming.getByRole('region', { name: 'Carlos Eduardo Ramos' });
    await expect(scheduled).toContainText(`Em ${shown}`);
    await expect(scheduled).toContainText('R$ 12,34');
    await expectAccessible(page, 'pix/scheduling');

    // The day comes: the server's scheduler pays it from 06:00. A day passed, so the session
    // ended with it: Maria signs in again and finds it paid, with its receipt.
    await setServerClock(`${day}T06:00:05-03:00`);
    await expect
      .poll(async () => (await latestMail(request, 'maria@ipe.dev', dataDir))?.subject, {
        timeout: 30_000,
      })
      .toBe('Pix agendado de R$\u00a012,34 para Carlos Eduardo Ramos: feito');
    await page.reload();
    await expectPage(page, 'Sua sessão expirou');
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
    await expectPage(page, 'Entre na sua conta');
    await submitSignIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Pix agendado');
    const over = page.getByRole('region', { name: 'Encerrados' });
    const paid = over.getByRole('region', { name: 'Carlos Eduardo Ramos' });
    await expect(paid).toContainText('Concluído');
    await expect(paid).toContainText(`${shown} · R$ 12,34`);
    await expect(paid).toContainText('Feito');
    await paid.getByRole('link', { name: 'Comprovante' }).click();
    await expectPage(page, 'Comprovante de Pix');
    await expect(page.getByText('R$ 12,34').first()).toBeVisible();
  });
});
