export { formatCpf, isValidCpf, maskCpf, normalizeCpf } from './cpf';
export { formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';
export { formatCep, isValidCep, normalizeCep } from './cep';
export { BRAZILIAN_STATES, type BrazilianState, isBrazilianState } from './brazilianStates';
export { formatPhone, normalizeBrazilianPhone } from './phone';
