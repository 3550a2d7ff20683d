import { type Page } from '@playwright/test';
import {
  expect,
  test,
  expectAccessible,
  expectPage,
  latestCode,
  signIn,
  typeDigits,
} from './support';

// One person made for this file: Carlos (holder of the Padaria) invites her, she accepts on
// /activate and then changes her password, her PIN and recovers her password. No demo user's
// password or PIN changes, so the other specs keep theirs; at the end Carlos removes her.
const invitee = {
  name: 'Bruna Teixeira',
  email: `bruna.${Date.now().toString(36)}@ipe.dev`,
  password: 'Cajueiro#2026',
  changedPassword: 'Pitangueira#31',
  recoveredPassword: 'Goiabeira#58',
  pin: '2580',
  newPin: '3691',
};

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sair' }).click();
  await expectPage(page, 'Você saiu da sua conta');
}

test.describe.configure({ mode: 'serial' });

test.describe('security: invitations, password, PIN and password recovery', () => {
  test('Carlos invites a new user to the Padaria and sees her listed as invited', async ({
    page,
  }) => {
    await signIn(page, 'carlos@ipe.dev');
    await expectPage(page, 'Olá, Carlos');
    await page.goto('/#/bank/settings/binduser');
    await expectPage(page, 'Usuários da conta');
    const list = page.getByRole('region', { name: 'Pessoas com acesso' });
    await expect(list.getByText('Carlos Eduardo Ramos (você)')).toBeVisible();
    await expect(list.getByText('Ana Beatriz Souza')).toBeVisible();
    await expectAccessible(page, 'settings/binduser');

    const form = page.getByRole('region', { name: 'Convidar usuário' });
    await form.getByLabel('Nome').fill(invitee.name);
    await form.getByLabel('E-mail').fill(invitee.email);
    await form.getByRole('radio', { name: /Operador/ }).check();
    await form.getByRole('checkbox', { name: 'Pode movimentar dinheiro' }).click();
    await expectAccessible(page, 'settings/binduser (invitation filled)');
    await form.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(page.getByText(`Convite enviado para ${invitee.email}.`)).toBeVisible();

    const row = list.getByRole('listitem').filter({ hasText: invitee.name });
    await expect(row).toContainText(`${invitee.email} · Operador`);
    await expect(row).toContainText('Convidado');
    await expect(row).toContainText('Pode movimentar');

    // The same e-mail twice is refused.
    await form.getByLabel('Nome').fill(invitee.name);
    await form.getByLabel('E-mail').fill(invitee.email);
    await form.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(
      form.getByText('Esta pessoa já tem acesso ou já foi convidada para esta conta.'),
    ).toBeVisible();
  });

  test('she accepts the invitation with the e-mailed code and signs in', async ({
    page,
    request,
  }) => {
    const code = await latestCode(request, invitee.email);
    await page.goto('/#/activate');
    await expectPage(page, 'Abrir e ativar sua conta');
    const form = page.getByRole('region', { name: 'Aceitar convite' });
    await form.getByLabel('E-mail que recebeu o convite').fill(invitee.email);
    await typeDigits(form, 'Código do convite', code);
    await form.getByLabel('Seu nome completo').fill(invitee.name);
    await form.getByLabel('Crie uma senha', { exact: true }).fill(invitee.password);
    await form.getByLabel('Repita a senha', { exact: true }).fill(invitee.password);
    await typeDigits(form, 'Crie um PIN de transações', invitee.pin);
    await typeDigits(form, 'Repita o PIN', invitee.pin);
    await expectAccessible(page, 'activate (invitation filled)');
    await form.getByRole('button', { name: 'Aceitar convite' }).click();
    await expect(
      page.getByText('Convite aceito! Entre com seu e-mail e a senha que você criou.'),
    ).toBeVisible();
    await expectPage(page, 'Entre na sua conta');

    await signIn(page, invitee.email, { password: invitee.password });
    await expectPage(page, 'Olá, Bruna');
  });

  test('she changes her password, and the new one signs her in', async ({ page }) => {
    await signIn(page, invitee.email, { password: invitee.password });
    await expectPage(page, 'Olá, Bruna');
    await page.goto('/#/bank/settings/security');
    await expectPage(page, 'Segurança');
    const form = page.getByRole('region', { name: 'Senha de acesso' });
    await form.getByLabel('Senha atual', { exact: true }).fill('nao-e-esta-1');
    await form.getByLabel('Nova senha', { exact: true }).fill(invitee.changedPassword);
    await form.getByLabel('Repita a nova senha', { exact: true }).fill(invitee.changedPassword);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(form.getByText('Senha atual incorreta.')).toBeVisible();
    await expectAccessible(page, 'settings/security (wrong current password)');

    await form.getByLabel('Senha atual', { exact: true }).fill(invitee.password);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(
      page.getByText('Senha alterada! Use a nova senha no próximo acesso.'),
    ).toBeVisible();

    await signOut(page);
    await signIn(page, invitee.email, { password: invitee.password });
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await signIn(page, invitee.email, { password: invitee.changedPassword });
    await expectPage(page, 'Olá, Bruna');
  });

  test('she enables this device and changes her PIN, a wrong current PIN counted', async ({
    page,
    request,
  }) => {
    await signIn(page, invitee.email, { password: invitee.changedPassword });
    await expectPage(page, 'Olá, Bruna');
    await page.goto('/#/bank/settings/security');
    await expectPage(page, 'Segurança');
    const pin = page.getByRole('region', { name: 'PIN de transações' });
    await expect(pin.getByText(/habilite este aparelho primeiro/)).toBeVisible();
    await expect(pin.getByRole('button', { name: 'Alterar PIN' })).toBeDisabled();

    const device = page.getByRole('region', { name: 'Este aparelho' });
    await device.getByRole('button', { name: 'Enviar código' }).click();
    await expect(device.getByText(/Enviamos um código de 6 dígitos para/)).toBeVisible();
    await typeDigits(device, 'Código de 6 dígitos', await latestCode(request, invitee.email));
    await device.getByRole('button', { name: 'Habilitar' }).click();
    await expect(device.getByTestId('device-status')).toContainText('está habilitado');
    await expect(pin.getByRole('button', { name: 'Alterar PIN' })).toBeEnabled();

    await typeDigits(pin, 'PIN atual', '9999');
    await typeDigits(pin, 'Novo PIN', invitee.newPin);
    await typeDigits(pin, 'Repita o novo PIN', invitee.newPin);
    await pin.getByRole('button', { name: 'Alterar PIN' }).click();
    await expect(
      pin.getByText('PIN atual incorreto. Você tem mais 2 tentativas antes do bloqueio.'),
    ).toBeVisible();
    await expectAccessible(page, 'settings/security (wrong current PIN)');

    await typeDigits(pin, 'PIN atual', invitee.pin);
    await pin.getByRole('button', { name: 'Alterar PIN' }).click();
    await expect(
      page.getByText('PIN alterado! Use o novo PIN nas próximas operações.'),
    ).toBeVisible();

    // The old PIN is no longer the current one; the new one is (and nothing was locked).
    await typeDigits(pin, 'PIN atual', invitee.pin);
    await typeDigits(pin, 'Novo PIN', '1470');
    await typeDigits(pin, 'Repita o novo PIN', '1470');
    await pin.getByRole('button', { name: 'Alterar PIN' }).click();
    await expect(pin.getByText(/PIN atual incorreto. Você tem mais 2 tentativas/)).toBeVisible();
    await typeDigits(pin, 'PIN atual', invitee.newPin);
    await pin.getByRole('button', { name: 'Alterar PIN' }).click();
    // The first change's notice may still be on screen (a PIN check now takes microseconds).
    await expect(
      page.getByText('PIN alterado! Use o novo PIN nas próximas operações.').last(),
    ).toBeVisible();
  });

  test('she recovers her password with the e-mailed code, from the sign-in link', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await expectPage(page, 'Entre na sua conta');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    await expectPage(page, 'Recuperar senha');
    // The bot-challenge badge belongs to the sign-in; here the proof of work runs unseen.
    await expect(page.locator('altcha-widget')).toHaveCount(0);
    await expectAccessible(page, 'forgotPassword (e-mail)');
    await page.getByLabel('E-mail da conta').fill(invitee.email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByTestId('code-sent')).toContainText(invitee.email);
    await expect(page.locator('altcha-widget')).toHaveCount(0);

    await typeDigits(page, 'Código recebido por e-mail', '000000');
    await page.getByLabel('Nova senha', { exact: true }).fill(invitee.recoveredPassword);
    await page.getByLabel('Repita a nova senha', { exact: true }).fill(invitee.recoveredPassword);
    await page.getByRole('button', { name: 'Criar nova senha' }).click();
    await expect(page.getByText(/Código inválido ou expirado/)).toBeVisible();
    await expectAccessible(page, 'forgotPassword (wrong code)');

    await typeDigits(page, 'Código recebido por e-mail', await latestCode(request, invitee.email));
    await page.getByRole('button', { name: 'Criar nova senha' }).click();
    await expect(page.getByText('Senha alterada! Entre com a nova senha.')).toBeVisible();
    await expectPage(page, 'Entre na sua conta');

    await signIn(page, invitee.email, { password: invitee.changedPassword });
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await signIn(page, invitee.email, { password: invitee.recoveredPassword });
    await expectPage(page, 'Olá, Bruna');
  });

  test('Carlos sees her active, takes the permission away and removes her', async ({ page }) => {
    await signIn(page, 'carlos@ipe.dev');
    await expectPage(page, 'Olá, Carlos');
    await page.goto('/#/bank/settings/binduser');
    await expectPage(page, 'Usuários da conta');
    const list = page.getByRole('region', { name: 'Pessoas com acesso' });
    const row = list.getByRole('listitem').filter({ hasText: invitee.name });
    await expect(row).toContainText('Ativo');

    await row.getByRole('button', { name: `Alterar acesso de ${invitee.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Acesso de ${invitee.name}` });
    await dialog.getByRole('checkbox', { name: 'Pode movimentar dinheiro' }).click();
    await expectAccessible(page, 'settings/binduser (change access)');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText(`Acesso de ${invitee.name} atualizado.`)).toBeVisible();
    await expect(row).toContainText('Não movimenta');

    await row.getByRole('button', { name: `Remover ${invitee.name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Remover ${invitee.name}?` });
    await expectAccessible(page, 'settings/binduser (remove)');
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await expect(page.getByText(`${invitee.name} não tem mais acesso à conta.`)).toBeVisible();
    await expect(list.getByText(invitee.name)).toHaveCount(0);
  });
});

test('Ana, an operator, sees who has access but not the holder’s actions', async ({ page }) => {
  await signIn(page, 'ana@ipe.dev');
  await expectPage(page, 'Olá, Ana');
  await page.goto('/#/bank/settings/binduser');
  await expectPage(page, 'Usuários da conta');
  const list = page.getByRole('region', { name: 'Pessoas com acesso' });
  await expect(list.getByText('Ana Beatriz Souza (você)')).toBeVisible();
  await expect(list.getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('holder-only')).toContainText('Só o titular da conta');
  await expect(page.getByRole('region', { name: 'Convidar usuário' })).toHaveCount(0);
  await expectAccessible(page, 'settings/binduser (operator)');
});
