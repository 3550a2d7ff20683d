/** txid: charges (cob/cobv) 26–35 alphanumerics; a static BR Code at most 25 (or '***' when absent). */
export function isValidTxid(txid: string, kind: 'static' | 'charge'): boolean {
  if (kind === 'charge') return /^[A-Za-z0-9]{26,35}$/.test(txid);
  return txid === '***' || /^[A-Za-z0-9]{1,25}$/.test(txid);
}
