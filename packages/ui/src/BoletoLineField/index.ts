export { BoletoLineField, type BoletoLineFieldProps } from './BoletoLineField';
export {
  BANK_LINE_MASK,
  COLLECTION_LINE_MASK,
  boletoLineMask,
  validateBoletoLine,
} from './boletoLine';
