/**
 * A few horizontal bars drawn with HTML and CSS (Hoy's comparison): no chart library, so the first
 * page stays light. Each bar says its label and value in text; the bars are decoration beside them.
 */
import { formatMoney } from '../lib/format.ts';

export interface Bar {
  label: string;
  value: number;
  text: string;
  strong?: boolean;
}

export function Bars(props: { bars: readonly Bar[]; label: string }) {
  const max = Math.max(...props.bars.map((bar) => Math.abs(bar.value)), 1);
  if (props.bars.length === 0) return null;
  return (
    <ul class="bars" aria-label={props.label}>
      {props.bars.map((bar) => (
        <li key={bar.label} class={bar.strong ? 'strong' : undefined}>
          <span class="bar-label">{bar.label}</span>
          <span class="bar-track" aria-hidden="true">
            <span class="bar-fill" style={{ width: `${(Math.abs(bar.value) / max) * 100}%` }} />
          </span>
          <span class="bar-value">{bar.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** Amounts side by side (today against the same weekday of last week): an unknown one has no bar. */
export function MoneyComparison(props: {
  rows: readonly { label: string; cents: number | null; strong?: boolean }[];
  label: string;
}) {
  const bars = props.rows.flatMap(({ label, cents, strong }) =>
    cents === null ? [] : [{ label, value: cents, text: formatMoney(cents), strong: strong ?? false }],
  );
  return <Bars label={props.label} bars={bars} />;
}
