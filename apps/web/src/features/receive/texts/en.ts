import type { receivePtBR } from './ptBR';

/** The receive screens' texts in English, fetched only when someone picks English. */
export const receiveEn: typeof receivePtBR = {
  title: {
    title: 'Issue a boleto',
    description:
      'A boleto with due date, fine, interest and discount: the payer uses the line at any bank, or the Pix QR Code.',
  },
  security: {
    title: 'Protection of what you receive',
    description:
      'Contested Pix (MED): amounts blocked in your account, the deadline of each analysis and the disputes you opened.',
    received: 'Disputes of Pix you received',
    receivedEmpty: 'No Pix you received has been contested.',
    opened: 'Disputes you opened',
    openedEmpty: 'You have not contested any Pix.',
    openedHint: "To contest one, open the sent Pix's receipt.",
    blockedTotal: 'Blocked now: {{amount}}',
    loadError: 'The disputes could not be loaded.',
    contested: 'Contested amount',
    blocked: 'Blocked',
    reason: 'Reason',
    reasons: { SCAM: 'Scam', FRAUD: 'Fraud', COERCION: 'Coercion' },
    details: "The payer's account",
    openedAt: 'Opened on',
    analyseBy: 'Analysis by',
    refundBy: 'Refund by',
    resolvedAt: 'Decided on',
    endToEndId: 'Transaction ID',
    statuses: { OPEN: 'Under analysis', REFUNDED: 'Given back', REJECTED: 'Released' },
    answer: 'Your answer',
    answerLabel: 'Answer the dispute',
    answerHint: 'Tell what you know of the payment: the bank weighs it. Up to 500 characters.',
    send: 'Send answer',
    sent: 'Answer sent.',
  },
};
