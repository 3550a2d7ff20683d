import fc from 'fast-check';
import { bankGeneralCheckDigit } from './bankBoleto';
import { collectionGeneralCheckDigit } from './collectionBoleto';

/**
 * Public boleto vectors, each with its source. "Real" means printed on an actual boleto or in a
 * bank's/FEBRABAN's documentation; library fixtures were produced by that library's bank-specific
 * generators and checked by its maintainers. Due dates are the ones the source states.
 */
export interface BankVector {
  source: string;
  input: string;
  barcode: string;
  line: string;
  bankCode: string;
  amountCents: number;
  dueDateFactor: number;
  /** The due date the source gives, and a "today" near it (its issue date when known). */
  dueDate: string | null;
  today: string;
}

export const BANK_VECTORS: readonly BankVector[] = [
  {
    source:
      'eduardocereto/pyboleto tests/test_banco_do_brasil.py (Banco do Brasil, convênio 7 dígitos)',
    input: '00190.00009 07777.777009 00087.654182 6 49000000295295',
    barcode: '00196490000002952950000007777777000008765418',
    line: '00190000090777777700900087654182649000000295295',
    bankCode: '001',
    amountCents: 295295,
    dueDateFactor: 4900,
    dueDate: '2011-03-08',
    today: '2011-03-08',
  },
  {
    source:
      'brazilian-utils/javascript src/is-valid-boleto/is-valid-boleto.test.ts (Banco do Brasil)',
    input: '0019000009 01149.718601 68524.522114 6 75860000102656',
    barcode: '00196758600001026560000001149718606852452211',
    line: '00190000090114971860168524522114675860000102656',
    bankCode: '001',
    amountCents: 102656,
    dueDateFactor: 7586,
    dueDate: '2018-07-15',
    today: '2025-06-15',
  },
  {
    source: 'mcrvaz/boleto-brasileiro-validator README (Banco do Brasil barcode)',
    input: '00193373700000001000500940144816060680935031',
    barcode: '00193373700000001000500940144816060680935031',
    line: '00190500954014481606906809350314337370000000100',
    bankCode: '001',
    amountCents: 100,
    dueDateFactor: 3737,
    dueDate: '2007-12-31',
    today: '2007-12-01',
  },
  {
    source: 'eduardocereto/pyboleto tests/test_banco_itau.py (Itaú, carteira 109)',
    input: '34191.09008 00015.710296 30132.800001 9 43950000002980',
    barcode: '34199439500000029801090000015710293013280000',
    line: '34191090080001571029630132800001943950000002980',
    bankCode: '341',
    amountCents: 2980,
    dueDateFactor: 4395,
    dueDate: '2009-10-19',
    today: '2009-10-19',
  },
  {
    source: 'mrmgomes/boleto-utils README, example #2 (Itaú barcode, due 2019-05-31)',
    input: '34196790600001000002220000005566385101214000',
    barcode: '34196790600001000002220000005566385101214000',
    line: '34192220090000556638551012140003679060000100000',
    bankCode: '341',
    amountCents: 100000,
    dueDateFactor: 7906,
    dueDate: '2019-05-31',
    today: '2019-05-01',
  },
  {
    source: 'eduardocereto/pyboleto tests/test_banco_bradesco.py (Bradesco, carteira 06)',
    input: '23790.27804 60000.212559 25003.923205 4 48690000828000',
    barcode: '23794486900008280000278060000212552500392320',
    line: '23790278046000021255925003923205448690000828000',
    bankCode: '237',
    amountCents: 828000,
    dueDateFactor: 4869,
    dueDate: '2011-02-05',
    today: '2011-01-18',
  },
  {
    source: 'mcrvaz/boleto-brasileiro-validator README (Bradesco line)',
    input: '23793.38128 60007.827136 95000.063305 9 75520000370000',
    barcode: '23799755200003700003381260007827139500006330',
    line: '23793381286000782713695000063305975520000370000',
    bankCode: '237',
    amountCents: 370000,
    dueDateFactor: 7552,
    dueDate: '2018-06-11',
    today: '2018-06-01',
  },
  {
    source:
      'mrmgomes/boleto-utils test/test.js (Bradesco credit-card boleto: no due date, open amount)',
    input: '23797000000000000004150090019801673500021140',
    barcode: '23797000000000000004150090019801673500021140',
    line: '23794150099001980167035000211405700000000000000',
    bankCode: '237',
    amountCents: 0,
    dueDateFactor: 0,
    dueDate: null,
    today: '2022-01-01',
  },
  {
    source: 'eduardocereto/pyboleto tests/test_banco_caixa.py (Caixa, SR)',
    input: '10498.01952 25086.156582 70000.004146 1 53880000295295',
    barcode: '10491538800002952958019525086156587000000414',
    line: '10498019522508615658270000004146153880000295295',
    bankCode: '104',
    amountCents: 295295,
    dueDateFactor: 5388,
    dueDate: '2012-07-08',
    today: '2012-07-03',
  },
  {
    source: 'mrmgomes/boleto-utils test/test.js (Caixa barcode, due 2022-05-10)',
    input: '10499898100000214032006561000100040099726390',
    barcode: '10499898100000214032006561000100040099726390',
    line: '10492006506100010004200997263900989810000021403',
    bankCode: '104',
    amountCents: 21403,
    dueDateFactor: 8981,
    dueDate: '2022-05-10',
    today: '2022-05-01',
  },
  {
    source: 'eduardocereto/pyboleto tests/test_banco_santander.py (Santander)',
    input: '03399.07073 07700.000123 34567.901029 5 54020000295295',
    barcode: '03395540200002952959070707700000123456790102',
    line: '03399070730770000012334567901029554020000295295',
    bankCode: '033',
    amountCents: 295295,
    dueDateFactor: 5402,
    dueDate: '2012-07-22',
    today: '2012-07-17',
  },
  {
    source: 'klawdyo/boleto_parser src/lib/parse.spec.ts (Banco Inter, real boleto due 2022-05-31)',
    input: '07790.00116 12064.449908 08159.365561 7 90020000015130',
    barcode: '07797900200000151300001112064449900815936556',
    line: '07790001161206444990808159365561790020000015130',
    bankCode: '077',
    amountCents: 15130,
    dueDateFactor: 9002,
    dueDate: '2022-05-31',
    today: '2022-05-20',
  },
  {
    source:
      'brazilian-utils/javascript src/get-boleto-info/get-boleto-info.test.ts: the BB fixture with factor 1000 (first day after the restart)',
    input: '00190000090114971860168524522114210000000102656',
    barcode: '00192100000001026560000001149718606852452211',
    line: '00190000090114971860168524522114210000000102656',
    bankCode: '001',
    amountCents: 102656,
    dueDateFactor: 1000,
    dueDate: '2025-02-22',
    today: '2025-06-15',
  },
  {
    source: 'same source: the BB fixture with factor 1001 (second day after the restart)',
    input: '00190000090114971860168524522114810010000102656',
    barcode: '00198100100001026560000001149718606852452211',
    line: '00190000090114971860168524522114810010000102656',
    bankCode: '001',
    amountCents: 102656,
    dueDateFactor: 1001,
    dueDate: '2025-02-23',
    today: '2025-06-15',
  },
  {
    source: 'same source: the BB fixture with factor 9999 (last day before the restart)',
    input: '00190000090114971860168524522114799990000102656',
    barcode: '00197999900001026560000001149718606852452211',
    line: '00190000090114971860168524522114799990000102656',
    bankCode: '001',
    amountCents: 102656,
    dueDateFactor: 9999,
    dueDate: '2025-02-21',
    today: '2025-06-15',
  },
];

export interface CollectionVector {
  source: string;
  input: string;
  barcode: string;
  line: string;
  segment: number;
  valueType: number;
  amountCents: number | null;
  companyId: string;
}

export const COLLECTION_VECTORS: readonly CollectionVector[] = [
  {
    source:
      'FEBRABAN "Layout Padrão de Arrecadação/Recebimento" §11 example (telecom, R$ 24,61, módulo 10), as quoted by brazilian-utils/javascript is-valid-boleto.test.ts',
    input: '84610000000-5 24610029110-2 00546033900-4 69589506108-0',
    barcode: '84610000000246100291100054603390069589506108',
    line: '846100000005246100291102005460339004695895061080',
    segment: 4,
    valueType: 6,
    amountCents: 2461,
    companyId: '0029',
  },
  {
    source:
      'brazilian-utils/javascript get-boleto-info.test.ts: the FEBRABAN example with value type 7 (reference value)',
    input: '847900000005246100291102005460339004695895061080',
    barcode: '84790000000246100291100054603390069589506108',
    line: '847900000005246100291102005460339004695895061080',
    segment: 4,
    valueType: 7,
    amountCents: null,
    companyId: '0029',
  },
  {
    source: 'mrmgomes/boleto-utils test/test.js (conta de energia elétrica, R$ 509,60, módulo 11)',
    input: '83860000005096000190000008017823000034306271',
    barcode: '83860000005096000190000008017823000034306271',
    line: '838600000050096000190009000801782309000343062712',
    segment: 3,
    valueType: 8,
    amountCents: 50960,
    companyId: '0019',
  },
  {
    source: 'mcrvaz/boleto-brasileiro-validator README (conta de energia, módulo 10)',
    input: '836200000005 667800481000 180975657313 001589636081',
    barcode: '83620000000667800481001809756573100158963608',
    line: '836200000005667800481000180975657313001589636081',
    segment: 3,
    valueType: 6,
    amountCents: 6678,
    companyId: '0048',
  },
  {
    source: 'mrmgomes/boleto-utils test/test.js (telecom line, módulo 10)',
    input: '846300000003299902962024004101360008002006441147',
    barcode: '84630000000299902962020041013600000200644114',
    line: '846300000003299902962024004101360008002006441147',
    segment: 4,
    valueType: 6,
    amountCents: 2999,
    companyId: '0296',
  },
  {
    source: 'mcrvaz/boleto-brasileiro-validator README (telecom barcode, módulo 11)',
    input: '84890000000404201622018060519042958603411122',
    barcode: '84890000000404201622018060519042958603411122',
    line: '848900000002404201622015806051904292586034111220',
    segment: 4,
    valueType: 8,
    amountCents: 4042,
    companyId: '0162',
  },
  {
    source:
      'mcrvaz/boleto-brasileiro-validator README (órgão governamental — Receita Federal DAS/DARF layout, segment 5, módulo 11)',
    input: '85890000460-9 52460179160-5 60759305086-5 83148300001-0',
    barcode: '85890000460524601791606075930508683148300001',
    line: '858900004609524601791605607593050865831483000010',
    segment: 5,
    valueType: 8,
    amountCents: 4605246,
    companyId: '0179',
  },
  {
    source: 'mrmgomes/boleto-utils test/test.js (órgão governamental, segment 5, módulo 11)',
    input: '85820000000572503282035607082021053959190446',
    barcode: '85820000000572503282035607082021053959190446',
    line: '858200000007572503282030560708202107539591904460',
    segment: 5,
    valueType: 8,
    amountCents: 5725,
    companyId: '0328',
  },
  {
    source: 'brazilian-utils/javascript is-valid-boleto.test.ts (segment 5, módulo 11)',
    input: '858000000070438403281922630720192528304729600523',
    barcode: '85800000007438403281926307201925230472960052',
    line: '858000000070438403281922630720192528304729600523',
    segment: 5,
    valueType: 8,
    amountCents: 74384,
    companyId: '0328',
  },
];

/**
 * Bank barcodes whose general check digit falls in the "11 − remainder is 10 or 11 → 1" case.
 * Built from the real Itaú barcode of mrmgomes/boleto-utils' README (34196790600001000002…) by
 * changing only the amount (R$ 1.000,02 and R$ 1.000,06) and recomputing the digit; checked
 * independently by boleto-brasileiro-validator (accepts) — @mrmgomes/boleto-utils 1.3.3 rejects
 * both, the bug DESIGN.md warns of.
 */
export const GENERAL_DIGIT_ONE_BARCODES = {
  /** Weighted sum ≡ 0 (mod 11): 11 − 0 = 11 → 1. */
  remainder0: '34191790600001000022220000005566385101214000',
  /** Weighted sum ≡ 1 (mod 11): 11 − 1 = 10 → 1. */
  remainder1: '34191790600001000062220000005566385101214000',
} as const;

const digitString = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });

/**
 * Valid 44-digit bank barcodes (currency 9) with any factor, amount and free field, and any bank
 * code not starting with 8: a 44-digit barcode starting with 8 is read as collection (product 8).
 */
export const validBankBarcode = fc
  .tuple(
    fc.constantFrom(...'012345679'),
    digitString(2),
    digitString(4),
    digitString(10),
    digitString(25),
  )
  .map(([bankFirst, bankRest, factor, amount, free]) => {
    const withoutDigit = `${bankFirst}${bankRest}9${factor}${amount}${free}`;
    const digit = bankGeneralCheckDigit(`${withoutDigit.slice(0, 4)}0${withoutDigit.slice(4)}`);
    return `${withoutDigit.slice(0, 4)}${digit}${withoutDigit.slice(4)}`;
  });

/** Valid 44-digit collection barcodes (segments 1–7 and 9, value types 6–9). */
export const validCollectionBarcode = fc
  .tuple(fc.constantFrom(...'12345679'), fc.constantFrom(...'6789'), digitString(40))
  .map(([segment, valueType, rest]) => {
    const draft = `8${segment}${valueType}0${rest}`;
    return `${draft.slice(0, 3)}${collectionGeneralCheckDigit(draft)}${draft.slice(4)}`;
  });

export { digitString };
