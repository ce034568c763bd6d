/**
 * "¿Cuánto vendí para llevar?", "¿… en el comedor?", "¿… a domicilio?": a kind of order no read
 * keeps (neither the order lines nor the corte Z carry one), said before the total so the total is
 * not read as that kind's; and sales that did not happen ("¿cuánto dejé de vender?"). Pure.
 */
import { normalize } from './text.ts';

/** The kind of order the question names, in its words, or null. */
export function orderKindAsked(question: string): string | null {
  const text = normalize(question);
  const match =
    /\b(para llevar|en el comedor|en comedor|en mesa|en el local|en sitio|a domicilio|para comer aqui)\b/.exec(
      text,
    );
  return match === null ? null : match[1]!;
}

/**
 * "No sé qué parte de tu venta fue para llevar: …" before the total; '' when no kind is asked. Of
 * "a domicilio", what the delivery apps were paid when the cortes give it (`deliveryApps`, said).
 */
export function orderKindUnknown(question: string, deliveryApps: string | null = null): string {
  const kind = orderKindAsked(question);
  if (kind === null) return '';
  const apps =
    kind !== 'a domicilio'
      ? ''
      : deliveryApps === null
        ? ' Lo cobrado por apps de entrega sí lo tengo: pregúntame "¿cuánto vendí por apps?".'
        : ` Lo cobrado por apps de entrega (Rappi, Uber Eats, DiDi Food…) sí lo tengo: ${deliveryApps}.`;
  return `No sé qué parte de tu venta fue ${kind}: ni tus líneas de pedido ni tu corte Z traen el tipo de orden, así que te doy la venta completa.${apps} `;
}

/** "¿Cuánto dejé de vender?", "¿cuánto dejamos de vender por el cierre?": sales that did not happen. */
export const asksLostSales = (question: string) =>
  /\bdej(e|amos|aron|o|aste) de vender\b/.test(normalize(question));

/** Said before the total asked of lost sales: no read knows what was not sold; '' otherwise. */
export function lostSalesUnknown(question: string): string {
  return asksLostSales(question)
    ? 'No sé cuánto dejaste de vender: tu punto de venta manda lo que se vendió, no lo que no se vendió (mesas que se fueron, platillos agotados, horas cerradas), así que te doy lo que sí vendiste. '
    : '';
}
