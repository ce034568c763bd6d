/**
 * The period picker of the pages over closed days, in the shell above the page: a preset (Hoy, Ayer,
 * Esta semana, …) or two dates. The choice goes to the address (lib/period.ts), which every link of
 * the navigation carries. Two dates are checked here first: a reversed or too long range gets a
 * Spanish message on its field (which takes the focus) and no request is made.
 */
import type { RefObject } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatDate } from '../lib/format.ts';
import {
  checkRange,
  type DateField,
  isPreset,
  type PeriodChoice,
  PRESET_IDS,
  PRESET_LABELS,
} from '../lib/period.ts';
import { setRouteParams } from './hooks.ts';

const RANGE = 'rango';

export function periodText(from: string, to: string): string {
  return from === to
    ? formatDate(from, { year: true })
    : `Del ${formatDate(from)} al ${formatDate(to, { year: true })}`;
}

/** One of the two dates; marked invalid and pointing at the message when the problem is on it. */
function DateInput(props: {
  name: DateField;
  label: string;
  input: RefObject<HTMLInputElement | null>;
  value: string;
  today: string;
  invalid: boolean;
}) {
  return (
    <label>
      {props.label}
      <input
        ref={props.input}
        type="date"
        name={props.name}
        defaultValue={props.value}
        max={props.today}
        required
        aria-invalid={props.invalid ? true : undefined}
        aria-describedby={props.invalid ? 'period-problem' : undefined}
      />
    </label>
  );
}

export function PeriodPicker(props: { choice: PeriodChoice; today: string; params: URLSearchParams }) {
  const { choice, today } = props;
  const preset = choice.ok ? choice.preset : null;
  const [custom, setCustom] = useState(preset === null);
  const [problem, setProblem] = useState<{ field: DateField; message: string } | null>(
    choice.ok ? null : { field: choice.field, message: choice.message },
  );
  const from = useRef<HTMLInputElement>(null);
  const to = useRef<HTMLInputElement>(null);
  useEffect(() => {
    setCustom(preset === null);
    setProblem(choice.ok ? null : { field: choice.field, message: choice.message });
  }, [props.params.toString()]);

  /** The page's own parameters (Bitácora's filters) stay; the period's are replaced. */
  const go = (period: Record<string, string>) => {
    const kept: Record<string, string> = {};
    props.params.forEach((value, name) => {
      if (name !== 'periodo' && name !== 'desde' && name !== 'hasta') kept[name] = value;
    });
    setRouteParams({ ...kept, ...period });
  };
  const dates = choice.ok ? choice.period : { from: choice.from, to: choice.to };

  return (
    <div class="period">
      <div class="period-row">
        <div class="period-preset">
          <label for="period-preset">Periodo</label>
          <select
            id="period-preset"
            value={custom ? RANGE : (preset ?? RANGE)}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isPreset(value)) {
                setCustom(false);
                go({ periodo: value });
              } else setCustom(true);
            }}
          >
            {PRESET_IDS.map((id) => (
              <option key={id} value={id}>
                {PRESET_LABELS[id]}
              </option>
            ))}
            <option value={RANGE}>Elegir fechas…</option>
          </select>
        </div>
        {choice.ok ? <p class="period-text">{periodText(choice.period.from, choice.period.to)}</p> : null}
      </div>
      {custom ? (
        <form
          key={props.params.toString()}
          class="dates"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const checked = checkRange(String(form.get('desde')), String(form.get('hasta')), today);
            if (!checked.ok) {
              setProblem({ field: checked.field, message: checked.message });
              (checked.field === 'desde' ? from : to).current?.focus();
              return;
            }
            setProblem(null);
            go({ desde: checked.period.from, hasta: checked.period.to });
          }}
        >
          <DateInput
            name="desde"
            label="Desde"
            input={from}
            value={dates.from}
            today={today}
            invalid={problem?.field === 'desde'}
          />
          <DateInput
            name="hasta"
            label="Hasta"
            input={to}
            value={dates.to}
            today={today}
            invalid={problem?.field === 'hasta'}
          />
          <button type="submit" class="chip">
            Ver
          </button>
          {problem ? (
            <p class="field-error" id="period-problem" role="alert">
              {problem.message}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
