/**
 * The dashboard's own Spanish for a form's HTML constraints (required, minLength, a URL, a number's
 * range), in place of the browser's validation bubbles, which speak the browser's language and
 * vanish: the forms are `noValidate`, and their submit handler asks `checkForm` first. The first
 * invalid field takes the focus and is marked `aria-invalid`; the message names its label.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A form refused before any request: its message is Spanish already. */
export class FormInvalid extends Error {}

/** Why a field is refused, in Spanish; null when it is valid. */
export function spanishInvalidity(field: Control): string | null {
  const { validity } = field;
  const text = field.value.trim();
  if (validity.valueMissing || (field.required && text === '')) {
    return field instanceof HTMLSelectElement ? 'elige una opción' : 'es obligatorio';
  }
  if (field instanceof HTMLInputElement) {
    if (field.minLength > 0 && field.value.length < field.minLength) {
      return `debe tener al menos ${field.minLength} caracteres (tiene ${field.value.length})`;
    }
    if (validity.typeMismatch && field.type === 'url') {
      return 'escribe una dirección completa, que empiece con https://';
    }
    if (validity.typeMismatch && field.type === 'email') return 'escribe un correo como nombre@dominio.mx';
    if (validity.badInput) return 'escribe un número';
    if (validity.rangeUnderflow) return `debe ser al menos ${field.min}`;
    if (validity.rangeOverflow) return `debe ser como máximo ${field.max}`;
    if (validity.stepMismatch) return 'tiene más decimales de los que acepta';
  }
  return validity.valid ? null : 'revisa este dato';
}

/** The label a field is known by: its `<label>`'s own text, without the field's. */
function labelOf(field: Control): string {
  const label = field.labels?.[0];
  if (!label) return field.name;
  const own = Array.from(label.childNodes)
    .filter((node) => node.nodeType === Node.TEXT_NODE)
    .map((node) => node.textContent ?? '')
    .join(' ')
    .trim();
  return own || (label.textContent ?? field.name).trim();
}

/** The form's first invalid field, focused and said in Spanish; null when every field is valid. */
export function checkForm(form: HTMLFormElement): FormInvalid | null {
  let first: FormInvalid | null = null;
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
    ) {
      continue;
    }
    const why = spanishInvalidity(element);
    if (why) element.setAttribute('aria-invalid', 'true');
    else element.removeAttribute('aria-invalid');
    if (why && first === null) {
      element.focus();
      first = new FormInvalid(`${labelOf(element)}: ${why}.`);
    }
  }
  return first;
}
