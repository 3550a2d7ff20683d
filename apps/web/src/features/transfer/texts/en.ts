import type { transferPtBR } from './ptBR';

/** The transfer screens' texts in English, fetched only when someone picks English. */
export const transferEn: typeof transferPtBR = {
  sameBank: {
    title: 'To an Ipê account',
    description: 'Transfers between Ipê accounts arrive at once, at any hour, free of charge.',
    findBy: 'Find the account by',
    byAccount: 'Branch and account',
    byDocument: 'CPF or CNPJ',
    document: "Recipient's CPF or CNPJ",
    find: 'Find account',
    finding: 'Searching…',
    name: 'Name',
    found: 'Account found',
    chooseAccount: 'Which account?',
    accountLine: 'Branch {{branch}} · Account {{account}}',
    needsRecipient: "Find the recipient's account to continue.",
    consult: 'Transfers cannot be made in consult mode. The notice above says how to lift it.',
  },
  otherBanks: {
    title: 'To other banks',
    description:
      'Transfers to other banks are made by Pix: they arrive at once, at any hour, every day.',
  },
};
