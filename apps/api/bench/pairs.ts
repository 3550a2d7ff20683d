/**
 * Who pays whom, the same for every target so their numbers compare: client i always pays from
 * account i (mod the number of accounts), to another account chosen at random.
 */
export function transferPair(client: number, accounts: number): { from: number; to: number } {
  const from = client % accounts;
  const to = (from + 1 + Math.floor(Math.random() * (accounts - 1))) % accounts;
  return { from, to };
}

/**
 * 1 centavo to R$ 10,00. The one-client run and the warm-up pay from a few accounts only, over
 * two thousand Pix each at 1,000 a second: at up to R$ 100,00 (R$ 50,00 on average) the first
 * account passed the day's Pix limit ceiling (R$ 100.000,00) and the run measured refusals.
 */
export function randomAmountCents(): number {
  return 1 + Math.floor(Math.random() * 1_000);
}
