/** Tables scroll sideways below `width` only when they have rows: an empty message must stay readable at 360 px. */
export const scrollWidth = (rows: readonly unknown[] | undefined, width: number): number =>
  rows && rows.length > 0 ? width : 0;
