import type { PixParticipant } from '@ipe/api-client';

/** Lower case without accents, so "itau" finds "ITAÚ UNIBANCO S.A.". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * The participants a search names: a name or short name with a word starting with it (accents and
 * case aside; "banco" is not "Unibanco"), a COMPE code (`341`) or an ISPB. Names that start with
 * the search come first.
 */
export function searchParticipants(
  participants: readonly PixParticipant[],
  search: string,
  limit = 8,
): PixParticipant[] {
  const wanted = fold(search.trim());
  if (wanted === '') return [];
  const scored: Array<{ participant: PixParticipant; score: number }> = [];
  for (const participant of participants) {
    const names = [fold(participant.name), fold(participant.shortName)];
    if (participant.code === wanted || participant.ispb === wanted) {
      scored.push({ participant, score: 0 });
    } else if (names.some((name) => name.startsWith(wanted))) {
      scored.push({ participant, score: 1 });
    } else if (names.some((name) => name.includes(` ${wanted}`))) {
      scored.push({ participant, score: 2 });
    }
  }
  return scored
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map(({ participant }) => participant);
}
