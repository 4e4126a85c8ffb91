/** One item of a rating list with its share of the whole (spec §9). */
export interface RatingShare {
  id: string;
  rating: number;
  /** 100 × rating / sum, rounded to one decimal; 0 when the sum is 0. */
  percent: number;
}

/**
 * Rating percentages of a top list (spec §9: "percent is 100*rating/sum, rounded", shown with
 * one decimal), from the map of id to rating that `GET /stats.rating` answers. Highest first; ties
 * keep the map's order (the sort is stable). A value that is not a finite positive number counts
 * as 0, so one bad value cannot turn every percentage into NaN.
 *
 * Tenths are counted as 1000 × rating / sum in one division of whole numbers, so a half (1/8 →
 * 12.5) is exact and rounds up, with no floating-point noise from a second multiplication. Each
 * item is rounded alone, so the percentages may add up to 99.9 or 100.1: each is what that item
 * has, as the spec defines it.
 */
export function ratingPercents(map: Readonly<Record<string, number>>): RatingShare[] {
  const items = Object.entries(map).map(([id, value]) => ({
    id,
    rating: Number.isFinite(value) && value > 0 ? value : 0,
  }));
  const sum = items.reduce((total, item) => total + item.rating, 0);
  return items
    .map((item) => ({ ...item, percent: sum > 0 ? Math.round((1000 * item.rating) / sum) / 10 : 0 }))
    .sort((a, b) => b.rating - a.rating);
}

/** Spec §9 rating lists: anchors top 20 by likes, channels top 10 by rating. */
export const TOP_ANCHORS = 20;
export const TOP_CHANNELS = 10;
