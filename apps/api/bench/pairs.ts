/**
 * Who pays whom, the same for every target so their numbers compare: client i always pays from
 * account i (mod the number of accounts), to another account chosen at random.
 */
export function transferPair(client: number, accounts: number): { from: number; to: number } {
  const from = client % accounts;
  const to = (from + 1 + Math.floor(Math.random() * (accounts - 1))) % accounts;
  return { from, to };
}

/** 1 centavo to R$ 100,00. */
export function randomAmountCents(): number {
  return 1 + Math.floor(Math.random() * 10_000);
}
