/**
 * The texts of the signed-in screens in pt-BR, loaded with the bank layout so they never weigh
 * on the sign-in route. Same rules as ptBR.ts.
 */
export const ptBRBank = {
  nav: {
    home: 'Início',
    statement: 'Extrato',
    payment: 'Pagar',
    receive: 'Receber',
    pix: 'Pix',
    transfer: 'Transferir',
    settings: 'Ajustes',
  },
  services: {
    service_statement: 'Extrato',
    service_balance: 'Saldo',
    service_pay: 'Pagamentos',
    service_receive: 'Recebimentos',
    service_pix: 'Pix',
    service_security: 'Seguros e proteção',
    service_transfer: 'Transferências',
  },
  consult: {
    title: 'Você está em modo consulta',
    device:
      'Este aparelho ainda não foi habilitado. Você pode ver saldo e extrato, mas Pix, pagamentos e transferências ficam bloqueados até habilitá-lo.',
    deviceAction: 'Habilitar este aparelho',
    account:
      'A situação da sua conta não permite movimentar dinheiro agora. Você pode consultar saldo e extrato.',
    accountAction: 'Ver situação da conta',
    user: 'Seu usuário tem acesso somente para consulta nesta conta. Para movimentar dinheiro, solicite ao administrador da conta a liberação do acesso.',
    disabledHint: 'Indisponível no modo consulta',
  },
  incoming: {
    from: 'Você recebeu {{amount}} de {{from}}.',
    amount: 'Você recebeu {{amount}}.',
  },
  statement: {
    tabs: 'Extratos',
    account: 'Conta',
    card: 'Cartão',
    ticket: 'Boletos',
  },
  features: {
    statementTicket: {
      title: 'Extrato de boletos',
      description: 'Boletos que você emitiu e pagou, com a situação de cada um.',
    },
    payment: {
      title: 'Pagar',
      description:
        'Pague boletos e contas de consumo digitando ou colando a linha digitável, com agendamento.',
    },
    receive: {
      title: 'Receber',
      description: 'Formas de receber dinheiro na sua conta.',
    },
    receiveTitle: {
      title: 'Emitir boleto',
      description:
        'Cobre alguém com um boleto: pagador, valor, vencimento, multa, juros e desconto, com PDF e página pública.',
    },
    receiveSecurity: {
      title: 'Proteção de recebimentos',
      description: 'Acompanhe Pix recebidos em disputa (MED), valores bloqueados e contestações.',
    },
    pix: {
      title: 'Pix',
      description: 'Pague, receba e gerencie suas chaves Pix, 24 horas por dia.',
    },
    pixRequests: {
      title: 'Cobranças Pix',
      description:
        'Cobranças imediatas e com vencimento que você emitiu, e a situação de cada uma.',
    },
    pixPayKey: {
      title: 'Pagar com chave',
      description: 'Envie um Pix para CPF, CNPJ, e-mail, celular ou chave aleatória.',
    },
    pixCopyPaste: {
      title: 'Pix copia e cola',
      description: 'Cole um código Pix para conferir os dados e pagar.',
    },
    pixBankData: {
      title: 'Pix com dados bancários',
      description: 'Envie um Pix informando banco, agência e conta de quem recebe.',
    },
    pixScheduling: {
      title: 'Pix agendado',
      description: 'Programe um Pix para uma data futura; o banco envia no dia.',
    },
    pixBoleto: {
      title: 'Boleto com Pix',
      description: 'Cobre com um boleto que também pode ser pago por QR Code Pix.',
    },
    pixQrcode: {
      title: 'Receber com QR Code',
      description: 'Gere um QR Code Pix, com ou sem valor, para receber na hora.',
    },
    pixFavorites: {
      title: 'Favoritos do Pix',
      description: 'Contatos salvos para enviar Pix mais rápido.',
    },
    pixLimit: {
      title: 'Limites do Pix',
      description:
        'Limites diurno e noturno (20h às 6h). Aumentos valem em 24 a 48 horas; reduções, na hora.',
    },
    pixKeys: {
      title: 'Minhas chaves Pix',
      description:
        'Cadastre até 5 chaves (20 para empresas): CPF/CNPJ, e-mail, celular ou aleatória.',
    },
    pixRefund: {
      title: 'Devolver Pix',
      description: 'Devolva, no todo ou em parte, um Pix recebido em até 90 dias.',
    },
    transfer: {
      title: 'Transferir',
      description: 'Envie dinheiro para contas do Ipê ou de outros bancos.',
    },
    transferContaQyon: {
      title: 'Para conta Ipê',
      description: 'Na hora e a qualquer hora, para qualquer conta do Ipê.',
    },
    transferOutrosBancos: {
      title: 'Para outros bancos',
      description: 'Por Pix, na hora e a qualquer hora, para contas de outras instituições.',
    },
    transferFavorites: {
      title: 'Favoritos',
      description: 'Pessoas e contas salvas para transferir mais rápido.',
    },
  },
} as const;
