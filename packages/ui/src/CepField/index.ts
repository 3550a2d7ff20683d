export { CepField, type CepFieldProps } from './CepField';
export { CEP_MASK, CEP_MESSAGES, validateCep } from './cep';
