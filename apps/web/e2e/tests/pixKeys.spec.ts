import {
  expect,
  test,
  expectAccessible,
  expectPage,
  latestCode,
  signedIn,
  typeDigits,
} from './support';

test.describe('Pix keys', () => {
  test('Maria registers an e-mail key with the code sent to it, then deletes it', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/pix');
    await page.getByRole('link', { name: /Minhas chaves Pix/ }).click();
    await expectPage(page, 'Minhas chaves Pix');
    const keys = page.getByRole('list', { name: 'Chaves Pix da conta' });
    await expect(keys).toContainText('529.982.247-25');
    await expect(page.getByText(/^\d de 5 chaves$/)).toBeVisible();
    const before = await keys.getByRole('listitem').count();
    await expectAccessible(page, 'pix/keys');

    const email = `maria.${Date.now()}@exemplo.com.br`;
    await page.getByRole('radio', { name: 'E-mail' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText(`Enviamos um código de 6 dígitos para ${email}.`)).toBeVisible();
    await expectAccessible(page, 'pix/keys (code)');
    await typeDigits(page, 'Código', await latestCode(request, email));
    await page.getByRole('button', { name: 'Cadastrar chave' }).click();
    await expect(page.getByText(`Chave ${email} cadastrada.`)).toBeVisible();
    await expect(keys.getByRole('listitem')).toHaveCount(before + 1);
    await expect(keys).toContainText(email);

    await page.getByRole('button', { name: `Excluir a chave ${email}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Excluir a chave ${email}?` });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'pix/keys (delete)');
    // The list's read after the deletion fails: the keys read before stay, said to be stale.
    const listRead = /\/pix\/keys$/;
    await page.route(listRead, (route) =>
      route.request().method() === 'GET' ? route.abort('connectionrefused') : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Excluir chave' }).click();
    await expect(page.getByText(`Chave ${email} excluída.`)).toBeVisible();
    const stale = page.getByTestId('stale-notice');
    await expect(stale).toContainText('O que aparece pode estar desatualizado.');
    await expect(keys).toContainText(email);
    await expectAccessible(page, 'pix/keys (stale)');
    await page.unroute(listRead);
    await stale.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(stale).toBeHidden();
    await expect(keys.getByRole('listitem')).toHaveCount(before);
    await expect(keys).not.toContainText(email);
  });

  test('a key held at another bank becomes a claim, which Maria can give up', async ({
    page,
    request,
  }) => {
    await signedIn(page, request, 'maria@ipe.dev');
    await expectPage(page, 'Olá, Maria');
    await page.goto('/#/bank/pix/keys');
    await expectPage(page, 'Minhas chaves Pix');
    // Held by a simulated customer of another participant (interbank/simulator.ts).
    const held = 'carla.ribeiro@exemplo.com.br';
    await page.getByRole('radio', { name: 'E-mail' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(held);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    await expect(page.getByText(/Enviamos um código/)).toBeVisible();
    await typeDigits(page, 'Código', await latestCode(request, held));
    await page.getByRole('button', { name: 'Cadastrar chave' }).click();
    await expect(page.getByText(/você pode reivindicá-la/)).toBeVisible();
    await page.getByRole('button', { name: 'Reivindicar chave' }).click();
    await expect(page.getByText(/Pedido aberto/)).toBeVisible();

    const claims = page.getByRole('list', { name: 'Pedidos de portabilidade e reivindicação' });
    const claim = claims.getByRole('listitem').filter({ hasText: `Reivindicação de ${held}` });
    await expect(claim).toContainText('Em andamento');
    await expectAccessible(page, 'pix/keys (claims)');
    await claim.getByRole('button', { name: 'Desistir' }).click();
    await expect(page.getByText('Pedido cancelado.')).toBeVisible();
    await expect(claims.getByRole('listitem').first()).toContainText('Cancelado');
  });
});
