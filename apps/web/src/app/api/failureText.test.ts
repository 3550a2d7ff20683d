import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@ipe/domain';
import { createI18n } from '../i18n/i18n';
import { errorsEn } from '../i18n/locales/errors.en';
import { ensureBankTexts } from '../i18n/bankTexts';
import { errorsBankPtBR } from '../i18n/locales/errors.bank.ptBR';
import { errorsPtBR } from '../i18n/locales/errors.ptBR';
import { failureMessage, handledByClient } from './failureText';

const refusal = (status: number, code: string, message = 'mensagem do servidor') => ({
  status,
  body: { code, message } as never,
});

describe('failureMessage: a refusal shown by its code, never the server’s words', () => {
  it('says each code of the catalogue in pt-BR and in English', async () => {
    const pt = await createI18n('pt-BR');
    // The refusals of moving money arrive with the bank layout.
    ensureBankTexts(pt);
    const en = await createI18n('en');
    const ptBR: Record<string, string> = { ...errorsPtBR, ...errorsBankPtBR };
    for (const code of ERROR_CODES) {
      expect(failureMessage(pt.t, refusal(400, code))).toBe(ptBR[code]);
      expect(failureMessage(en.t, refusal(400, code))).toBe(errorsEn[code]);
      expect(errorsEn[code]).not.toBe(ptBR[code]);
    }
  });

  it('keeps the English app in English whatever the server wrote', async () => {
    const en = await createI18n('en');
    const shown = failureMessage(
      en.t,
      refusal(422, 'INSUFFICIENT_FUNDS', 'Saldo insuficiente para realizar esta operação.'),
    );
    expect(shown).toBe('Not enough balance for this operation.');
  });

  it('falls back to the generic text for a code it does not know, and says when offline', async () => {
    const pt = await createI18n('pt-BR');
    expect(failureMessage(pt.t, refusal(400, 'SOMETHING_NEW'))).toBe(
      'Algo deu errado. Tente novamente em instantes.',
    );
    expect(failureMessage(pt.t, { status: null, body: null })).toMatch(/Sem conexão/);
  });

  it('names the period whose limit refused a Pix, and what still fits', async () => {
    const pt = await createI18n('pt-BR');
    ensureBankTexts(pt);
    const limit = (period: string) => ({
      status: 422,
      body: { code: 'PIX_LIMIT_EXCEEDED', message: '', period, available_cents: 10_00 } as never,
    });
    expect(failureMessage(pt.t, limit('nighttime'))).toBe(
      'Este Pix passa do seu limite noturno (das 20h ou 22h às 6h). Confira seus limites Pix. Disponível agora: R$\u00a010,00.',
    );
    expect(failureMessage(pt.t, limit('daytime'))).toMatch(
      /^Este Pix passa do seu limite diurno\./,
    );
  });

  it('leaves to the client what it already told (SPEC §8)', () => {
    expect(handledByClient(refusal(429, 'PIN_ATTEMPTS_EXCEEDED', 'exceeded_attempts'))).toBe(true);
    expect(handledByClient(refusal(429, 'RATE_LIMITED'))).toBe(false);
    expect(handledByClient(refusal(423, 'DEVICE_NOT_ENABLED'))).toBe(true);
  });
});
