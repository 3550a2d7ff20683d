import { MESSAGES } from '@ipe/domain';

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
  home: {
    title: 'Início',
    greeting: 'Olá, {{name}}',
    balanceTitle: 'Saldo disponível',
    showBalance: 'Mostrar saldo',
    loadingBalance: 'Carregando saldo',
    hiddenAmount: 'Valor oculto',
    seeStatement: 'Ver extrato',
    shortcuts: 'Atalhos',
    latest: 'Últimas movimentações',
    latestEmpty: 'Nenhuma movimentação',
    latestEmptyDescription: 'As entradas e saídas da sua conta aparecem aqui.',
    latestError: 'Não foi possível carregar as movimentações.',
    seeAll: 'Ver tudo',
    today: 'Hoje',
    yesterday: 'Ontem',
    credit: 'Entrada',
    debit: 'Saída',
    loadingMovements: 'Carregando movimentações',
    balanceError: MESSAGES.BALANCE_ERROR,
  },
  shortcuts: {
    pix: 'Pix',
    payment: 'Pagar boleto',
    transfer: 'Transferir',
    receive: 'Receber',
    statement: 'Extrato',
    qrcode: 'Cobrar com QR Code',
  },
  statement: {
    title: 'Extrato',
    tabs: 'Extratos',
    account: 'Conta',
    card: 'Cartão',
    ticket: 'Boletos',
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando…',
    error: 'Não foi possível carregar o extrato.',
    end: 'Você chegou ao início do extrato.',
    pending: 'Pendente',
    voided: 'Cancelada',
  },
  features: {
    statementCard: {
      title: 'Extrato do cartão',
      description: 'As compras e estornos do seu cartão de débito, dia a dia.',
    },
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
      description: 'Por Pix ou TED (em dias úteis) para contas de outras instituições.',
    },
    transferFavorites: {
      title: 'Favoritos',
      description: 'Pessoas e contas salvas para transferir mais rápido.',
    },
  },
  settings: {
    title: 'Ajustes',
    sections: 'Seções de ajustes',
    account: 'Conta',
    security: 'Segurança',
    binduser: 'Usuários',
    accountData: 'Dados da conta',
    holder: 'Titular',
    document: 'Documento',
    branchNumber: 'Agência e conta',
    bank: 'Banco',
    email: 'E-mail',
    phone: 'Celular',
    nameTitle: 'Nome de exibição',
    nameDescription: 'É como a sua conta aparece no app e nos comprovantes.',
    name: 'Nome',
    nameRequired: 'Informe um nome.',
    nameSaved: 'Nome atualizado.',
    addressTitle: 'Endereço de correspondência',
    addressDescription: 'Digite o CEP: preenchemos rua, bairro, cidade e UF para você.',
    cep: 'CEP',
    cepLooking: 'Buscando o endereço…',
    cepNotFound: 'CEP não encontrado. Preencha o endereço manualmente.',
    cepPartial: 'Encontramos só a cidade deste CEP. Complete rua e bairro.',
    cepFilled: 'Endereço preenchido pelo CEP. Confira e informe o número.',
    street: 'Rua',
    number: 'Número',
    complement: 'Complemento',
    district: 'Bairro',
    city: 'Cidade',
    state: 'UF',
    required: 'Campo obrigatório.',
    addressSaved: 'Endereço atualizado.',
    loadError: 'Não foi possível carregar os dados da conta.',
  },
  security: {
    deviceTitle: 'Este aparelho',
    deviceEnabled: 'Este aparelho está habilitado para movimentar a conta.',
    deviceDisabled:
      'Este aparelho ainda não está habilitado. Habilite-o com um código de uso único para usar Pix, pagamentos e transferências.',
    enable: 'Habilitar este aparelho',
    channel: 'Como quer receber o código?',
    channelEmail: 'Por e-mail',
    channelTotp: 'Aplicativo autenticador',
    sendCode: 'Enviar código',
    codeSentEmail: 'Enviamos um código de 6 dígitos para {{destination}}.',
    codeSentTotp: 'Abra o seu aplicativo autenticador ({{destination}}) e digite o código.',
    code: 'Código de 6 dígitos',
    deviceLabel: 'Nome deste aparelho',
    deviceLabelHint: 'Para você reconhecê-lo na lista, como "Notebook de casa".',
    confirm: 'Habilitar',
    enabledNow: 'Aparelho habilitado! Você já pode movimentar a conta.',
    codeInvalid: 'Código incorreto ou expirado. Confira e tente de novo.',
    devicesTitle: 'Aparelhos habilitados',
    devicesEmpty: 'Nenhum aparelho habilitado ainda.',
    enabledWith: 'Habilitado em {{date}} por {{channel}}',
    thisDevice: 'Este aparelho',
    unnamedDevice: 'Aparelho sem nome',
    disable: 'Desabilitar',
    disableLabel: 'Desabilitar {{name}}',
    disabled: 'Aparelho desabilitado.',
    devicesError: 'Não foi possível carregar os aparelhos.',
    pinTitle: 'PIN de transações',
    pinDescription: 'O PIN de 4 dígitos confirma Pix, pagamentos e transferências.',
    passwordTitle: 'Senha de acesso',
    passwordDescription: 'A senha que você usa para entrar no Ipê.',
    notAvailable:
      'A troca pelo aplicativo ainda não está disponível neste servidor. Fale com o atendimento para trocar com segurança.',
  },
  binduser: {
    title: 'Usuários da conta',
    description:
      'Pessoas com acesso a esta conta e o que cada uma pode fazer. Titulares podem convidar operadores e pessoas só de consulta.',
    you: 'Você',
    userType1: 'Titular',
    userType2: 'Operador',
    userType3: 'Somente consulta',
    canTransact: 'Pode movimentar',
    cannotTransact: 'Não movimenta',
    inviteTitle: 'Convidar usuário',
    inviteUnavailable:
      'A listagem de usuários e os convites ainda não estão disponíveis neste servidor. Por enquanto, você vê abaixo o seu próprio acesso.',
  },
} as const;
