/**
 * The owner's cash-variance threshold (GET and PATCH /api/v1/settings, cash_variance_threshold_pct):
 * a closing whose |variance| ÷ expected cash × 100 exceeds it sends the cash.variance webhook event.
 * The API validates (0.1 to 100, one decimal) and decides who may change it (the owner); its answer
 * is shown as it is.
 */
import { useState } from 'preact/hooks';
import { checkForm } from '../lib/form-check.ts';
import { formatPercent } from '../lib/format.ts';
import { Card, ErrorBox, Loaded } from './components.tsx';
import { useDashboard } from './context.ts';
import { useRead } from './hooks.ts';

export function CashVarianceSetting() {
  const { api, branch } = useDashboard();
  const settings = useRead('settings-get');
  const [error, setError] = useState<Error | null>(null);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);

  async function save(value: number) {
    setBusy(true);
    setError(null);
    setSaved(false);
    try {
      await api.request('settings-update', {
        branchId: branch.branch_identifier,
        body: { data: { type: 'settings', attributes: { cash_variance_threshold_pct: value } } },
      });
      setSaved(true);
      settings.reload();
    } catch (caught) {
      setError(caught as Error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="Aviso de diferencia de caja" class="settings">
      <Loaded resource={settings}>
        {(answer) => {
          const current = answer.data.attributes.cash_variance_threshold_pct;
          return (
            <form
              class="form"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                const invalid = checkForm(event.currentTarget);
                setError(invalid);
                if (invalid) return;
                const form = new FormData(event.currentTarget);
                void save(Number(form.get('threshold')));
              }}
            >
              <p>
                Se avisa (evento <code>cash.variance</code>) cuando la diferencia de un corte supera{' '}
                {formatPercent(current)} del efectivo esperado.
              </p>
              <label>
                Umbral (%)
                <input
                  name="threshold"
                  type="number"
                  min="0.1"
                  max="100"
                  step="0.1"
                  required
                  defaultValue={String(current)}
                />
              </label>
              <button type="submit" disabled={busy}>
                Guardar
              </button>
              {saved ? <p role="status">Guardado.</p> : null}
            </form>
          );
        }}
      </Loaded>
      {error ? <ErrorBox error={error} /> : null}
    </Card>
  );
}
