import type { KycOutcome } from '@ipe/domain';
import type { Mail } from '../mail';

const firstName = (name: string): string => name.split(' ')[0] ?? name;

/** The e-mails of opening an account; a code's subject ends with the code, like every code's. */
export const applicationMail = {
  code: (input: { to: string; code: string; ttlSeconds: number }): Mail => ({
    to: input.to,
    subject: `Seu código para abrir a conta no Ipê: ${input.code}`,
    text:
      'Olá!\n\n' +
      `Use o código ${input.code} para confirmar este e-mail e abrir (ou continuar abrindo) a ` +
      `sua conta no Ipê. Ele vale por ${Math.round(input.ttlSeconds / 60)} minutos.\n\n` +
      'Se não foi você, ignore este e-mail: nada é feito sem o código.',
  }),

  outcome: (input: {
    to: string;
    name: string;
    account: string | null;
    outcome: KycOutcome;
  }): Mail => {
    const which = input.account ? `da conta ${input.account}` : 'da sua conta';
    const texts: Record<KycOutcome, [string, string]> = {
      approved: [
        'Sua conta no Ipê está aberta',
        `A abertura ${which} foi aprovada. Entre com o seu e-mail e a sua senha para começar.`,
      ],
      analysis: [
        'Recebemos os seus documentos',
        `A abertura ${which} está em análise. Avisamos por e-mail assim que terminar; costuma ` +
          'levar até 2 dias úteis.',
      ],
      rejected: [
        'Não foi possível abrir a sua conta',
        `Não conseguimos aprovar a abertura ${which}. Se quiser entender o motivo, fale com o ` +
          'nosso atendimento.',
      ],
    };
    const [subject, body] = texts[input.outcome];
    return { to: input.to, subject, text: `Olá, ${firstName(input.name)}!\n\n${body}` };
  },

  reverified: (input: { to: string; name: string; outcome: 'approved' | 'rejected' }): Mail => ({
    to: input.to,
    subject:
      input.outcome === 'approved' ? 'Sua identidade foi confirmada' : 'Identidade não confirmada',
    text:
      `Olá, ${firstName(input.name)}!\n\n` +
      (input.outcome === 'approved'
        ? 'Confirmamos a sua identidade. O novo PIN que você escolheu já vale.'
        : 'Não conseguimos confirmar a sua identidade. Tente de novo pelo app ou fale conosco.'),
  }),
};
