import { randomInt } from 'node:crypto';
import {
  addDays,
  amountDue,
  bankBarcode,
  collectionBarcode,
  toSaoPauloDate,
  type CalendarDate,
} from '@ipe/domain';
import type {
  BoletoRegistry,
  BoletoRejection,
  RegisteredBoleto,
  SimulatorControls,
} from './adapters';

/*
 * The interbank boleto registry, simulated in process (docs/architecture/boletos.md): bills of
 * other banks, registered by the operator (or a test) and a few addressed to the demo's holders,
 * so DDA lists something. Paying a bill here is reported to it (the baixa); it accepts a bill once,
 * for what amountDue asks on the day, and answers a resent report as it did the first time.
 */

/** A bank boleto's issuing bank in the simulation (Itaú's COMPE code). */
const OTHER_BANK_CODE = '341';
/** An energy company's FEBRABAN code for its utility bills (segment 3). */
const ENERGY_COMPANY = '0123';

const digits = (count: number) =>
  Array.from({ length: count }, () => String(randomInt(10))).join('');

/** Bills addressed to the demo's holders, due some days after the simulator starts. */
function demoBills(today: CalendarDate): Array<Parameters<SimulatorControls['registerBoleto']>[0]> {
  const maria = { name: 'Maria Oliveira Santos', document: '52998224725' };
  return [
    {
      kind: 'bank',
      beneficiary: { name: 'Escola Aprender Ltda', document: '11444777000161' },
      payer: maria,
      amount: 89_000,
      terms: {
        dueDate: addDays(today, 10),
        validityAfterDue: 59,
        fineBps: 200,
        monthlyInterestBps: 100,
      },
    },
    {
      kind: 'collection',
      beneficiary: { name: 'Companhia Paulista de Energia', document: '60444437000146' },
      payer: maria,
      amount: 18_743,
    },
  ];
}

export interface SimulatedBoletoRegistry {
  registry: BoletoRegistry;
  registerBoleto: SimulatorControls['registerBoleto'];
}

export function createSimulatedBoletoRegistry(now: () => Date): SimulatedBoletoRegistry {
  const bills = new Map<string, RegisteredBoleto>();
  const settled = new Map<
    string,
    { accepted: true } | { accepted: false; reason: BoletoRejection }
  >();

  function add(input: Parameters<SimulatorControls['registerBoleto']>[0]) {
    const barcode =
      input.kind === 'bank'
        ? bankBarcode({
            bankCode: OTHER_BANK_CODE,
            dueDate: input.terms?.dueDate ?? addDays(toSaoPauloDate(now()), 30),
            amount: input.amount,
            freeField: digits(25),
          })
        : collectionBarcode({
            segment: 3,
            valueType: 6,
            amount: input.amount,
            company: ENERGY_COMPANY + digits(25),
          });
    bills.set(barcode, {
      barcode,
      kind: input.kind,
      beneficiary: input.beneficiary,
      payer: input.payer ?? null,
      amount: input.amount,
      terms: input.kind === 'bank' && input.terms ? { ...input.terms, amount: input.amount } : null,
      status: input.status ?? 'open',
    });
    return { barcode };
  }

  for (const bill of demoBills(toSaoPauloDate(now()))) add(bill);
  const registerBoleto: SimulatorControls['registerBoleto'] = async (input) => add(input);

  function refusal(bill: RegisteredBoleto, amount: number, payDate: CalendarDate) {
    if (bill.status === 'paid') return 'ALREADY_PAID' as const;
    if (bill.status === 'cancelled') return 'EXPIRED' as const;
    const owed = bill.terms
      ? amountDue(bill.terms, payDate)
      : { payable: true, amount: bill.amount };
    if (!owed.payable) return 'EXPIRED' as const;
    return owed.amount === amount ? null : ('AMOUNT_DIFFERS' as const);
  }

  const registry: BoletoRegistry = {
    async lookup(barcode) {
      const bill = bills.get(barcode);
      return bill ? { ...bill } : null;
    },
    async settle({ paymentId, barcode, amount, payDate }) {
      const earlier = settled.get(paymentId);
      if (earlier) return earlier;
      const bill = bills.get(barcode);
      const reason = bill ? refusal(bill, amount, payDate) : 'EXPIRED';
      const outcome = reason ? { accepted: false as const, reason } : { accepted: true as const };
      if (bill && !reason) bill.status = 'paid';
      settled.set(paymentId, outcome);
      return outcome;
    },
    async billsOf(document) {
      return [...bills.values()]
        .filter((bill) => bill.status === 'open' && bill.payer?.document === document)
        .map((bill) => ({ ...bill }));
    },
  };

  return { registry, registerBoleto };
}
