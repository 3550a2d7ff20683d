/**
 * What a card purchase was for, from the merchant category code (MCC, ISO 18245) the card network
 * sends: the few groups a statement shows and charts spending by. One table, here.
 */
export const MERCHANT_CATEGORIES = [
  'groceries',
  'restaurants',
  'pharmacy',
  'fuel',
  'transport',
  'shopping',
  'services',
  'other',
] as const;
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];

const BY_MCC: Record<string, MerchantCategory> = {
  '5411': 'groceries',
  '5422': 'groceries',
  '5441': 'groceries',
  '5451': 'groceries',
  '5462': 'groceries',
  '5499': 'groceries',
  '5812': 'restaurants',
  '5813': 'restaurants',
  '5814': 'restaurants',
  '5912': 'pharmacy',
  '5122': 'pharmacy',
  '5541': 'fuel',
  '5542': 'fuel',
  '4111': 'transport',
  '4121': 'transport',
  '4131': 'transport',
  '4789': 'transport',
  '5311': 'shopping',
  '5651': 'shopping',
  '5691': 'shopping',
  '5732': 'shopping',
  '5942': 'shopping',
  '5999': 'shopping',
  '4814': 'services',
  '4900': 'services',
  '7230': 'services',
  '8011': 'services',
};

/** A card purchase's category from its MCC; 'other' for a code not in the table. */
export function merchantCategory(mcc: string): MerchantCategory {
  return BY_MCC[mcc] ?? 'other';
}

export const isMcc = (value: string): boolean => /^\d{4}$/.test(value);

/** How a card is written where it is shown: never more than its last four digits. */
export const maskedCardNumber = (last4: string): string => `•••• •••• •••• ${last4}`;
