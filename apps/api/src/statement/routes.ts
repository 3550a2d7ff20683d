import type { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { bankCallHeaders } from '../auth/headers';
import { errorBody } from '../errors/schemas';
import { accountParams } from '../schemas/shared';
import { callerOf } from '../auth/caller';
import { statementCsv } from './export/csv';
import { incomeReportPdf } from './export/incomeReportPdf';
import { incomeReport } from './incomeReport';
import { incomeTaxYears } from './incomeTaxYears';
import { statementSummary } from './summary';
import { statementOfx } from './export/ofx';
import { statementPdf } from './export/pdf';
import type { ExportFormat, StatementExport } from './export/statementExport';
import { createStatementExports } from './export/statementExports';
import {
  exportFile,
  exportQuery,
  statementPage,
  statementQuery,
  summaryAnswer,
  summaryQuery,
} from './schemas';
import { createStatements } from './statements';

/** What the statement routes use of the app's context. */
export type StatementContext = Pick<AppContext, 'db' | 'ledger' | 'accounts' | 'clock'> & {
  guards: Pick<AppContext['guards'], 'authenticate' | 'authenticateToken' | 'ownAccount'>;
};

/** Each format: its media type, file extension and writer. */
const FORMATS: Record<
  ExportFormat,
  { type: string; extension: string; write: (statement: StatementExport) => Readable }
> = {
  pdf: { type: 'application/pdf', extension: 'pdf', write: statementPdf },
  csv: {
    type: 'text/csv; charset=utf-8',
    extension: 'csv',
    write: (s) => statementCsv(s, 'pt-BR'),
  },
  'csv-plain': {
    type: 'text/csv; charset=utf-8',
    extension: 'csv',
    write: (s) => statementCsv(s, 'plain'),
  },
  ofx: {
    type: 'application/x-ofx; charset=utf-8',
    extension: 'ofx',
    write: (s) => statementOfx(s, '2'),
  },
  ofx1: {
    type: 'application/x-ofx; charset=windows-1252',
    extension: 'ofx',
    write: (s) => statementOfx(s, '1'),
  },
};

/** The account statement and its exports (docs/architecture/statements.md). */
export const statementRoutes: FastifyPluginAsync<{ ctx: StatementContext }> = async (
  app,
  { ctx },
) => {
  const statements = createStatements(ctx);
  const exports = createStatementExports({ ...ctx, statements });
  const authorize = [ctx.guards.authenticate, ctx.guards.ownAccount];
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/v1/bank/accounts/:sub/statement',
    {
      onRequest: authorize,
      schema: {
        tags: ['statement'],
        operationId: 'getStatement',
        summary: 'Extrato da conta: movimentações, mais recentes primeiro, com o saldo de cada dia',
        params: accountParams,
        headers: bankCallHeaders,
        querystring: statementQuery,
        response: {
          200: z.object({ data: statementPage }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => ({ data: await statements.page(request.params.sub, request.query) }),
  );

  // The statement-extract API (SPEC §7): its own base URL in each environment, the token alone.
  routes.get(
    '/extract/v1/accounts/:sub/statement',
    {
      onRequest: [ctx.guards.authenticateToken, ctx.guards.ownAccount],
      schema: {
        tags: ['statement'],
        operationId: 'exportStatement',
        summary: 'Extrato do período em PDF, CSV ou OFX (API de extrato)',
        params: accountParams,
        querystring: exportQuery,
        produces: ['application/pdf', 'text/csv', 'application/x-ofx'],
        response: {
          200: exportFile,
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { format, from, to } = request.query;
      const statement = await exports.open(request.params.sub, { from, to });
      const { type, extension, write } = FORMATS[format];
      const name = `extrato-${statement.header.from}-a-${statement.header.to}.${extension}`;
      return reply
        .type(type)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(write(statement) as unknown as string);
    },
  );

  routes.get(
    '/extract/v1/accounts/:sub/income-reports/:year',
    {
      onRequest: [ctx.guards.authenticateToken, ctx.guards.ownAccount],
      schema: {
        tags: ['statement'],
        operationId: 'exportIncomeReport',
        summary: 'Informe de rendimentos de um ano, em PDF (Imposto de Renda)',
        params: accountParams.extend({
          year: z.coerce.number().int().min(2000).max(9999).describe('Ano-calendário'),
        }),
        produces: ['application/pdf'],
        response: { 200: exportFile, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { sub, year } = request.params;
      const now = ctx.clock.now();
      const years = incomeTaxYears(callerOf(request).account.opened_at, now);
      const report = await incomeReport(ctx, sub, year, years);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="informe-de-rendimentos-${year}.pdf"`)
        .header('cache-control', 'no-store')
        .send(incomeReportPdf(report, now) as unknown as string);
    },
  );

  routes.get(
    '/v1/bank/accounts/:sub/statement/summary',
    {
      onRequest: [ctx.guards.authenticate, ctx.guards.ownAccount],
      schema: {
        tags: ['statement'],
        operationId: 'getStatementSummary',
        summary: 'Resumo do período: entradas e saídas por tipo e por mês',
        params: accountParams,
        headers: bankCallHeaders,
        querystring: summaryQuery,
        response: {
          200: z.object({ data: summaryAnswer }),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (request) => ({ data: await statementSummary(ctx, request.params.sub, request.query) }),
  );
};
