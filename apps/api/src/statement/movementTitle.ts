/**
 * The pt-BR line a statement shows for a movement, from what the ledger recorded (its kind) and
 * which side of it the account is on.
 */
const TITLES: Record<string, { debit: string; credit: string }> = {
  internal_transfer: { debit: 'Transferência enviada', credit: 'Transferência recebida' },
  pix: { debit: 'Pix enviado', credit: 'Pix recebido' },
  pix_out: { debit: 'Pix enviado', credit: 'Pix enviado' },
  pix_in: { debit: 'Pix recebido', credit: 'Pix recebido' },
  pix_refund: { debit: 'Devolução de Pix', credit: 'Devolução de Pix recebida' },
  pix_dispute: { debit: 'Pix contestado (MED)', credit: 'Devolução de Pix contestado (MED)' },
  ted_out: { debit: 'TED enviada', credit: 'TED enviada' },
  ted_in: { debit: 'TED recebida', credit: 'TED recebida' },
  // The credit side is a customer only when the boleto was this bank's own: its issuer.
  boleto_payment: { debit: 'Pagamento de boleto', credit: 'Boleto recebido' },
  boleto_received: { debit: 'Boleto recebido', credit: 'Boleto recebido' },
  card_purchase: { debit: 'Compra no cartão de débito', credit: 'Estorno de compra no cartão' },
  fee: { debit: 'Tarifa', credit: 'Estorno de tarifa' },
};

export function movementTitle(kind: string, direction: 'debit' | 'credit'): string {
  return TITLES[kind]?.[direction] ?? (direction === 'debit' ? 'Saída' : 'Entrada');
}
