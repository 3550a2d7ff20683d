import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { addDays, todayInSaoPaulo } from '@ipe/domain';
import { type Call, signIn } from './appTarget';
import { startBenchServer } from './benchServer';
import { createHttpClient, expectJson } from './httpClient';
import { percentile } from './loadRunner';

const MOVEMENTS = 100_000;
const CHARGES = 100_000;
const BILLS_TO_ME = 10;
const PAGE_REQUESTS = 200;
const RECEIPT_REQUESTS = 100;

/**
 * Statements on a long history (docs/architecture/statements.md): one customer of the real server
 * with 100,000 movements over the last year, written straight into the ledger's tables (with the
 * account totals, so the books still balance). Measures, over HTTP with the full security checks,
 * the first page of 50 (p50/p99), a search through the whole year, a sent Pix's receipt, a Pix
 * received found for its refund and the list of those, the customer's open bills (DDA) among a
 * busy bank's charges, and exporting the year as CSV and PDF: time, size and the server's peak
 * memory while it streams.
 */
export async function runStatementBench(options: {
  databaseUrl: string;
  log: (line: string) => void;
}): Promise<string[]> {
  const { databaseUrl, log } = options;
  const server = await startBenchServer({
    app: 'app',
    databaseUrl,
    accounts: 1,
    maxClients: 4,
    log,
  });
  const http = createHttpClient(server.port, 2);
  const call: Call = (method, path, headers = {}, body) =>
    http.request({
      method,
      path,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const me = await signIn(server, call, db, server.accounts[0]!.email!);
    const started = Date.now();
    const { pixSent, pixReceived } = await seedMovements(db, server.schema, me.accountId);
    log(
      `${MOVEMENTS.toLocaleString('en')} movements written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await seedCharges(db, server.schema, me.accountId);

    const headers = {
      authorization: `Bearer ${me.token}`,
      account_id: me.accountId,
      device_key: me.deviceKey,
    };
    /** One GET as the web app sends it (a hash first), timed from the request to its answer. */
    const timedGet = async (path: string, what: string) => {
      const hash = expectJson<{ data: string }>(
        await call(
          'POST',
          '/hash/auth',
          { account_id: me.accountId },
          { method: 'GET', url: path },
        ),
        200,
        'hash',
      );
      const begin = performance.now();
      const answer = await call('GET', path, { ...headers, transaction_hash: hash.data });
      const ms = performance.now() - begin;
      expectJson(answer, 200, what);
      return ms;
    };
    const statement = (query: string) =>
      timedGet(`/v1/bank/accounts/${me.accountId}/statement?${query}`, 'statement');
    const firstPage = await repeated(PAGE_REQUESTS, () => statement('limit=50'));
    const searches = await repeated(20, () =>
      statement(`limit=50&q=${encodeURIComponent('movimento 7777')}`),
    );
    // Fifty results days apart over months (Movimento 90000, 91000…): each day's closing
    // balance undoes the movements after it, the oldest most of the year.
    const spreadSearches = await repeated(20, () => statement('limit=50&q=000'));
    // What the screen opens with (the last 30 days' summary), and a month nine months back: its
    // first page and its summary, the newer movements outside the period.
    const today = todayInSaoPaulo();
    const pastFrom = addDays(today, -270);
    const pastPeriod = `from=${pastFrom}&to=${addDays(pastFrom, 29)}`;
    const summary = (query: string) =>
      timedGet(`/v1/bank/accounts/${me.accountId}/statement/summary?${query}`, 'summary');
    const recentSummaries = await repeated(20, () => summary(''));
    const pastPages = await repeated(20, () => statement(`limit=50&${pastPeriod}`));
    const pastSummaries = await repeated(20, () => summary(pastPeriod));
    // The screen's search box, within its period: a text no movement of the month has, and one
    // on every Pix received.
    const lastMonth = `from=${addDays(today, -29)}&to=${today}`;
    const monthSearch = (text: string) =>
      repeated(20, () => statement(`limit=50&${lastMonth}&q=${encodeURIComponent(text)}`));
    const rareInMonth = await monthSearch('movimento 7777');
    const commonInMonth = await monthSearch('ana beatriz');
    // Receipts of Pix picked at random among the account's: each found by its id (0044).
    const { rows: picked } = await db.query<{ id: string }>(
      `SELECT id FROM "${server.schema}".pix_payments ORDER BY random() LIMIT $1`,
      [RECEIPT_REQUESTS],
    );
    const receipts: number[] = [];
    for (const { id } of picked) {
      receipts.push(
        await timedGet(`/v1/bank/accounts/${me.accountId}/pix/payments/${id}`, 'receipt'),
      );
    }

    // Pix received from other banks, found for a refund by their end-to-end id, and the list of
    // the last 90 days' (the refund screen's).
    const { rows: pickedReceived } = await db.query<{ e2e: string }>(
      `SELECT metadata->>'endToEndId' AS e2e FROM "${server.schema}".ledger_transfers
        WHERE request_hash = 'bench-statement' AND kind = 'pix_in' ORDER BY random() LIMIT $1`,
      [RECEIPT_REQUESTS],
    );
    const receivedOne: number[] = [];
    for (const { e2e } of pickedReceived) {
      receivedOne.push(
        await timedGet(`/v1/bank/accounts/${me.accountId}/pix/received/${e2e}`, 'received'),
      );
    }
    const receivedList = await repeated(20, () =>
      timedGet(`/v1/bank/accounts/${me.accountId}/pix/received`, 'received list'),
    );

    // The customer's open bills (DDA) among a busy bank's charges with due date.
    const bills = await repeated(20, () =>
      timedGet(`/v1/bank/accounts/${me.accountId}/boletos/dda`, 'dda'),
    );

    const to = today;
    const from = addDays(to, -365);
    const exported = async (format: 'csv' | 'pdf') => {
      // Linux: reset the peak to the current size, so the peak read after is this export's.
      await writeFile(`/proc/${server.pid}/clear_refs`, '5').catch(() => undefined);
      const before = await rssMb(server.pid, 'VmRSS');
      const begin = performance.now();
      const answer = await http.request({
        method: 'GET',
        path: `/extract/v1/accounts/${me.accountId}/statement?format=${format}&from=${from}&to=${to}`,
        headers: { authorization: `Bearer ${me.token}` },
      });
      const seconds = (performance.now() - begin) / 1000;
      if (answer.status !== 200) throw new Error(`export ${format}: ${answer.status}`);
      const peakMb = await rssMb(server.pid, 'VmHWM');
      return { seconds, bytes: Buffer.byteLength(answer.body), peakMb, before };
    };
    const csv = await exported('csv');
    const pdf = await exported('pdf');
    const problems = await server.check();
    if (problems.length) throw new Error(`ledger invariants: ${problems.join('; ')}`);

    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    return [
      `Statement of an account with ${MOVEMENTS.toLocaleString('en')} movements (real server, HTTP, session/device/hash checks):`,
      timing('first page of 50', firstPage, `${PAGE_REQUESTS} requests, one at a time`),
      timing('search in a year', searches, '20 requests'),
      timing('search over months', spreadSearches, `20 requests, 50 results over months`),
      timing('summary, 30 days', recentSummaries, `20 requests, what the screen opens with`),
      timing(
        'a past month, page',
        pastPages,
        `20 requests, 30 days nine months back, the first 50`,
      ),
      timing('its summary', pastSummaries, '20 requests'),
      timing(
        'search 30d, rare',
        rareInMonth,
        `20 requests, a text none of the month's movements has`,
      ),
      timing('search 30d, common', commonInMonth, `20 requests, the payer of every Pix received`),
      timing(
        "a Pix's receipt",
        receipts,
        `${RECEIPT_REQUESTS} requests among ${pixSent.toLocaleString('en')} Pix sent`,
      ),
      timing(
        'a Pix received',
        receivedOne,
        `${RECEIPT_REQUESTS} requests among ${pixReceived.toLocaleString('en')} from other banks`,
      ),
      timing('received in 90 days', receivedList, `20 requests, the newest 100`),
      timing(
        'open bills (DDA)',
        bills,
        `20 requests, ${BILLS_TO_ME} among ${CHARGES.toLocaleString('en')} open charges of another shop`,
      ),
      `  export a year, CSV  ${csv.seconds.toFixed(1)} s, ${mb(csv.bytes)} MB, server peak RSS ${csv.peakMb.toFixed(0)} MB (${csv.before.toFixed(0)} MB before)`,
      `  export a year, PDF  ${pdf.seconds.toFixed(1)} s, ${mb(pdf.bytes)} MB, server peak RSS ${pdf.peakMb.toFixed(0)} MB (${pdf.before.toFixed(0)} MB before)`,
    ];
  } finally {
    await db.end();
    await http.close();
    await server.stop();
  }
}

/** Who paid the Pix received from another bank, as the SPI's message names them (pix/incoming.ts). */
const OTHER_BANKS_PAYER = {
  name: 'Ana Beatriz Moreira',
  ispb: '00000000',
  branch: '0001',
  account: '654321',
  accountType: 'checking',
  document: '12345678909',
  kind: 'person',
};

/**
 * A year of movements, in time order (so seq and time agree): two Pix received from other banks
 * (written as pix/incoming.ts writes them) for each Pix sent, and the payments' rows of the Pix
 * sent; answers how many of each it wrote.
 */
async function seedMovements(
  db: pg.Client,
  schema: string,
  accountId: string,
): Promise<{ pixSent: number; pixReceived: number }> {
  await db.query(`SET search_path TO "${schema}"`);
  await db.query('BEGIN');
  const { rows } = await db.query<{ customer: string; bank: string }>(
    `SELECT a.ledger_account_id AS customer, b.id AS bank
       FROM accounts a, ledger_accounts b WHERE a.id = $1 AND b.code = 'bank.pix_settlement'`,
    [accountId],
  );
  const { customer, bank } = rows[0]!;
  await db.query(
    `INSERT INTO ledger_transfers (idempotency_key, request_hash, debit_account_id, credit_account_id,
       amount, status, two_phase, kind, description, metadata, created_at)
     SELECT CASE WHEN g % 3 = 0 THEN 'bench-statement:' || g ELSE 'pix_in:' || received.e2e END,
            'bench-statement',
            CASE WHEN g % 3 = 0 THEN $1::uuid ELSE $2::uuid END,
            CASE WHEN g % 3 = 0 THEN $2::uuid ELSE $1::uuid END,
            100 + g % 5000, 'posted', false,
            CASE WHEN g % 3 = 0 THEN 'pix_out' ELSE 'pix_in' END,
            'Movimento ' || g,
            CASE WHEN g % 3 = 0 THEN '{}'::jsonb
                 ELSE jsonb_build_object('endToEndId', received.e2e, 'payer', $4::jsonb) END,
            now() - interval '364 days' + g * (interval '364 days' / $3)
       FROM generate_series(1, $3::int) g,
            LATERAL (SELECT 'E00000000' || lpad(g::text, 12, '0') || 'BenchReceiv' AS e2e) received`,
    [customer, bank, MOVEMENTS, JSON.stringify(OTHER_BANKS_PAYER)],
  );
  // Every Pix the customer sent has its payment's row (its receipt); how many, for the report.
  const { rowCount: pixSent } = await db.query(
    `INSERT INTO pix_payments (id, account_id, idempotency_key, request_hash, end_to_end_id,
       channel, amount, description, payee, status, ledger_transfer_id, created_at, settled_at)
     SELECT gen_random_uuid(), $1, t.idempotency_key, 'bench',
            'E40506070' || lpad(t.seq::text, 12, '0') || 'BenchReceip', 'key', t.amount,
            t.description, $2::jsonb, 'completed', t.id, t.created_at, t.created_at
       FROM ledger_transfers t
      WHERE t.idempotency_key LIKE 'bench-statement:%' AND t.kind = 'pix_out'`,
    [
      accountId,
      JSON.stringify({
        name: 'Fulano de Tal',
        document: '12345678909',
        kind: 'person',
        ispb: '00000000',
        branch: '0001',
        account: '123456',
        accountType: 'checking',
        key: { type: 'email', key: 'fulano@example.com' },
      }),
    ],
  );
  await db.query(
    `WITH moved AS (
       SELECT SUM(amount) FILTER (WHERE credit_account_id = $1::uuid) AS into_customer,
              SUM(amount) FILTER (WHERE debit_account_id = $1::uuid) AS out_of_customer
         FROM ledger_transfers WHERE request_hash = 'bench-statement')
     UPDATE ledger_accounts a
        SET credits_posted = a.credits_posted + CASE WHEN a.id = $1::uuid THEN m.into_customer ELSE m.out_of_customer END,
            debits_posted = a.debits_posted + CASE WHEN a.id = $1::uuid THEN m.out_of_customer ELSE m.into_customer END
       FROM moved m WHERE a.id IN ($1::uuid, $2::uuid)`,
    [customer, bank],
  );
  await db.query('COMMIT');
  await db.query('ANALYZE ledger_transfers');
  await db.query('ANALYZE pix_payments');
  await db.query('RESET search_path');
  return { pixSent: pixSent ?? 0, pixReceived: MOVEMENTS - Math.floor(MOVEMENTS / 3) };
}

/**
 * A shop's open charges with due date (boletos with Pix), issued by another customer: most to
 * other payers, a few to this customer, whose DDA lists them.
 */
async function seedCharges(db: pg.Client, schema: string, accountId: string): Promise<void> {
  await db.query(`SET search_path TO "${schema}"`);
  await db.query(
    `INSERT INTO pix_charges (txid, account_id, location_id, key, amount, amount_editable,
       expires_in, payer_name, payer_document, status, created_at, kind, due_date,
       validity_after_due, boleto_number, public_id)
     SELECT 'BenchDda' || lpad(g::text, 22, '0'), issuer.id, md5('bench-location:' || g),
            'loja@example.com', 1000 + g % 9000, false, NULL, 'Fulano de Tal',
            CASE WHEN g % ($2::int / $3::int) = 0 THEN me.document ELSE lpad(g::text, 11, '0') END,
            'ATIVA', now() - g * interval '1 minute', 'cobv',
            (now() AT TIME ZONE 'America/Sao_Paulo')::date + 30, 10,
            nextval('pix_boleto_numbers'), md5('bench-public:' || g)
       FROM generate_series(1, $2::int) g,
            (SELECT document FROM accounts WHERE id = $1) me,
            (SELECT id FROM accounts WHERE id <> $1 ORDER BY id LIMIT 1) issuer`,
    [accountId, CHARGES, BILLS_TO_ME],
  );
  await db.query('ANALYZE pix_charges');
  await db.query('RESET search_path');
}

/** One line of the report: a label, then the p50 and p99 of its times. */
function timing(label: string, ms: number[], note: string): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p / 100).toFixed(1);
  return `  ${label.padEnd(19)} p50 ${at(50)} ms, p99 ${at(99)} ms (${note})`;
}

/** Times `timed` that many times, one after the other. */
async function repeated(times: number, timed: () => Promise<number>): Promise<number[]> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) ms.push(await timed());
  return ms;
}

/** A size line of /proc/{pid}/status in MB (NaN where /proc is not Linux's). */
async function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN) / 1024;
}
