/**
 * The operator's command for a dynamic Pix charge from a simulated customer of another bank, to
 * pay in pix/copyPaste:
 *   pnpm --filter @ipe/api pix:charge 89,90 "Pedido 4471"
 *   pnpm --filter @ipe/api pix:charge 15 --payee 2 --expires 60 --tampered
 * Amount in reais (pt-BR), an optional message; --payee picks who charges (SIMULATED_HOLDERS),
 * --expires the validity in seconds, --tampered serves the charge altered after signing. Prints
 * the copy-and-paste code. IPE_URL and the token as in pix:incoming.
 */
import { parseArgs } from 'node:util';
import { parseBrl } from '@ipe/domain';
import { SIMULATED_HOLDERS } from '../src/interbank';
import { operatorCall } from './operatorCall';

const { values, positionals } = parseArgs({
  options: {
    payee: { type: 'string', default: '0' },
    expires: { type: 'string', default: '3600' },
    tampered: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const [amountText, ...message] = positionals;
const amount = amountText === undefined ? null : parseBrl(amountText);
const payee = Number(values.payee);

if (amount === null || !SIMULATED_HOLDERS[payee]) {
  console.error(
    'uso: pix:charge <valor em reais> [mensagem] [--payee N] [--expires SEGUNDOS] [--tampered]',
  );
  console.error('quem cobra:');
  SIMULATED_HOLDERS.forEach((holder, index) =>
    console.error(`  ${index}: ${holder.holder.name} (ISPB ${holder.ispb})`),
  );
  process.exitCode = 2;
} else {
  const answer = await operatorCall<{ br_code: string }>('POST', '/admin/pix/charges', {
    payee,
    amount,
    expires_in: Number(values.expires),
    tampered: values.tampered,
    ...(message.length ? { description: message.join(' ') } : {}),
  });
  console.log(answer.data.br_code);
}
