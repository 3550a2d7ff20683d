// Types for the dev-only differential oracle (the package ships none).
declare module 'boleto-brasileiro-validator' {
  export function boleto(code: string, validateBlocks?: boolean): boolean;
  export function boletoBancario(code: string, validateBlocks?: boolean): boolean;
  export function boletoBancarioCodigoBarras(code: string): boolean;
  export function boletoBancarioLinhaDigitavel(code: string, validateBlocks?: boolean): boolean;
  export function boletoArrecadacao(code: string, validateBlocks?: boolean): boolean;
  export function boletoArrecadacaoCodigoBarras(code: string): boolean;
  export function boletoArrecadacaoLinhaDigitavel(code: string, validateBlocks?: boolean): boolean;
}
