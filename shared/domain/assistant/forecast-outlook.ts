/**
 * "¿Mañana va a estar flojo?", "¿va a estar pesado el sábado?", "¿va a ser un día fuerte?": the
 * day's point against the mean open day of the forecast's seven days after today (the same read, so
 * the baseline is named and moves with it), said as a strong, ordinary or slow day. Within ±10 % is
 * an ordinary day: a day's own 80 % range is about that wide on each side, so closer than that the
 * forecast cannot tell the day from a usual one. Pure.
 */
import { divideRounded, pctChange } from '../analytics/rounding.ts';
import type { SalesBasis } from '../forecast-reads/stored.ts';
import { afterSalesAmount } from '../forecast-reads/words.ts';
import type { ForecastAttributes } from '../responses/forecast.ts';
import type { Answer } from './compose.ts';
import { period } from './format.ts';
import { normalize } from './text.ts';

type Day = ForecastAttributes['days'][number];

/** How far from the usual day a day is still ordinary, in percent. */
const ORDINARY_PCT = 10;

/** A day's outlook asked in words of how busy: flojo, tranquilo, muerto, pesado, fuerte, lleno. */
export const asksOutlook = (question: string) =>
  /\b(estar|ser|estara|sera)( muy| un dia| una dia)? (floj[oa]|tranquil[oa]|muert[oa]|lent[oa]|pesad[oa]|fuerte|llen[oa]|movid[oa])\b/.test(
    normalize(question),
  );

const WORDS = {
  sales: { up: 'un día fuerte', level: 'un día normal', down: 'un día flojo', noun: 'venta' },
  covers: {
    up: 'más gente de lo normal',
    level: 'lo normal',
    down: 'menos gente de lo normal',
    noun: 'gente',
  },
} as const;

/** " Contra tu día promedio de … : 31.5% más, un día fuerte." — empty without open days to compare. */
export function outlookSentence(
  row: Day,
  rows: readonly Day[],
  ask: 'sales' | 'covers',
  today: string,
  answer: Answer,
  /** Which sales the amounts are (meta.sales_basis): said after the mean, as after the point. */
  basis: SalesBasis | null = null,
): string {
  const week = rows.filter((entry) => entry.date > today).slice(0, 7);
  const open = week.filter((entry) => entry.status === 'ok');
  const value = (entry: Day) => (ask === 'sales' ? entry.sales_cents : entry.covers) ?? 0;
  if (row.status !== 'ok' || open.length === 0) return '';
  const mean = divideRounded(
    open.reduce((sum, entry) => sum + value(entry), 0),
    open.length,
  )!;
  const change = pctChange(value(row), mean);
  if (change === null) return '';
  const words = WORDS[ask];
  const usual =
    ask === 'sales'
      ? `${answer.money('typical_day_sales_cents', 'Venta de un día promedio', mean)}${afterSalesAmount(basis)}`
      : answer.count('typical_day_covers', 'Comensales de un día promedio', mean);
  const shown = answer.pct(`${ask}_vs_typical_day_pct`, 'Contra un día promedio', Math.abs(change));
  const span = period({ from: week[0]!.date, to: week.at(-1)!.date }, today);
  const verdict = change >= ORDINARY_PCT ? words.up : change <= -ORDINARY_PCT ? words.down : words.level;
  const side = change >= 0 ? 'más' : 'menos';
  return ` Contra tu día abierto promedio ${span} (${usual}), ${shown} ${side}: ${verdict}.`;
}
