/** The receive screens' texts in pt-BR, loaded with their routes (app/i18n/featureTexts.ts). */
export const receivePtBR = {
  title: {
    title: 'Emitir boleto',
    description:
      'Boleto com vencimento, multa, juros e desconto: quem paga usa a linha digitável em qualquer banco, ou o QR Code Pix.',
  },
  security: {
    title: 'Proteção de recebimentos',
    description:
      'Pix contestados (MED): valores bloqueados na sua conta, o prazo de cada análise e as contestações que você abriu.',
    received: 'Contestações de Pix que você recebeu',
    receivedEmpty: 'Nenhum Pix recebido foi contestado.',
    opened: 'Contestações que você abriu',
    openedEmpty: 'Você não contestou nenhum Pix.',
    openedHint: 'Para contestar, abra o comprovante do Pix enviado.',
    blockedTotal: 'Bloqueado agora: {{amount}}',
    loadError: 'Não foi possível carregar as contestações.',
    contested: 'Valor contestado',
    blocked: 'Bloqueado',
    reason: 'Motivo',
    reasons: { SCAM: 'Golpe', FRAUD: 'Fraude', COERCION: 'Coação' },
    details: 'Relato de quem pagou',
    openedAt: 'Aberta em',
    analyseBy: 'Análise até',
    refundBy: 'Devolução até',
    resolvedAt: 'Decidida em',
    endToEndId: 'ID da transação',
    statuses: { OPEN: 'Em análise', REFUNDED: 'Devolvido', REJECTED: 'Liberado' },
    answer: 'Sua resposta',
    answerLabel: 'Responder à contestação',
    answerHint: 'Conte o que sabe do pagamento: o banco considera na análise. Até 500 caracteres.',
    send: 'Enviar resposta',
    sent: 'Resposta enviada.',
  },
};
