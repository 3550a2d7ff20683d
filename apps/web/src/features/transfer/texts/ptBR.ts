/** The transfer screens' texts in pt-BR, loaded with the transfer routes (app/i18n/featureTexts.ts). */
export const transferPtBR = {
  sameBank: {
    title: 'Para conta Ipê',
    description: 'Transferência entre contas do Ipê: cai na hora, a qualquer hora, sem custo.',
    findBy: 'Encontrar a conta por',
    byAccount: 'Agência e conta',
    byDocument: 'CPF ou CNPJ',
    document: 'CPF ou CNPJ de quem recebe',
    find: 'Buscar conta',
    finding: 'Buscando…',
    name: 'Nome',
    found: 'Conta encontrada',
    chooseAccount: 'Para qual conta?',
    accountLine: 'Agência {{branch}} · Conta {{account}}',
    needsRecipient: 'Busque a conta de quem vai receber para continuar.',
    consult: 'No modo consulta não é possível transferir. O aviso acima diz como liberar.',
  },
  otherBanks: {
    title: 'Para outros bancos',
    description:
      'Transferências para outros bancos são feitas por Pix: caem na hora, a qualquer hora, todos os dias.',
  },
};
