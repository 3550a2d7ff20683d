import { waitFor } from '@testing-library/react';
import { fakeReply } from '@ipe/api-client/testing';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, pixDueCharge, thisDevice } from '../../../app/testing/fixtures';
import { renderApp } from '../../../app/testing/renderApp';
import { storeSession } from '../../../app/testing/session';
import { createTestBank, requestWith } from '../../../app/testing/testBank';
import { pixPtBR } from '../texts/ptBR';
import { boletoFileName, boletoInstructions, boletoLines, boletoPdf } from './boletoPdf';

async function openBoleto(api = createTestBank()) {
  storeSession({ idSession: thisDevice.id_session });
  const view = await renderApp('/bank/pix/receive/boletoPix', { api });
  await view.screen.findByRole('button', { name: 'Emitir boleto' });
  return view;
}

describe('pix/receive/boletoPix', () => {
  it('issues a boleto with its terms, refusals shown on their fields', async () => {
    let tries = 0;
    const api = createTestBank({
      createPixDueCharge: async () =>
        ++tries === 1
          ? fakeReply(400, {
              code: 'VALIDATION_ERROR',
              message: 'x',
              fields: { due_date: 'DUE_DATE_PAST' },
            })
          : { data: pixDueCharge() },
      getPostalCode: async ({ path: { cep } }) => ({
        data: {
          cep: cep!,
          logradouro: 'Avenida Paulista',
          bairro: 'Bela Vista',
          cidade: 'São Paulo',
          estado: 'SP',
          precision: 'address',
        },
      }),
    });
    const { screen, user } = await openBoleto(api);
    // The form's own rules first: what is missing, a fine above 2% cannot even be typed.
    await user.click(screen.getByRole('button', { name: 'Emitir boleto' }));
    expect(await screen.findByText('Informe o nome de quem vai pagar.')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Nome de quem paga' }),
      'Maria Oliveira Santos',
    );
    await user.type(
      screen.getByRole('textbox', { name: /CPF ou CNPJ de quem paga/ }),
      '87123456017',
    );
    // The payer's address from its CEP, the number typed; and the issuer's instructions.
    await user.type(screen.getByRole('textbox', { name: /^CEP/ }), '01310100');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Endereço/ })).toHaveValue('Avenida Paulista'),
    );
    expect(screen.getByRole('textbox', { name: /^Cidade/ })).toHaveValue('São Paulo');
    await user.type(screen.getByRole('textbox', { name: /^Número/ }), '1000');
    // Every part of the address may be left out together, the state too; each says so once.
    expect(screen.getByRole('combobox', { name: 'Estado (opcional)' })).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Instruções no boleto (opcional)' }),
      'Pedido 4471',
    );
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '15000');
    await user.type(screen.getByLabelText('Vencimento'), '2026-12-10');
    await user.type(screen.getByRole('textbox', { name: /Multa por atraso/ }), '500');
    expect(screen.getByRole('textbox', { name: /Multa por atraso/ })).toHaveValue('0,50%');
    await user.type(screen.getByRole('textbox', { name: /Juros ao mês/ }), '100');
    await user.type(screen.getByRole('textbox', { name: /^Desconto/ }), '1000');
    await user.click(screen.getByRole('button', { name: 'Emitir boleto' }));
    expect(await screen.findByText('Informe até quando vale o desconto.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Desconto até/), '2026-12-05');

    await user.click(screen.getByRole('button', { name: 'Emitir boleto' }));
    expect(
      await screen.findByText('O vencimento não pode ser uma data que já passou.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Emitir boleto' }));
    expect(await screen.findByText(/Boleto emitido/)).toBeInTheDocument();
    expect(api.createPixDueCharge).toHaveBeenLastCalledWith(
      requestWith({
        path: { sub: ACCOUNT_ID },
        body: expect.objectContaining({
          payer_name: 'Maria Oliveira Santos',
          payer_document: '87123456017',
          amount_cents: 150_00,
          due_date: '2026-12-10',
          fine_bps: 50,
          monthly_interest_bps: 100,
          discount_cents: 10_00,
          discount_until: '2026-12-05',
          payer_cep: '01310100',
          payer_street: 'Avenida Paulista',
          payer_number: '1000',
          payer_district: 'Bela Vista',
          payer_city: 'São Paulo',
          payer_state: 'SP',
          instructions: 'Pedido 4471',
        }),
      }),
    );
    // The boleto as the payer takes it: its line, its QR Code and its terms.
    expect(screen.getByText(pixDueCharge().boleto!.linhaDigitavel)).toBeInTheDocument();
    expect(screen.getByText('Desconto de R$ 10,00 até 05/12/2026.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /QR Code Pix do boleto/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar boleto (PDF)' })).toBeInTheDocument();
  });

  it('issues a boleto without Pix for a holder with no key: no QR Code', async () => {
    const api = createTestBank({
      listPixKeys: () => ({ data: [] }),
      createPixDueCharge: () => ({
        data: { ...pixDueCharge(), chave: null, pixCopiaECola: null },
      }),
    });
    const { screen, user } = await openBoleto(api);
    expect(screen.getByRole('combobox', { name: /Chave/ })).toHaveTextContent(
      'Sem Pix: só o boleto, sem QR Code',
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Nome de quem paga' }),
      'Maria Oliveira Santos',
    );
    await user.type(
      screen.getByRole('textbox', { name: /CPF ou CNPJ de quem paga/ }),
      '87123456017',
    );
    await user.type(screen.getByRole('textbox', { name: 'Valor' }), '15000');
    await user.type(screen.getByLabelText('Vencimento'), '2026-12-10');
    await user.click(screen.getByRole('button', { name: 'Emitir boleto' }));
    expect(await screen.findByText(/Boleto emitido/)).toBeInTheDocument();
    const body = (api.createPixDueCharge.mock.calls[0]![0] as { body: Record<string, unknown> })
      .body;
    expect(body.key).toBeUndefined();
    expect(screen.getByText(pixDueCharge().boleto!.linhaDigitavel)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR Code Pix do boleto/ })).not.toBeInTheDocument();
  });
});

describe('the boleto as a PDF', () => {
  async function pixT() {
    const instance = i18next.createInstance();
    await instance.init({ lng: 'pt-BR', resources: { 'pt-BR': { pix: pixPtBR } }, ns: ['pix'] });
    return instance.getFixedT('pt-BR', 'pix');
  }

  it('asks for the keys again when they could not be read, never a boleto without its Pix', async () => {
    let reads = 0;
    const api = createTestBank({
      listPixKeys: () =>
        ++reads === 1
          ? fakeReply(500, { code: 'INTERNAL_ERROR', message: 'x' })
          : { data: [{ key_type: 'cpf', key: '52998224725', created_at: '2024-01-10T12:00:00Z' }] },
    });
    storeSession({ idSession: thisDevice.id_session });
    const { screen, user } = await renderApp('/bank/pix/receive/boletoPix', { api });
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível carregar as chaves Pix.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Emitir boleto' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('button', { name: 'Emitir boleto' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Chave/ })).toHaveTextContent('529.982.247-25');
  });

  it('prints the terms as sentences and the parties as lines', async () => {
    const t = await pixT();
    expect(boletoInstructions(pixDueCharge(), t)).toEqual([
      'Desconto de R$\u00a010,00 até 05/12/2026.',
      'Após o vencimento, multa de 2,00%.',
      'Após o vencimento, juros de 1,00% ao mês.',
      // Due 10/12/2026 (a Thursday) plus 30 days.
      'Não receber após 09/01/2027.',
      // The issuer's own instructions, after the terms.
      'Referente às aulas de panificação de dezembro.',
    ]);
    const lines = boletoLines(pixDueCharge(), { name: 'Padaria Ipê Amarelo' }, t);
    expect(lines).toContainEqual(['Quem vai pagar', 'Maria Oliveira Santos · 871.234.560-17']);
    expect(lines).toContainEqual([
      'Endereço de quem paga',
      'Avenida Paulista, 1000, Apto 52 · Bela Vista · São Paulo/SP · CEP 01310-100',
    ]);
  });

  it('is a PDF named after the txid', async () => {
    const t = await pixT();
    const pdf = await boletoPdf(pixDueCharge(), { name: 'Padaria Ipê Amarelo' }, t);
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(pdf);
    });
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(pixDueCharge().txid);
    expect(boletoFileName(pixDueCharge())).toBe('boleto-pix-9c1e3a5b7d9f2a4c6e8b0d2f4a6c8e0b.pdf');
  });
});
