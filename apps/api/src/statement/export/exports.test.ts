import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInSaoPaulo } from '@ipe/domain';
import {
  availableBalance,
  createTestApp,
  signIn,
  type Session,
  type TestApp,
} from '../../testing/testApp';

/**
 * The statement-extract API over the real app, with Maria's demo history (the last 60 days): the
 * token alone opens it (SPEC §7), and each format says what real software reads.
 */
describe('statement exports (extract API)', () => {
  let t: TestApp;
  let maria: Session;
  let carlos: Session;
  const today = todayInSaoPaulo();
  const from = addDays(today, -89);

  const get = (session: Session, query: string, sub = session.accountId) =>
    t.app.inject({
      method: 'GET',
      url: `/extract/v1/accounts/${sub}/statement?${query}`,
      headers: { authorization: `Bearer ${session.token}` },
    });

  beforeAll(async () => {
    t = await createTestApp();
    maria = await signIn(t.app, 'maria@ipe.dev');
    carlos = await signIn(t.app, 'carlos@ipe.dev');
  });
  afterAll(async () => t.close());

  it('CSV for spreadsheets: BOM, semicolons, decimal comma, dd/mm/yyyy, newest first', async () => {
    const res = await get(maria, `format=csv&from=${from}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="extrato-${from}-a-${today}.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = res.body.slice(1).trim().split('\r\n');
    expect(rows[0]).toBe('Data;Hora;Descrição;Quem;Mensagem;Tipo;Valor (R$);Situação;ID');
    expect(rows).toHaveLength(1 + 10);
    expect(rows[1]).toMatch(
      /^\d{2}\/\d{2}\/\d{4};\d{2}:\d{2};Pix enviado;Farmácia São Bento Ltda;Remédios;pix;-87,50;posted;/,
    );
    expect(rows.some((row) => row.includes(';Salário — Editora Horizonte;pix;5200,00;'))).toBe(
      true,
    );
  });

  it('CSV for programs: commas, decimal point, ISO dates, no BOM', async () => {
    const res = await get(maria, `format=csv-plain&from=${from}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const rows = res.body.trim().split('\n');
    expect(rows[0]).toBe('date,time,title,counterparty,description,category,amount,status,id');
    expect(rows[1]).toMatch(
      /^\d{4}-\d{2}-\d{2},\d{2}:\d{2},Pix enviado,Farmácia São Bento Ltda,Remédios,pix,-87.50,posted,/,
    );
  });

  it('OFX 2.2: well-formed XML with the account, every posted line and the closing balance', async () => {
    const res = await get(maria, `format=ofx&from=${from}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ofx; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0"[^>]*\?>\n<\?OFX OFXHEADER="200" VERSION="220"/);
    expect(XMLValidator.validate(res.body)).toBe(true);
    const ofx = new XMLParser({
      parseTagValue: false,
      isArray: (name) => name === 'STMTTRN',
    }).parse(res.body).OFX;
    const statement = ofx.BANKMSGSRSV1.STMTTRNRS.STMTRS;
    expect(statement.CURDEF).toBe('BRL');
    expect(statement.BANKACCTFROM).toMatchObject({
      BANKID: '777',
      BRANCHID: '0001',
      ACCTTYPE: 'CHECKING',
    });
    const lines = statement.BANKTRANLIST.STMTTRN as Array<Record<string, string>>;
    expect(lines).toHaveLength(10);
    for (const line of lines) {
      expect(line.TRNTYPE).toMatch(/^(CREDIT|DEBIT|XFER|PAYMENT|FEE|POS)$/);
      expect(line.DTPOSTED).toMatch(/^\d{14}\.\d{3}\[-3:BRT\]$/);
      expect(line.TRNAMT).toMatch(/^-?\d+\.\d{2}$/);
      expect(line.NAME!.length).toBeLessThanOrEqual(32);
    }
    // The lines add up from the opening balance to the closing one.
    const sum = lines.reduce((total, line) => total + Math.round(Number(line.TRNAMT) * 100), 0);
    const closing = Math.round(Number(statement.LEDGERBAL.BALAMT) * 100);
    expect(closing).toBe(await availableBalance(t, maria.accountId));
    expect(closing - sum).toBe(0);
  });

  it('OFX 1.0.2: the SGML header and Windows-1252 text older readers expect', async () => {
    const res = await get(maria, `format=ofx1&from=${from}&to=${today}`);
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.toString('latin1');
    expect(text.startsWith('OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\n')).toBe(true);
    expect(text).toContain('CHARSET:1252');
    // Leaf elements have no end tag; aggregates do.
    expect(text).toMatch(/<TRNAMT>-87\.50\n/);
    expect(text).not.toContain('</TRNAMT>');
    expect(text).toContain('</BANKTRANLIST>');
    expect(text).toContain('Farmácia São Bento');
    expect(text).toContain('Salário - Editora Horizonte');
  });

  it('PDF: a real PDF document', async () => {
    const res = await get(maria, `format=pdf&from=${from}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString()).toContain('%%EOF');
  });

  it('the token alone opens only its own account; a bad period is an error body', async () => {
    expect((await get(carlos, 'format=csv', maria.accountId)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/extract/v1/accounts/${maria.accountId}/statement?format=csv`,
    });
    expect(anonymous.statusCode).toBe(401);
    const reversed = await get(maria, `format=pdf&from=${today}&to=${from}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().code).toBe('STATEMENT_PERIOD_INVALID');
    expect((await get(maria, 'format=xls')).statusCode).toBe(400);
  });

  it('the income report of a finished year is a PDF; the current year has none yet', async () => {
    const lastYear = Number(today.slice(0, 4)) - 1;
    const report = (year: number, session = maria) =>
      t.app.inject({
        method: 'GET',
        url: `/extract/v1/accounts/${session.accountId}/income-reports/${year}`,
        headers: { authorization: `Bearer ${session.token}` },
      });
    const res = await report(lastYear);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="informe-de-rendimentos-${lastYear}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const current = await report(lastYear + 1);
    expect(current.statusCode).toBe(404);
    expect(current.json().code).toBe('INCOME_REPORT_NOT_AVAILABLE');
    // Maria's account opened in 2023.
    expect((await report(2019)).json().code).toBe('INCOME_REPORT_NOT_AVAILABLE');
  });
});
