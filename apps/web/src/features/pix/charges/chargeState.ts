import { readBrCodeAmount } from '@ipe/domain';
import type { BadgeTone } from '@ipe/ui';
import type { PixCharge } from '../../../app/api/types';

/** What a charge's badge says: its status, or `expired` for an active one past its validity. */
export type ChargeState = PixCharge['status'] | 'expired';

export const chargeState = (charge: PixCharge): ChargeState =>
  charge.expirada ? 'expired' : charge.status;

export const CHARGE_TONE: Record<ChargeState, BadgeTone> = {
  ATIVA: 'brand',
  expired: 'warning',
  CONCLUIDA: 'positive',
  REMOVIDA_PELO_USUARIO_RECEBEDOR: 'neutral',
  REMOVIDA_PELO_PSP: 'neutral',
};

/** The charge's amount in centavos (the API writes it in reais, as the central bank's does). */
export const chargeAmount = (charge: Pick<PixCharge, 'valor'>) =>
  readBrCodeAmount(charge.valor.original) ?? 0;

/** Until when it can be paid (the server's answer: a validity, or the due date's terms). */
export const chargePayableUntil = (charge: Pick<PixCharge, 'pagavelAte'>) =>
  charge.pagavelAte ? new Date(charge.pagavelAte) : null;

/** What a charge with due date asks today (`valor.final`); null for an immediate charge. */
export const chargeAmountToday = (charge: Pick<PixCharge, 'valor'>) =>
  charge.valor.final === undefined ? null : readBrCodeAmount(charge.valor.final);

/** Only an active charge still within its validity can be shown to a payer, or cancelled. */
export const isPayable = (charge: PixCharge) => chargeState(charge) === 'ATIVA';
