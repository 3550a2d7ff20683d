/**
 * `pnpm start` (root) → `pnpm --filter @ipe/api run serve`: migrates, seeds the demo bank once,
 * and serves the API and the built web app on one port.
 */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildApp } from './app';
import { loadConfig, productionProblems } from './config';
import { createDatabase, migrate, migrations } from './db';
import { createBoletoPayments } from './boleto';
import { describeSmtpUrl } from './mail';
import { createPixPayments } from './pix';
import { devMasterKey } from './secrets';
import {
  DEMO_BR_CODE,
  DEMO_INVITATION_CODE,
  DEMO_PASSWORD,
  DEMO_PIN,
  DEMO_SIGN_INS,
  seedDemoData,
} from './seed';

async function main() {
  const config = loadConfig();
  const problems = productionProblems(config);
  if (problems.length > 0) {
    console.error(
      ['O Ipê não inicia em produção assim:', ...problems.map((p) => `  - ${p}`)].join('\n'),
    );
    process.exit(1);
  }
  await mkdir(config.dataDir, { recursive: true });
  if (!config.secrets.masterKey && config.env !== 'production') {
    config.secrets.masterKey = await devMasterKey(config.dataDir);
  }
  const db = await createDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
  });
  await migrate(db, migrations);
  if (config.seedDemoData) await seedDemoData(db);

  const app = await buildApp({ db, config });
  // A Pix reserved when the last process stopped, before the SPI answered, is settled now.
  const interrupted = await createPixPayments(app.ipe).settleInterrupted(app.ipe.clock.now());
  if (interrupted > 0) console.log(`Pix interrompidos e concluídos agora: ${interrupted}`);
  // Likewise a boleto reserved before the registry answered.
  const boletos = await createBoletoPayments(app.ipe).settleInterrupted(app.ipe.clock.now());
  if (boletos > 0) console.log(`Boletos interrompidos e concluídos agora: ${boletos}`);
  // The operator's token, for scripts/serviceSwitch.ts, the e2e tests and curl; never printed.
  // In production the operator already holds it (IPE_ADMIN_TOKEN).
  const tokenFile = join(config.dataDir, 'admin-token');
  if (config.env !== 'production') {
    await writeFile(tokenFile, `${app.ipe.adminToken}\n`, { mode: 0o600 });
    await chmod(tokenFile, 0o600);
  }

  await app.listen({ host: config.host, port: config.port });
  const loopback = config.host === '127.0.0.1' || config.host === '::1';
  const url = `http://${loopback ? 'localhost' : config.host}:${config.port}`;
  const lines = [
    '',
    `Ipê está no ar: ${url}`,
    `  banco de dados: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${join(config.dataDir, 'pglite')}`}`,
    config.swaggerUi ? `  documentação da API: ${url}/docs` : '',
    `  e-mails: ${config.mail.smtp ? `tabela email_outbox e SMTP em ${describeSmtpUrl(config.mail.smtp.url)}` : 'só a tabela email_outbox (defina SMTP_URL para enviar)'}`,
    config.env !== 'production' ? `  token de operador: ${tokenFile}` : '',
    loopback ? '' : `  atenção: aceitando conexões de outras máquinas (HOST=${config.host})`,
  ];
  if (config.seedDemoData) {
    lines.push(`  contas de demonstração (senha ${DEMO_PASSWORD}, PIN ${DEMO_PIN}):`);
    for (const { email, what } of DEMO_SIGN_INS) lines.push(`    ${email.padEnd(16)} ${what}`);
    lines.push(
      `  convite pendente: lucia@ipe.dev para a Padaria, código ${DEMO_INVITATION_CODE} (aceitar convite)`,
    );
    lines.push(
      '  chaves Pix para testar: carlos@ipe.dev (Ipê), +5521998765432 e ana.moreira@exemplo.com.br',
      '    (outros bancos, simulados), carla.ribeiro@exemplo.com.br (conta encerrada: o Pix volta)',
      `  Pix copia e cola de R$ 15,00 para Carlos: ${DEMO_BR_CODE}`,
      '  cobrança de outro banco: pnpm --filter @ipe/api pix:charge 89,90 "Pedido 4471"',
    );
    if (config.devRoutes) {
      lines.push(
        `  e-mails enviados (códigos): ${url}/dev/outbox com o cabeçalho x-admin-token do arquivo acima`,
      );
    }
  }
  console.log(lines.filter(Boolean).join('\n') + '\n');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
