import { fakeReply, type FakeBankHandlers } from '@ipe/api-client/testing';
import {
  ALL_UP,
  operatingStatus,
  boletoBill,
  boletoPayment,
  boletoSchedules,
  energyBill,
  upcomingBill,
  issuedBoletos,
  publicBoleto,
  boundUsers,
  carlosBrCode,
  carlosBrCodeReading,
  carlosRecipient,
  loginAnswer,
  mariaBalance,
  mariaInformation,
  padariaAccount,
  padariaPixKeys,
  pixApiClients,
  pixLimits,
  pixAutomatics,
  pixSchedules,
  pixKeyClaim,
  pixCharge,
  pixDueCharge,
  pixDispute,
  pixFavorites,
  pixParticipants,
  pixPayment,
  receivedPix,
  statementPage,
  personFees,
  mariaCard,
  cardPurchases,
  accountApplication,
  companyInvitingApplication,
} from './fixtures';

/**
 * The bank as the demo server answers Maria, for the fake bank of tests and stories: every
 * operation the screens call, answered like apps/api would (the contract checks each answer).
 */
export function demoBankHandlers(): FakeBankHandlers {
  return {
    checkHealth: () => ALL_UP,
    login: () => loginAnswer(),
    logout: () => undefined,
    getBankAccount: () => ({ data: mariaInformation }),
    getBankAccountBalance: () => ({ data: mariaBalance }),
    getStatement: () => ({ data: statementPage }),
    getAccountFees: () => ({ data: personFees }),
    getIncomeTaxYears: () => ({ years: [2025, 2024, 2023] }),
    getStatementSummary: () => ({
      data: {
        from: '2026-09-01',
        to: '2026-11-21',
        by_category: [
          { category: 'pix', debit_cents: 250_000, credit_cents: 1_560_000 },
          { category: 'boleto', debit_cents: 28_980, credit_cents: 0 },
          { category: 'transfer', debit_cents: 12_000, credit_cents: 35_000 },
        ],
        by_month: [
          { month: '2026-09', credit_cents: 520_000, debit_cents: 190_000 },
          { month: '2026-10', credit_cents: 555_000, debit_cents: 60_980 },
          { month: '2026-11', credit_cents: 520_000, debit_cents: 40_000 },
        ],
      },
    }),
    getDebitCard: () => ({ data: mariaCard }),
    blockDebitCard: () => ({ data: { ...mariaCard, status: 'blocked' } }),
    unblockDebitCard: () => ({ data: mariaCard }),
    listCardPurchases: () => ({ data: cardPurchases() }),
    changeAccountName: ({ body }) => ({ data: { ...mariaInformation, name: body.name } }),
    changeAccountAddress: ({ body }) => ({
      data: {
        ...mariaInformation,
        address: { ...body, billing_address_complemento: body.billing_address_complemento ?? null },
      },
    }),
    getPostalCode: () => fakeReply(404, { code: 'CEP_NOT_FOUND', message: 'CEP não encontrado.' }),
    listDevices: () => ({ data: [] }),
    startDeviceChallenge: () => ({
      data: {
        challenge_id: '0d4c8a8e-2f5b-4b71-9a43-5a1f0c9e7b21',
        channel: 'email',
        expires_at: '2026-11-22T12:10:00.000Z',
        destination: 'm***@ipe.dev',
      },
    }),
    disableDevice: () => undefined,
    forgotPassword: () => ({ data: { sent: true } }),
    resetPassword: () => undefined,
    acceptInvitation: () => undefined,
    // Opening an account: each step answers the application one step on.
    startOnboarding: () => ({ data: { expires_in: 900 } }),
    confirmOnboardingEmail: () => ({
      data: { token: 'demo-onboarding-token', application: accountApplication('holder') },
    }),
    getOnboarding: () => ({ data: accountApplication('holder') }),
    saveOnboardingPerson: () => ({ data: accountApplication('phone') }),
    saveOnboardingCompany: () => ({
      data: accountApplication('phone', { kind: 'company' }),
    }),
    saveOnboardingCompanyInvite: () => ({ data: companyInvitingApplication('phone') }),
    inviteOnboardingRepresentative: () => ({
      data: companyInvitingApplication('representative', { sent_at: '2026-11-26T12:00:00.000Z' }),
    }),
    sendOnboardingPhoneCode: ({ body }) => ({
      data: { ...accountApplication('phone'), phone: body.phone },
    }),
    confirmOnboardingPhone: () => ({ data: accountApplication('address') }),
    saveOnboardingAddress: () => ({ data: accountApplication('credentials') }),
    saveOnboardingCredentials: () => ({ data: accountApplication('identity') }),
    verifyOnboardingIdentity: () => ({
      data: accountApplication('done', { account_status: 'IN_ANALYSIS' }),
    }),
    getIdentityProvider: () => ({ data: { simulated: true } }),
    reverifyIdentity: () => ({
      data: { outcome: 'approved', account_status: operatingStatus },
    }),
    changePassword: () => undefined,
    changePin: () => undefined,
    listBoundUsers: () => ({ data: boundUsers }),
    inviteBoundUser: ({ body }) => ({
      data: {
        user_id: '3c9e7d1a-5b2f-4e8a-9c0d-7f6e5d4c3b2a',
        name: body.name,
        email: body.email,
        user_type: body.user_type,
        can_transact: body.can_transact,
        status: 'invited',
        is_you: false,
        created_at: '2026-11-22T12:00:00.000Z',
      },
    }),
    updateBoundUser: ({ path, body }) => {
      const user = boundUsers.find((entry) => entry.user_id === path.user_id) ?? boundUsers[0]!;
      return { data: { ...user, ...body } };
    },
    removeBoundUser: () => undefined,
    lookUpPixKey: ({ body }) =>
      body.key === carlosRecipient.key
        ? { data: carlosRecipient }
        : fakeReply(404, {
            code: 'PIX_KEY_NOT_FOUND',
            message: 'Chave Pix não encontrada. Confira a chave com quem vai receber.',
          }),
    payPixByKey: () => ({ data: pixPayment() }),
    readPixBrCode: ({ body }) =>
      body.code === carlosBrCode
        ? { data: carlosBrCodeReading }
        : fakeReply(422, {
            code: 'PIX_CHARGE_EXPIRED',
            message: 'Esta cobrança Pix venceu. Peça um novo código a quem está cobrando.',
          }),
    payPixByBrCode: () => ({
      data: pixPayment({ channel: 'br_code', amount_cents: 42_50, txid: 'MESA12' }),
    }),
    listPixFavorites: ({ query }) => {
      const q = (query.q ?? '').toLowerCase();
      return {
        data: pixFavorites.filter((favorite) =>
          `${favorite.nickname} ${favorite.name ?? ''}`.toLowerCase().includes(q),
        ),
      };
    },
    savePixFavorite: ({ body }) => ({ data: { ...pixFavorites[1]!, nickname: body.nickname } }),
    renamePixFavorite: ({ path, body }) => {
      const favorite = pixFavorites.find((entry) => entry.id === path.favoriteId);
      return favorite
        ? { data: { ...favorite, nickname: body.nickname } }
        : fakeReply(404, { code: 'FAVORITE_NOT_FOUND', message: 'Favorito não encontrado.' });
    },
    removePixFavorite: () => undefined,
    payPixFavorite: () => ({ data: pixPayment() }),
    findSameBankRecipients: ({ body }) =>
      body.document === '11222333000181' ||
      (body.branch === padariaAccount.branch && body.account === padariaAccount.account)
        ? { data: [padariaAccount] }
        : fakeReply(404, {
            code: 'DESTINATION_NOT_FOUND',
            message: 'Conta de destino não encontrada.',
          }),
    transferToSameBank: () => ({
      data: pixPayment({
        channel: 'account',
        payee: {
          ...pixPayment().payee,
          name: padariaAccount.name,
          document: padariaAccount.document,
          branch: padariaAccount.branch,
          account: padariaAccount.account,
          key_type: null,
          key: null,
        },
      }),
    }),
    payPixByBankData: () => ({ data: pixPayment({ channel: 'bank_data' }) }),
    listPixKeys: () => ({ data: padariaPixKeys }),
    listPixApiClients: () => ({ data: pixApiClients }),
    getPixLimits: () => ({ data: pixLimits() }),
    listPixSchedules: () => ({ data: pixSchedules() }),
    createPixSchedule: () => ({ data: pixSchedules()[1]! }),
    changePixSchedule: ({ body }) => ({
      data: { ...pixSchedules()[1]!, amount_cents: body.amount_cents },
    }),
    listPixAutomatic: () => ({ data: pixAutomatics() }),
    acceptPixAutomatic: ({ body }) => ({
      data: {
        ...pixAutomatics()[0]!,
        status: 'APROVADA',
        payer_maximum_cents: body.max_amount_cents ?? null,
        payer_end_date: body.end_date ?? null,
      },
    }),
    refusePixAutomatic: () => ({ data: { ...pixAutomatics()[0]!, status: 'REJEITADA' } }),
    revokePixAutomatic: () => ({ data: { ...pixAutomatics()[1]!, status: 'CANCELADA' } }),
    cancelPixAutomaticCharge: () => ({ data: pixAutomatics()[1]! }),
    cancelPixSchedule: () => ({
      data: { ...pixSchedules()[1]!, status: 'cancelled', next_date: null },
    }),
    createPixApiClient: ({ body }) => ({
      data: {
        client_id: 'ipe_5c7e9b1d3f8d2b4f6a0c1e3a',
        name: body.name,
        created_at: '2026-11-24T12:00:00.000Z',
        last_used_at: null,
        client_secret: 'q8Zt3nVw1Lr7Kd2Xp9Jf4Hs6Gb0Ym5Ce8Ua3Wi1Oo7E',
      },
    }),
    startPixKeyConfirmation: ({ body }) => ({
      data: {
        id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
        key_type: body.key_type,
        key: body.key.toLowerCase(),
        expires_at: '2026-11-24T12:10:00.000Z',
      },
    }),
    registerPixKey: ({ body }) => ({
      data: {
        key_type: body.key_type,
        key: body.key ?? '3f6c1a52-9b1e-4d27-8f0a-6c2d9e4b7a15',
        created_at: '2026-11-24T12:00:00.000Z',
      },
    }),
    deletePixKey: () => undefined,
    listPixKeyClaims: () => ({ data: [] }),
    openPixKeyClaim: ({ body }) => ({
      data: pixKeyClaim({ key_type: body.key_type, key: body.key ?? '' }),
    }),
    cancelPixKeyClaim: ({ path }) => ({
      data: pixKeyClaim({
        id: path.claimId,
        status: 'CANCELLED',
        resolution: 'CLAIMER_CANCELLED',
        resolved_at: '2026-11-24T12:00:00.000Z',
      }),
    }),
    answerPixKeyClaim: ({ path, body }) => ({
      data: pixKeyClaim({
        id: path.claimId,
        role: 'donor',
        status: body.release ? 'COMPLETED' : 'CANCELLED',
        resolution: body.release ? 'DONOR_CONFIRMED' : 'DONOR_CANCELLED',
        resolved_at: '2026-11-24T12:00:00.000Z',
      }),
    }),
    createPixCharge: () => ({ data: pixCharge() }),
    createPixDueCharge: () => ({ data: pixDueCharge() }),
    listPixCharges: () => ({
      data: [
        pixCharge(),
        pixDueCharge(),
        pixCharge({
          txid: '9c1e3a5b7d9f2b4d6f8a1c3e5a7b9d2f',
          status: 'CONCLUIDA',
          valor: { original: '12.50', modalidadeAlteracao: 0 },
          solicitacaoPagador: 'Café da manhã',
          pix: [
            {
              endToEndId: receivedPix().end_to_end_id,
              valor: '12.50',
              horario: '2026-11-23T14:10:00.000Z',
            },
          ],
        }),
        pixCharge({
          txid: '2b4d6f8a1c3e5a7b9d2f9c1e3a5b7d9f',
          expirada: true,
          solicitacaoPagador: 'Bolo de aniversário',
        }),
      ],
    }),
    getPixCharge: ({ path }) => ({ data: pixCharge({ txid: path.txid }) }),
    cancelPixCharge: ({ path }) => ({
      data: pixCharge({ txid: path.txid, status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR', revisao: 1 }),
    }),
    listReceivedPix: () => ({
      data: [
        receivedPix(),
        receivedPix({
          end_to_end_id: 'E00000000202611201010xY1zW2vU3tS',
          amount_cents: 80_00,
          payer_name: 'Ana Beatriz Moreira',
          payer_institution: { ispb: '00000000', name: 'Banco do Brasil S.A.' },
          refunded_cents: 0,
          description: null,
        }),
      ],
    }),
    getReceivedPix: ({ path }) => ({ data: receivedPix({ end_to_end_id: path.endToEndId }) }),
    refundPix: ({ body }) => ({
      data: pixPayment({
        channel: 'refund',
        amount_cents: body.amount_cents,
        end_to_end_id: 'D40506070202611241200aB3dE5fG7hJ',
        refund_of: { end_to_end_id: receivedPix().end_to_end_id, nature: 'ORIGINAL' },
      }),
    }),
    listPixParticipants: () => ({
      data: { data: pixParticipants, updateAt: '2026-06-30T00:00:00.000Z' },
    }),
    getPixPayment: () => ({ data: pixPayment() }),
    lookUpBoleto: () => ({ data: boletoBill() }),
    listDdaBoletos: () => ({ data: [boletoBill(), upcomingBill(), energyBill()] }),
    payBoleto: () => ({ data: boletoPayment() }),
    scheduleBoleto: () => ({ data: boletoSchedules()[0]! }),
    listBoletoSchedules: () => ({ data: boletoSchedules() }),
    cancelBoletoSchedule: () => ({ data: { ...boletoSchedules()[0]!, status: 'cancelled' } }),
    getBoletoPayment: () => ({ data: boletoPayment() }),
    getPublicBoleto: () => ({ data: publicBoleto() }),
    listIssuedBoletos: () => ({ data: issuedBoletos() }),
    listBoletoPayments: () => ({ data: [boletoPayment()] }),
    disputePixPayment: () => ({ data: pixDispute({ role: 'payer' }) }),
    listPixDisputes: ({ query }) => ({
      data:
        query?.role === 'payer'
          ? [
              pixDispute({
                role: 'payer',
                status: 'REJECTED',
                resolved_at: '2026-11-25T12:00:00.000Z',
              }),
            ]
          : [pixDispute()],
    }),
    answerPixDispute: ({ path, body }) => ({
      data: pixDispute({ id: path.disputeId, answer: body.answer }),
    }),
  };
}
