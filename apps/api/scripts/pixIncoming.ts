/**
 * The operator's command for a Pix arriving from another bank (the interbank simulator):
 *   pnpm --filter @ipe/api pix:incoming 0001 12345-6 150,00 "Almoço de sexta"
 *   pnpm --filter @ipe/api pix:incoming 0001 12345-6 25 --payer 2
 *   pnpm --filter @ipe/api pix:incoming --code "00020101021226…" [valor]
 * Branch, account number, amount in reais (pt-BR), an optional message; or --code, a copy-and-
 * paste code of this bank the customer pays (its charge concludes); --payer picks which
 * simulated customer of another bank pays (SIMULATED_HOLDERS). IPE_URL picks the server (default
 * http://localhost:3000); the token comes from IPE_ADMIN_TOKEN or <IPE_DATA_DIR>/admin-token.
 */
import { parseArgs } from 'node:util';
import { parseBrl } from '@ipe/domain';
import { SIMULATED_HOLDERS } from '../src/interbank';
import { operatorCall } from './operatorCall';

const { values, positionals } = parseArgs({
  options: { payer: { type: 'string', default: '0' }, code: { type: 'string' } },
  allowPositionals: true,
});
const [branch, number, amountText, ...message] = positionals;
const amount = amountText === undefined ? null : parseBrl(amountText);
const payer = Number(values.payer);

if (values.code) {
  const answer = await operatorCall('POST', '/admin/pix/incoming', {
    br_code: values.code,
    payer,
    ...(branch ? { amount: parseBrl(branch) ?? undefined } : {}),
  });
  console.log(answer.data);
} else if (!branch || !number || amount === null || !SIMULATED_HOLDERS[payer]) {
  console.error('uso: pix:incoming <agência> <conta> <valor em reais> [mensagem] [--payer N]');
  console.error('     pix:incoming --code <Pix Copia e Cola> [valor em reais] [--payer N]');
  console.error('pagadores:');
  SIMULATED_HOLDERS.forEach((holder, index) =>
    console.error(`  ${index}: ${holder.holder.name} (ISPB ${holder.ispb})`),
  );
  process.exitCode = 2;
} else {
  const answer = await operatorCall('POST', '/admin/pix/incoming', {
    branch,
    number,
    amount,
    payer,
    ...(message.length ? { description: message.join(' ') } : {}),
  });
  console.log(answer.data);
}
