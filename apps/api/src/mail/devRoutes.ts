import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../appContext';
import { errorBody } from '../errors';
import { adminHeaders, requireAdmin } from '../security/adminToken';

const outboxMail = z
  .object({
    id: z.string(),
    to: z.string(),
    channel: z.enum(['email', 'sms']).describe('sms: código de uma chave Pix de celular'),
    subject: z.string(),
    text: z.string(),
    created_at: z.string(),
    sent_at: z.string().nullable().describe('Entregue ao servidor SMTP; null sem SMTP_URL'),
  })
  .meta({ id: 'OutboxMail' });

/**
 * GET /dev/outbox?to= — the e-mails (and phone texts) the server "sent", newest first. They carry
 * sign-in, device and Pix key codes, so only the operator's token reads them (any web page the
 * holder opens can reach a loopback server); app.ts never registers it in production.
 */
export const devMailRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      onRequest: requireAdmin(ctx.adminToken),
      schema: {
        tags: ['dev'],
        operationId: 'listOutbox',
        summary: 'Caixa de saída de e-mails (desenvolvimento)',
        headers: adminHeaders,
        querystring: z.object({
          to: z.string().trim().toLowerCase().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: {
          200: z.object({ data: z.array(outboxMail) }),
          400: errorBody,
          401: errorBody,
        },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const { rows } = await ctx.db.query<{
        id: string;
        to_address: string;
        subject: string;
        body_text: string;
        channel: 'email' | 'sms';
        created_at: Date;
        sent_at: Date | null;
      }>(
        `SELECT id, to_address, channel, subject, body_text, created_at, sent_at FROM email_outbox
          WHERE $1::text IS NULL OR to_address = $1 ORDER BY seq DESC LIMIT $2`,
        [to ?? null, limit],
      );
      return {
        data: rows.map((r) => ({
          id: r.id,
          to: r.to_address,
          channel: r.channel,
          subject: r.subject,
          text: r.body_text,
          created_at: r.created_at.toISOString(),
          sent_at: r.sent_at?.toISOString() ?? null,
        })),
      };
    },
  );
};
