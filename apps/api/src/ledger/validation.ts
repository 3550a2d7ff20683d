import { isCents } from '@ipe/domain';
import { isUuid } from '../db';
import { BankError } from '../errors/bankError';
import type { TransferRequest } from './types';

const KIND = /^[a-z][a-z0-9_.]{0,63}$/;

/** Refuses a malformed request before it reaches the database, with a domain error. */
export function validateTransferRequest(request: TransferRequest): void {
  if (!isCents(request.amount) || request.amount <= 0) throw new BankError('INVALID_AMOUNT');
  if (!isUuid(request.debitAccountId) || !isUuid(request.creditAccountId)) {
    throw new BankError('ACCOUNT_NOT_FOUND');
  }
  if (request.debitAccountId.toLowerCase() === request.creditAccountId.toLowerCase()) {
    throw new BankError('SAME_ACCOUNT');
  }
  if (request.id !== undefined && !isUuid(request.id)) {
    throw new BankError('INVALID_TRANSFER', {}, 'Identificador da transferência inválido.');
  }
  const key = request.idempotencyKey;
  if (typeof key !== 'string' || key.length < 1 || key.length > 300) {
    throw new BankError('INVALID_TRANSFER', {}, 'Chave de idempotência inválida.');
  }
  if (typeof request.kind !== 'string' || !KIND.test(request.kind)) {
    throw new BankError('INVALID_TRANSFER', {}, 'Tipo de movimentação inválido.');
  }
  const description = request.description;
  if (description != null && (typeof description !== 'string' || description.length > 200)) {
    throw new BankError('INVALID_TRANSFER', {}, 'A descrição pode ter no máximo 200 caracteres.');
  }
  const metadata = request.metadata;
  if (
    metadata !== undefined &&
    (metadata === null || typeof metadata !== 'object' || Array.isArray(metadata))
  ) {
    throw new BankError('INVALID_TRANSFER', {}, 'Metadados da transferência inválidos.');
  }
}
