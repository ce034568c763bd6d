/** Display helpers for messages in Mexican Spanish. Integer arithmetic only: no locale data needed. */

/** 123456 → "$1,234.56"; −5050 → "-$50.50". */
export function formatMoney(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const pesos = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const centavos = String(abs % 100).padStart(2, '0');
  return `${negative ? '-' : ''}$${pesos}.${centavos}`;
}

/** 4.2 → "4.2%", −12 → "-12.0%" (one decimal always shown). */
export function formatPct(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** "2026-03-08" → "08/03/2026", the date order used in Mexico. */
export function formatDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
