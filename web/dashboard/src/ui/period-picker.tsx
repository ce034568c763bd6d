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

/** What is wrong with the two dates, on which of them. */
type Problem = { field: DateField; message: string };

const problemOf = (choice: PeriodChoice): Problem | null =>
  choice.ok ? null : { field: choice.field, message: choice.message };

export function PeriodPicker(props: { choice: PeriodChoice; today: string; params: URLSearchParams }) {
  const { choice, today } = props;
  const preset = choice.ok ? choice.preset : null;
  const [custom, setCustom] = useState(preset === null);
  const [problem, setProblem] = useState<Problem | null>(problemOf(choice));
  useEffect(() => {
    setCustom(preset === null);
    setProblem(problemOf(choice));
  }, [props.params.toString()]);

  /** The page's own parameters (Bitácora's filters) stay; the period's are replaced. */
  const go = (period: Record<string, string>) => {
    const kept: Record<string, string> = {};
    props.params.forEach((value, name) => {
      if (name !== 'periodo' && name !== 'desde' && name !== 'hasta') kept[name] = value;
    });
    setRouteParams({ ...kept, ...period });
  };

  return (
    <div class="period">
      <div class="period-row">
        <PresetSelect
          value={custom ? RANGE : (preset ?? RANGE)}
          onChoose={(value) => {
            if (isPreset(value)) {
              setCustom(false);
              go({ periodo: value });
            } else setCustom(true);
          }}
        />
        {choice.ok ? <p class="period-text">{periodText(choice.period.from, choice.period.to)}</p> : null}
      </div>
      {custom ? (
        <DatesForm
          key={props.params.toString()}
          dates={choice.ok ? choice.period : { from: choice.from, to: choice.to }}
          today={today}
          problem={problem}
          onProblem={setProblem}
          onDates={(period) => go({ desde: period.from, hasta: period.to })}
        />
      ) : null}
    </div>
  );
}

/** "Periodo": the presets, then "Elegir fechas…" (RANGE), which opens the two dates. */
function PresetSelect(props: { value: string; onChoose: (value: string) => void }) {
  return (
    <div class="period-preset">
      <label for="period-preset">Periodo</label>
      <select
        id="period-preset"
        value={props.value}
        onChange={(event) => props.onChoose(event.currentTarget.value)}
      >
        {PRESET_IDS.map((id) => (
          <option key={id} value={id}>
            {PRESET_LABELS[id]}
          </option>
        ))}
        <option value={RANGE}>Elegir fechas…</option>
      </select>
    </div>
  );
}

/**
 * Desde and Hasta, and Ver: a reversed or too long range is said on its field, which takes the
 * focus, and nothing is asked; a good one goes to the address.
 */
function DatesForm(props: {
  dates: { from: string; to: string };
  today: string;
  problem: Problem | null;
  onProblem: (problem: Problem | null) => void;
  onDates: (period: { from: string; to: string }) => void;
}) {
  const { today, problem } = props;
  const from = useRef<HTMLInputElement>(null);
  const to = useRef<HTMLInputElement>(null);
  return (
    <form
      class="dates"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const checked = checkRange(String(form.get('desde')), String(form.get('hasta')), today);
        if (!checked.ok) {
          props.onProblem({ field: checked.field, message: checked.message });
          (checked.field === 'desde' ? from : to).current?.focus();
          return;
        }
        props.onProblem(null);
        props.onDates(checked.period);
      }}
    >
      <DateInput
        name="desde"
        label="Desde"
        input={from}
        value={props.dates.from}
        today={today}
        invalid={problem?.field === 'desde'}
      />
      <DateInput
        name="hasta"
        label="Hasta"
        input={to}
        value={props.dates.to}
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
  );
}
