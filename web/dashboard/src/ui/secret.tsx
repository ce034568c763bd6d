/**
 * A secret the API shows once (an API key, an app client's secret): shown here with a copy button
 * and a warning, never stored by the page; it is gone when the owner closes it.
 */
import { useState } from 'preact/hooks';

/** One value shown once: its label, the value, and the test id of its `<code>`. */
export interface SecretEntry {
  label: string;
  value: string;
  testId: string;
}

export function ShownOnce(props: { title: string; entries: SecretEntry[]; onClose: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  return (
    <div class="shown-once" role="status">
      <p>
        <strong>{props.title}</strong> Se muestra <strong>solo esta vez</strong>: cópiala ahora y guárdala en
        tu punto de venta o en tu gestor de contraseñas.
      </p>
      {props.entries.map((entry) => (
        <div class="secret" key={entry.testId}>
          <span class="label">{entry.label}</span>
          <code data-testid={entry.testId}>{entry.value}</code>
          <button
            type="button"
            onClick={() =>
              navigator.clipboard?.writeText(entry.value).then(
                () => setCopied(entry.testId),
                () => setCopied(null),
              )
            }
          >
            {copied === entry.testId ? 'Copiado' : 'Copiar'}
          </button>
        </div>
      ))}
      <p class="actions">
        <button type="button" class="primary" onClick={props.onClose}>
          Ya la guardé
        </button>
      </p>
    </div>
  );
}
