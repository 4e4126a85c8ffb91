/** Lighthouse's CPU slowdown, preset and calibrated to the machine (lighthouse.ts). */

/** The mobile preset's CPU slowdown (Lighthouse's `constants.throttling.mobileSlow4G`). */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown that makes a machine of this Lighthouse benchmarkIndex the phone Lighthouse's
 * preset means, `null` when the machine is too slow to emulate it. Lighthouse's docs/throttling.md
 * ("Calibrating the CPU slowdown") sends a machine outside the high-end desktop range (1500–2000,
 * where 4× is right) to the calculator it links, lighthouse-cpu-throttling-calculator; these are
 * that calculator's three linear pieces (150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4×, 2000 → 6×).
 * The Lighthouse team set PageSpeed Insights' own slowdown (1.2×) with it (lighthouse#16256).
 */
export function calibratedMultiplier(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + (benchmarkIndex - 150) / 650;
}
