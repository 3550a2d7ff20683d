/** The kinds of account Pix pays into (DICT/SPI: CACC, SVGS, TRAN). */
export const ACCOUNT_TYPES = ['checking', 'savings', 'payment'] as const;

export type AccountType = (typeof ACCOUNT_TYPES)[number];
