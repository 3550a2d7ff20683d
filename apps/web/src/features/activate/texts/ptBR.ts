/** The texts of /activate (pt-BR): opening an account, and accepting an invitation. */
export const activatePtBR = {
  title: 'Abrir e ativar sua conta',
  intro:
    'Abra sua conta no Ipê em poucos minutos ou, se recebeu um convite de um titular, aceite-o para acessar a conta dele.',
  open: {
    title: 'Abrir uma conta',
    intro: 'Tenha em mãos seu documento com foto e o celular. Você pode parar e continuar depois.',
    stepsLabel: 'Etapas da abertura de conta',
    summary: 'Etapa {{current}} de {{total}}',
    steps: {
      email: 'E-mail',
      holder: 'Dados',
      phone: 'Celular',
      address: 'Endereço',
      representative: 'Representante',
      credentials: 'Senha e PIN',
      identity: 'Identidade',
    },
    loading: 'Carregando sua abertura de conta…',
    continue: 'Continuar',
    startOver: 'Usar outro e-mail',
  },
  start: {
    kind: 'Conta para',
    kinds: { person: 'Você (pessoa física, CPF)', company: 'Sua empresa (CNPJ)' },
    email: 'Seu e-mail',
    emailHint:
      'Enviamos um código para confirmar. Já começou antes? Use o mesmo e-mail para continuar.',
    send: 'Enviar código',
    code: 'Código do e-mail',
    codeHint: 'Os 6 números que enviamos para {{email}}. Valem por 15 minutos.',
    confirm: 'Confirmar e-mail',
    resend: 'Enviar outro código',
    haveCode: 'Já tenho um código',
    typeCode: 'Informe o código que {{email}} recebeu.',
    haveCodeHint:
      'Recebeu um convite para representar uma empresa? Informe o e-mail e use o código do convite.',
    sent: 'Enviamos um código para {{email}}.',
    signIn: 'Entrar na conta',
    recover: 'Esqueci minha senha',
  },
  holder: {
    personTitle: 'Seus dados',
    companyTitle: 'Dados da empresa',
    representativeTitle: 'Representante legal',
    representativeHint:
      'Quem abre e movimenta a conta da empresa. Para dar acesso a outras pessoas, convide-as depois em Ajustes › Usuários.',
    legalName: 'Razão social',
    cnpj: 'CNPJ',
    cnpjHint: 'Numérico ou alfanumérico, com ou sem pontuação.',
    name: 'Nome completo',
    cpf: 'CPF',
    birthDate: 'Data de nascimento',
    motherName: 'Nome completo da mãe',
    save: 'Salvar e continuar',
    who: 'Quem é o representante legal da empresa?',
    whoMe: 'Sou eu',
    whoInvite: 'Outra pessoa: vou convidá-la',
    inviteHint:
      'Enviamos um convite ao representante depois do endereço da empresa. Ele informa os dados dele, cria a senha e o PIN e confirma a identidade; a conta abre quando ele concluir.',
    invitedName: 'Nome completo do representante legal',
    invitedEmail: 'E-mail do representante legal',
    representing:
      '{{by}} indicou você como representante legal de {{company}} (CNPJ {{cnpj}}). Informe os seus dados: a conta da empresa abre quando você concluir.',
  },
  representative: {
    title: 'Convite ao representante legal',
    toSend:
      'Agora convidamos {{name}} ({{email}}) para concluir a abertura: os dados dele, o celular, a senha, o PIN e a identidade.',
    sent: 'Convite enviado para {{email}} em {{when}}. Ele vale por 7 dias; a conta abre quando {{name}} concluir.',
    send: 'Enviar convite',
    resend: 'Reenviar convite',
    notStarted: '{{name}} ainda não começou.',
    progress: '{{name}} está na etapa: {{step}}.',
    change: 'Convidar outra pessoa',
    save: 'Salvar e convidar',
    refresh: 'Atualizar',
  },
  phone: {
    phone: 'Celular',
    phoneHint:
      'Enviamos um código por SMS. No ambiente de demonstração ele fica na caixa de saída.',
    send: 'Enviar código por SMS',
    code: 'Código do SMS',
    confirm: 'Confirmar celular',
    change: 'Trocar o número',
    sent: 'Enviamos um código para {{phone}}.',
  },
  address: {
    title: 'Seu endereço',
    save: 'Salvar e continuar',
  },
  credentials: {
    password: 'Crie uma senha',
    confirmPassword: 'Repita a senha',
    pin: 'Crie um PIN de transações',
    pinHint:
      'Quatro números que confirmam Pix, pagamentos e transferências. Não use números repetidos.',
    confirmPin: 'Repita o PIN',
    save: 'Criar acesso',
  },
  identity: {
    intro:
      'Agora confirmamos que é você: uma foto do documento e uma selfie, analisadas pelo nosso parceiro de verificação de identidade.',
    documentType: 'Documento com foto',
    documentTypes: { RG: 'RG (carteira de identidade)', CNH: 'CNH (carteira de motorista)' },
    simulated: 'Resposta do provedor (ambiente de demonstração)',
    simulatedHint:
      'Aqui não há câmera nem provedor real: escolha o que o provedor responderia às fotos.',
    outcomes: {
      analysis: 'Enviar para análise de uma pessoa',
      approved: 'Aprovar na hora',
      rejected: 'Recusar',
    },
    submit: 'Enviar fotos',
  },
  outcome: {
    ACTIVE: {
      title: 'Sua conta está aberta!',
      body: 'Entre com seu e-mail e senha. No primeiro acesso, habilitamos este aparelho com um código enviado ao seu e-mail.',
    },
    IN_ANALYSIS: {
      title: 'Recebemos seus documentos',
      body: 'Sua conta está em análise. Avisamos por e-mail assim que terminar; costuma levar até 2 dias úteis. Enquanto isso você já pode entrar e consultar a conta.',
    },
    REJECTED: {
      title: 'Não foi possível abrir sua conta',
      body: 'Não conseguimos aprovar a abertura. Se quiser entender o motivo, fale com o atendimento.',
    },
    company: {
      ACTIVE: {
        title: 'A conta da empresa está aberta!',
        body: '{{name}} já pode entrar com o e-mail e a senha dele e convidar quem mais vai usar a conta em Ajustes › Usuários.',
      },
      IN_ANALYSIS: {
        title: 'A abertura está em análise',
        body: '{{name}} concluiu a parte dele e a conta está em análise. Avisamos por e-mail assim que terminar; costuma levar até 2 dias úteis.',
      },
      REJECTED: {
        title: 'Não foi possível abrir a conta',
        body: 'Não conseguimos aprovar a abertura. Se quiser entender o motivo, fale com o atendimento.',
      },
    },
    signIn: 'Entrar e habilitar este aparelho',
    status: 'Ver o status da conta',
    help: 'Falar com o atendimento',
  },
  invite: {
    title: 'Aceitar convite',
    description:
      'Recebeu um e-mail de convite para acessar a conta de uma pessoa ou empresa? Use o código do e-mail para criar seu acesso ao Ipê.',
    email: 'E-mail que recebeu o convite',
    code: 'Código do convite',
    codeHint: 'Os 6 números do e-mail de convite. O código vale por 7 dias.',
    name: 'Seu nome completo',
    password: 'Crie uma senha',
    confirmPassword: 'Repita a senha',
    submit: 'Aceitar convite',
    codeInvalid:
      'Código de convite inválido ou expirado. Confira o e-mail ou peça um novo convite ao titular da conta.',
    alreadyUser:
      'Este e-mail já tem acesso ao Ipê. Entre com a sua senha: a conta para a qual você foi convidado aparece na lista de contas.',
    pin: 'Crie um PIN de transações',
    pinHint:
      'Com ele você confirma Pix, pagamentos e transferências, se o titular permitir que você movimente a conta.',
    confirmPin: 'Repita o PIN',
    success: 'Convite aceito! Entre com seu e-mail e a senha que você criou.',
  },
  reverify: {
    title: 'Confirmar sua identidade de novo',
    intro:
      'Seu PIN foi bloqueado por tentativas erradas. Confirme que é você com uma foto do documento e uma selfie e crie um novo PIN.',
    newPin: 'Novo PIN de transações',
    confirmPin: 'Repita o novo PIN',
    submit: 'Enviar e criar novo PIN',
    approved: 'Identidade confirmada! Seu novo PIN já vale.',
    analysis:
      'Recebemos suas fotos. Seu novo PIN passa a valer quando a análise terminar; avisamos por e-mail.',
    signInFirst: 'Entre na sua conta para confirmar sua identidade.',
  },
};
