/**
 * The help centre's articles, by the slug of their address (`/ajuda/<slug>`): one per function of
 * the app. Screens link to theirs (Page's `help`); the help feature has the words of each, in
 * every language, or nothing compiles.
 */
export const HELP_TOPICS = [
  'entrar',
  'abrir-conta',
  'status-da-conta',
  'aparelho',
  'modo-consulta',
  'pin',
  'senha',
  'saldo',
  'extrato',
  'informe-de-rendimentos',
  'pix-com-chave',
  'pix-copia-e-cola',
  'pix-dados-bancarios',
  'chaves-pix',
  'receber-pix',
  'limites-pix',
  'pix-agendado',
  'devolucao-pix',
  'contestacao-pix',
  'pix-automatico',
  'favoritos',
  'api-pix',
  'pagar-boleto',
  'emitir-boleto',
  'transferencias',
  'cartao',
  'tarifas',
  'dados-da-conta',
  'usuarios',
  'seguranca',
] as const;

export type HelpTopic = (typeof HELP_TOPICS)[number];

/** Where a topic's article is. */
export const helpPath = (topic: HelpTopic): string => `/ajuda/${topic}`;
