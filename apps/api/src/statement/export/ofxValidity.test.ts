import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '@ipe/domain';
import { BANK_ACCOUNT_CODES } from '../../ledger';
import { createTestApp, signIn, type Session, type TestApp } from '../../testing/testApp';

const run = promisify(execFile);

/**
 * Our OFX files checked against the OFX DTDs that libofx (GnuCash, KMyMoney, Grisbi read bank
 * files through it) ships in Debian's `libofx7`, with the validators it is built on: OpenSP for
 * 1.x SGML, libxml2 for 2.x XML. The DTDs are not on npm and their licence keeps us from copying
 * them, so the test reads them where Debian installs them; `.ci/run` installs the three packages
 * and CI refuses to skip (docs/architecture/statements.md, "Exports").
 */
const DTD_DIR = '/usr/share/libofx7/libofx/dtd';
const TOOLS = ['/usr/bin/onsgmls', '/usr/bin/xmllint', `${DTD_DIR}/ofx160.dtd`];
const present = TOOLS.every((path) => existsSync(path));
if (!present && process.env.CI) {
  throw new Error(
    `OFX validation needs ${TOOLS.join(', ')}: apt-get install opensp libxml2-utils libofx7`,
  );
}

describe.skipIf(!present)('OFX files valid against the OFX DTDs (libofx, Debian)', () => {
  let t: TestApp;
  let maria: Session;
  let dir: string;
  const today = todayInSaoPaulo();
  const from = addDays(today, -89);

  beforeAll(async () => {
    t = await createTestApp();
    maria = await signIn(t.app, 'maria@ipe.dev');
    // Text that must be escaped in both syntaxes, and a letter outside Windows-1252.
    const { ledger, accounts } = t.app.ipe;
    const account = await accounts.byId(t.db, maria.accountId);
    await ledger.transfer({
      idempotencyKey: 'test:ofx-escapes',
      debitAccountId: account!.ledgerAccountId,
      creditAccountId: (await ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement)).id,
      amount: 1_00,
      kind: 'pix_out',
      description: 'Pão & café <especial> ★',
    });
    dir = await mkdtemp(join(tmpdir(), 'ofx-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const exported = async (format: 'ofx' | 'ofx1') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/extract/v1/accounts/${maria.accountId}/statement?format=${format}&from=${from}&to=${today}`,
      headers: { authorization: `Bearer ${maria.token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };

  /** The validator's complaints, one per line; none when the file is valid. */
  const complaints = async (command: string, args: string[], env?: NodeJS.ProcessEnv) => {
    try {
      await run(command, args, { env: { ...process.env, ...env } });
      return [];
    } catch (error) {
      return String((error as { stderr?: string }).stderr ?? error)
        .trim()
        .split('\n');
    }
  };

  const sgmlComplaints = async (file: Buffer) => {
    // As libofx does: the header lines go, the body is read after the DTD in Windows-1252.
    const body = file.subarray(file.indexOf('<OFX>'));
    const path = join(dir, `statement-${Math.random()}.sgml`);
    await writeFile(path, body);
    return complaints('onsgmls', ['-s', `${DTD_DIR}/ofx160.dtd`, path], {
      SP_CHARSET_FIXED: '1',
      SP_ENCODING: 'ISO-8859-1',
    });
  };

  const xmlComplaints = async (file: Buffer) => {
    const path = join(dir, `statement-${Math.random()}.xml`);
    await writeFile(path, file);
    return complaints('xmllint', ['--noout', '--dtdvalid', `${DTD_DIR}/ofx201.dtd`, path]);
  };

  it('OFX 2.2 (XML) follows the OFX 2 DTD, escaped text included', async () => {
    const file = await exported('ofx');
    expect(file.toString('utf8')).toContain('Pão &amp; café &lt;especial&gt; ★');
    expect(await xmlComplaints(file)).toEqual([]);
  });

  it('OFX 1.0.2 (SGML) follows the OFX 1 DTD read as libofx reads it', async () => {
    const file = await exported('ofx1');
    expect(file.toString('latin1')).toContain('Pão &amp; café &lt;especial&gt; ?');
    expect(await sgmlComplaints(file)).toEqual([]);
  });

  it('the validators refuse what real readers would: an element out of order', async () => {
    // Proof the check can fail: the same files with TRNAMT moved after FITID.
    const moveAmount = (text: string, closing: string) =>
      text.replace(
        new RegExp(`(<TRNAMT>[^<\\n]*${closing}\\n)(<FITID>[^<\\n]*${closing}\\n)`),
        '$2$1',
      );
    const xml = Buffer.from(moveAmount((await exported('ofx')).toString('utf8'), '</\\w+>'));
    expect((await xmlComplaints(xml)).join('\n')).toContain('STMTTRN');
    const sgml = Buffer.from(moveAmount((await exported('ofx1')).toString('latin1'), ''), 'latin1');
    expect((await sgmlComplaints(sgml)).join('\n')).toContain('TRNAMT');
  });
});
