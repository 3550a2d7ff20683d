/** The texts of /status, in pt-BR: each account status, what it allows and what comes next. */
export const statusPtBR = {
  title: 'Situação da sua conta',
  unknownTitle: 'Situação da conta',
  unknown:
    'Não conseguimos identificar a situação da sua conta. Entre de novo ou fale com o atendimento.',
  nextStep: 'Próximo passo',
  continueConsult: 'Ver minha conta (somente consulta)',
  continue: 'Ir para o início',
  signInAgain: 'Entrar de novo',
  meanwhile: 'Enquanto isso',
  expectedTime: 'Prazo',
  access: {
    full: 'Você pode usar todas as funções da conta.',
    consult:
      'Você pode entrar e consultar saldo, extrato e comprovantes, mas não pode movimentar dinheiro.',
    none: 'A conta não pode ser usada no app. O atendimento ajuda com o que precisar.',
  },
  expected: {
    now: 'Imediato.',
    minutes: 'Poucos minutos, quando você fizer este passo.',
    twoBusinessDays: 'Até 2 dias úteis.',
    oneBusinessDay: 'O atendimento responde em até 1 dia útil.',
    none: 'Sem prazo: depende do que você pedir ao atendimento.',
  },
  action: {
    activate: 'Concluir ativação',
    verifyIdentity: 'Confirmar identidade',
  },
  ACTIVE: {
    title: 'Conta ativa',
    description: 'Sua conta está ativa e pode ser usada normalmente.',
    next: 'Acesse o início para ver seu saldo e movimentações.',
  },
  PENDING_ACTIVATION: {
    title: 'Ativação pendente',
    description:
      'Sua conta foi criada, mas ainda falta concluir a ativação: dados pessoais, endereço, senha, PIN e aparelho.',
    next: 'Conclua a ativação para começar a usar a conta.',
  },
  IN_ANALYSIS: {
    title: 'Conta em análise',
    description:
      'Estamos conferindo seus dados e documentos. Enquanto isso, a conta fica em modo consulta.',
    next: 'Aguarde o nosso e-mail. Não é preciso enviar nada de novo.',
  },
  REMAKE_KYC: {
    title: 'Confirme sua identidade',
    description:
      'Por segurança, bloqueamos as operações depois de muitas tentativas erradas de PIN. Sua conta fica em modo consulta até você confirmar sua identidade.',
    next: 'Refaça a confirmação de identidade com um documento com foto e uma selfie.',
  },
  BLOCKED: {
    title: 'Conta bloqueada',
    description:
      'Sua conta está bloqueada e não pode movimentar dinheiro. Você ainda pode consultar saldo e extrato.',
    next: 'Fale com o atendimento para saber o motivo e como desbloquear.',
  },
  CLOSED: {
    title: 'Conta encerrada',
    description: 'Esta conta foi encerrada e não aceita mais movimentações.',
    next: 'Se precisar de extratos ou comprovantes antigos, fale com o atendimento.',
  },
  REJECTED: {
    title: 'Abertura de conta não aprovada',
    description:
      'Não conseguimos aprovar a abertura da sua conta com os dados e documentos enviados.',
    next: 'Fale com o atendimento para saber o motivo e se é possível pedir de novo.',
  },
};
