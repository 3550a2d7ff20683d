import { boletoProcessingDay, businessDayAfter, formatDay } from '@ipe/domain';
import {
  expect,
  test,
  billFromAnotherBank,
  clockServer,
  expectAccessible,
  expectPage,
  latestMail,
  setServerClock,
  signedIn,
  submitSignIn,
  typeDigits,
} from './support';

// On its own server, whose clock this test moves: the other flows keep today's time.
test.use({ baseURL: clockServer().url });
test.afterEach(async () => setServerClock(new Date().toISOString()));

test.describe('Scheduled boletos', () => {
  test('Maria schedules a school boleto for its due date and finds it paid on the day', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const server = clockServer();
    // The first business day a payment made now would not already be processed on.
    const due = businessDayAfter(boletoProcessingDay(new Date()));
    const { line } = await billFromAnotherBank(
      456_78,
      {
        kind: 'bank',
        beneficiary: { name: 'Escola Aprender Ltda', document: '11444777000161' },
        due_date: due,
        validity_after_due_days: 30,
      },
      server,
    );

    await signedIn(page, request, 'maria@ipe.dev', server.dataDir);
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/payment');
    await expectPage(page, 'Pagar boleto');
    await page.getByRole('textbox', { name: 'Linha digitável ou código de barras' }).fill(line);
    await page.getByRole('button', { name: 'Buscar boleto' }).click();
    await expect(page.getByRole('region', { name: 'Boleto', exact: true })).toContainText(
      'Escola Aprender Ltda',
    );
    await expectAccessible(page, 'payment (a bill not yet due)');
    await page.getByRole('button', { name: `Agendar para ${formatDay(due)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmar agendamento' });
    await expect(dialog).toContainText(formatDay(due));
    await typeDigits(dialog, 'PIN de transação', '1234');
    await dialog.getByRole('button', { name: 'Agendar R$ 456,78' }).click();

    await expectPage(page, 'Extrato de boletos');
    const scheduled = page.getByRole('list', { name: 'Boletos agendados' });
    const item = scheduled.getByRole('listitem').filter({ hasText: 'R$ 456,78' });
    await expect(item).toContainText(`Agendado para ${formatDay(due)}`);
    await expect(item).toContainText('Agendado');
    await expectAccessible(page, 'statement/ticket (scheduled)');

    // The day comes: the scheduler pays it from 06:00, and tells Maria.
    await setServerClock(`${due}T06:00:05-03:00`);
    await expect
      .poll(async () => (await latestMail(request, 'maria@ipe.dev', server.dataDir))?.subject, {
        timeout: 30_000,
      })
      .toContain('R$\u00a0456,78 para Escola Aprender Ltda');
    expect((await latestMail(request, 'maria@ipe.dev', server.dataDir))?.subject).toMatch(
      /: pago$/,
    );
    // Days passed, so the session ended with them: Maria signs in again and finds it paid.
    await page.reload();
    await expectPage(page, 'Sua sessão expirou');
    await page.getByRole('link', { name: 'Entrar', exact: true }).click();
    await submitSignIn(page, 'maria@ipe.dev');
    await expectPage(page, 'Extrato de boletos');
    const paid = page
      .getByRole('list', { name: 'Boletos agendados' })
      .getByRole('listitem')
      .filter({ hasText: 'R$ 456,78' });
    await expect(paid).toContainText('Pago');
    await paid.getByRole('link').click();
    await expectPage(page, 'Comprovante de pagamento de boleto');
    await expect(page.getByText('R$ 456,78').first()).toBeVisible();
  });
});
