/**
 * The operator's command for the health switches of a running server:
 *   pnpm --filter @ipe/api service                 lists every service
 *   pnpm --filter @ipe/api service pix off "SPI em manutenção"
 *   pnpm --filter @ipe/api service pix on
 * IPE_URL picks the server (default http://localhost:3000); the token comes from IPE_ADMIN_TOKEN
 * or the file the server wrote, <IPE_DATA_DIR>/admin-token.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../src/config';
import { SWITCHABLE_SERVICES } from '../src/health';

const base = process.env.IPE_URL ?? 'http://localhost:3000';
const token =
  process.env.IPE_ADMIN_TOKEN ??
  (await readFile(join(loadConfig().dataDir, 'admin-token'), 'utf8')).trim();
const [service, state, ...reason] = process.argv.slice(2);

async function send(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-admin-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(answer)}`);
  return answer as { data: unknown };
}

if (!service) {
  console.table((await send('GET', '/admin/services')).data);
} else if (
  !(SWITCHABLE_SERVICES as readonly string[]).includes(service) ||
  (state !== 'on' && state !== 'off')
) {
  console.error(`uso: service [${SWITCHABLE_SERVICES.join('|')}] [on|off] [motivo]`);
  process.exitCode = 2;
} else {
  const body = { enabled: state === 'on', ...(reason.length ? { reason: reason.join(' ') } : {}) };
  console.log((await send('PUT', `/admin/services/${service}`, body)).data);
}
