import { describe, expect, it } from 'vitest';
import { statementItem } from '../../app/testing/fixtures';
import { toTransaction } from './toTransaction';

describe('a statement line', () => {
  it('reads "who · message", and a sent Pix links to its receipt', () => {
    const sent = toTransaction(
      statementItem({
        title: 'Pix enviado',
        description: 'Almoço de sexta',
        direction: 'debit',
        amount_cents: 1234,
        signed_amount_cents: -1234,
        counterparty_name: 'Bruno Carvalho Lima',
        pix_payment_id: 'abc',
      }),
    );
    expect(sent).toMatchObject({
      description: 'Pix enviado',
      detail: 'Bruno Carvalho Lima · Almoço de sexta',
      amount: 1234,
      direction: 'debit',
      href: '#/bank/pix/payments/abc',
    });
  });

  it('links a boleto paid to its receipt', () => {
    const paid = toTransaction(
      statementItem({ title: 'Pagamento de boleto', direction: 'debit', boleto_payment_id: 'b1' }),
    );
    expect(paid.href).toBe('#/bank/payment/boletos/b1');
  });

  it('links a Pix received to its refund', () => {
    const received = toTransaction(
      statementItem({ pix_received_id: 'E40506070202611231410aB3dE5fG7hJ' }),
    );
    expect(received.href).toBe('#/bank/pix/refund/E40506070202611231410aB3dE5fG7hJ');
  });

  it('shows what it knows, and no link without a receipt', () => {
    const received = toTransaction(statementItem({ counterparty_name: null }));
    expect(received.detail).toBe('Salário — Editora Horizonte');
    expect(received).not.toHaveProperty('href');
    expect(
      toTransaction(statementItem({ description: null, counterparty_name: null })),
    ).not.toHaveProperty('detail');
  });
});
