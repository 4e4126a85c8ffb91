import { TASHKENT_OFFSET_MS } from '@core/time';

/**
 * `<input type="datetime-local">` values in Tashkent time (the newsroom's clock, design §5),
 * whatever the zone of the editor's browser: an instant ⇄ `YYYY-MM-DDTHH:mm`.
 */
export function toTashkentInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : new Date(ms + TASHKENT_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Tashkent time, as an ISO instant (undefined when empty or bad). */
export function fromTashkentInput(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const ms = Date.parse(`${value}:00Z`) - TASHKENT_OFFSET_MS;
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}
