import { fakeReply } from '@ipe/api-client/testing';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTypedStorage } from '@ipe/domain';
import { createTestBank, requestWith } from '../../app/testing/testBank';
import type { mariaInformation } from '../../app/testing/fixtures';
import { ACCOUNT_ID } from '../../app/testing/fixtures';
import { renderApp } from '../../app/testing/renderApp';
import { storeSession } from '../../app/testing/session';

describe('settings/account', () => {
  it('shows the account details formatted the Brazilian way', async () => {
    storeSession();
    const { screen } = await renderApp('/bank/settings');
    const details = await screen.findByRole('region', { name: 'Dados da conta' });
    expect(within(details).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(details).getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(within(details).getByText('0001 / 100001-7')).toBeInTheDocument();
  });

  it('has its texts with its screens, in pt-BR and, once fetched, in English', async () => {
    storeSession();
    const pt = await renderApp('/bank/settings/security');
    const ptSections = await pt.screen.findByRole('navigation', { name: 'Seções de ajustes' });
    expect(within(ptSections).getByRole('link', { name: 'Usuários' })).toBeInTheDocument();
    expect(pt.screen.getByRole('heading', { level: 1, name: 'Segurança' })).toBeInTheDocument();
    pt.unmount();

    storeSession();
    const en = await renderApp('/bank/settings/security', { language: 'en' });
    const enSections = await en.screen.findByRole('navigation', { name: 'Settings sections' });
    expect(within(enSections).getByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(en.screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(en.i18n.hasResourceBundle('en', 'settings')).toBe(true);
  });

  it('shows the bank’s fee table for this account, free ones said so', async () => {
    storeSession();
    const { screen } = await renderApp('/bank/settings');
    const fees = await screen.findByRole('region', { name: 'Tarifas' });
    expect(
      await within(fees).findByText('R$ 10,00 · Por cartão.', {
        normalizer: (text) => text.replace(/\s/g, ' '),
      }),
    ).toBeInTheDocument();
    expect(within(fees).getByText('Grátis · Sem mensalidade.')).toBeInTheDocument();
  });

  it('fills the address from the CEP and saves it', async () => {
    storeSession();
    const api = createTestBank({
      getPostalCode: async ({ path: { cep } }) => ({
        data: {
          cep: cep!,
          logradouro: 'Avenida Presidente Castelo Branco',
          bairro: 'Maracanã',
          cidade: 'Rio de Janeiro',
          estado: 'RJ',
          precision: 'address',
        },
      }),
    });
    const { screen, user } = await renderApp('/bank/settings', { api });
    const form = await screen.findByRole('region', { name: 'Endereço de correspondência' });
    const cep = within(form).getByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '20271130');
    expect(api.getPostalCode).toHaveBeenCalledWith(requestWith({ path: { cep: '20271130' } }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Rua')).toHaveValue('Avenida Presidente Castelo Branco'),
    );
    expect(within(form).getByLabelText('Bairro')).toHaveValue('Maracanã');
    expect(within(form).getByLabelText('Cidade')).toHaveValue('Rio de Janeiro');
    expect(within(form).getByRole('combobox', { name: 'UF' })).toHaveTextContent(
      'RJ — Rio de Janeiro',
    );
    expect(within(form).getByRole('status')).toHaveTextContent('Endereço preenchido pelo CEP');
    // The number is left for the person, and focus waits there.
    const number = within(form).getByLabelText('Número');
    await waitFor(() => expect(number).toHaveFocus());
    await user.clear(number);
    await user.type(number, '500');
    await user.clear(within(form).getByLabelText(/Complemento/));
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.changeAccountAddress).toHaveBeenCalledWith(
        requestWith({
          path: { sub: ACCOUNT_ID },
          body: {
            billing_address_cep: '20271130',
            billing_address_logradouro: 'Avenida Presidente Castelo Branco',
            billing_address_numero: '500',
            billing_address_complemento: null,
            billing_address_bairro: 'Maracanã',
            billing_address_cidade: 'Rio de Janeiro',
            billing_address_estado: 'RJ',
          },
        }),
      ),
    );
    expect(await screen.findByText('Endereço atualizado.')).toBeInTheDocument();
    const stored = createTypedStorage(window.localStorage).get(
      'ACCOUNT_INFORMATION',
    ) as unknown as typeof mariaInformation;
    expect(stored.address.billing_address_cidade).toBe('Rio de Janeiro');
  });

  it('says when a CEP is unknown, and shows the server’s field errors', async () => {
    storeSession();
    const api = createTestBank({
      getPostalCode: async ({ path: { cep } }) =>
        cep === '01310100'
          ? {
              data: {
                cep,
                logradouro: 'Avenida Paulista',
                bairro: 'Bela Vista',
                cidade: 'São Paulo',
                estado: 'SP',
                precision: 'address',
              },
            }
          : fakeReply(404, { code: 'CEP_NOT_FOUND', message: 'CEP não encontrado.' }),
      changeAccountAddress: () =>
        fakeReply(400, {
          code: 'VALIDATION_ERROR',
          message: 'Alguns dados estão inválidos. Verifique os campos destacados.',
          fields: { billing_address_numero: 'STREET_NUMBER_INVALID' },
        }),
    });
    const { screen, user } = await renderApp('/bank/settings', { api });
    const form = await screen.findByRole('region', { name: 'Endereço de correspondência' });
    const cep = within(form).getByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, '99999999');
    expect(
      await within(form).findByText('CEP não encontrado. Preencha o endereço completo.'),
    ).toBeInTheDocument();
    // Nothing of the old address stays behind an unknown CEP.
    expect(within(form).getByLabelText('Cidade')).toHaveValue('');
    await user.clear(cep);
    await user.type(cep, '01310100');
    await waitFor(() => expect(within(form).getByLabelText('Cidade')).toHaveValue('São Paulo'));
    await user.type(within(form).getByLabelText('Número'), '1');
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    // The server's code, told in the person's words on the field it names.
    expect(await within(form).findByText('Informe o número (ou S/N).')).toBeInTheDocument();
    expect(within(form).getByLabelText('Número')).toHaveAccessibleDescription(
      expect.stringContaining('Informe o número (ou S/N).'),
    );
  });

  it('shows no state the form has dropped, one chosen by hand included', async () => {
    storeSession();
    const api = createTestBank({
      getPostalCode: async () =>
        fakeReply(404, { code: 'CEP_NOT_FOUND', message: 'CEP não encontrado.' }),
    });
    const { screen, user } = await renderApp('/bank/settings', { api });
    const form = await screen.findByRole('region', { name: 'Endereço de correspondência' });
    const cep = within(form).getByLabelText('CEP');
    const state = within(form).getByRole('combobox', { name: 'UF' });
    await user.clear(cep);
    await user.type(cep, '99999999');
    await waitFor(() => expect(state).toHaveTextContent(/^UF$/));
    // Chosen by hand while the field was empty, then dropped with the next unknown CEP.
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'RJ — Rio de Janeiro' }));
    expect(state).toHaveTextContent('RJ — Rio de Janeiro');
    await user.clear(cep);
    await user.type(cep, '99999998');
    expect(
      await within(form).findByText('CEP não encontrado. Preencha o endereço completo.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(state).toHaveTextContent(/^UF$/));
  });

  it.each([
    [
      'a CEP known only by its city replaces the whole address and asks for the street',
      {
        cep: '20040020',
        logradouro: null,
        bairro: null,
        cidade: 'Rio de Janeiro',
        estado: 'RJ',
        precision: 'city' as const,
      },
      'Este CEP é de Rio de Janeiro/RJ, mas não encontramos a rua. Informe rua, número e bairro.',
      { city: 'Rio de Janeiro', state: 'RJ — Rio de Janeiro' },
    ],
    [
      'a CEP known only by its state keeps no city from the old address',
      {
        cep: '99999999',
        logradouro: null,
        bairro: null,
        cidade: null,
        estado: 'RS',
        precision: 'state' as const,
      },
      'Este CEP é de RS, mas não encontramos a cidade nem a rua. Informe rua, número, bairro e cidade.',
      { city: '', state: 'RS — Rio Grande do Sul' },
    ],
  ])('%s', async (_what, found, message, expected) => {
    storeSession();
    const api = createTestBank({
      getPostalCode: async () => ({ data: found }),
    });
    const { screen, user } = await renderApp('/bank/settings', { api });
    const form = await screen.findByRole('region', { name: 'Endereço de correspondência' });
    // Maria's saved address is in São Paulo, on Praça da Sé.
    expect(within(form).getByLabelText('Rua')).not.toHaveValue('');
    const cep = within(form).getByLabelText('CEP');
    await user.clear(cep);
    await user.type(cep, found.cep);
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByLabelText('Rua')).toHaveValue('');
    expect(within(form).getByLabelText('Bairro')).toHaveValue('');
    expect(within(form).getByLabelText('Número')).toHaveValue('');
    expect(within(form).getByLabelText('Cidade')).toHaveValue(expected.city);
    expect(within(form).getByRole('combobox', { name: 'UF' })).toHaveTextContent(expected.state);
    // Saving now asks for what is missing instead of sending a mixed address.
    await user.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(api.changeAccountAddress).not.toHaveBeenCalled();
  });

  it('changes the display name', async () => {
    storeSession();
    const { screen, user, api } = await renderApp('/bank/settings');
    const section = await screen.findByRole('region', { name: 'Nome de exibição' });
    const name = within(section).getByLabelText('Nome');
    await user.clear(name);
    await user.click(within(section).getByRole('button', { name: 'Salvar' }));
    // The rule is @ipe/domain's, the one the server validates with.
    expect(
      await within(section).findByText('Informe um nome com pelo menos 2 letras.'),
    ).toBeInTheDocument();
    expect(name).toHaveFocus();
    await user.type(name, 'Maria <b>');
    expect(
      await within(section).findByText("Use apenas letras, números, espaços e . , ' & -"),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Maria O. Santos');
    await user.click(within(section).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.changeAccountName).toHaveBeenCalledWith(
        requestWith({ path: { sub: ACCOUNT_ID }, body: { name: 'Maria O. Santos' } }),
      ),
    );
    expect(await screen.findByText('Nome atualizado.')).toBeInTheDocument();
  });

  it('shows a refusal no field owns above the form, in the app’s words', async () => {
    storeSession();
    const api = createTestBank({
      changeAccountName: () =>
        fakeReply(400, {
          code: 'VALIDATION_ERROR',
          message: 'Alguns dados estão inválidos. Verifique os campos destacados.',
          fields: { name: 'UNSAFE_CHARACTERS' },
        }),
    });
    const { screen, user } = await renderApp('/bank/settings', { api });
    const section = await screen.findByRole('region', { name: 'Nome de exibição' });
    await user.click(within(section).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(section).findByText(
        'Remova caracteres de controle ou de direção de texto deste campo.',
      ),
    ).toBeInTheDocument();
  });
});
