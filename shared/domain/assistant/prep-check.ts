/**
 * "¿Le atinaste a la lista de preparación de ayer?", "¿qué preparé de más ayer?": a closed day's
 * prep list (forecast/items of that date, stored before the day began, so no hindsight) against
 * what the day sold (menu/engineering of that day, its `quantity_sold`), its largest lines: each
 * forecast with its range and the quantity sold, and how many of the list's dishes fell in their
 * range. Since 2026-12-07; before, tomorrow's prep list. Pure.
 */

import type { ForecastItemsAttributes } from '../responses/forecast.ts';
import type { MenuEngineeringAttributes } from '../responses/intelligence.ts';
import type { Answer } from './compose.ts';
import { day, sentence } from './format.ts';

/** How many of the list's lines are said, the largest first. */
const LINES_SAID = 3;

type PrepLine = ForecastItemsAttributes['items'][number];

/** "Tacos al pastor (orden): 145 (entre 114 y 173) y vendiste 149, dentro del rango". */
function lineSaid(line: PrepLine, sold: number, index: number, answer: Answer): string {
  const key = `prep_check_${index + 1}`;
  const name = answer.name(key, 'Platillo', line.name);
  const quantity = answer.count(`${key}_quantity`, `Pronóstico de ${line.name}`, line.quantity);
  const low = answer.count(`${key}_quantity_low`, `Mínimo de ${line.name} (p10)`, line.quantity_low);
  const high = answer.count(`${key}_quantity_high`, `Máximo de ${line.name} (p90)`, line.quantity_high);
  const shown = answer.count(`${key}_sold`, `Vendido de ${line.name}`, sold);
  const where =
    sold < line.quantity_low
      ? 'abajo del rango'
      : sold > line.quantity_high
        ? 'arriba del rango'
        : 'dentro del rango';
  return `${name}: ${quantity} (entre ${low} y ${high}) y vendiste ${shown}, ${where}`;
}

/** A closed day's prep list against what it sold; the sentence that says why not, without either. */
export function prepCheckAnswer(
  items: ForecastItemsAttributes | undefined,
  menu: MenuEngineeringAttributes | undefined,
  date: string,
  today: string,
  answer: Answer,
): string {
  const when = day(date, today);
  if (items === undefined || items.status === 'insufficient_history')
    return sentence(
      `el ${when} no tenía lista de preparación guardada: la hago con al menos dos semanas de días cerrados.`,
    );
  if (items.status === 'closed')
    return sentence(`el ${when} tu pronóstico lo daba por cerrado: no hubo lista de preparación.`);
  const menuLines = menu === undefined ? [] : [...menu.items, ...menu.other_items];
  // No line of the day's sales (no order lines sent, or none read): no dish sold 0, it is unknown.
  if (menuLines.length === 0)
    return sentence(`del ${when} no tengo lo vendido por platillo para compararlo con la lista.`);
  // A dish of the list the day's sales do not hold sold none of it.
  const sold = new Map(menuLines.map((item) => [item.item_name, item.quantity_sold]));
  const soldOf = (line: PrepLine) => sold.get(line.name) ?? 0;
  const lines = [...items.items].sort((a, b) => b.quantity - a.quantity);
  const said = lines.slice(0, LINES_SAID).map((line, index) => lineSaid(line, soldOf(line), index, answer));
  const inRange = lines.filter(
    (line) => soldOf(line) >= line.quantity_low && soldOf(line) <= line.quantity_high,
  ).length;
  const hit = answer.count('prep_items_in_range', 'Platillos dentro de su rango', inRange);
  const of = answer.count('prep_items_checked', 'Platillos de la lista', lines.length);
  return `${sentence(`el ${when} te pronostiqué ${said.join('; ')}.`)} De los ${of} platillos de la lista, ${hit} cayeron dentro de su rango (ocho de cada diez deberían).`;
}
