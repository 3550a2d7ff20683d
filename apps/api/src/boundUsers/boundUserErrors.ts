import { BankError } from '../errors';

/** Refusals of the bound-user routes, pt-BR; codes as the security contract names them. */
export const boundUserErrors = {
  notAccountHolder: () => new BankError('NOT_ACCOUNT_HOLDER'),
  alreadyBound: () => new BankError('USER_ALREADY_BOUND'),
  cannotRemoveHolder: () => new BankError('CANNOT_REMOVE_HOLDER'),
  cannotChangeHolder: () => new BankError('CANNOT_CHANGE_HOLDER'),
  notFound: () => new BankError('BOUND_USER_NOT_FOUND'),
  viewerCannotTransact: () =>
    new BankError('VALIDATION_ERROR', {
      fields: { can_transact: 'VIEWER_CANNOT_TRANSACT' },
    }),
  invalidInvitationCode: () => new BankError('INVALID_INVITATION_CODE'),
  userAlreadyExists: () => new BankError('USER_ALREADY_EXISTS'),
};
