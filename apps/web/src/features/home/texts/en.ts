import type { homePtBR } from './ptBR';

/** Home's own texts in English, fetched when someone picks English. */
export const homeEn: typeof homePtBR = {
  title: 'Home',
  greeting: 'Hello, {{name}}',
  balanceTitle: 'Available balance',
  showBalance: 'Show balance',
  loadingBalance: 'Loading balance',
  seeStatement: 'See statement',
  shortcutsTitle: 'Shortcuts',
  latest: 'Latest movements',
  latestEmpty: 'No movements',
  latestEmptyDescription: 'Money in and out of your account shows up here.',
  latestError: "We couldn't load the movements.",
  seeAll: 'See all',
  today: 'Today',
  yesterday: 'Yesterday',
  credit: 'In',
  debit: 'Out',
  loadingMovements: 'Loading movements',
  balanceError: 'Error fetching the balance!',
  shortcuts: {
    pix: 'Pix',
    payment: 'Pay a bill',
    transfer: 'Transfer',
    receive: 'Receive',
    statement: 'Statement',
    qrcode: 'Charge with QR Code',
  },
};
