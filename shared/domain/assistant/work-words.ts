/**
 * What the payroll cannot say of one person, asked in the owner's words: the hours someone worked
 * ("¿cuántas horas trabajó Diana?") and one person's pay by name ("¿cuánto gana Diana?"). The payroll
 * is captured by department and period, with a headcount but no names or hours, and the POS sends
 * no clock-ins. A classifier helper, kept apart from the answer so intents.ts reads it. Pure.
 */
import { normalize } from './text.ts';

/** "¿Cuántas horas trabajó Diana?", "¿cuántas horas trabajan mis meseros?": hours worked. */
export const asksHoursWorked = (question: string) =>
  /\bhoras\b.*\btrabaj[a-z]*\b|\btrabaj[a-z]* .*\bhoras\b/.test(normalize(question));

/**
 * "¿Cuánto gana Diana?": one person's pay, by the name as written ("le pago a" may name a supplier,
 * suppliers.ts, and "cobra" an app's fee, "¿cuánto me cobra Rappi?").
 */
export const asksPersonsPay = (question: string) => /\b(gana|ganó) [A-ZÁÉÍÓÚÑ][a-záéíóúñ]+/u.test(question);

const ATTENDANCE_VERBS =
  'falto|faltaron|vino|vinieron|trabajo|trabajaron|asistio|asistieron|llego|llegaron|checo|checaron';

/**
 * "¿Quién faltó ayer?", "¿qué meseros vinieron?", "¿quiénes trabajaron el sábado?": who came to
 * work, which no read keeps (no clock-ins); the waiters' answer says who sold instead.
 */
export const asksAttendance = (question: string) => ATTENDANCE.test(normalize(question));

const ATTENDANCE = new RegExp(
  `\\b(quien|quienes)( no)? (${ATTENDANCE_VERBS})\\b|\\b(que|cuales) meser[oa]s? (no )?(${ATTENDANCE_VERBS})\\b|\\basistencia\\b`,
);

/** "¿Quién faltó?", "¿quién no vino?": an absence, for which the weeks before are read too. */
export const asksAbsence = (question: string) =>
  asksAttendance(question) &&
  /\b(falto|faltaron|no (vino|vinieron|trabajo|trabajaron|llego|llegaron))\b/.test(normalize(question));

/** Said before the payroll when the question asks what it does not keep; '' otherwise. */
export function workUnknown(question: string): string {
  if (asksHoursWorked(question))
    return 'No llevo las horas que trabaja cada persona: tu punto de venta no manda entradas ni salidas, y la nómina la capturas por área y periodo, sin horas. ';
  if (asksPersonsPay(question))
    return 'No llevo la nómina por persona: la capturas por área y periodo, con cuántas personas son pero sin nombres. ';
  return '';
}

/**
 * "¿Cuánto tengo que tener para pagar la quincena?", "¿de cuánto es la nómina de la quincena?", "¿cuánto
 * pago de nómina esta quincena?": the payroll of half a month (its pay), not the payday's sales nor
 * the calendar; "¿cuánto llevo de nómina esta quincena?" is what was captured so far.
 */
export const asksQuincenaPayroll = (question: string) =>
  paydayAhead(question) !== null ||
  /\b(pagar|pago|pague|pagamos|pagarles|nomina|sueldos?) ((hoy|manana|este \w+|el \w+) )?(de )?(la |las |una )?quincenas?\b|\bpag(ar|o|arles) (de )?(nomina|sueldos?) (de )?(esta|cada) quincena\b|\b(nomina|sueldos?) de (esta|la) quincena\b|\bquincenas? (de|a) (mis |los )?(empleados|trabajadores|meseros|cocineros|personal)\b/.test(
    normalize(question),
  );

/**
 * "¿Cuánto tengo que pagar de nómina el 15?", "… voy a pagar de sueldos el 30?": the payday said by
 * its date, in the days to come: 15 or the month's end (since 2026-12-07; before, a past 15th's
 * one day of payroll). The day named, or null.
 */
export function paydayAhead(question: string): 15 | 'end' | null {
  // "¿Cuánto voy a necesitar para pagar la nómina del 15?" too (since 2026-12-08; before, the floor
  // staff the forecast suggests for the 15th).
  const match =
    /\b(?:(?:tengo que|voy a|hay que|debo|tenemos que|vamos a) pagar (?:de )?(?:nomina|sueldos?) el|pagar (?:la )?(?:nomina|los sueldos|sueldos) del) (15|quince|30|31|ultimo)\b/.exec(
      normalize(question),
    );
  if (match === null) return null;
  return match[1] === '15' || match[1] === 'quince' ? 15 : 'end';
}

const PAY_VERB =
  'pag(?:o|ue|as|a|amos|an|aste|o|aron|ar|arles|arle|are|aremos)|cuest(?:a|an)|cost(?:o|aron|ar|aran|ara)|gast(?:o|e|amos|ar)';
const STAFF_WORD =
  'meser[oa]s?|emplead[oa]s?|personal|cociner[oa]s?|taquer[oa]s?|trabajador(?:es|as?)?|garroter[oa]s?|lavalozas?';
const STAFF_PAY = new RegExp(
  `\\b(?:${PAY_VERB}) (?:(?:a|al|en|de) )?(?:(?:mis|los|las|tus|nuestros|nuestras) )?(?:${STAFF_WORD})\\b`,
);

/**
 * "¿Cuánto le pagué a mis meseros ayer?", "¿cuánto les voy a pagar a los meseros el sábado?", "¿cuánto
 * me van a costar los meseros el fin de semana?", "¿cuánto gasto en meseros?": what the staff cost,
 * the payroll (its floor part when the waiters are named, labor-parts.ts; of days to come, the
 * forecast's), not who sold most nor every expense (since 2026-12-06).
 */
export const asksStaffPay = (question: string) => STAFF_PAY.test(normalize(question));
