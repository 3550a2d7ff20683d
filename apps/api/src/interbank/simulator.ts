import { randomUUID } from 'node:crypto';
import {
  encodeDynamicBrCode,
  formatBrCodeAmount,
  readBrCodeAmount,
  type PixKeyType,
} from '@ipe/domain';
import { CompactSign, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';
import type {
  BoletoRegistry,
  ChargeLocations,
  Dict,
  DictEntry,
  PixChargePayload,
  SimulatorControls,
  Spi,
  SpiOrder,
  SpiOutcome,
  SpiRejection,
} from './adapters';
import { createSimulatedBoletoRegistry } from './boletoRegistry';

/** A fictitious customer of another participant, with the keys that point to their account. */
export interface SimulatedHolder extends Omit<DictEntry, 'keyType' | 'key'> {
  keys: ReadonlyArray<{ type: PixKeyType; key: string }>;
  /** The account was closed after its keys were registered: payments to it come back (AC03). */
  closed?: boolean;
}

/**
 * Customers of real participants (ISPBs from the participant list), invented for the demo and the
 * tests. Their documents pass the check digits, so they are valid keys; none belongs to anyone,
 * nor to a demo customer of this bank (a key lives at one participant only).
 */
export const SIMULATED_HOLDERS: readonly SimulatedHolder[] = [
  {
    ispb: '00000000',
    branch: '1234',
    account: '567890',
    accountType: 'checking',
    holder: { name: 'Ana Beatriz Moreira', document: '12345678909', kind: 'person' },
    keys: [
      { type: 'cpf', key: '12345678909' },
      { type: 'email', key: 'ana.moreira@exemplo.com.br' },
    ],
  },
  {
    ispb: '60701190',
    branch: '0421',
    account: '98765',
    accountType: 'checking',
    holder: { name: 'Bruno Carvalho Lima', document: '87123456017', kind: 'person' },
    keys: [
      { type: 'phone', key: '+5521998765432' },
      { type: 'evp', key: '7d9f0335-8dcc-4054-9bf9-0c8a5c4a2f10' },
    ],
  },
  {
    ispb: '18236120',
    branch: '0001',
    account: '4455667',
    accountType: 'payment',
    holder: { name: 'Padaria Pão de Mel Ltda', document: '45723174000110', kind: 'company' },
    keys: [{ type: 'cnpj', key: '45723174000110' }],
  },
  {
    ispb: '60746948',
    branch: '3300',
    account: '112233',
    accountType: 'savings',
    holder: { name: 'Carla Souza Ribeiro', document: '30645819298', kind: 'person' },
    keys: [{ type: 'email', key: 'carla.ribeiro@exemplo.com.br' }],
    closed: true,
  },
  // Who paid the demo customers' Pix (seed/demoData.ts), so those can be refunded too.
  {
    ispb: '90400888',
    branch: '2271',
    account: '13004512',
    accountType: 'checking',
    holder: { name: 'Editora Horizonte Ltda', document: '33827461000191', kind: 'company' },
    keys: [{ type: 'cnpj', key: '33827461000191' }],
  },
  {
    ispb: '08561701',
    branch: '0001',
    account: '30214587',
    accountType: 'payment',
    holder: {
      name: 'Maquininha Fácil Pagamentos Ltda',
      document: '22890513000158',
      kind: 'company',
    },
    keys: [],
  },
  {
    ispb: '00360305',
    branch: '0615',
    account: '23456178',
    accountType: 'savings',
    holder: { name: 'Lúcia Fernandes', document: '41856372090', kind: 'person' },
    keys: [],
  },
  // Whom the demo customers paid by Pix (seed/demoData.ts), so each of those has its receipt.
  {
    ispb: '60746948',
    branch: '1820',
    account: '70412',
    accountType: 'checking',
    holder: { name: 'Imobiliária Jardim Ltda', document: '27184653000124', kind: 'company' },
    keys: [{ type: 'cnpj', key: '27184653000124' }],
  },
  {
    ispb: '00000000',
    branch: '3071',
    account: '18254',
    accountType: 'checking',
    holder: { name: 'Farmácia São Bento Ltda', document: '41829576000143', kind: 'company' },
    keys: [{ type: 'cnpj', key: '41829576000143' }],
  },
  {
    ispb: '90400888',
    branch: '0398',
    account: '13027745',
    accountType: 'checking',
    holder: { name: 'Mercado Vila Madalena Ltda', document: '36057182000184', kind: 'company' },
    keys: [{ type: 'cnpj', key: '36057182000184' }],
  },
  {
    ispb: '18236120',
    branch: '0001',
    account: '8817302',
    accountType: 'payment',
    holder: { name: 'Rafael Nogueira Dias', document: '52836194782', kind: 'person' },
    keys: [{ type: 'email', key: 'rafael.dias@exemplo.com.br' }],
  },
];

export interface SimulatorOptions {
  holders?: readonly SimulatedHolder[];
  /** How long the other participant takes to answer a payment. */
  latencyMs?: number;
  /** Share of otherwise good payments refused for no reason the payer can see (0 to 1). */
  rejectionRate?: number;
  /** Over this, a payment times out (AB03) instead of being answered. */
  timeoutMs?: number;
  /** The source of chance, so tests decide which payments are refused. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** The time charges are created at (the app's clock). */
  now?: () => Date;
}

export interface InterbankSimulator {
  dict: Dict;
  spi: Spi;
  locations: ChargeLocations;
  boletos: BoletoRegistry;
  simulator: SimulatorControls;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Other participants, simulated in process: the DICT answers for the simulated holders' keys and
 * the SPI settles payments to their accounts after `latencyMs`, refusing a closed account, a
 * document that is not the holder's, a random share of payments (`rejectionRate`, as a time-out)
 * and any payment that would take longer than `timeoutMs`.
 */
export function createInterbankSimulator(options: SimulatorOptions = {}): InterbankSimulator {
  const {
    holders = SIMULATED_HOLDERS,
    latencyMs = 0,
    rejectionRate = 0,
    timeoutMs = 10_000,
    random = Math.random,
    sleep = pause,
    now = () => new Date(),
  } = options;
  const byKey = new Map<string, { holder: SimulatedHolder; type: PixKeyType }>();
  for (const holder of holders) {
    for (const { type, key } of holder.keys) byKey.set(`${type}:${key}`, { holder, type });
  }
  const accountOf = (payee: SpiOrder['payee']) =>
    holders.find(
      (holder) =>
        holder.ispb === payee.ispb &&
        holder.branch === payee.branch &&
        holder.account === payee.account,
    );

  const dict: Dict = {
    async lookup(keyType, key) {
      const found = byKey.get(`${keyType}:${key}`);
      if (!found) return null;
      const { keys: _keys, closed: _closed, ...account } = found.holder;
      return { ...account, keyType, key };
    },
  };

  const refuse = (reason: SpiRejection): SpiOutcome => ({ accepted: false, reason });

  // The SPI answers a payment once: a resent order (same end-to-end id) gets the first answer.
  const answered = new Map<string, Promise<SpiOutcome>>();
  const spi: Spi = {
    settle(order) {
      let outcome = answered.get(order.endToEndId);
      if (!outcome) {
        outcome = answer(order);
        answered.set(order.endToEndId, outcome);
      }
      return outcome;
    },
  };

  const charges = createSimulatedCharges(now);
  const boletos = createSimulatedBoletoRegistry(now);

  async function answer(order: SpiOrder): Promise<SpiOutcome> {
    if (latencyMs > timeoutMs) {
      await sleep(timeoutMs);
      return refuse('TIMEOUT');
    }
    await sleep(latencyMs);
    const account = accountOf(order.payee);
    if (!account || account.closed) return refuse('ACCOUNT_CLOSED');
    if (account.holder.document !== order.payee.document) return refuse('WRONG_DOCUMENT');
    if (random() < rejectionRate) return refuse('TIMEOUT');
    if (order.txid) charges.paid(order.payee.ispb, order.txid, order.amount);
    return { accepted: true };
  }

  return {
    dict,
    spi,
    locations: charges.locations,
    boletos: boletos.registry,
    simulator: { ...charges.controls, registerBoleto: boletos.registerBoleto },
  };
}

interface SimulatedCharge {
  ispb: string;
  payload: PixChargePayload;
  tampered: boolean;
}

/** Each simulated participant serves its charges from its own host, in the location's path. */
const LOCATION_HOST = /^pix-(\d{8})\.simulador\.ipe\.dev\/qr\/v2\/([0-9a-f]{32})$/;
const locationOf = (ispb: string, txid: string) => `pix-${ispb}.simulador.ipe.dev/qr/v2/${txid}`;

/**
 * Immediate charges (`cob`) issued by simulated holders: each participant signs its payloads with
 * its own ES256 key (made on first use) and publishes the public half, as a PSP publishes its JWKS.
 */
function createSimulatedCharges(now: () => Date) {
  const byLocation = new Map<string, SimulatedCharge>();
  const signers = new Map<string, Promise<{ privateKey: CryptoKey; publicJwk: JWK }>>();

  function signerOf(ispb: string) {
    let signer = signers.get(ispb);
    if (!signer) {
      signer = generateKeyPair('ES256').then(async ({ privateKey, publicKey }) => ({
        privateKey,
        publicJwk: { ...(await exportJWK(publicKey)), kid: ispb, alg: 'ES256', use: 'sig' },
      }));
      signers.set(ispb, signer);
    }
    return signer;
  }

  const locations: ChargeLocations = {
    async fetch(location) {
      const charge = byLocation.get(location);
      if (!charge) return null;
      const { privateKey } = await signerOf(charge.ispb);
      const jws = await new CompactSign(new TextEncoder().encode(JSON.stringify(charge.payload)))
        .setProtectedHeader({ alg: 'ES256', kid: charge.ispb })
        .sign(privateKey);
      if (!charge.tampered) return jws;
      // A forger's copy: the same signature over a payload that asks for ten times as much.
      const [header, , signature] = jws.split('.');
      const forged = { ...charge.payload, valor: { original: tenfold(charge.payload) } };
      const payload = Buffer.from(JSON.stringify(forged)).toString('base64url');
      return `${header}.${payload}.${signature}`;
    },
    async issuerOf(location) {
      const ispb = LOCATION_HOST.exec(location)?.[1];
      if (!ispb) return null;
      const { publicJwk } = await signerOf(ispb);
      return { ispb, keys: { keys: [publicJwk] } };
    },
  };

  const controls: Omit<SimulatorControls, 'registerBoleto'> = {
    async issueCharge({ payee, amount, expiresInSeconds, description, tampered = false }) {
      const txid = randomUUID().replaceAll('-', '');
      const location = locationOf(payee.ispb, txid);
      const created = now().toISOString();
      byLocation.set(location, {
        ispb: payee.ispb,
        tampered,
        payload: {
          txid,
          revisao: 0,
          calendario: { criacao: created, apresentacao: created, expiracao: expiresInSeconds },
          status: 'ATIVA',
          valor: { original: formatBrCodeAmount(amount), modalidadeAlteracao: 0 },
          chave: payee.key,
          ...(description ? { solicitacaoPagador: description } : {}),
        },
      });
      const brCode = encodeDynamicBrCode({
        url: location,
        amountCents: amount,
        name: payee.name,
        city: 'SAO PAULO',
        oneTime: true,
      });
      return { brCode, location, txid };
    },
  };

  return {
    locations,
    controls,
    /** The SPI settled a payment of this charge: it is paid (CONCLUIDA) from now on. */
    paid(ispb: string, txid: string, amount: number) {
      // A charge lives at the location its participant and txid name: no search on the SPI's path.
      const payload = byLocation.get(locationOf(ispb, txid))?.payload;
      if (payload?.status === 'ATIVA' && readBrCodeAmount(payload.valor.original) === amount) {
        payload.status = 'CONCLUIDA';
      }
    },
  };
}

const tenfold = (payload: PixChargePayload) =>
  formatBrCodeAmount(readBrCodeAmount(payload.valor.original)! * 10);
