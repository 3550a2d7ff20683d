export { CpfCnpjField, type CpfCnpjFieldProps } from './CpfCnpjField';
export { cpfCnpjMask, validateCpfCnpj, CPF_MASK, CNPJ_MASK, CPF_CNPJ_MESSAGES } from './cpfCnpj';
