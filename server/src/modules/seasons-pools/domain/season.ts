/** A season is named by its number, so names never collide and follow lock order. */
export const seasonName = (no: number): string => `Season ${no}`;

/** The season that opens when `no` locks. */
export const nextSeasonNo = (no: number): number => no + 1;
