import { ApiError, VALIDATION_MESSAGE } from '../errors';

/** Refusals of the bound-user routes, pt-BR; codes as the security contract names them. */
export const boundUserErrors = {
  notAccountHolder: () =>
    new ApiError(403, 'not_account_holder', 'Só o titular da conta pode gerenciar os usuários.'),
  alreadyBound: () =>
    new ApiError(
      409,
      'user_already_bound',
      'Este e-mail já tem acesso a esta conta ou já foi convidado.',
    ),
  cannotRemoveHolder: () =>
    new ApiError(400, 'cannot_remove_holder', 'O titular da conta não pode ser removido.'),
  cannotChangeHolder: () =>
    new ApiError(400, 'cannot_change_holder', 'As permissões do titular não podem ser mudadas.'),
  notFound: () => new ApiError(404, 'bound_user_not_found', 'Usuário não encontrado nesta conta.'),
  viewerCannotTransact: () =>
    new ApiError(400, 'VALIDATION_ERROR', VALIDATION_MESSAGE, {
      fields: { can_transact: 'Usuários de consulta não podem movimentar dinheiro.' },
    }),
  invalidInvitationCode: () =>
    new ApiError(400, 'invalid_invitation_code', 'Código inválido ou expirado.'),
  userAlreadyExists: () =>
    new ApiError(
      409,
      'user_already_exists',
      'Este e-mail já tem acesso ao Ipê. Entre com a sua senha.',
    ),
};
