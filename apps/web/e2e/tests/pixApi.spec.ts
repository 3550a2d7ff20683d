import { randomBytes } from 'node:crypto';
import { request as http } from '@playwright/test';
import {
  expect,
  test,
  expectAccessible,
  expectPage,
  payCodeFromAnotherBank,
  signedIn,
  typeDigits,
} from './support';

test.describe('Pix API', () => {
  test('Carlos gives his shop credentials; the shop charges by the API; another bank pays it', async ({
    page: carlos,
    request,
  }) => {
    // Carlos, at the Padaria, creates credentials for the shop's system.
    await signedIn(carlos, request, 'carlos@ipe.dev');
    await expectPage(carlos, 'Olá, Carlos');
    await carlos.goto('/#/bank/pix/requests');
    await expectPage(carlos, 'Cobranças Pix');
    await carlos.getByRole('link', { name: 'API Pix para sistemas' }).click();
    await expectPage(carlos, 'API Pix');
    await expectAccessible(carlos, 'pix/api');
    await carlos.getByRole('textbox', { name: 'Nome do sistema' }).fill('Loja virtual');
    await typeDigits(carlos, 'PIN de transação', '1234');
    await carlos.getByRole('button', { name: 'Criar credenciais' }).click();
    await expect(carlos.getByText('Guarde o segredo agora')).toBeVisible();
    await expectAccessible(carlos, 'pix/api (secret)');
    const shown = (name: string) => carlos.getByRole('group', { name }).locator('code').innerText();
    const clientId = await shown('client_id');
    const secret = await shown('client_secret');
    await carlos.getByRole('button', { name: 'Já guardei' }).click();
    await expect(carlos.getByRole('list', { name: 'Credenciais em uso' })).toContainText(
      'Loja virtual',
    );

    // The shop's system, a client of its own (no browser cookies): a token for its
    // credentials, then a charge with its own txid.
    const shop = await http.newContext({ baseURL: process.env.E2E_URL });
    const basic = Buffer.from(`${clientId}:${secret}`).toString('base64');
    const granted = await shop.post('/pix/v2/oauth/token', {
      headers: { authorization: `Basic ${basic}` },
      form: { grant_type: 'client_credentials' },
    });
    expect(granted.status(), await granted.text()).toBe(200);
    const bearer = { authorization: `Bearer ${(await granted.json()).access_token}` };
    const txid = `pedido${randomBytes(12).toString('hex')}`;
    const created = await shop.put(`/pix/v2/cob/${txid}`, {
      headers: bearer,
      data: {
        calendario: { expiracao: 3600 },
        valor: { original: '19.90' },
        chave: '11222333000181',
        solicitacaoPagador: 'Pedido 123',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const charge = await created.json();

    // Bruno, at another bank, pays its code; the shop and Carlos see it paid.
    const endToEndId = await payCodeFromAnotherBank(charge.pixCopiaECola);
    const read = await shop.get(`/pix/v2/cob/${txid}`, { headers: bearer });
    expect(await read.json()).toMatchObject({ status: 'CONCLUIDA', pix: [{ endToEndId }] });
    const pix = await shop.get(`/pix/v2/pix/${endToEndId}`, { headers: bearer });
    expect(await pix.json()).toMatchObject({ txid, valor: '19.90', devolucoes: [] });

    await carlos.goto('/#/bank/pix/requests');
    const paid = carlos
      .getByRole('list', { name: 'Cobranças' })
      .getByRole('link', { name: /R\$ 19,90 · Pedido 123/ });
    await expect(paid).toContainText('Paga');

    // Revoked in the app, the shop's token stops at once.
    await carlos.goto('/#/bank/pix/api');
    await expectPage(carlos, 'API Pix');
    await carlos.getByRole('button', { name: 'Revogar Loja virtual' }).click();
    await carlos.getByRole('button', { name: 'Revogar credenciais' }).click();
    await expect(carlos.getByText('Credenciais Loja virtual revogadas.')).toBeVisible();
    const refused = await shop.get(`/pix/v2/cob/${txid}`, { headers: bearer });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).code).toBe('PIX_API_TOKEN_INVALID');
    await shop.dispose();
  });
});
