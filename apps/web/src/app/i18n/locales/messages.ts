import type { ptBR } from './ptBR';
import type { ptBRBank } from './ptBR.bank';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape of a language's public texts: the pt-BR keys, any text. */
export type Messages = Widen<typeof ptBR>;

/** The shape of a language's signed-in texts. */
export type BankMessages = Widen<typeof ptBRBank>;
