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

  /** To a company's legal representative, invited by whoever began opening its account. */
  representativeInvitation: (input: {
    to: string;
    name: string;
    company: string;
    invitedBy: string;
    code: string;
    ttlSeconds: number;
  }): Mail => ({
    to: input.to,
    subject: `Convite para abrir a conta de ${input.company} no Ipê: ${input.code}`,
    text:
      `Olá, ${firstName(input.name)}!\n\n` +
      `${input.invitedBy} começou a abrir a conta de ${input.company} no Ipê e indicou você ` +
      'como representante legal. A conta abre quando você concluir a sua parte: seus dados, ' +
      'seu celular, sua senha e seu PIN, e uma foto do documento com uma selfie.\n\n' +
      'Para continuar, abra o Ipê, escolha "Abrir uma conta", informe este e-mail e toque em ' +
      `"Já tenho um código": ${input.code}. Ele vale por ` +
      `${Math.round(input.ttlSeconds / 86_400)} dias.\n\n` +
      `Se você não é representante legal de ${input.company}, ignore este e-mail.`,
  }),

  /**
   * The invited e-mail already signs in to Ipê or is opening an account of its own: its owner is
   * told (only they may know it), and what to ask the one who invited them.
   */
  representativeUnavailable: (input: {
    to: string;
    name: string;
    company: string;
    invitedBy: string;
  }): Mail => ({
    to: input.to,
    subject: `Convite para abrir a conta de ${input.company} no Ipê`,
    text:
      `Olá, ${firstName(input.name)}!\n\n` +
      `${input.invitedBy} começou a abrir a conta de ${input.company} no Ipê e indicou você ` +
      'como representante legal, mas este e-mail já tem acesso ao Ipê ou uma abertura de conta ' +
      'em andamento, e por ele não dá para aceitar. Peça que indiquem outro e-mail seu.\n\n' +
      `Se você não é representante legal de ${input.company}, ignore este e-mail.`,
  }),

  /** To whoever opened a company's account and invited its representative: how it ended. */
  companyOutcome: (input: {
    to: string;
    account: string;
    representative: string;
    outcome: KycOutcome;
  }): Mail => {
    const texts: Record<KycOutcome, string> = {
      approved: `A conta ${input.account} está aberta. ${input.representative} já pode entrar e convidar quem mais vai usar a conta.`,
      analysis: `${input.representative} concluiu a parte dele(a) e a abertura da conta ${input.account} está em análise; costuma levar até 2 dias úteis.`,
      rejected: `Não conseguimos aprovar a abertura da conta ${input.account}. Se quiser entender o motivo, fale com o nosso atendimento.`,
    };
    return {
      to: input.to,
      subject: `Abertura da conta ${input.account} no Ipê`,
      text: `Olá!\n\n${texts[input.outcome]}`,
    };
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
