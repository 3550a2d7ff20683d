import type { BankMessages } from './messages';

/** English texts of the signed-in screens. */
export const enBank: BankMessages = {
  nav: {
    home: 'Home',
    statement: 'Statement',
    payment: 'Pay',
    receive: 'Receive',
    pix: 'Pix',
    transfer: 'Transfer',
    settings: 'Settings',
  },
  services: {
    service_statement: 'Statement',
    service_balance: 'Balance',
    service_pay: 'Payments',
    service_receive: 'Receiving',
    service_pix: 'Pix',
    service_security: 'Insurance and protection',
    service_transfer: 'Transfers',
  },
  consult: {
    title: 'You are in read-only mode',
    device:
      'This device is not enabled yet. You can see your balance and statement, but Pix, payments and transfers stay blocked until you enable it.',
    deviceAction: 'Enable this device',
    account:
      "Your account's status does not allow moving money right now. You can see your balance and statement.",
    accountAction: 'See account status',
    user: 'Your user has read-only access to this account. To move money, ask the account administrator to grant access.',
    disabledHint: 'Unavailable in read-only mode',
  },
  incoming: {
    from: 'You received {{amount}} from {{from}}.',
    amount: 'You received {{amount}}.',
  },
  statement: {
    tabs: 'Statements',
    account: 'Account',
    card: 'Card',
    ticket: 'Boletos',
  },
  features: {
    statementTicket: {
      title: 'Boleto statement',
      description: 'Boletos you issued and paid, with the status of each.',
    },
    payment: {
      title: 'Pay',
      description: 'Pay boletos and utility bills by typing or pasting the line, with scheduling.',
    },
    receive: {
      title: 'Receive',
      description: 'Ways to receive money in your account.',
    },
    receiveTitle: {
      title: 'Issue a boleto',
      description:
        'Charge someone with a boleto: payer, amount, due date, fine, interest and discount, with a PDF and a public page.',
    },
    receiveSecurity: {
      title: 'Protection of what you receive',
      description: 'Follow Pix payments under dispute (MED), blocked amounts and contests.',
    },
    pix: {
      title: 'Pix',
      description: 'Pay, receive and manage your Pix keys, 24 hours a day.',
    },
    pixRequests: {
      title: 'Pix charges',
      description: 'Immediate and due-date charges you issued, and the status of each.',
    },
    pixPayKey: {
      title: 'Pay with a key',
      description: 'Send a Pix to a CPF, CNPJ, e-mail, phone or random key.',
    },
    pixCopyPaste: {
      title: 'Pix copy and paste',
      description: 'Paste a Pix code to check the details and pay.',
    },
    pixBankData: {
      title: 'Pix with bank details',
      description: "Send a Pix with the receiver's bank, branch and account.",
    },
    pixScheduling: {
      title: 'Scheduled Pix',
      description: 'Schedule a Pix for a future date; the bank sends it on the day.',
    },
    pixBoleto: {
      title: 'Boleto with Pix',
      description: 'Charge with a boleto that can also be paid with a Pix QR code.',
    },
    pixQrcode: {
      title: 'Receive with a QR code',
      description: 'Create a Pix QR code, with or without an amount, to receive at once.',
    },
    pixFavorites: {
      title: 'Pix favourites',
      description: 'Saved contacts to send Pix faster.',
    },
    pixLimit: {
      title: 'Pix limits',
      description:
        'Daytime and nighttime (8 pm to 6 am) limits. Raises apply in 24 to 48 hours; cuts at once.',
    },
    pixKeys: {
      title: 'My Pix keys',
      description: 'Register up to 5 keys (20 for companies): CPF/CNPJ, e-mail, phone or random.',
    },
    pixRefund: {
      title: 'Refund a Pix',
      description: 'Refund, in whole or in part, a Pix received in the last 90 days.',
    },
    transfer: {
      title: 'Transfer',
      description: 'Send money to Ipê accounts or to other banks.',
    },
    transferContaQyon: {
      title: 'To an Ipê account',
      description: 'Instant and at any hour, to any Ipê account.',
    },
    transferOutrosBancos: {
      title: 'To other banks',
      description: 'By Pix, instantly and at any hour, to accounts at other institutions.',
    },
    transferFavorites: {
      title: 'Favourites',
      description: 'Saved people and accounts to transfer faster.',
    },
  },
};
