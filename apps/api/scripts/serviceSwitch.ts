/**
 * The operator's command for the health switches of a running server:
 *   pnpm --filter @ipe/api service                 lists every service
 *   pnpm --filter @ipe/api service pix off "SPI em manutenção"
 *   pnpm --filter @ipe/api service pix on
 * IPE_URL picks the server (default http://localhost:3000); the token comes from IPE_ADMIN_TOKEN
 * or the file the server wrote, <IPE_DATA_DIR>/admin-token.
 */
import { SWITCHABLE_SERVICES } from '../src/health';
import { operatorCall as send } from './operatorCall';

const [service, state, ...reason] = process.argv.slice(2);

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
