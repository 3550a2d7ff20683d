import { createHash } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import {
  expect,
  test,
  decideIdentityCheck,
  enableThisDevice,
  expectAccessible,
  expectPage,
  homeBalance,
  latestCode,
  latestMail,
  mariaReadyToPay,
  newCnpj,
  newCpf,
  receivePixFromAnotherBank,
  shownBalance,
  signIn,
  typeDigits,
} from './support';

const PASSWORD = 'Cajueiro#2026';

/** The e-mail step: who the account is for, the e-mail, and the code e-mailed to it. */
async function confirmEmail(page: Page, request: APIRequestContext, email: string, kind?: RegExp) {
  const opening = page.getByRole('region', { name: 'Abrir uma conta' });
  if (kind) await opening.getByRole('radio', { name: kind }).check();
  await opening.getByRole('textbox', { name: 'Seu e-mail' }).fill(email);
  await opening.getByRole('button', { name: 'Enviar código' }).click();
  await expect(opening.getByText(`Enviamos um código para ${email}.`)).toBeVisible();
  await typeDigits(opening, 'Código do e-mail', await latestCode(request, email));
  await opening.getByRole('button', { name: 'Confirmar e-mail' }).click();
  return opening;
}

/** The phone step: a texted code (the dev outbox keeps it). */
async function confirmPhone(page: Page, request: APIRequestContext, phone: string) {
  const opening = page.getByRole('region', { name: 'Abrir uma conta' });
  await opening.getByRole('textbox', { name: /Celular/ }).pressSequentially(phone.slice(3));
  await opening.getByRole('button', { name: 'Enviar código por SMS' }).click();
  await expect(opening.getByText(/^Enviamos um código para \(/)).toBeVisible();
  const texted = (await latestMail(request, phone))?.text.match(/\b(\d{6})\b/)?.[1];
  await typeDigits(opening, 'Código do SMS', texted ?? '');
  await opening.getByRole('button', { name: 'Confirmar celular' }).click();
}

/** The address step, filled by the CEP lookup. */
async function addressByCep(page: Page) {
  const opening = page.getByRole('region', { name: 'Abrir uma conta' });
  await opening.getByRole('textbox', { name: 'CEP' }).pressSequentially('01001000');
  await expect(opening.getByRole('textbox', { name: 'Rua' })).toHaveValue('Praça da Sé');
  await opening.getByRole('textbox', { name: 'Número' }).fill('100');
  await expectAccessible(page, 'activate (address)');
  await opening.getByRole('button', { name: 'Salvar e continuar' }).click();
}

/** The password and PIN step, which opens the account. */
async function credentials(page: Page) {
  const opening = page.getByRole('region', { name: 'Abrir uma conta' });
  await opening.getByLabel('Crie uma senha', { exact: true }).fill(PASSWORD);
  await opening.getByLabel('Repita a senha', { exact: true }).fill(PASSWORD);
  await typeDigits(opening, 'Crie um PIN de transações', '2580');
  await typeDigits(opening, 'Repita o PIN', '2580');
  await opening.getByRole('button', { name: 'Criar acesso' }).click();
}

/** The steps after the holder's data: phone (texted code), address by CEP, password and PIN. */
async function phoneAddressAndCredentials(page: Page, request: APIRequestContext, phone: string) {
  await confirmPhone(page, request, phone);
  await addressByCep(page);
  await credentials(page);
  const opening = page.getByRole('region', { name: 'Abrir uma conta' });
  await expect(opening.getByText('Etapa 6 de 6')).toBeVisible();
}

/**
 * An account opened through the public steps as the app calls them, approved by the simulated
 * provider: for tests about what comes after.
 */
async function openedThroughApi(request: APIRequestContext, email: string, cpf: string) {
  // Plain fetch, as another channel would call: no browser cookies, so no XSRF pair.
  const step = async (method: 'POST' | 'PUT', path: string, data: object, token?: string) => {
    const response = await fetch(`${process.env.E2E_URL}/v3/public/onboarding${path}`, {
      method,
      body: JSON.stringify(data),
      headers: {
        'content-type': 'application/json',
        ...(token ? { 'onboarding-token': token } : {}),
      },
    });
    expect(response.ok, `${path}: ${await response.clone().text()}`).toBe(true);
    return (await response.json()) as { data: { token?: string } };
  };
  await step('POST', '/start', { kind: 'person', email });
  const confirmed = await step('POST', '/confirm-email', {
    email,
    code: await latestCode(request, email),
  });
  const token = confirmed.data.token!;
  await step(
    'PUT',
    '/person',
    { name: 'Rui Travado', cpf, birth_date: '1985-06-10', mother_name: 'Ana Travado' },
    token,
  );
  const phone = `+55119${String(cpf).slice(0, 8)}`;
  await step('POST', '/phone', { phone }, token);
  const texted = (await latestMail(request, phone))?.text.match(/\b(\d{6})\b/)?.[1];
  await step('POST', '/phone/confirm', { code: texted }, token);
  await step(
    'PUT',
    '/address',
    {
      billing_address_cep: '01001000',
      billing_address_logradouro: 'Praça da Sé',
      billing_address_numero: '10',
      billing_address_complemento: null,
      billing_address_bairro: 'Sé',
      billing_address_cidade: 'São Paulo',
      billing_address_estado: 'SP',
    },
    token,
  );
  // encodePin('2580'): the PIN travels as its SHA-256.
  const pin = createHash('sha256').update('2580').digest('hex');
  await step('POST', '/credentials', { password: PASSWORD, pin }, token);
  await step('POST', '/identity', { document_type: 'RG', simulated_outcome: 'approved' }, token);
}

test.describe('Opening an account', () => {
  test('a person opens an account, an analyst approves it, and Maria sends a Pix to it', async ({
    page,
    request,
    browser,
  }) => {
    const seed = Date.now();
    const email = `ana.${seed}@example.com`;
    const cpf = newCpf(seed);
    await page.goto('/#/activate');
    await expectPage(page, 'Abrir e ativar sua conta');
    await expectAccessible(page, 'activate');
    const opening = await confirmEmail(page, request, email);

    // Under 18 is refused on the field, as the server would.
    await opening
      .getByRole('textbox', { name: 'Nome completo', exact: true })
      .fill('Ana Beatriz Lima');
    await opening.getByRole('textbox', { name: 'CPF' }).pressSequentially(cpf);
    await opening.getByLabel('Data de nascimento').fill('2015-05-20');
    await opening.getByRole('textbox', { name: 'Nome completo da mãe' }).fill('Rita Lima');
    await opening.getByRole('button', { name: 'Salvar e continuar' }).click();
    await expect(
      opening.getByText('Para abrir uma conta é preciso ter 18 anos ou mais.'),
    ).toBeVisible();
    await expectAccessible(page, 'activate (holder, refused)');
    await opening.getByLabel('Data de nascimento').fill('1992-03-15');
    await opening.getByRole('button', { name: 'Salvar e continuar' }).click();

    await phoneAddressAndCredentials(page, request, '+5511987651234');

    // A reload (or a closed tab) comes back to the step it left.
    await page.reload();
    await expect(opening.getByText('Etapa 6 de 6')).toBeVisible();
    await expectAccessible(page, 'activate (identity)');
    await opening.getByRole('radio', { name: 'CNH (carteira de motorista)' }).check();
    await opening.getByRole('button', { name: 'Enviar fotos' }).click();
    await expect(opening.getByRole('heading', { name: 'Recebemos seus documentos' })).toBeVisible();

    // Signing in meanwhile shows the account in analysis.
    await signIn(page, email, { password: PASSWORD });
    await expectPage(page, 'Conta em análise');

    await decideIdentityCheck(email, true);
    await page.goto('/#/bank/home');
    await page.getByRole('button', { name: 'Sair' }).click();
    // Signed out once the page says so: the session leaves storage after the server's answer.
    await expectPage(page, 'Você saiu da sua conta');
    await signIn(page, email, { password: PASSWORD });
    await expectPage(page, 'Olá, Ana');
    await enableThisDevice(page, request, email);
    expect(await homeBalance(page)).toBe(0);

    // Her CPF as a Pix key (no code: it is the holder's own document), then Maria pays to it.
    await page.goto('/#/bank/pix');
    await page.getByRole('link', { name: /Minhas chaves Pix/ }).click();
    await page.getByRole('button', { name: 'Cadastrar chave' }).click();
    await expect(page.getByRole('list', { name: 'Chaves Pix da conta' })).toContainText('CPF');

    const maria = await browser.newPage();
    await mariaReadyToPay(maria, request);
    await maria.goto('/#/bank/pix');
    await maria.getByRole('link', { name: /Pagar com chave/ }).click();
    await maria.getByRole('textbox', { name: 'Chave Pix' }).fill(cpf);
    await expect(maria.getByRole('region', { name: 'Quem vai receber' })).toContainText(
      'Ana Beatriz Lima',
    );
    await maria.getByRole('textbox', { name: 'Valor' }).pressSequentially('2500');
    await maria.getByRole('button', { name: 'Continuar' }).click();
    const dialog = maria.getByRole('dialog', { name: 'Confirme o Pix' });
    await typeDigits(dialog, 'PIN de transação', '1234');
    await dialog.getByRole('button', { name: 'Pagar R$ 25,00' }).click();
    await expectPage(maria, 'Comprovante de Pix');
    await maria.close();

    await homeBalance(page);
    await expect.poll(() => shownBalance(page)).toBe(25_00);
  });

  test('a company opens an account through its representative; the provider approves it', async ({
    page,
    request,
  }) => {
    const seed = Date.now();
    const email = `financeiro.${seed}@example.com`;
    await page.goto('/#/activate');
    const opening = await confirmEmail(page, request, email, /Sua empresa/);
    await expect(opening.getByRole('heading', { name: 'Dados da empresa' })).toBeVisible();
    await opening.getByRole('textbox', { name: 'Razão social' }).fill('Café Aroeira Ltda');
    // An alphanumeric CNPJ (in force since July 2026).
    await opening.getByRole('textbox', { name: 'CNPJ' }).pressSequentially('12ABC34501DE35');
    await opening
      .getByRole('textbox', { name: 'Nome completo', exact: true })
      .fill('Paulo Aroeira');
    await opening.getByRole('textbox', { name: 'CPF' }).pressSequentially(newCpf(seed + 7));
    await opening.getByLabel('Data de nascimento').fill('1980-08-01');
    await opening.getByRole('textbox', { name: 'Nome completo da mãe' }).fill('Clara Aroeira');
    await expectAccessible(page, 'activate (company)');
    await opening.getByRole('button', { name: 'Salvar e continuar' }).click();
    await phoneAddressAndCredentials(page, request, '+5521976543210');
    await opening.getByRole('radio', { name: 'Aprovar na hora' }).check();
    await opening.getByRole('button', { name: 'Enviar fotos' }).click();
    await expect(opening.getByRole('heading', { name: 'Sua conta está aberta!' })).toBeVisible();

    await signIn(page, email, { password: PASSWORD });
    await expectPage(page, 'Olá, Paulo');
    await page.goto('/#/bank/settings');
    await expect(page.getByText('Café Aroeira Ltda').first()).toBeVisible();
  });

  test("a company's opener invites its legal representative, whose own steps open the account", async ({
    page,
    request,
    browser,
  }) => {
    const seed = Date.now();
    const opener = `contabil.${seed}@example.com`;
    const representative = `paulo.${seed}@example.com`;
    const legalName = `Empório Ipê ${seed}`;
    await page.goto('/#/activate');
    const opening = await confirmEmail(page, request, opener, /Sua empresa/);
    await opening.getByRole('textbox', { name: 'Razão social' }).fill(legalName);
    await opening.getByRole('textbox', { name: 'CNPJ' }).pressSequentially(newCnpj(seed));
    await opening.getByRole('radio', { name: /Outra pessoa/ }).check();
    await opening
      .getByRole('textbox', { name: 'Nome completo do representante legal' })
      .fill('Paulo Reis');
    await opening
      .getByRole('textbox', { name: 'E-mail do representante legal' })
      .fill(representative);
    await expectAccessible(page, 'activate (company inviting its representative)');
    await opening.getByRole('button', { name: 'Salvar e continuar' }).click();
    await confirmPhone(page, request, '+5511955554444');
    await addressByCep(page);
    await expect(opening.getByText('Etapa 5 de 5')).toBeVisible();
    await opening.getByRole('button', { name: 'Enviar convite' }).click();
    await expect(
      opening.getByText(`Convite enviado para ${representative}`, { exact: false }),
    ).toBeVisible();
    await expect(opening.getByText('Paulo Reis ainda não começou.')).toBeVisible();
    await expectAccessible(page, 'activate (invitation sent)');

    // The representative, in their own browser, with the invitation's code.
    const theirBrowser = await browser.newContext();
    const paulo = await theirBrowser.newPage();
    await paulo.goto('/#/activate');
    const theirs = paulo.getByRole('region', { name: 'Abrir uma conta' });
    await theirs.getByRole('textbox', { name: 'Seu e-mail' }).fill(representative);
    await theirs.getByRole('button', { name: 'Já tenho um código' }).click();
    await typeDigits(theirs, 'Código do e-mail', await latestCode(request, representative));
    await theirs.getByRole('button', { name: 'Confirmar e-mail' }).click();
    await expect(
      theirs.getByText(`representante legal de ${legalName}`, { exact: false }),
    ).toBeVisible();
    await expectAccessible(paulo, 'activate (invited representative)');
    await theirs.getByRole('textbox', { name: 'Nome completo', exact: true }).fill('Paulo Reis');
    await theirs.getByRole('textbox', { name: 'CPF' }).pressSequentially(newCpf(seed + 13));
    await theirs.getByLabel('Data de nascimento').fill('1979-02-11');
    await theirs.getByRole('textbox', { name: 'Nome completo da mãe' }).fill('Clara Reis');
    await theirs.getByRole('button', { name: 'Salvar e continuar' }).click();
    await confirmPhone(paulo, request, '+5511933332222');
    // No address: the company's is given.
    await credentials(paulo);
    await expect(theirs.getByText('Etapa 5 de 5')).toBeVisible();
    await theirs.getByRole('radio', { name: 'Aprovar na hora' }).check();
    await theirs.getByRole('button', { name: 'Enviar fotos' }).click();
    await expect(theirs.getByRole('heading', { name: 'Sua conta está aberta!' })).toBeVisible();

    // The opener's screen follows on its own, and says who signs in.
    await expect(
      opening.getByRole('heading', { name: 'A conta da empresa está aberta!' }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(opening.getByText(/Paulo Reis já pode entrar/)).toBeVisible();

    await signIn(paulo, representative, { password: PASSWORD });
    await expectPage(paulo, 'Olá, Paulo');
    await paulo.goto('/#/bank/settings');
    await expect(paulo.getByText(legalName).first()).toBeVisible();
    await theirBrowser.close();
  });

  test('a holder whose PIN locked proves their identity again and moves money with a new PIN', async ({
    page,
    request,
  }) => {
    const seed = Date.now();
    const email = `rui.${seed}@example.com`;
    await openedThroughApi(request, email, newCpf(seed + 11));
    await signIn(page, email, { password: PASSWORD });
    await expectPage(page, 'Olá, Rui');
    await enableThisDevice(page, request, email);

    // Three wrong PINs lock it: REMAKE_KYC.
    const pin = page.getByRole('region', { name: 'PIN de transações' });
    for (const wrong of ['9876', '1357', '4680']) {
      await typeDigits(pin, 'PIN atual', wrong);
      await typeDigits(pin, 'Novo PIN', '1470');
      await typeDigits(pin, 'Repita o novo PIN', '1470');
      await pin.getByRole('button', { name: 'Alterar PIN' }).click();
      if (wrong !== '4680') await expect(pin.getByText(/PIN atual incorreto/)).toBeVisible();
    }
    await expectPage(page, 'Confirme sua identidade');
    await page.getByRole('link', { name: 'Confirmar identidade' }).click();

    await expectPage(page, 'Confirmar sua identidade de novo');
    await expectAccessible(page, 'bank/verify-identity');
    await page.getByRole('radio', { name: 'Recusar' }).check();
    await typeDigits(page, 'Novo PIN de transações', '1470');
    await typeDigits(page, 'Repita o novo PIN', '1470');
    await page.getByRole('button', { name: 'Enviar e criar novo PIN' }).click();
    await expect(page.getByText(/Não conseguimos confirmar a sua identidade/)).toBeVisible();

    await page.getByRole('radio', { name: 'Aprovar na hora' }).check();
    await typeDigits(page, 'Novo PIN de transações', '1470');
    await typeDigits(page, 'Repita o novo PIN', '1470');
    await page.getByRole('button', { name: 'Enviar e criar novo PIN' }).click();
    await expect(page.getByText('Identidade confirmada! Seu novo PIN já vale.')).toBeVisible();

    // Money in from another bank, and a Pix out to Maria with the new PIN.
    await page.goto('/#/bank/settings');
    const where = await page
      .getByRole('definition')
      .filter({ hasText: /^\d{4} \/ \d+-\d$/ })
      .innerText();
    const [branch, number] = where.split(' / ') as [string, string];
    await receivePixFromAnotherBank({ branch, number }, 50_00);
    await page.goto('/#/bank/pix');
    await page.getByRole('link', { name: /Pagar com chave/ }).click();
    await page.getByRole('textbox', { name: 'Chave Pix' }).fill('maria@ipe.dev');
    await expect(page.getByRole('region', { name: 'Quem vai receber' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Valor' }).pressSequentially('1000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirme o Pix' });
    await typeDigits(dialog, 'PIN de transação', '1470');
    await dialog.getByRole('button', { name: 'Pagar R$ 10,00' }).click();
    await expectPage(page, 'Comprovante de Pix');
    await homeBalance(page);
    await expect.poll(() => shownBalance(page)).toBe(40_00);
  });
});
