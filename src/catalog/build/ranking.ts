/**
 * Competition ranking, as the statistics offices publish it: equal counts share a rank and the next
 * rank skips (100, 90, 90, 80 → 1, 2, 2, 4). Input order does not matter; the answer is aligned with it.
 */
export function competitionRanks(counts: readonly number[]): number[] {
  const order = counts.map((_, i) => i).sort((a, b) => counts[b] - counts[a] || a - b);
  const ranks = new Array<number>(counts.length);
  order.forEach((idx, pos) => {
    const prev = order[pos - 1];
    ranks[idx] = pos > 0 && counts[prev] === counts[idx] ? ranks[prev] : pos + 1;
  });
  return ranks;
}
