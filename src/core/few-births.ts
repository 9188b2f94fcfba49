// "A few births": the figure below which births of one sex are noise, shared by the catalog build (gender,
// card country) and the name page (rank rows of the other sex folded away). docs/catalog.md, "Numbers".

/** Fewer births than this are a handful… */
export const FEW_BIRTHS = 10;
/** …and so is any share of the name's births below this. */
export const FEW_SHARE = 0.02;

/** True when `count` births are only a few: fewer than FEW_BIRTHS, or under FEW_SHARE of `total`. */
export function isFewBirths(count: number, total: number): boolean {
  return count < FEW_BIRTHS || count < total * FEW_SHARE;
}
