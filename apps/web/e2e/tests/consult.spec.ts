import { type Page } from '@playwright/test';
import {
  expect,
  test,
  expectAccessible,
  expectPage,
  latestCode,
  signIn,
  typeDigits,
  unlockPin,
} from './support';

// Consult mode says what the server would refuse (docs/product/consult-mode.md): for a user the
// holder did not allow to move money, and for a PIN locked by three wrong tries, at once. A device
// not enabled is walked in account.spec.ts, a provider hold and a blocked account in access.spec.ts.

const notice = (page: Page) => page.getByTestId('consult-notice');

test.describe('consult mode agrees with the server', () => {
  test('Ana, an operator the holder did not allow to move money, is told to ask the administrator', async ({
    page,
  }) => {
    await signIn(page, 'ana@ipe.dev');
    await expectPage(page, 'Olá, Ana');
    await expect(notice(page)).toContainText(
      'Seu usuário tem acesso somente para consulta nesta conta',
    );
    const shortcuts = page.getByRole('region', { name: 'Atalhos' });
    await expect(shortcuts.getByRole('button', { name: 'Pix' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expectAccessible(page, 'home, operator without permission');
  });

  test('three wrong PINs lock Maria at once: the status page, then consult mode without a new sign-in', async ({
    page,
    request,
  }) => {
    await signIn(page, 'maria@ipe.dev');
    await expectPage(page, /Olá, Maria/);
    await page.goto('/#/bank/settings/security');
    await expectPage(page, 'Segurança');
    const device = page.getByRole('region', { name: 'Este aparelho' });
    await device.getByRole('button', { name: 'Enviar código' }).click();
    // The new code is in the outbox once the screen says it was sent (an older one may be too).
    await expect(device.getByText(/Enviamos um código de 6 dígitos para/)).toBeVisible();
    await typeDigits(device, 'Código de 6 dígitos', await latestCode(request, 'maria@ipe.dev'));
    await device.getByRole('button', { name: 'Habilitar' }).click();
    await expect(
      page.getByText('Aparelho habilitado! Você já pode movimentar a conta.'),
    ).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    try {
      const pin = page.getByRole('region', { name: 'PIN de transações' });
      for (const wrong of ['9876', '1357']) {
        await typeDigits(pin, 'PIN atual', wrong);
        await typeDigits(pin, 'Novo PIN', '2580');
        await typeDigits(pin, 'Repita o novo PIN', '2580');
        await pin.getByRole('button', { name: 'Alterar PIN' }).click();
        await expect(pin.getByText(/PIN atual incorreto/)).toBeVisible();
      }
      await typeDigits(pin, 'PIN atual', '2468');
      await pin.getByRole('button', { name: 'Alterar PIN' }).click();

      // The status page says why, and the bank is read-only at once: no new sign-in.
      await expectPage(page, 'Confirme sua identidade');
      await expect(page.getByText('Tentativas de PIN excedidas!')).toBeVisible();
      await expectAccessible(page, 'status REMAKE_KYC after the PIN lock');
      await page.getByRole('link', { name: 'Ver minha conta (somente consulta)' }).click();
      await expectPage(page, /Olá, Maria/);
      await expect(notice(page)).toContainText('A situação da sua conta não permite');
      await expect(
        notice(page).getByRole('link', { name: 'Ver situação da conta' }),
      ).toHaveAttribute('href', '#/status?accountStatus=REMAKE_KYC');
      await expect(
        page.getByRole('region', { name: 'Atalhos' }).getByRole('button', { name: 'Pix' }),
      ).toHaveAttribute('aria-disabled', 'true');
      await expectAccessible(page, 'home in consult mode after the PIN lock');

      // Signing in again, the server says the same: the status page opens first.
      await page.getByRole('button', { name: 'Sair' }).click();
      await expectPage(page, 'Você saiu da sua conta');
      await signIn(page, 'maria@ipe.dev');
      await expectPage(page, 'Confirme sua identidade');
    } finally {
      await unlockPin('maria@ipe.dev');
    }
  });
});
