/**
 * An amount as a spreadsheet or POS export writes it, read only where it cannot mean two things:
 *
 * - a currency sign or code around it ("$1,234.50", "1.234,50 €", "MXN 980") and spaces are dropped;
 *   accounting's parentheses are a negative ("(120.00)");
 * - with both marks, the last is the decimal one and the other groups thousands ("1,234.50",
 *   "1.234,50"), its groups of three checked;
 * - a mark repeated groups thousands ("1,234,567"; "1.234.567");
 * - an exponent as a program writes floats ("1.5e3") is a number too;
 * - one mark alone is the decimal one, a comma only where commas do not separate the fields
 *   ("1234,50" in a file of semicolons or tabs); a lone comma where commas separate the fields
 *   ("12,25" quoted in a comma file) could be either, and is refused.
 *
 * Null for anything else, never a guess: the caller names the line and column to fix.
 */

/** Currency signs and ISO codes an export may write beside an amount. */
const CURRENCY = /^(?:[$€£¥]|MXN|USD|EUR|GBP|MX\$|US\$)\s*|\s*(?:[$€£¥]|MXN|USD|EUR|GBP)$/gi;
/** Spaces a locale groups thousands with: plain, no-break and narrow no-break. */
const GROUP_SPACES = /(?<=\d)[ \u00a0\u202f](?=\d{3}(?:\D|$))/g;

const THOUSANDS = { ',': /^\d{1,3}(?:,\d{3})+$/, '.': /^\d{1,3}(?:\.\d{3})+$/ } as const;

/** The plain number (digits, one decimal point) a field's digits and marks write, or null. */
function plainDigits(body: string, commaSeparatesFields: boolean): string | null {
  // "1.5e3", as a program writing floats may: a number already.
  if (/^\d*\.?\d+[eE][+-]?\d+$/.test(body)) return body;
  const [comma, point] = [body.lastIndexOf(','), body.lastIndexOf('.')];
  if (comma >= 0 && point >= 0) {
    const [group, decimal] = comma < point ? [',', '.'] : ['.', ','];
    const at = Math.max(comma, point);
    const [whole, fraction] = [body.slice(0, at), body.slice(at + 1)];
    if (!THOUSANDS[group as ',' | '.'].test(whole) || !/^\d+$/.test(fraction)) return null;
    return `${whole.split(group).join('')}.${fraction}`.replace(decimal, '.');
  }
  const mark = comma >= 0 ? ',' : point >= 0 ? '.' : null;
  if (mark === null) return /^\d+$/.test(body) ? body : null;
  if (body.indexOf(mark) !== body.lastIndexOf(mark))
    return THOUSANDS[mark].test(body) ? body.split(mark).join('') : null;
  if (mark === ',' && commaSeparatesFields) return null;
  return /^\d*[.,]\d+$|^\d+[.,]$/.test(body) ? body.replace(',', '.') : null;
}

/** The field's amount in currency units, or null when it is not one (see above); '' is not handled here. */
export function exportAmount(field: string, commaSeparatesFields: boolean): number | null {
  let text = field.trim().replace(CURRENCY, '').trim();
  let sign = 1;
  const accounting = /^\((.*)\)$/.exec(text);
  if (accounting !== null) [text, sign] = [accounting[1]!.trim(), -1];
  if (text.startsWith('-') || text.startsWith('+'))
    [text, sign] = [text.slice(1), text[0] === '-' ? -sign : sign];
  const digits = plainDigits(
    text.trim().replace(CURRENCY, '').replace(GROUP_SPACES, ''),
    commaSeparatesFields,
  );
  if (digits === null) return null;
  const value = Number(digits);
  return Number.isFinite(value) ? sign * value : null;
}
