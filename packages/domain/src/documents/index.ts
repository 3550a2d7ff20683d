export { completeCpf, formatCpf, isValidCpf, maskCpf, normalizeCpf } from './cpf';
export { formatCnpj, isValidCnpj, normalizeCnpj } from './cnpj';
export { formatAddressLine, formatCep, isValidCep, normalizeCep, type AddressParts } from './cep';
export { BRAZILIAN_STATES, type BrazilianState, isBrazilianState } from './brazilianStates';
export { formatPhone, normalizeBrazilianPhone } from './phone';
