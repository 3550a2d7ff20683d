import { MESSAGES } from '@ipe/domain';

/**
 * The texts of the public screens (sign-in, status, errors, help…) and of the frame, in
 * Brazilian Portuguese, the default language (SPEC §1/§9); the signed-in screens' texts are in
 * ptBR.bank.ts. The English files must have the same keys (their types derive from these).
 */
export const ptBR = {
  app: {
    name: 'Ipê',
    tagline: 'Seu banco digital',
    checkingHealth: 'Verificando os serviços do banco…',
    skipLink: 'Pular para o conteúdo',
    bankSections: 'Seções do banco',
    notifications: 'Notificações',
    closeNotification: 'Fechar notificação',
    loading: 'Carregando',
    pageLoading: 'Carregando a página…',
  },
  language: {
    label: 'Idioma',
    'pt-BR': 'Português (Brasil)',
    en: 'English',
  },
  common: {
    contactSupport: 'Falar com o atendimento',
    save: 'Salvar',
    saving: 'Salvando…',
    cancel: 'Cancelar',
    retry: 'Tentar novamente',
    back: 'Voltar',
    backHome: 'Voltar ao início',
    close: 'Fechar',
    continue: 'Continuar',
    signIn: 'Entrar',
    unexpectedError: 'Algo deu errado. Tente novamente em instantes.',
    offline: 'Sem conexão com o banco. Verifique sua internet e tente novamente.',
    fixFields: 'Revise os campos destacados.',
    comingSoon: 'Em breve',
  },
  header: {
    signOut: 'Sair',
    help: 'Ajuda',
    accountLine: 'Ag. {{branch}} · Conta {{number}}',
    switchAccount: 'Trocar de conta',
    switchAccountTitle: 'Suas contas',
    switchAccountDescription: 'Escolha a conta que você quer abrir.',
    switching: 'Abrindo a conta {{name}}…',
    currentAccount: 'Conta aberta agora',
    openAccount: 'Abrir esta conta',
  },
  signin: {
    title: 'Entre na sua conta',
    subtitle: 'Use o e-mail e a senha cadastrados no Ipê.',
    email: 'E-mail',
    password: 'Senha',
    showPassword: 'Mostrar senha',
    hidePassword: 'Ocultar senha',
    submit: 'Entrar',
    submitting: 'Entrando…',
    forgotPassword: 'Esqueci minha senha',
    activate: 'Abrir minha conta',
    help: 'Precisa de ajuda?',
    captchaLabel: 'Verificação anti-robô',
    captchaHint: 'Marque a caixa e aguarde a verificação automática; ela leva poucos segundos.',
    invalidCredentials: 'E-mail ou senha incorretos.',
    tooManyAttempts: 'Muitas tentativas. Tente de novo em {{minutes}} min.',
    signedInAs: 'Bem-vindo(a), {{name}}!',
  },
  forgotPassword: {
    title: 'Recuperar senha',
    intro:
      'Enviaremos um código de 6 dígitos para o e-mail da sua conta. Com ele você cria uma nova senha.',
    steps: {
      email: 'E-mail',
      code: 'Nova senha',
    },
    stepsLabel: 'Etapas da recuperação de senha',
    summary: 'Etapa {{current}} de {{total}}',
    email: 'E-mail da conta',
    sendCode: 'Enviar código',
    checking: 'Fazendo a verificação anti-robô, aguarde alguns segundos…',
    captchaFailed:
      'Não foi possível concluir a verificação anti-robô. Confira sua conexão e tente de novo.',
    codeSent:
      'Se houver uma conta com o e-mail {{email}}, enviamos para ele um código de 6 dígitos. O código vale por 15 minutos; confira também a caixa de spam.',
    code: 'Código recebido por e-mail',
    codeInvalid:
      'Código inválido ou expirado. Confira o e-mail mais recente ou peça um novo código.',
    submit: 'Criar nova senha',
    resend: 'Pedir outro código',
    success: 'Senha alterada! Entre com a nova senha.',
    resent: 'Pedimos um novo código. Confira seu e-mail.',
    backToSignIn: 'Voltar para entrar',
  },
  forms: {
    digit: 'Dígito {{position}} de {{length}}',
    newPassword: 'Nova senha',
    confirmPassword: 'Repita a nova senha',
    passwordHint: 'De 8 a 128 caracteres, com pelo menos uma letra e um número.',
    show: 'Mostrar',
    hide: 'Ocultar',
    showField: 'Mostrar {{field}}',
    hideField: 'Ocultar {{field}}',
    tooManyAttempts: 'Muitas tentativas. Tente de novo em {{minutes}} min.',
    availableNow: 'Disponível agora: {{amount, currency(BRL)}}.',
  },
  logout: {
    title: 'Você saiu da sua conta',
    description:
      'Sua sessão foi encerrada e os dados da conta foram apagados deste navegador. Para continuar, entre de novo.',
    signingOut: 'Encerrando a sessão…',
    expiredTitle: 'Sua sessão expirou',
    expiredDescription:
      'Por segurança, a sessão termina depois de um tempo e os dados da conta foram apagados deste navegador. Entre de novo para voltar de onde parou.',
  },
  errors: {
    generalTitle: 'Serviço indisponível',
    generalDescription:
      'Não conseguimos falar com o banco agora. Seu dinheiro está seguro; tente novamente em alguns minutos.',
    retry: 'Verificar de novo',
    retrying: 'Verificando…',
    stillDown: 'Os serviços ainda não responderam. Tente de novo daqui a pouco.',
    bankTitle: 'Função indisponível no momento',
    bankDescription: 'Não foi possível abrir {{what}}: {{services}} fora do ar no momento.',
    bankDescriptionUnknown: 'Esta função está temporariamente indisponível.',
    bankWhat: 'esta função',
    bankNext: 'As outras funções da conta continuam disponíveis. Tente novamente mais tarde.',
    notFoundTitle: 'Página não encontrada',
    notFoundDescription: 'O endereço que você abriu não existe no Ipê.',
  },
  httpErrors: {
    deviceNotEnabled: MESSAGES.DEVICE_NOT_ENABLED,
    noPermission: MESSAGES.NO_PERMISSION,
    pinAttemptsExceeded: MESSAGES.PIN_ATTEMPTS_EXCEEDED,
    enableDevice: 'Habilitar este aparelho',
  },
  upcoming: {
    badge: 'Em breve',
    body: 'Esta função está sendo construída e chega em uma próxima versão do Ipê.',
    consult: 'No modo consulta, esta função ficará indisponível mesmo quando lançada.',
    startAction: 'Começar',
    related: 'Nesta seção',
  },
  help: {
    title: 'Ajuda',
    intro: 'Respostas rápidas para as dúvidas mais comuns.',
    contactTitle: 'Fale com a gente',
    contact: 'E-mail: atendimento@ipe.dev · Atendimento em dias úteis, das 8h às 20h.',
    faq: {
      consultQ: 'O que é o modo consulta?',
      consultA:
        'No modo consulta você vê saldo e extrato, mas não movimenta dinheiro. Acontece quando o aparelho não está habilitado, quando a conta tem alguma pendência ou quando seu usuário só tem acesso de consulta.',
      deviceQ: 'Como habilito este aparelho?',
      deviceA:
        'Entre na conta, abra Ajustes › Segurança e toque em "Habilitar este aparelho". Enviamos um código de 6 dígitos para o seu e-mail.',
      pinQ: 'Errei o PIN várias vezes. E agora?',
      pinA: 'Depois de três tentativas erradas, bloqueamos as operações e pedimos que você confirme sua identidade de novo.',
      securityQ: 'Como o Ipê protege minha conta?',
      securityA:
        'Nunca pedimos sua senha ou PIN por telefone, e-mail ou mensagem. Cada operação leva um código de uso único e só sai de um aparelho habilitado.',
    },
    signIn: 'Entrar na conta',
    backToBank: 'Voltar para a conta',
  },
} as const;
