import type { HelpTopic } from '../../../app/help/helpTopics';

/** One article: its title, a one-line summary, the answer, and words people search it by. */
export interface HelpArticle {
  title: string;
  summary: string;
  body: string;
  keywords: string;
}

/** The help centre in pt-BR: the page's texts and an article for every function of the app. */
export const helpPtBR = {
  title: 'Ajuda',
  intro: 'Procure pelo que você quer fazer ou escolha um assunto.',
  search: 'Buscar na ajuda',
  searchHint: 'Por exemplo: limite noturno, boleto, PIN bloqueado.',
  results_one: '{{count}} artigo encontrado',
  results_other: '{{count}} artigos encontrados',
  noResults: 'Não encontramos nada sobre "{{query}}". Tente outras palavras ou fale com a gente.',
  allArticles: 'Todos os assuntos',
  backToAll: 'Ver todos os assuntos',
  notFound: 'Este artigo não existe. Veja todos os assuntos abaixo.',
  contactTitle: 'Fale com a gente',
  contact:
    'Atendimento: atendimento@ipe.dev, em dias úteis, das 8h às 20h. Não resolveu? Ouvidoria: ouvidoria@ipe.dev, com o número do atendimento. Perdeu o cartão? Bloqueie na hora em Extrato › Cartão.',
  signIn: 'Entrar na conta',
  backToBank: 'Voltar para a conta',
  articles: {
    entrar: {
      title: 'Entrar na conta',
      summary: 'E-mail, senha e a verificação de que você não é um robô.',
      body: 'Na tela inicial, informe o e-mail e a senha e aguarde a verificação "Eu não sou um robô" terminar. Se você tem acesso a mais de uma conta (sua e da empresa, por exemplo), escolha qual abrir; dá para trocar depois pelo seu nome no topo. Esqueceu a senha? Use "Esqueci minha senha".',
      keywords: 'login acessar entrar senha e-mail captcha robô trocar de conta',
    },
    'abrir-conta': {
      title: 'Abrir uma conta',
      summary: 'Pessoa física ou empresa, em seis etapas, pelo app.',
      body: 'Em "Abrir conta", escolha se a conta é sua (CPF) ou da sua empresa (CNPJ), confirme o e-mail com um código, preencha seus dados (é preciso ter 18 anos ou mais), confirme o celular por SMS, informe o endereço pelo CEP, crie a senha e o PIN e envie a foto do documento e uma selfie. Pode parar quando quiser: com o mesmo e-mail e um novo código você continua de onde parou. Abrindo a conta da empresa sem ser o representante legal? Escolha "Outra pessoa: vou convidá-la": você informa os dados da empresa e convidamos o representante por e-mail; ele usa "Já tenho um código" e conclui. A análise costuma levar até 2 dias úteis.',
      keywords:
        'abrir conta cadastro criar conta nova empresa cnpj cpf documentos selfie análise representante legal convite contador',
    },
    'status-da-conta': {
      title: 'Situação da conta',
      summary: 'Em análise, ativação pendente, bloqueada, encerrada ou recusada.',
      body: 'Quando a conta não está ativa, mostramos o que isso quer dizer, o que você ainda pode fazer e o próximo passo. Em análise e com ativação pendente você pode entrar e consultar. Conta bloqueada ou encerrada: fale com o atendimento. Abertura recusada: podemos explicar o motivo.',
      keywords: 'status situação bloqueada encerrada análise pendente recusada ativação',
    },
    aparelho: {
      title: 'Habilitar este aparelho',
      summary: 'Para movimentar dinheiro, o aparelho precisa estar habilitado.',
      body: 'No primeiro acesso de um navegador, a conta fica em modo consulta. Em Ajustes › Segurança, toque em "Enviar código" e digite o código de 6 números que chega no seu e-mail (ou o do aplicativo autenticador). Um aparelho nunca usado para Pix pode pagar até R$ 200 por Pix e R$ 1.000 por dia até ser cadastrado, como manda o Banco Central.',
      keywords: 'aparelho dispositivo habilitar celular navegador código e-mail autenticador',
    },
    'modo-consulta': {
      title: 'Modo consulta',
      summary: 'Ver saldo e extrato sem poder movimentar dinheiro.',
      body: 'No modo consulta você vê saldo, extrato e comprovantes, mas não faz Pix, pagamentos nem transferências. Acontece quando o aparelho não está habilitado, quando a conta tem alguma pendência ou quando seu usuário tem acesso só de consulta. O aviso no topo diz o motivo e o que fazer.',
      keywords: 'consulta somente leitura não consigo pagar bloqueado aviso',
    },
    pin: {
      title: 'PIN de transações e PIN bloqueado',
      summary: 'Quatro números que confirmam cada operação.',
      body: 'O PIN confirma Pix, pagamentos e transferências; nunca o informe a ninguém. Para trocar, vá em Ajustes › Segurança. Depois de várias tentativas erradas o PIN é bloqueado: confirme sua identidade de novo (foto do documento e selfie) e crie um novo PIN pela tela de situação da conta.',
      keywords: 'pin senha de transação bloqueado errei tentativas excedidas trocar pin identidade',
    },
    senha: {
      title: 'Senha de acesso',
      summary: 'Criar, trocar e recuperar a senha.',
      body: 'A senha tem de 8 a 128 caracteres, com letra e número, e não pode conter seu e-mail nem seu nome. Para trocar, vá em Ajustes › Segurança. Esqueceu? Na tela inicial, toque em "Esqueci minha senha": enviamos um código para o seu e-mail, e todas as sessões abertas são encerradas.',
      keywords: 'senha esqueci recuperar trocar redefinir acesso',
    },
    saldo: {
      title: 'Saldo e início',
      summary: 'O saldo disponível e os atalhos do dia a dia.',
      body: 'O início mostra o saldo disponível, que já desconta valores reservados (um Pix em processamento, uma compra no cartão aprovada). Toque no olho para esconder o saldo e os valores. Os atalhos levam a Pix, pagar, receber, transferir e extrato.',
      keywords: 'saldo disponível esconder valores início atalhos',
    },
    extrato: {
      title: 'Extrato e comprovantes',
      summary: 'Movimentações por período, filtros e exportação.',
      body: 'Em Extrato, escolha o período (7, 15, 30 ou 90 dias, um mês ou duas datas), filtre entradas ou saídas e o tipo (Pix, transferência, boleto, cartão, tarifa) e busque por nome. Cada dia mostra o saldo ao fim do dia; cada linha abre o comprovante. Exporte em PDF, CSV ou OFX para o seu programa de finanças.',
      keywords: 'extrato movimentações comprovante exportar pdf csv ofx período filtro',
    },
    'informe-de-rendimentos': {
      title: 'Informe de rendimentos',
      summary: 'O documento para a declaração do Imposto de Renda.',
      body: 'Em Extrato › Informe de rendimentos, escolha o ano: o informe traz o saldo em 31 de dezembro dos dois últimos anos, em PDF, para a sua declaração.',
      keywords: 'informe rendimentos imposto de renda ir declaração ano saldo',
    },
    'pix-com-chave': {
      title: 'Pagar com chave Pix',
      summary: 'CPF, CNPJ, e-mail, celular ou chave aleatória.',
      body: 'Em Pix › Pagar com chave, digite a chave: mostramos quem vai receber e o banco antes de você confirmar. Informe o valor e uma mensagem, confira e confirme com o PIN. O Pix cai na hora, a qualquer hora, e o comprovante fica no extrato.',
      keywords: 'pix pagar chave cpf e-mail celular aleatória enviar transferir',
    },
    'pix-copia-e-cola': {
      title: 'Pix Copia e Cola e QR Code',
      summary: 'Pague um código copiado ou lido pela câmera.',
      body: 'Em Pix › Copia e Cola, cole o código ou leia o QR Code com a câmera. Conferimos o código e mostramos quem recebe e o valor (que pode vir fixo na cobrança). Confirme com o PIN.',
      keywords: 'copia e cola qr code câmera código pix cobrança ler',
    },
    'pix-dados-bancarios': {
      title: 'Pix por agência e conta',
      summary: 'Para quem não tem chave, ou para outro banco.',
      body: 'Em Pix › Agência e conta, escolha o banco, informe agência, conta, tipo de conta e o CPF ou CNPJ de quem recebe. É também o jeito de transferir para outros bancos: cai na hora, a qualquer hora.',
      keywords: 'agência conta dados bancários outro banco ted transferir pix manual',
    },
    'chaves-pix': {
      title: 'Minhas chaves Pix',
      summary: 'Cadastrar, excluir e trazer chaves de outro banco.',
      body: 'Em Pix › Minhas chaves, cadastre seu CPF ou CNPJ (sem código), um e-mail ou celular (com um código enviado a eles) ou uma chave aleatória. Uma pessoa tem até 5 chaves; uma empresa, até 20. Se a chave está em outra conta, peça a portabilidade ou reivindique-a.',
      keywords: 'chave pix cadastrar excluir portabilidade reivindicar aleatória celular e-mail',
    },
    'receber-pix': {
      title: 'Receber por Pix',
      summary: 'Chave, QR Code com ou sem valor e cobranças.',
      body: 'Em Receber, mostre sua chave, gere um QR Code (com valor ou deixando quem paga escolher) ou crie uma cobrança com vencimento, multa, juros e desconto. Em Pix › Cobranças você acompanha o que foi pago.',
      keywords: 'receber cobrar qr code cobrança vencimento boleto pix receber dinheiro',
    },
    'limites-pix': {
      title: 'Limites Pix e limite noturno',
      summary: 'Limite diurno, limite noturno e por Pix.',
      body: 'Em Pix › Limites você vê e muda o limite por Pix e por dia, de dia e à noite. O período noturno vai das 20h às 6h (ou das 22h às 6h, se você escolher), com um limite noturno menor. Diminuir vale na hora; aumentar leva de 24 a 48 horas, por segurança, como determina o Banco Central.',
      keywords: 'limite noturno diurno pix aumentar diminuir noite horário 20h 22h valor máximo',
    },
    'pix-agendado': {
      title: 'Agendar um Pix',
      summary: 'Para uma data, ou repetido todo mês.',
      body: 'Ao pagar um Pix, escolha "Agendar" e a data, e se ele se repete (semanal ou mensal, por quantas vezes). No dia, o Pix sai de manhã se houver saldo; você é avisado se não sair. Veja e cancele em Pix › Agendados.',
      keywords: 'agendar agendamento pix futuro data recorrente mensal cancelar',
    },
    'devolucao-pix': {
      title: 'Devolver um Pix recebido',
      summary: 'Inteiro ou em parte, em até 90 dias.',
      body: 'Abra o comprovante do Pix recebido e toque em "Devolver": informe o valor (até o que falta devolver) e o motivo. A devolução cai na hora para quem pagou e pode ser feita em até 90 dias.',
      keywords: 'devolver devolução estorno pix recebido reembolso 90 dias',
    },
    'contestacao-pix': {
      title: 'Contestar um Pix (golpe ou fraude)',
      summary: 'O Mecanismo Especial de Devolução (MED).',
      body: 'Caiu em um golpe? Abra o comprovante do Pix enviado e toque em "Contestar". Pedimos ao banco de quem recebeu que bloqueie o valor; a análise decide se ele volta para você. Acompanhe em Receber › Proteção.',
      keywords: 'golpe fraude contestar med devolução especial roubo bloqueio',
    },
    'pix-automatico': {
      title: 'Pix Automático',
      summary: 'Autorizar cobranças recorrentes de uma empresa.',
      body: 'Uma empresa pode pedir para cobrar por Pix Automático (uma assinatura, por exemplo). Em Pix › Automático, aprove ou recuse o pedido, defina um valor máximo e cancele quando quiser. Cada cobrança aparece antes de ser paga.',
      keywords: 'pix automático assinatura recorrente débito autorização cancelar',
    },
    favoritos: {
      title: 'Favoritos',
      summary: 'Pague de novo quem você já pagou.',
      body: 'No comprovante, toque em "Salvar nos favoritos" e dê um apelido. Em Pix › Favoritos, escolha quem recebe e informe só o valor.',
      keywords: 'favoritos contatos salvos apelido pagar de novo',
    },
    'api-pix': {
      title: 'API Pix para empresas',
      summary: 'Credenciais para cobrar por Pix pelo seu sistema.',
      body: 'Em Pix › API, crie uma credencial (o segredo aparece uma vez só) e use-a para criar cobranças e consultar Pix recebidos pelo seu sistema, no padrão da API Pix do Banco Central. Revogue quando não usar mais.',
      keywords: 'api pix integração credencial desenvolvedor sistema empresa webhook',
    },
    'pagar-boleto': {
      title: 'Pagar um boleto ou conta',
      summary: 'Digite, cole ou leia o código de barras.',
      body: 'Em Pagar, digite ou cole a linha digitável ou leia o código de barras com a câmera. Mostramos quem recebe, o vencimento e o valor com juros ou desconto. Pague na hora ou agende para o vencimento.',
      keywords: 'boleto pagar conta código de barras linha digitável agendar vencimento luz água',
    },
    'emitir-boleto': {
      title: 'Emitir um boleto',
      summary: 'Cobre alguém por boleto, com PDF e página pública.',
      body: 'Em Receber › Boleto, informe quem paga, o valor, o vencimento e, se quiser, multa, juros e desconto. O boleto sai com PDF e um endereço para compartilhar; quando é pago, o valor cai na sua conta. Empresas pagam uma tarifa por boleto pago.',
      keywords: 'emitir boleto cobrar cliente gerar boleto pdf multa juros desconto',
    },
    transferencias: {
      title: 'Transferir',
      summary: 'Para outra conta Ipê, na hora, ou para outro banco.',
      body: 'Em Transferir › Para conta Ipê, busque a conta pelo CPF ou CNPJ ou por agência e conta: cai na hora, a qualquer hora, sem tarifa. Para outros bancos, use o Pix por agência e conta.',
      keywords: 'transferir transferência conta ipê outro banco ted doc',
    },
    cartao: {
      title: 'Cartão de débito',
      summary: 'Compras, bloqueio e desbloqueio.',
      body: 'Em Extrato › Cartão você vê as compras do cartão de débito. Perdeu o cartão? Bloqueie na hora pela mesma tela; para desbloquear é preciso um aparelho habilitado. Com o cartão bloqueado ou sem saldo, a compra é recusada.',
      keywords: 'cartão débito bloquear desbloquear perdi roubado compra recusada',
    },
    tarifas: {
      title: 'Tarifas',
      summary: 'O que é cobrado, e de quem.',
      body: 'Para pessoas, o Ipê não cobra Pix, transferências nem boletos. Empresas pagam R$ 1,00 por Pix enviado e R$ 1,90 por boleto emitido e pago. A tarifa aparece antes de você confirmar e no comprovante. A tabela completa está em Ajustes › Conta.',
      keywords: 'tarifa taxa custo preço cobrança empresa pix boleto grátis',
    },
    'dados-da-conta': {
      title: 'Dados da conta e endereço',
      summary: 'Nome de exibição, endereço e dados bancários.',
      body: 'Em Ajustes › Conta você vê agência, conta e documento, muda o nome que aparece no app e nos comprovantes e atualiza o endereço (o CEP preenche o resto).',
      keywords: 'dados conta agência número endereço cep nome alterar',
    },
    usuarios: {
      title: 'Usuários da conta',
      summary: 'Dar acesso a outras pessoas, com ou sem movimentar.',
      body: 'Em Ajustes › Usuários, o titular convida pessoas por e-mail como operador (pode movimentar, se você permitir) ou consulta (só vê). Quem é convidado aceita em "Abrir conta" › Aceitar convite. Você pode mudar ou remover o acesso quando quiser.',
      keywords: 'usuários convidar acesso operador consulta permissão sócio funcionário',
    },
    seguranca: {
      title: 'Segurança',
      summary: 'Aparelhos, senha, PIN e autenticador.',
      body: 'Em Ajustes › Segurança você vê e desabilita aparelhos, troca senha e PIN e cadastra um aplicativo autenticador. O Ipê nunca pede senha, PIN ou código por telefone, e-mail ou mensagem. Cada operação leva um código de uso único e só sai de um aparelho habilitado.',
      keywords: 'segurança golpe aparelhos autenticador proteger conta senha pin código',
    },
  } satisfies Record<HelpTopic, HelpArticle>,
};
