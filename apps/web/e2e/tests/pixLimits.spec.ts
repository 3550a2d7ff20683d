import { type Page } from '@playwright/test';
import {
  expect,
  test,
  clockServer,
  expectAccessible,
  expectPage,
  setServerClock,
  signedIn,
  typeDigits,
} from './support';

/** Types an amount into a money field that already holds one. */
async function retype(page: Page, field: ReturnType<Page['getByRole']>, digits: string) {
  await field.fill('');
  await field.pressSequentially(digits);
}

test.describe('Pix limits', () => {
  // Carlos at the Padaria: no other test pays a Pix from it (a refund does not count), so
  // lowering its limits stops nobody else.
  test('Carlos lowers the Padaria’s limit, is refused above it, asks for a raise and takes it back', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'carlos@ipe.dev');
    await expectPage(page, 'Olá, Carlos');
    await page.goto('/#/bank/pix/limit');
    await expectPage(page, 'Limites do Pix');
    await expect(page.getByRole('region', { name: /^Agora: período/ })).toBeVisible();
    await expectAccessible(page, 'pix/limit');

    // Lower both periods' limit per Pix to R$ 1,00: at once, whatever the hour.
    const perPix = page.getByRole('textbox', { name: 'Por Pix' });
    await retype(page, perPix.nth(0), '100');
    await retype(page, perPix.nth(1), '100');
    await typeDigits(page, 'PIN de transação', '1234');
    await page.getByRole('button', { name: 'Salvar limites' }).click();
    await expect(page.getByText('Limites alterados.')).toBeVisible();

    // A Pix of R$ 2,00 is refused by the limit on its amount, before the PIN: nothing leaves.
    await page.goto('/#/bank/pix/pay/key');
    await expectPage(page, 'Pagar com chave Pix');
    await page.getByRole('textbox', { name: 'Chave Pix' }).fill('maria@ipe.dev');
    await expect(page.getByRole('region', { name: 'Quem vai receber' })).toContainText('Maria');
    const amount = page.getByRole('textbox', { name: 'Valor' });
    await amount.pressSequentially('200');
    await page.getByRole('button', { name: 'Continuar' }).click();
    // The real hour decides which period's limit refused it.
    const overLimit =
      /Este Pix passa do seu limite (diurno|noturno).* Confira seus limites Pix\. Disponível agora: R\$\s1,00\.$/;
    await expect(page.getByText(overLimit)).toBeVisible();
    await expect(amount).toHaveAccessibleDescription(overLimit);
    await expect(amount).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Confirme o Pix' })).toHaveCount(0);

    // A raise waits 24 hours, shown until then, and can be taken back.
    await page.goto('/#/bank/pix/limit');
    await expectPage(page, 'Limites do Pix');
    await retype(page, page.getByRole('textbox', { name: 'Por Pix' }).nth(0), '10000');
    await typeDigits(page, 'PIN de transação', '1234');
    await page.getByRole('button', { name: 'Salvar limites' }).click();
    await expect(page.getByText(/o aumento vale em 24 horas/)).toBeVisible();
    const pending = page.getByRole('region', { name: 'Aumento pedido' });
    await expect(pending).toContainText('R$ 100,00');
    await expectAccessible(page, 'pix/limit (raise pending)');
    await pending.getByRole('button', { name: 'Desistir do aumento' }).click();
    await expect(page.getByText(/Aumento cancelado/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Aumento pedido' })).toHaveCount(0);
  });
});

test.describe('Pix limits at night', () => {
  // On the server whose clock the tests move, set to 21:00 today; back to now after the test.
  test.use({ baseURL: clockServer().url });
  test.afterEach(async () => setServerClock(new Date().toISOString()));

  test('at 21:00 Maria is refused by her nighttime limit, not her daytime one', async ({
    page,
    request,
  }) => {
    // The next 21:00 in São Paulo, never one already past: the sign-in's captcha challenge
    // expires by the server's clock, and a browser on real time would see it expired.
    const day = (offset: number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(Date.now() + offset * 86_400_000),
      );
    const tonight = `${day(0)}T21:00:00-03:00`;
    await setServerClock(Date.parse(tonight) > Date.now() ? tonight : `${day(1)}T21:00:00-03:00`);
    await signedIn(page, request, 'maria@ipe.dev', clockServer().dataDir);
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/pix/limit');
    await expectPage(page, 'Limites do Pix');
    await expect(page.getByRole('region', { name: 'Agora: período noturno' })).toBeVisible();

    // Only the night's limit per Pix goes down to R$ 10,00 (at once); the day's stays.
    await retype(page, page.getByRole('textbox', { name: 'Por Pix' }).nth(1), '1000');
    await typeDigits(page, 'PIN de transação', '1234');
    await page.getByRole('button', { name: 'Salvar limites' }).click();
    await expect(page.getByText('Limites alterados.')).toBeVisible();

    await page.goto('/#/bank/pix/pay/key');
    await expectPage(page, 'Pagar com chave Pix');
    await page.getByRole('textbox', { name: 'Chave Pix' }).fill('carlos@ipe.dev');
    await expect(page.getByRole('region', { name: 'Quem vai receber' })).toContainText('Carlos');
    const amount = page.getByRole('textbox', { name: 'Valor' });
    await amount.pressSequentially('2000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    // Said on the amount before the PIN, by the limits read from the server's clock.
    await expect(
      page.getByText(
        /^Este Pix passa do seu limite noturno \(das 20h ou 22h às 6h\)\. Confira seus limites Pix\. Disponível agora: R\$\s10,00\.$/,
      ),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Confirme o Pix' })).toHaveCount(0);
    await expectAccessible(page, 'pix/pay/key (nighttime limit)');

    // What still fits goes on to the PIN.
    await retype(page, amount, '1000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirme o Pix' })).toBeVisible();
  });
});
