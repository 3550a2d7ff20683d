import { BankError, isBankError } from '../errors';

/**
 * A charge's refusals as whoever pays its boleto is told them: the charge is the boleto, and a
 * boleto is paid, or can no longer be paid.
 */
export function asBoletoRefusal(error: unknown): never {
  if (isBankError(error) && error.code === 'PIX_CHARGE_ALREADY_PAID') {
    throw new BankError('BOLETO_ALREADY_PAID');
  }
  if (isBankError(error) && ['PIX_CHARGE_EXPIRED', 'PIX_CHARGE_NOT_FOUND'].includes(error.code)) {
    throw new BankError('BOLETO_EXPIRED');
  }
  throw error;
}
