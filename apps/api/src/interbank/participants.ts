import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** A participant of Pix (SPEC §3 `pspList`): the institutions money can be sent to. */
export interface Participant {
  /** The 8-digit ISPB that names the institution in the SPI and in end-to-end ids. */
  ispb: string;
  /** The 3-digit COMPE code, for institutions that have one (null for many payment institutions). */
  code: string | null;
  name: string;
  shortName: string;
}

export interface ParticipantList {
  participants: readonly Participant[];
  /** When the list was last changed at its source: SPEC's `pspList.updateAt`. */
  updatedAt: string;
  /** The participant of an ISPB (a receipt's institutions, bank data's check), or undefined. */
  byIspb(ispb: string): Participant | undefined;
}

/** One row of the `bancos-brasileiros` package (only what is read here). */
interface SourceRow {
  COMPE: string | null;
  ISPB: string;
  LongName: string;
  ShortName: string;
  PixType: string | null;
  DateUpdated: string | null;
}

/**
 * This bank. Ipê is not (yet) a real participant, so it takes an ISPB and a COMPE code that no
 * institution in the list uses; its end-to-end ids start with this ISPB. Its CNPJ (the ISPB is the
 * CNPJ's root, as for real banks) names it on documents such as the income report.
 */
export const IPE_PARTICIPANT: Participant & { code: string; cnpj: string } = {
  ispb: '40506070',
  code: '777',
  cnpj: '40506070000130',
  name: 'Ipê Banco Digital S.A.',
  shortName: 'IPÊ',
};

let loaded: ParticipantList | undefined;

/**
 * The Pix participants from `bancos-brasileiros` (the maintained list of Brazilian institutions
 * with ISPB, COMPE code and names, refreshed from the central bank's registers), ordered by name.
 * Only institutions that take part in Pix, directly or through another, are listed, and this bank
 * with them. The file is read once per process: it changes only with the package.
 */
export function loadParticipants(): ParticipantList {
  loaded ??= readParticipants();
  return loaded;
}

function readParticipants(): ParticipantList {
  const file = createRequire(import.meta.url).resolve('bancos-brasileiros/bancos.json');
  // The file starts with a byte-order mark, which JSON.parse refuses.
  const rows = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as SourceRow[];
  const participants = rows
    .filter((row) => row.PixType === 'DRCT' || row.PixType === 'IDRT')
    .map((row) => ({
      ispb: row.ISPB,
      code: row.COMPE && /^\d{3}$/.test(row.COMPE) ? row.COMPE : null,
      name: row.LongName.trim(),
      shortName: row.ShortName.trim(),
    }))
    .concat(IPE_PARTICIPANT)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  const updatedAt = rows
    .map((row) => row.DateUpdated ?? '')
    .reduce((latest, date) => (date > latest ? date : latest), '');
  const byIspb = new Map(participants.map((participant) => [participant.ispb, participant]));
  return {
    participants,
    updatedAt: new Date(updatedAt).toISOString(),
    byIspb: (ispb) => byIspb.get(ispb),
  };
}
