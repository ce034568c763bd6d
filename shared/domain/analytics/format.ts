/**
 * Display helpers for messages in Mexican Spanish. Money, percentages and dates are integer
 * arithmetic; the weekday and month names are calendar-names.ts'.
 */
import { longDate } from '../calendar-names.ts';
import { shownName } from '../uuid.ts';
import type { Shift } from '../vocabulary.ts';

/** "1234567.5" → "1,234,567.5": commas between thousands of the whole part, as es-MX writes them. */
export function groupThousands(decimal: string): string {
  const [whole = '', fraction] = decimal.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** 123456 → "$1,234.56"; −5050 → "-$50.50". */
export function formatMoney(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(Math.trunc(cents));
  const pesos = groupThousands(Math.floor(abs / 100).toString());
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

/** The shifts of a sales summary as an owner says them (`all_day`: no shift to name). */
export const SHIFT_LABELS: Readonly<Record<Shift, string | null>> = {
  breakfast: 'desayuno',
  lunch: 'comida',
  dinner: 'cena',
  bar: 'bar',
  all_day: null,
};

/** A cash-register closing as the closing document describes it, for an owner to recognise. */
export interface ClosingDescription {
  /** The business date the closing belongs to. */
  date: string;
  closing_type: 'xout' | 'zout' | null;
  shift: Shift | null;
  cash_register: string | null;
  cashier: string | null;
  /** The closing's end, as the POS sent it (its local clock time is shown). */
  end_at: string | null;
}

/** "23:45" from "2026-03-06T23:45:00-06:00": the clock time the POS wrote, in its own offset. */
function clockOf(timestamp: string | null): string | null {
  return timestamp?.match(/T(\d{2}:\d{2})/)?.[1] ?? null;
}

/**
 * A closing named the way an owner knows it, never by its id: "corte Z del viernes 6 de marzo" and,
 * in `details`, what else the document tells (shift, register, closing time, cashier), so two closings
 * of one day are told apart. A register or cashier name that is an internal id (a UUID) is left out.
 */
export function describeClosing(closing: ClosingDescription): {
  /** "corte Z del viernes 6 de marzo". */
  name: string;
  /** The name plus the register when there is one: for a title. */
  short: string;
  details: string[];
} {
  const kind =
    closing.closing_type === 'xout' ? 'corte X' : closing.closing_type === 'zout' ? 'corte Z' : 'corte';
  const shift = closing.shift === null ? null : SHIFT_LABELS[closing.shift];
  const register = shownName(closing.cash_register);
  const cashier = shownName(closing.cashier);
  const clock = clockOf(closing.end_at);
  const name = `${kind} del ${longDate(closing.date)}`;
  const drawer = register === null ? null : /^caja\b/i.test(register) ? register : `caja ${register}`;
  return {
    name,
    short: drawer === null ? name : `${name}, ${drawer}`,
    details: [
      shift === null ? null : `turno de ${shift}`,
      drawer,
      clock === null ? null : `cerró a las ${clock}`,
      cashier === null ? null : `cajero: ${cashier}`,
    ].filter((part) => part !== null),
  };
}
