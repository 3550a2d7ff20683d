/** The product's pt-BR error messages, exactly as SPEC §8 writes them. */
export const MESSAGES = Object.freeze({
  DEVICE_NOT_ENABLED:
    'Você está em modo consulta, habilite o seu aparelho para liberar esta função!',
  NO_PERMISSION:
    'Você não possui permissão para operar esta função. Solicite ao administrador a liberação do acesso',
  PIN_ATTEMPTS_EXCEEDED: 'Tentativas de PIN excedidas!',
  BALANCE_ERROR: 'Erro ao buscar saldo!',
});

/** SPEC §8: shown when the balance cannot be fetched. */
export const BALANCE_ERROR_MESSAGE = MESSAGES.BALANCE_ERROR;
