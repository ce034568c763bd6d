/**
 * Captura: what the POS never sends (docs/backoffice.md): purchases, expenses, payroll, inventory
 * counts, recipes and suppliers. Each form (lib/capture-forms.ts) is checked in the browser by the
 * very schema the API uses (shared/domain/schemas/backoffice.ts), its messages in Spanish
 * (lib/validation.ts), then sent with an X-Idempotency-Key, so a retry after a dropped connection
 * never records it twice. Below the form, the recent captures of the kind, each to edit or delete.
 *
 * An edit replaces the record: the new one is created first, then the old one deleted (there is no
 * update route; docs/dashboard.md says why). If the delete fails, both stay and the page says so; a
 * retry replays the creation (same key) and tries the delete again.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { RequestBodyOf } from '../../../../shared/contract/schemas.ts';
import { BACKOFFICE_SCHEMAS } from '../../../../shared/domain/schemas/backoffice.ts';
import { type ApiClient, ApiError } from '../lib/api.ts';
import {
  attributesOf,
  type CapturedRecord,
  type Field,
  FORMS,
  type Form,
  formValues,
  lineCountOf,
  pastOnlyDates,
  replacementOf,
  withoutStaleSupplier,
} from '../lib/capture-forms.ts';
import { formatMoney } from '../lib/format.ts';
import { type FieldErrors, futureDates, validate } from '../lib/validation.ts';
import { Card, ErrorBox, Page, useBranchToday } from '../ui/components.tsx';
import { useDashboard } from '../ui/context.ts';
import { setRouteParams } from '../ui/hooks.ts';
import type { PageProps } from '../ui/page-props.ts';
import { RecentCaptures } from '../ui/recent-captures.tsx';
import './portal.css';

export function Captura(props: PageProps) {
  const chosen = FORMS.find((form) => form.resource === props.params.get('forma')) ?? FORMS[0]!;
  return (
    <Page
      title="Captura"
      subtitle="Lo que el punto de venta no sabe: compras, gastos, nómina, inventario y recetas."
    >
      <nav class="chips" aria-label="Qué capturar">
        {FORMS.map((form) => (
          <button
            type="button"
            key={form.resource}
            class={form === chosen ? 'chip active' : 'chip'}
            aria-pressed={form === chosen}
            onClick={() => setRouteParams({ forma: form.resource })}
          >
            {form.label}
          </button>
        ))}
      </nav>
      <CaptureSection key={chosen.resource} form={chosen} />
    </Page>
  );
}

/** The form and the recent captures of one kind: "Editar" in the list fills the form with a record. */
function CaptureSection(props: { form: Form }) {
  const { form } = props;
  const [editing, setEditing] = useState<CapturedRecord | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Bumped after every change, so the list reads again.
  const [version, setVersion] = useState(0);
  const changed = () => setVersion((value) => value + 1);
  return (
    <>
      <CaptureForm
        key={editing?.id ?? 'nueva'}
        form={form}
        editing={editing}
        saved={saved}
        onSaved={(message) => {
          setSaved(message);
          // null: a new submit began (the last confirmation goes); a message: it was stored.
          if (message === null) return;
          setEditing(null);
          changed();
        }}
        onChanged={changed}
        onCancel={() => setEditing(null)}
      />
      <RecentCaptures
        form={form}
        version={version}
        editingId={editing?.id ?? null}
        onEdit={(record) => {
          setSaved(null);
          setEditing(record);
        }}
        onDeleted={(id, message) => {
          setSaved(message);
          if (editing?.id === id) setEditing(null);
          changed();
        }}
      />
    </>
  );
}

/** Errors of members the form has no input for (a recipe's item, named by any of three fields). */
function unplaced(form: Form, lineCount: number, errors: FieldErrors): [string, string][] {
  const placed = new Set(form.fields.map((field) => field.name));
  if (form.lines) {
    placed.add(form.lines.name);
    for (let index = 0; index < lineCount; index++) {
      placed.add(`${form.lines.name}.${index}.total_cents`);
      for (const field of form.lines.fields) placed.add(`${form.lines.name}.${index}.${field.name}`);
    }
  }
  return Object.entries(errors).filter(([name]) => !placed.has(name));
}

/** The new record was stored but the old one is still there: both are in the list. */
class OldRecordKept extends Error {
  constructor(readonly failure: Error) {
    super(failure.message);
  }
}

/**
 * Sends a capture; for an edit, then deletes the record it replaces. The new record first: if the
 * delete fails, nothing is lost (both stay, and the error says so). A 404 on the delete means the
 * old record is gone already (deleted meanwhile, or a recipe replaced by its own new version).
 */
async function sendCapture(
  api: ApiClient,
  branchId: string,
  request: { form: Form; attributes: Record<string, unknown>; idempotencyKey: string },
  editing: CapturedRecord | null,
): Promise<void> {
  const { form, attributes, idempotencyKey } = request;
  const type = BACKOFFICE_SCHEMAS[form.resource].type;
  const create = `backoffice-${form.resource}-create` as const;
  const post = (sent: Record<string, unknown>) =>
    api.request(create, {
      branchId,
      idempotencyKey,
      // Built from the form's inputs, so untyped; the resource's own schema checked it before (validate).
      body: { data: { type, attributes: sent } } as RequestBodyOf<typeof create>,
    });
  try {
    await post(attributes);
  } catch (caught) {
    const retry = caught instanceof ApiError ? withoutStaleSupplier(caught, attributes) : undefined;
    if (!retry) throw caught;
    await post(retry);
  }
  if (!editing) return;
  try {
    await api.request(`backoffice-${form.resource}-delete`, { branchId, params: { id: editing.id } });
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 404) return;
    throw new OldRecordKept(caught as Error);
  }
}

/** "Compra guardada por $1,250.00.": the capture's total, when it has one. */
function savedMessage(form: Form, attributes: Record<string, unknown>): string {
  const total = Array.isArray(attributes.lines)
    ? (attributes.lines as { total_cents?: number }[]).reduce((sum, line) => sum + (line.total_cents ?? 0), 0)
    : typeof attributes.amount_cents === 'number'
      ? attributes.amount_cents
      : null;
  return `${form.saved}${total === null ? '' : ` por ${formatMoney(total)}`}.`;
}

interface CaptureFormProps {
  form: Form;
  editing: CapturedRecord | null;
  saved: string | null;
  onSaved: (message: string | null) => void;
  onChanged: () => void;
  onCancel: () => void;
}

/** The form's state and its submit: checked in the browser, then sent (an edit replaces its record). */
function useCaptureForm(props: CaptureFormProps) {
  const { form, editing } = props;
  const { api, branch } = useDashboard();
  const today = useBranchToday();
  const [lineCount, setLineCount] = useState(lineCountOf(form, editing));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<{ error: Error; title?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per capture: a retry of the same one (a dropped connection) is answered, not repeated.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const formElement = useRef<HTMLFormElement>(null);
  // A refused submit takes the owner to the first field to fix; an edit starts at the first field.
  // A layout effect: the focus moves in the same task as the fields are marked, before a paint.
  const [attempt, setAttempt] = useState(0);
  useLayoutEffect(() => {
    const element = formElement.current;
    if (attempt > 0) element?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    else if (editing) element?.querySelector<HTMLElement>('input, select')?.focus();
  }, [attempt]);

  async function submit(element: HTMLFormElement) {
    setFailure(null);
    props.onSaved(null);
    const sent = attributesOf(form, new FormData(element), lineCount, branch.branch_identifier);
    const attributes = editing ? replacementOf(form, editing, sent) : sent;
    const checked = validate(BACKOFFICE_SCHEMAS[form.resource].attributes, attributes);
    const future = futureDates(attributes, pastOnlyDates(form), today);
    if (!checked.ok || Object.keys(future).length > 0) {
      setErrors({ ...(checked.ok ? {} : checked.errors), ...future });
      setAttempt((value) => value + 1);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await sendCapture(api, branch.branch_identifier, { form, attributes, idempotencyKey }, editing);
      setIdempotencyKey(crypto.randomUUID());
      element.reset();
      setLineCount(lineCountOf(form, null));
      props.onSaved(savedMessage(form, attributes));
    } catch (caught) {
      if (caught instanceof OldRecordKept) {
        const title =
          'Se guardó la versión nueva, pero la anterior sigue en la lista: vuelve a guardar o elimínala.';
        setFailure({ error: caught.failure, title });
        props.onChanged();
      } else setFailure({ error: caught as Error });
    } finally {
      setBusy(false);
    }
  }
  return { lineCount, setLineCount, errors, failure, busy, formElement, submit };
}

function CaptureForm(props: CaptureFormProps) {
  const { form, editing } = props;
  const { lineCount, setLineCount, errors, failure, busy, formElement, submit } = useCaptureForm(props);
  return (
    <Card title={editing ? `Editar ${form.label.toLowerCase()}` : form.label}>
      <p>{editing ? 'Al guardar, el registro se reemplaza por esta versión.' : form.hint}</p>
      <form
        ref={formElement}
        class="form capture"
        noValidate
        data-testid={`capture-${form.resource}`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(event.currentTarget);
        }}
      >
        <FormFields
          form={form}
          editing={editing}
          errors={errors}
          lineCount={lineCount}
          onLines={setLineCount}
        />
        {failure ? (
          <ErrorBox error={failure.error} {...(failure.title ? { title: failure.title } : {})} />
        ) : null}
        {props.saved && !editing ? (
          <p class="saved" role="status">
            {props.saved}
          </p>
        ) : null}
        <p class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {busy ? 'Guardando…' : editing ? 'Guardar cambios' : `Guardar ${form.label.toLowerCase()}`}
          </button>
          {editing ? (
            <button type="button" onClick={props.onCancel}>
              Cancelar edición
            </button>
          ) : null}
        </p>
      </form>
    </Card>
  );
}

/** The form's inputs: its fields, its lines, and the errors that belong to no input. */
function FormFields(props: {
  form: Form;
  editing: CapturedRecord | null;
  errors: FieldErrors;
  lineCount: number;
  onLines: (count: number) => void;
}) {
  const { form, errors, lineCount } = props;
  const today = useBranchToday();
  const initial = props.editing ? formValues(form, props.editing) : {};
  const input = (field: Field, name: string) => (
    <FieldInput
      key={name}
      field={field}
      name={name}
      message={errors[name]}
      today={today}
      initial={initial[name]}
    />
  );
  return (
    <>
      {form.fields.map((field) => input(field, field.name))}
      {form.lines ? (
        <fieldset class="lines">
          <legend>{form.lines.label}</legend>
          {errors[form.lines.name] ? (
            <small class="field-error" role="alert">
              {errors[form.lines.name]}
            </small>
          ) : null}
          {Array.from({ length: lineCount }, (_, index) => (
            <div class="line" key={index}>
              {form.lines!.fields.map((field) => input(field, `${form.lines!.name}.${index}.${field.name}`))}
              {errors[`${form.lines!.name}.${index}.total_cents`] ? (
                <small class="field-error" role="alert">
                  {errors[`${form.lines!.name}.${index}.total_cents`]}
                </small>
              ) : null}
            </div>
          ))}
          <p class="actions">
            <button type="button" onClick={() => props.onLines(lineCount + 1)}>
              + Agregar renglón
            </button>
            {lineCount > 1 ? (
              <button type="button" onClick={() => props.onLines(lineCount - 1)}>
                Quitar el último
              </button>
            ) : null}
          </p>
        </fieldset>
      ) : null}
      {unplaced(form, lineCount, errors).map(([name, message]) => (
        <small class="field-error" role="alert" key={name}>
          {message}
        </small>
      ))}
    </>
  );
}

/** One labelled input, with its error; `initial` is the edited record's value as text. */
function FieldInput(props: {
  field: Field;
  name: string;
  message: string | undefined;
  today: string;
  initial: string | undefined;
}) {
  const { field, name, message, today, initial } = props;
  const common = {
    name,
    id: `f-${name}`,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `e-${name}` : undefined,
  };
  const inputMode =
    field.kind === 'money' || field.kind === 'quantity'
      ? 'decimal'
      : field.kind === 'int'
        ? 'numeric'
        : 'text';
  return (
    <div class="field">
      <label htmlFor={`f-${name}`}>{field.label}</label>
      {field.kind === 'select' ? (
        <select {...common}>
          {field.options!.map(([value, label]) => (
            // `selected` sets the default a form reset returns to (a select has no defaultValue).
            <option key={value} value={value} selected={value === initial}>
              {label}
            </option>
          ))}
        </select>
      ) : field.kind === 'date' ? (
        <input
          {...common}
          type="date"
          defaultValue={initial ?? (field.empty ? undefined : today)}
          max={field.pastOnly ? today : undefined}
        />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={inputMode}
          placeholder={field.placeholder}
          defaultValue={initial}
        />
      )}
      {message ? (
        <small class="field-error" id={`e-${name}`} role="alert">
          {message}
        </small>
      ) : null}
    </div>
  );
}
