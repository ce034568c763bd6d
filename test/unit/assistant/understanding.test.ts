import { describe, expect, it } from 'vitest';
import { classify } from '#shared/domain/assistant/intents.ts';
import { editDistance, normalize, withinOneEdit } from '#shared/domain/assistant/text.ts';
import { type ConversationState, understand } from '#shared/domain/assistant/understand.ts';
import { askRules } from './fake-reader.ts';

/** `then` asked on `today` after `first`, as the conversation keeps it (rules.ts). */
function askedAfter(today: string, first: string, then: string) {
  const asked = understand(first, today, null);
  if (asked.kind !== 'answer') throw new Error(first);
  return understand(then, today, { intent: asked.intent, range: asked.range, question: first });
}

// Since 2026-12-08; before, the last 28 days' score.
describe('a bare «¿y le atinaste?»', () => {
  const closedOn = (first: string, then: string) => {
    const asked = understand(first, '2030-12-12', null, { todayClosed: true });
    if (asked.kind !== 'answer') throw new Error(first);
    const previous = { intent: asked.intent, range: asked.range, question: first };
    return understand(then, '2030-12-12', previous, { todayClosed: true });
  };
  it("is the conversation's closed day's check, and the score after a day to come", () => {
    const today = { from: '2030-12-12', to: '2030-12-12' };
    expect(closedOn('¿Cuánto habías pronosticado para hoy?', '¿y le atinaste?')).toMatchObject({
      intent: 'forecast_accuracy',
      range: today,
    });
    expect(closedOn('¿Cuánto voy a vender mañana?', '¿y le atinaste?')).toMatchObject({
      range: { from: '2030-11-14', to: '2030-12-11' },
    });
  });
});

// Since 2026-12-08; before, tomorrow, 1–15 December, or out of the domain.
describe("the week beside the conversation's", () => {
  const chain = (first: string, then: string) => askedAfter('2031-12-29', first, then);
  it('reads «la que sigue», «la antepasada» and «la otra» from the week asked', () => {
    expect(chain('¿Cuánto voy a vender esta semana?', '¿y la que sigue?')).toMatchObject({
      range: { from: '2032-01-05', to: '2032-01-11' },
    });
    expect(chain('¿Cuánto vendí la semana pasada?', '¿y la antepasada?')).toMatchObject({
      range: { from: '2031-12-15', to: '2031-12-21' },
    });
    // "La otra": the next of days to come (here past the forecast's reach), the one before of days gone.
    expect(chain('¿Cuánto voy a vender la próxima semana?', '¿y la otra?')).toMatchObject({
      range: { from: '2032-01-12', to: '2032-01-18' },
    });
    expect(chain('¿Cuánto vendí la semana pasada?', '¿y la otra?')).toMatchObject({
      range: { from: '2031-12-15', to: '2031-12-21' },
    });
    // After a quincena, "la otra" is still the other half of its month.
    expect(chain('¿Cuánto vendí la primera quincena de noviembre?', '¿y la otra?')).toMatchObject({
      range: { from: '2031-11-16', to: '2031-11-30' },
    });
  });
});

// Since 2026-12-08; before, the conversation's day (refused until its corte Z) or month.
describe('a figure with a period of its own after a day or a month asked', () => {
  const later = (question: string, previous: string) => askedAfter('2031-01-15', previous, question);
  it('reads the break-even of the last whole month after today, a named month kept', () => {
    expect(later('¿Cuál es mi punto de equilibrio?', '¿cuánto llevo hoy?')).toMatchObject({
      intent: 'break_even',
      range: { from: '2030-12-01', to: '2030-12-31' },
    });
    expect(later('¿Cuál es mi punto de equilibrio?', '¿cuánto gané en noviembre?')).toMatchObject({
      range: { from: '2030-11-01', to: '2030-11-30' },
    });
  });
  it("reads the sales' trend as four weeks against four after a month's profit", () => {
    expect(later('¿Mis ventas van para arriba o para abajo?', '¿cuánto gané este mes?')).toMatchObject({
      intent: 'sales_comparison',
      range: { from: '2030-12-18', to: '2031-01-14' },
    });
  });
});

// Since 2026-12-08; before, the sales forecast of December's last days, or today's live sales.
describe('the IVA asked in the future tense', () => {
  it('is the IVA of the month named so far, or of the last whole month, never a forecast', () => {
    expect(understand('¿Cuánto IVA voy a pagar en diciembre?', '2031-12-29', null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2031-12-01', to: '2031-12-28' },
    });
    expect(understand('¿cuánto voy a pagar de iva?', '2031-12-29', null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2031-11-01', to: '2031-11-30' },
    });
  });
});

// Since 2026-12-08; before, August against July, which moved the other way.
describe('the last month named as a base with no period before it', () => {
  it('is the month under way against as many of its days, as «contra el mes pasado»', () => {
    const asked = understand('¿Subió mi costo de alimentos contra agosto?', '2031-09-16', null);
    expect(asked).toMatchObject({
      range: { from: '2031-09-01', to: '2031-09-15' },
      base: { from: '2031-08-01', to: '2031-08-15' },
    });
    // Two periods named keep their own.
    expect(understand('¿vendí más en julio que en agosto?', '2031-09-16', null)).toMatchObject({
      range: { from: '2031-07-01', to: '2031-07-31' },
      base: { from: '2031-08-01', to: '2031-08-31' },
    });
  });
});

describe('normalize and editDistance', () => {
  it('drops accents and ñ, case and punctuation', () => {
    expect(normalize('¿Cuánto VENDÍ el año pasado, señor?')).toBe('cuanto vendi el ano pasado senor');
  });
  it('counts one edit for a swap of neighbours', () => {
    expect(editDistance('vetnas', 'ventas')).toBe(1);
    expect(editDistance('propnas', 'propinas')).toBe(1);
    expect(editDistance('mesero', 'mesa')).toBeGreaterThan(1);
  });
});

describe('classify', () => {
  it.each([
    ['¿cuánto vendí?', 'sales_total'],
    ['¿cuanto saque?', 'sales_total'],
    ['¿cómo me fue?', 'sales_total'],
    ['¿cuánta lana entró?', 'sales_total'],
    ['¿cómo me fue con las propinas?', 'tips'],
    ['¿cuanto dejaron de propnas?', 'tips'],
    ['¿quién chambeó más?', 'best_waiter'],
    // A person, not the sales (before, the branch's sales).
    ['¿quién vende más?', 'best_waiter'],
    // A goal the service does not know: the sales, the goal asked for (sales-goal.ts GOAL_UNKNOWN;
    // out of the domain until 2026-12-05), never a cash shortfall.
    ['¿cuánto me falta para la meta?', 'sales_total'],
    // "qué tal" and a day or period alone: how it sold (since 2026-12-06; before, out of the
    // domain, and "el puente" the calendar's days to come).
    ['¿qué tal el sábado?', 'sales_total'],
    ['¿qué tal noviembre?', 'sales_total'],
    ['¿qué tal el Buen Fin?', 'sales_total'],
    ['¿qué tal el puente?', 'sales_total'],
    ['¿cuándo es el próximo puente?', 'forecast_sales'],
    // A night that names a day (the Noche del Grito, Nochebuena) is that day's sales, not the
    // night's shift (since 2026-12-06; before, its 19:00–24:00, and no year compared).
    ['¿cuánto vendí en la noche del grito?', 'sales_total'],
    ['¿cuánto vendí en la noche del grito comparado con el año pasado?', 'sales_comparison'],
    ['¿cómo me fue en la noche buena?', 'sales_total'],
    ['¿cuánto vendí en la noche?', 'sales_by_shift'],
    // "el año" is a period, not a dish named "año" (since 2026-12-06; before, the menu's margins).
    ['¿cuánto me dejó el año?', 'profit'],
    // Paying the quincena is half a month of payroll, not the payday's sales nor the drawer (since
    // 2026-12-06; before, the quincena's cash sales).
    ['¿Cuánto efectivo tengo que tener para pagar la quincena?', 'labor_cost'],
    ['¿De cuánto es la nómina de la quincena?', 'labor_cost'],
    ['¿Cuánto vendí la quincena pasada?', 'sales_total'],
    // "le" is to whom, and a delivery app no dish (since 2026-12-06; before, a dish named "le").
    ['¿Cuánto le vendí a Uber Eats?', 'payment_mix'],
    ['¿Cuánto les vendí a los de Rappi?', 'payment_mix'],
    // "Mi venta más alta" is the day that sold most (since 2026-12-06; before, yesterday's total);
    // a product's stays the menu's.
    ['¿Cuál fue mi venta más alta?', 'best_day'],
    ['¿Cuál fue mi peor venta este mes?', 'best_day'],
    ['¿Cuál es mi producto de mayor venta?', 'top_item'],
    // A dish's price to raise, the price unsaid (since 2026-12-06; before, out of the domain).
    ['¿Cuánto le subo al pastor?', 'menu_price'],
    // The staff the days to come need, not the weekday with most diners (since 2026-12-06).
    ['¿qué día de la semana necesito más gente?', 'forecast_staff'],
    ['¿qué día de la semana viene más gente?', 'best_day'],
    ['¿quién ha vendido más hoy?', 'best_waiter'],
    // The waiters' race said as it runs (since 2026-12-06; before, the day's total).
    ['¿Quién lleva más ventas hoy?', 'best_waiter'],
    // A waiter called the star is the best waiter, not the menu's stars (since 2026-12-08).
    ['¿Quién es mi mesero estrella del mes?', 'best_waiter'],
    ['¿cuál es mi platillo estrella?', 'menu_stars'],
    // Advice asked is what the figures flag, unless what to do is named (since 2026-12-06; before,
    // out of the domain).
    ['¿Qué me recomiendas?', 'alerts'],
    ['¿Me das un consejo?', 'alerts'],
    ['¿Qué platillo me recomiendas promover?', 'menu_promote'],
    ['¿Qué me recomiendas comprar?', 'purchase_suggestions'],
    // A holiday after "me dejó" is its days' profit, not a dish (since 2026-12-06; before, "no
    // encuentro «buen fin» en tu menú").
    ['¿Cuánto me dejó el Buen Fin?', 'profit'],
    ['¿Cuánto me dejó la michelada?', 'top_item'],
    // Lunch sold is a shift, as dinner is; what was spent on food stays the expenses (since
    // 2026-12-06; before, the day's total).
    ['¿Cuánto vendí en la comida?', 'sales_by_shift'],
    ['¿cómo me fue en la comida?', 'sales_by_shift'],
    ['¿Cuánto gasté en la comida?', 'expenses'],
    // The period between "qué día" and its verb (since 2026-12-06; before, the month's total).
    ['¿Qué día de noviembre vendí más?', 'best_day'],
    ['¿qué día del mes pasado vendí menos?', 'best_day'],
    ['¿quién va ganando hoy?', 'best_waiter'],
    ['¿quién trae más ventas?', 'best_waiter'],
    ['¿quien es mi mejor meseor?', 'best_waiter'],
    ['¿cómo va mi costo de alimentos?', 'food_cost'],
    ['¿cómo va mi costo de alimenots?', 'food_cost'],
    ['¿cuánto pagué de nómina?', 'labor_cost'],
    ['¿qué platillo debería quitar?', 'menu_remove'],
    // Before, the best sellers answered it.
    ['¿Qué producto ya no debería vender?', 'menu_remove'],
    // A change of the ticket compares it (ticket-comparison.ts), not the day's ticket alone.
    ['¿Subió el ticket promedio?', 'sales_comparison'],
    ['¿Cómo va mi ticket contra la semana pasada?', 'sales_comparison'],
    ['¿Tengo el ticket bajo?', 'avg_ticket'],
    ['¿Qué mesero tuvo el ticket más alto?', 'best_waiter'],
    // A time or a day before "que más vendo" is no dish (before, the best sellers or yesterday).
    ['¿Cuál es el horario en que más vendo?', 'peak_hour'],
    ['¿Cuál es el día que más vendo?', 'best_day'],
    // A person before it is a waiter (since 2026-12-06; before, the dishes ranked).
    ['¿Quién es el mesero que más vendió ayer?', 'best_waiter'],
    ['¿cuál es la mesera que más vende?', 'best_waiter'],
    ['¿Quién es el mesero que más ha vendido hoy?', 'best_waiter'],
    // The perfect tense is a selling verb too (before, the day's sales total).
    ['¿Qué he vendido más hoy?', 'top_item'],
    // How sure the forecast is: its record (before, tomorrow's forecast).
    ['¿Qué tan seguro es el pronóstico?', 'forecast_accuracy'],
    // Asked of the assistant's own (since 2026-12-07; before, tomorrow's forecast).
    ['¿Qué tan bueno es tu pronóstico?', 'forecast_accuracy'],
    ['¿Es bueno tu pronóstico?', 'forecast_accuracy'],
    ['¿Puedo confiar en el pronóstico?', 'forecast_accuracy'],
    // How it did (since 2026-12-06; before, tomorrow's forecast).
    ['¿Cómo le fue al pronóstico la semana pasada?', 'forecast_accuracy'],
    ['¿cómo estuvo el pronóstico ayer?', 'forecast_accuracy'],
    ['¿Cómo salió el pronóstico el sábado?', 'forecast_accuracy'],
    // How sure a goal is: its odds (the goal's words; understand.ts reads tomorrow's forecast).
    ['¿Qué tan seguro es que venda 50 mil mañana?', 'sales_total'],
    // What is left after paying everything is the net profit (before, the till's overage).
    ['¿Cuánto me sobra después de pagar todo?', 'profit'],
    ['¿Cuánto me queda limpio?', 'profit'],
    ['¿Cuánto me sobró en caja?', 'cash_variance'],
    ['¿qué platillo debería promover?', 'menu_promote'],
    ['¿cuál es mi hora pico?', 'peak_hour'],
    ['¿me faltó dinero en caja?', 'cash_variance'],
    // What the drawer should hold, not yesterday's difference.
    ['¿Cuánto efectivo debo tener en caja?', 'cash_balance'],
    // The drawer, not the profit's "me queda" (since 2026-12-06).
    ['¿Cuánto me queda en caja?', 'cash_balance'],
    // The drawer's day and its ledger (since 2026-12-07; before, the payment mix and the sales).
    ['¿Cuánto efectivo quedó el domingo?', 'cash_balance'],
    ['¿Cuánto dinero me entró y salió en abril?', 'cash_balance'],
    ['¿cuánto dinero me queda en la caja?', 'cash_balance'],
    ['¿cuánto fue en efectivo?', 'payment_mix'],
    ['¿cuánto vendí comparado con el periodo anterior?', 'sales_comparison'],
    ['¿qué compro para la semana?', 'purchase_suggestions'],
    ['¿cuál es mi EBITDA?', 'ebitda'],
    ['¿cuánto gané?', 'profit'],
    ['¿cómo voy hoy?', 'sales_total'],
    ['¿Qué tan bueno fue noviembre?', 'sales_total'],
    ['¿Cuánto consumió en promedio cada cliente ayer?', 'avg_ticket'],
    ['¿Cuánto vendo en un día normal?', 'best_day'],
    // The forecast's aim asked of a closed day (before, tomorrow's forecast).
    ['¿Qué tan atinado fue el pronóstico de ayer?', 'forecast_accuracy'],
    ['¿cuánto llevamos?', 'sales_total'],
    ['dame un resumen de ayer', 'sales_total'],
    ['¿qué pasó ayer?', 'sales_total'],
    ['¿qué pasó con la caja ayer?', 'cash_variance'],
    ['¿qué tan seguido se equivoca el pronóstico?', 'forecast_accuracy'],
    ['¿cuál es el margen de error del pronóstico?', 'forecast_accuracy'],
    // The days against their forecast, not tomorrow's forecast (since 2026-12-06).
    ['¿Cuánto vendí en comparación con mi pronóstico esta semana?', 'forecast_accuracy'],
    ['¿cómo me fue ayer frente al pronóstico?', 'forecast_accuracy'],
    ['¿cómo está mi negocio?', 'sales_total'],
    // Since 2026-12-06; before, out of the domain.
    ['¿qué tal mi negocio?', 'sales_total'],
    ['¿qué tal va el restaurante?', 'sales_total'],
    ['¿Qué día del mes vendí menos?', 'best_day'],
    ['¿cuánto llevo de nómina?', 'labor_cost'],
    ['¿vendí más en noviembre que en octubre?', 'sales_comparison'],
    ['¿cuánto compré este mes?', 'food_cost'],
    ['¿qué compro para mañana?', 'purchase_suggestions'],
    // "gasto" is I spend, not "cuánto gasta" a customer (the average ticket).
    ['¿cuánto gasto en nómina?', 'labor_cost'],
    ['¿cuánto gasto en renta?', 'expenses'],
    ['¿cuánto gasto en insumos?', 'food_cost'],
    ['¿cuánto gasta cada cliente?', 'avg_ticket'],
    ['¿cuál es el gasto promedio?', 'avg_ticket'],
    // What the business left is its profit; a tip left stays a tip.
    ['¿cuánto me dejó el negocio?', 'profit'],
    ['¿qué tanto nos dejó noviembre?', 'profit'],
    // A quincena named is a period here, not the calendar's payday (since 2026-12-06).
    ['¿cuánto me dejó la quincena pasada?', 'profit'],
    // "mejor o peor" compares with the period before; "¿en qué mes me fue mejor?" still ranks.
    ['¿la semana pasada me fue mejor o peor?', 'sales_comparison'],
    ['¿en qué mes me fue mejor?', 'best_day'],
    ['¿cuánta propina me dejaron?', 'tips'],
    ['¿estoy ganando o perdiendo?', 'profit'],
    ['¿cuánto regalé ayer?', 'cancellations_discounts'],
    ['¿cuánto cancelaron los meseros?', 'cancellations_discounts'],
    ['¿cuánto me falta para no perder?', 'break_even'],
    ['¿falta dinero en la caja?', 'cash_variance'],
    // The day to come, not the last one of its name.
    ['¿cómo va a estar el domingo?', 'forecast_sales'],
    // "compro" is I buy, not one letter from "compara"; "¿cuánto compré?" stays what was bought.
    ['¿cuánta carne compro para el fin de semana?', 'purchase_suggestions'],
    ['¿cuánta carne necesito comprar para el fin de semana?', 'purchase_suggestions'],
    ['¿cuánto voy a necesitar de carne para el fin de semana?', 'purchase_suggestions'],
    ['¿cuánta carne voy a ocupar?', 'purchase_suggestions'],
    ['¿cuánto compré este mes?', 'food_cost'],
    ['¿compara esta semana con la pasada?', 'sales_comparison'],
    ['¿cuánto te equivocaste la semana pasada?', 'forecast_accuracy'],
    // A customer's spending is the ticket; the owner's is an expense.
    ['¿cuánto gastó la gente ayer?', 'avg_ticket'],
    ['¿cuánto gastaron los clientes?', 'avg_ticket'],
    ['¿cuánto se gastó en renta?', 'expenses'],
    ['¿cuánto gasto cada mes en renta?', 'expenses'],
    ['¿cuánto vendí por mesa?', 'avg_ticket'],
    ['¿cuánto me cuesta la comida que vendo?', 'food_cost'],
    ['¿hay algo que deba revisar?', 'alerts'],
    ['¿cuánto gané después de impuestos?', 'profit'],
    ['¿estoy en números rojos?', 'profit'],
    ['¿tengo focos rojos?', 'alerts'],
    // A sales average with no other unit is a day's; per table it is the ticket.
    ['¿cuánto vendí en promedio este mes?', 'best_day'],
    ['¿cuánto vendo en promedio por mesa?', 'avg_ticket'],
    ['¿qué tanto vendí en la tarde?', 'sales_by_shift'],
    // A shift named in the plural is the POS's shift, not a dish called so (before, "no encuentro «desayunos»").
    ['¿cuánto vendí de desayunos?', 'sales_by_shift'],
    ['¿cuántas cenas vendí?', 'sales_by_shift'],
    // How a period went; how many tickets (tables served), not their average; the daily sale.
    ['¿qué tan bien me fue en noviembre?', 'sales_total'],
    ['¿qué tal me fue la semana pasada?', 'sales_total'],
    ['¿cuántos tickets tuve ayer?', 'covers_tables'],
    ['¿cuántas comandas tuve ayer?', 'covers_tables'],
    ['¿cuántas notas hice ayer?', 'covers_tables'],
    ['¿cuántas cuentas cerré ayer?', 'covers_tables'],
    ['¿cuál es mi ticket promedio?', 'avg_ticket'],
    ['¿cuánto es mi venta diaria?', 'best_day'],
    // "vendí de octubre a noviembre": a period after "de", not a dish.
    ['¿cuánto vendí de octubre a noviembre?', 'sales_total'],
    ['¿cuánto vendí de pastor desde octubre?', 'top_item'],
    // The stock: its value and days (the food-cost read), and what runs out (what to buy).
    ['¿cuánto vale mi inventario?', 'food_cost'],
    // The cost of the supplies bought is the purchases (before, every line of the P&L).
    ['¿cuánto me costaron los insumos la semana pasada?', 'food_cost'],
    ['¿cuántos días me dura el inventario?', 'food_cost'],
    ['¿qué se me está acabando?', 'purchase_suggestions'],
    ['¿qué me falta en el almacén?', 'purchase_suggestions'],
    ['¿cuánto me faltó en caja?', 'cash_variance'],
    // Too many people on staff is the payroll against the sales (before, the diners per table, and
    // "me sobra" the cash's surplus); the cash's "sobró" stays the cash's.
    ['¿tengo demasiado personal?', 'labor_cost'],
    // Sold per table or per diner is a ticket, not the tables or diners counted (before, the count).
    ['¿cuánto se vendió por mesa hoy?', 'avg_ticket'],
    ['¿cuánto vendí por comensal?', 'avg_ticket'],
    ['¿cuántas mesas atendí?', 'covers_tables'],
    ['¿me sobra gente?', 'labor_cost'],
    ['¿me sobró dinero en caja?', 'cash_variance'],
    // "cuánto falta" is one letter from the forecast's "cuánto falla": before, the forecast's score.
    ['¿cuánto falta en caja?', 'cash_variance'],
    ['¿cuánto falta en la caja?', 'cash_variance'],
    // A dish's price or cost is the menu's; theft is the anomaly alerts'.
    ['¿a cuánto vendo la michelada?', 'top_item'],
    ['¿cuánto me cuesta hacer un taco de pastor?', 'top_item'],
    ['¿cuánto me cuesta la nómina?', 'labor_cost'],
    ['¿alguien me está robando?', 'alerts'],
    // A day to come's outlook, asked "qué tan bueno / qué tal va a estar": its forecast.
    ['¿qué tan bueno va a estar el sábado?', 'forecast_sales'],
    ['¿qué tal va a estar el domingo?', 'forecast_sales'],
    ['¿me robaron algo esta semana?', 'alerts'],
    ['¿me han robado?', 'alerts'],
    ['¿hay algún ratero en mi equipo?', 'alerts'],
    ['¿cuadró el corte de ayer?', 'cash_variance'],
    // The corte asked how it came out (since 2026-12-08; before, out of the domain).
    ['¿Cómo quedó el corte de hoy?', 'cash_variance'],
    ['dame el corte del sábado', 'cash_variance'],
    // Earning compared is the profit, not the sales (since 2026-12-08).
    ['¿Este mes estoy ganando más que en agosto?', 'profit'],
    ['¿vendí más que la semana pasada?', 'sales_comparison'],
    // A department's people with a cost verb are their payroll (since 2026-12-08; before, out of
    // the domain).
    ['¿Cuánto me cuesta la cocina al mes?', 'labor_cost'],
    ['¿cuánto me cuesta un taco de pastor?', 'top_item'],
    // How a day went, asked plainly: its sales.
    ['¿cómo cerramos ayer?', 'sales_total'],
    ['¿cuánto cerré ayer?', 'sales_total'],
    ['¿con cuánto cerramos el sábado?', 'sales_total'],
    // The drawer's close is the cash's.
    ['¿cuánto cerré de caja?', 'cash_variance'],
    ['¿qué tal estuvo el domingo?', 'sales_total'],
    ['¿ayer fue un buen día?', 'sales_total'],
    ['¿estuvo flojo ayer?', 'sales_total'],
    // As a phone types them: "bendo", "mez", "q".
    ['a cuanto bendo la michelada', 'top_item'],
    ['cual es mi mejor mez', 'best_day'],
    ['q mes vendi mas', 'best_day'],
    ['¿cuánto bajaron las ventas?', 'sales_comparison'],
    ['¿subieron mis ventas?', 'sales_comparison'],
    ['¿por qué bajaron mis ventas?', 'why_change'],
    // Advice asked plainly: the menu's (what to push, what bears a higher price), what is flagged.
    ['¿qué hago para vender más?', 'menu_promote'],
    ['¿cómo puedo ganar más?', 'menu_price'],
    ['¿qué debo mejorar?', 'alerts'],
    ['¿cuánto vendí más que ayer?', 'sales_comparison'],
  ])('%s → %s', (question, intent) => {
    expect(classify(question)?.intent).toBe(intent);
  });

  it('finds nothing in a question outside the domain', () => {
    expect(classify('¿va a llover?')).toBeNull();
    expect(classify('hola')).toBeNull();
    // A why of what happened is not the day's summary "¿qué pasó ayer?" is.
    expect(classify('¿por qué pasó eso?')).toBeNull();
  });
});

describe('understand', () => {
  const TODAY = '2026-03-07';
  it('reads a peak hour, best waiter or shift asked of a habit over the 28 closed days, a past one as yesterday', () => {
    const closed28 = { from: '2026-02-07', to: '2026-03-06' };
    for (const question of [
      '¿a qué hora vendo más?',
      '¿a qué hora hay más gente?',
      '¿quién es el mesero que más vende?',
      '¿quién es mi mejor mesero?',
      '¿cuál es mi hora pico?',
      '¿quiénes son mis mejores meseros?',
      // The shifts too since 2026-12-06 (before, yesterday's).
      '¿qué turno vende más?',
      '¿cuál es mi mejor turno?',
    ])
      expect(understand(question, TODAY, null)).toMatchObject({ range: closed28 });
    for (const question of [
      '¿cuál fue mi hora pico?',
      '¿cuánto vendí por turno?',
      '¿quién fue mi mejor mesero?',
      '¿quién es mi mejor mesero de ayer?',
    ])
      expect(understand(question, TODAY, null)).toMatchObject({
        range: { from: '2026-03-06', to: '2026-03-06' },
      });
  });

  // Since 2026-12-06; before, yesterday.
  it("reads a year's worth as the last 12 whole months, not an amount said per year", () => {
    for (const question of ['¿Cuánto vendo al año?', '¿Cuál es mi venta anual?'])
      expect(understand(question, TODAY, null), question).toMatchObject({
        range: { from: '2025-03-01', to: '2026-02-28' },
      });
    expect(understand('¿Cuánto necesito vender para ganar un millón al año?', TODAY, null)).toMatchObject({
      range: { from: '2026-02-01', to: '2026-02-28' },
    });
  });

  it('reads "meses" as months, never a typo of "mesas"', () => {
    expect(understand('¿cuánto vendí hace 2 meses?', TODAY, null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2026-01-07', to: '2026-01-07' },
    });
    expect(understand('¿cuánto vendí en los últimos 3 meses?', TODAY, null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2025-12-07', to: '2026-03-06' },
    });
  });

  it('reads "ahorita" as today, and "ahora" as no day', () => {
    expect(understand('¿cuánta gente hay ahorita?', '2026-12-03', null)).toMatchObject({
      intent: 'covers_tables',
      range: { from: '2026-12-03', to: '2026-12-03' },
    });
    expect(understand('¿y ahora qué compro?', '2026-12-03', null)).toMatchObject({
      intent: 'purchase_suggestions',
      range: { from: '2026-12-03', to: '2026-12-09' },
    });
  });

  it('reads the present progress words as today so far, the past ones as yesterday', () => {
    for (const question of ['¿cómo vamos?', '¿cuánto llevo?', '¿cómo ando hoy?']) {
      expect(understand(question, TODAY, null)).toMatchObject({
        intent: 'sales_total',
        range: { from: TODAY, to: TODAY },
      });
    }
    expect(understand('¿cómo me fue?', TODAY, null)).toMatchObject({
      range: { from: '2026-03-06', to: '2026-03-06' },
    });
  });

  it("reads a dish's portions so far as today's line of what sold (before 2026-12-06, out of the domain)", () => {
    for (const question of [
      '¿Cuántas órdenes de pastor llevo hoy?',
      '¿cuántas órdenes de pastor llevamos?',
      // Items counted (since 2026-12-06; before, out of the domain).
      '¿Cuántas micheladas llevo?',
      '¿cuántas cervezas llevamos?',
    ])
      expect(understand(question, TODAY, null), question).toMatchObject({
        intent: 'top_item',
        range: { from: TODAY, to: TODAY },
      });
    // Not what only sounds like a dish before "llevo".
    for (const question of ['¿Cuántas cancelaciones llevo?', '¿Cuántos descuentos llevo?'])
      expect(understand(question, TODAY, null)).toMatchObject({ intent: 'cancellations_discounts' });
    expect(understand('¿Cuántas mesas llevo?', TODAY, null)).toMatchObject({ intent: 'covers_tables' });
  });

  it('reads "¿y la anterior?" as the period before the conversation\'s, of its kind', () => {
    const conversation = (intent: 'sales_total' | 'food_cost', from: string, to: string) => ({
      intent,
      range: { from, to },
    });
    expect(
      understand('¿y la anterior?', TODAY, conversation('sales_total', '2026-02-23', '2026-03-01')),
    ).toMatchObject({
      intent: 'sales_total',
      range: { from: '2026-02-16', to: '2026-02-22' },
    });
    expect(
      understand('¿y el anterior?', TODAY, conversation('food_cost', '2026-02-01', '2026-02-28')),
    ).toMatchObject({
      intent: 'food_cost',
      range: { from: '2026-01-01', to: '2026-01-31' },
    });
    expect(
      understand('¿y antes?', TODAY, conversation('sales_total', '2026-03-06', '2026-03-06')),
    ).toMatchObject({
      range: { from: '2026-03-05', to: '2026-03-05' },
    });
    // "¿y la pasada?", "¿y el pasado?" too (since 2026-12-07; before, out of the domain).
    expect(
      understand('¿y la pasada?', TODAY, conversation('sales_total', '2026-02-23', '2026-03-01')),
    ).toMatchObject({ intent: 'sales_total', range: { from: '2026-02-16', to: '2026-02-22' } });
    expect(
      understand('¿y el pasado?', TODAY, conversation('food_cost', '2026-02-01', '2026-02-28')),
    ).toMatchObject({ intent: 'food_cost', range: { from: '2026-01-01', to: '2026-01-31' } });
    expect(understand('¿y la anterior?', TODAY, null)).toEqual({ kind: 'out_of_domain' });
  });

  // Since 2026-12-07; before, the quarter's first days, or with "del" no period read and the
  // profit's default, last month; "dejó el primer trimestre" a dish's margin.
  it('reads "el trimestre" asked in the past in its first month as the quarter just ended', () => {
    const firstQuarter = { from: '2030-01-01', to: '2030-03-31' };
    for (const question of [
      '¿Cuál fue mi utilidad del trimestre?',
      '¿Cuánto vendí en el trimestre?',
      '¿Cuánta utilidad dejó el primer trimestre?',
    ])
      expect(understand(question, '2030-04-15', null), question).toMatchObject({ range: firstQuarter });
    expect(understand('¿Cuánta utilidad dejó el primer trimestre?', '2030-04-15', null)).toMatchObject({
      intent: 'profit',
    });
    // This quarter, progress, or a month into it: the quarter under way, as before.
    for (const question of [
      '¿Cuál fue mi utilidad este trimestre?',
      '¿Cuánto llevo vendido en el trimestre?',
    ])
      expect(understand(question, '2030-04-15', null), question).toMatchObject({
        range: { from: '2030-04-01', to: '2030-04-14' },
      });
    expect(understand('¿Cuánto vendí en el trimestre?', '2030-05-15', null)).toMatchObject({
      range: { from: '2030-04-01', to: '2030-05-14' },
    });
  });

  // Since later on 2026-12-07; before, 1 April alone.
  it('reads "el trimestre" in its first week, in any tense, as the quarter just ended', () => {
    const firstQuarter = { from: '2031-01-01', to: '2031-03-31' };
    for (const question of [
      '¿Cuánto IVA cobré en el trimestre?',
      '¿Cuántos clientes atendí en el trimestre?',
      '¿Cuál es mi costo de bebidas del trimestre?',
    ])
      expect(understand(question, '2031-04-01', null, { todayClosed: true }), question).toMatchObject({
        range: firstQuarter,
      });
    // Progress, or "este trimestre": the one under way.
    for (const question of [
      '¿Cuánto llevo vendido en el trimestre?',
      '¿Cuál es mi costo de bebidas este trimestre?',
    ])
      expect(understand(question, '2031-04-01', null, { todayClosed: true }), question).toMatchObject({
        range: { from: '2031-04-01', to: '2031-04-01' },
      });
  });

  // Since 2026-12-07; before, the quarter under way's first days.
  it('reads "el trimestre" of a conversation about a whole quarter, or closed, as that quarter', () => {
    const firstQuarter = { from: '2031-01-01', to: '2031-03-31' };
    const profit = { intent: 'profit' as const, range: firstQuarter };
    expect(understand('¿y mi costo de alimentos del trimestre?', '2031-05-09', profit)).toMatchObject({
      intent: 'food_cost',
      range: firstQuarter,
    });
    // Without it, the quarter under way; closed ("cerró"), the last one that ended.
    expect(understand('¿Cuál es mi costo de alimentos del trimestre?', '2031-05-09', null)).toMatchObject({
      range: { from: '2031-04-01', to: '2031-05-08' },
    });
    expect(understand('¿Cómo cerró el trimestre?', '2031-04-09', null)).toMatchObject({
      range: firstQuarter,
    });
  });

  // Since 2026-12-07; before, today's menu, "llega con el corte Z", and the waiters' ranking.
  it("reads the menu advice asked for today from the menu's own days", () => {
    for (const question of [
      '¿Qué platillos debo empujar hoy?',
      '¿Qué le digo a los meseros que recomienden esta tarde?',
      '¿Qué platillo debo quitar hoy?',
      // A period under way or to come is when to act too (since 2026-12-07; before, its days so far).
      '¿Cuál debería promover para febrero?',
      '¿Qué platillo debo promover este mes?',
    ])
      expect(understand(question, '2030-02-15', null), question).toMatchObject({
        intent: expect.stringMatching(/^menu_/),
        range: { from: '2030-01-18', to: '2030-02-14' },
      });
  });

  // Since 2026-12-07; before, the base named read as the period asked: "¿y contra marzo?" after
  // April was March against February.
  it('reads "¿y contra marzo?" after a period\'s sales as that period against the base said', () => {
    const april = { from: '2030-04-01', to: '2030-04-30' };
    const after = { intent: 'sales_total' as const, range: april };
    const against = (question: string) => understand(question, '2030-05-10', after);
    expect(against('¿Y contra marzo?')).toMatchObject({
      intent: 'sales_comparison',
      range: april,
      base: { from: '2030-03-01', to: '2030-03-31' },
    });
    expect(against('¿Y contra el mes anterior?')).toMatchObject({
      base: { from: '2030-03-01', to: '2030-03-31' },
    });
    expect(against('¿y contra el año pasado?')).toMatchObject({
      base: { from: '2029-04-01', to: '2029-04-30' },
    });
    const week = { intent: 'sales_total' as const, range: { from: '2030-04-29', to: '2030-05-05' } };
    expect(understand('¿Y contra la semana anterior?', '2030-05-10', week)).toMatchObject({
      range: week.range,
      base: { from: '2030-04-22', to: '2030-04-28' },
    });
  });

  // Since 2026-12-07; before, the weekend just gone (after Buen Fin), and last Friday against the one
  // before it.
  it('reads a week before a few days as the same days a week earlier, and "cómo me fue contra"', () => {
    const buenFin = { intent: 'sales_total' as const, range: { from: '2030-11-15', to: '2030-11-18' } };
    expect(understand('¿y comparado con el fin de semana anterior?', '2030-12-02', buenFin)).toMatchObject({
      intent: 'sales_comparison',
      range: buenFin.range,
      base: { from: '2030-11-08', to: '2030-11-11' },
    });
    const friday = { intent: 'sales_total' as const, range: { from: '2029-09-14', to: '2029-09-14' } };
    expect(understand('¿Cómo me fue contra el viernes pasado?', '2029-09-15', friday)).toMatchObject({
      intent: 'sales_comparison',
      range: friday.range,
      base: { from: '2029-09-07', to: '2029-09-07' },
    });
    // A weekday "anterior" after a day is the one before that day (since 2026-12-07; before, the
    // latest before today: the Sunday after the Noche del Grito).
    const grito = { intent: 'sales_total' as const, range: { from: '2030-09-15', to: '2030-09-15' } };
    expect(understand('¿y contra el domingo anterior?', '2030-10-01', grito)).toMatchObject({
      intent: 'sales_comparison',
      range: grito.range,
      base: { from: '2030-09-08', to: '2030-09-08' },
    });
    expect(understand('¿y contra el sábado anterior?', '2030-10-01', grito)).toMatchObject({
      base: { from: '2030-09-14', to: '2030-09-14' },
    });
    // A weekend's "anterior" is the weekend before (since 2026-12-07; before, its Thursday and Friday).
    const weekend = { intent: 'sales_total' as const, range: { from: '2030-05-04', to: '2030-05-05' } };
    expect(understand('¿y contra el anterior?', '2030-05-10', weekend)).toMatchObject({
      base: { from: '2030-04-27', to: '2030-04-28' },
    });
    expect(understand('¿y el anterior?', '2030-05-10', weekend)).toMatchObject({
      range: { from: '2030-04-27', to: '2030-04-28' },
    });
  });

  // Since 2026-12-07; before, the day before, a year back from today, the next quincena's forecast
  // and the sales of both months.
  it('sets a day against its month or year back, follows a past quincena and the profit', () => {
    const day = (date: string) => ({ intent: 'sales_total' as const, range: { from: date, to: date } });
    expect(understand('¿y contra el mes pasado?', '2030-03-16', day('2030-03-15'))).toMatchObject({
      intent: 'sales_comparison',
      base: { from: '2030-02-15', to: '2030-02-15' },
    });
    expect(
      understand('¿y contra el mismo día del año pasado?', '2030-03-16', day('2030-02-05')),
    ).toMatchObject({
      base: { from: '2029-02-06', to: '2029-02-06' },
    });
    expect(understand('¿y la quincena pasada?', '2030-03-16', day('2030-03-15'))).toMatchObject({
      intent: 'sales_total',
      range: { from: '2030-03-01', to: '2030-03-15' },
    });
    // The half-month under way (since 2026-12-07; before, the next payday's date): to yesterday.
    expect(understand('¿y esta quincena?', '2030-03-20', day('2030-03-15'))).toMatchObject({
      intent: 'sales_total',
      range: { from: '2030-03-16', to: '2030-03-19' },
    });
    const profit = { intent: 'profit' as const, range: { from: '2030-03-01', to: '2030-03-15' } };
    expect(understand('¿y contra el mes pasado?', '2030-03-16', profit)).toMatchObject({
      intent: 'why_change',
      range: profit.range,
      base: { from: '2030-02-01', to: '2030-02-15' },
    });
  });

  // Since 2026-12-07; before, 1 to 14 April against all of March (14 days against 31), or against
  // 18 to 31 March said "el mes pasado", and after a cost ratio the sales of March against February.
  it('reads "¿y contra marzo?" after a month under way as its same days, of the ratio asked', () => {
    const soFar = { from: '2030-04-01', to: '2030-04-14' };
    const sameDays = { from: '2030-03-01', to: '2030-03-14' };
    for (const intent of ['sales_total', 'food_cost', 'labor_cost'] as const)
      for (const question of ['¿Y contra marzo?', '¿y contra el mes pasado?'])
        expect(
          understand(question, '2030-04-15', { intent, range: soFar }),
          `${intent}: ${question}`,
        ).toEqual({
          kind: 'answer',
          intent: intent === 'sales_total' ? 'sales_comparison' : 'why_change',
          ...(intent === 'sales_total' ? {} : { figure: intent }),
          range: soFar,
          base: sameDays,
          inherited: { intent: true, period: true },
          endsYesterday: false,
        });
    const weekSoFar = { intent: 'sales_total' as const, range: { from: '2030-04-15', to: '2030-04-16' } };
    expect(understand('¿y contra la semana pasada?', '2030-04-17', weekSoFar)).toMatchObject({
      base: { from: '2030-04-08', to: '2030-04-09' },
    });
  });

  // Since 2026-12-07; before, against as many days just before (2 to 31 October, 18 to 31
  // August), and after a cost ratio the why of the sales.
  it('reads a why that follows a period against the period before it, of its kind, and its cost', () => {
    const why = (intent: 'profit' | 'food_cost', from: string, to: string, today: string) =>
      understand('¿Por qué bajó?', today, { intent, range: { from, to } });
    expect(why('profit', '2030-11-01', '2030-11-30', '2030-12-02')).toMatchObject({
      intent: 'why_change',
      base: { from: '2030-10-01', to: '2030-10-31' },
    });
    expect(why('profit', '2029-09-01', '2029-09-14', '2029-09-15')).toMatchObject({
      base: { from: '2029-08-01', to: '2029-08-14' },
    });
    expect(why('food_cost', '2029-09-03', '2029-09-09', '2029-09-15')).toMatchObject({
      base: { from: '2029-08-27', to: '2029-09-02' },
      figure: 'food_cost',
    });
    const profit = why('profit', '2030-11-01', '2030-11-30', '2030-12-02');
    expect(profit).not.toHaveProperty('figure');
  });

  // Since 2026-12-07; before, September and October together against July and August.
  it('reads "¿y de septiembre a octubre?" after a month-to-month change as that change', () => {
    const growth = understand('¿Cuánto crecí de octubre a noviembre?', '2030-12-02', null);
    expect(growth).toMatchObject({ range: { from: '2030-11-01', to: '2030-11-30' } });
    const previous = { intent: 'sales_comparison' as const, range: { from: '2030-11-01', to: '2030-11-30' } };
    expect(understand('¿y de septiembre a octubre?', '2030-12-02', previous)).toMatchObject({
      intent: 'sales_comparison',
      range: { from: '2030-10-01', to: '2030-10-31' },
      base: { from: '2030-09-01', to: '2030-09-30' },
    });
  });

  // Since 2026-12-07; before, the conversation's month of alerts.
  it('reads "¿tengo alertas?" as now whatever period the conversation was about', () => {
    const november = { intent: 'sales_total' as const, range: { from: '2029-11-01', to: '2029-11-30' } };
    for (const question of ['¿Tengo alertas?', '¿hay alertas?'])
      expect(understand(question, '2029-12-22', november), question).toMatchObject({
        intent: 'alerts',
        range: { from: '2029-12-16', to: '2029-12-22' },
      });
    expect(understand('¿y alertas?', '2029-12-22', november)).toMatchObject({ range: november.range });
  });

  // Since 2026-12-07; before, each out of the domain ("¿y los meseros?" the waiters' sales).
  it('follows a figure with its other type, a department, the other quincena or a why alone', () => {
    const december = { from: '2029-12-01', to: '2029-12-21' };
    const following = (intent: ConversationState['intent'], range = december) => ({ intent, range });
    const on = (question: string, previous: ConversationState) =>
      understand(question, '2029-12-22', previous);
    expect(on('¿y el de bebidas?', following('food_cost'))).toMatchObject({
      intent: 'beverage_cost',
      range: december,
    });
    expect(on('¿Y el del bar?', following('food_cost'))).toMatchObject({
      intent: 'beverage_cost',
      range: december,
    });
    for (const question of [
      '¿y la cocina?',
      '¿Y los meseros?',
      '¿cuánto se lleva la cocina?',
      '¿y de los meseros?',
      // Since 2026-12-08 (before, the waiters' sales ranking).
      '¿y en meseros?',
    ])
      expect(on(question, following('labor_cost')), question).toMatchObject({
        intent: 'labor_cost',
        range: december,
      });
    expect(on('¿Quién es mi mejor mesero?', following('labor_cost'))).toMatchObject({
      intent: 'best_waiter',
    });
    const second = { from: '2029-11-16', to: '2029-11-30' };
    const first = { from: '2029-11-01', to: '2029-11-15' };
    expect(on('¿y la primera?', following('sales_total', second))).toMatchObject({
      intent: 'sales_total',
      range: first,
    });
    expect(on('¿y la otra?', following('sales_total', first))).toMatchObject({ range: second });
    expect(on('¿Y en la segunda?', following('sales_total', first))).toMatchObject({ range: second });
    // "quincena" said: the half of the conversation's month, not the coming payday's forecast, and
    // a department's part asked as "¿cuánto de eso es de cocina?" (since 2026-12-07).
    expect(on('¿y la primera quincena?', following('labor_cost', second))).toMatchObject({
      intent: 'labor_cost',
      range: first,
    });
    // The share of the sales asked after a cost is that cost, whose answer states it (since
    // 2026-12-07; before, the period's sales split, or out of the domain).
    for (const question of [
      '¿Qué porcentaje es de la venta?',
      '¿y eso qué porcentaje es?',
      '¿cuánto es en porcentaje?',
    ])
      expect(on(question, following('labor_cost')), question).toMatchObject({
        intent: 'labor_cost',
        range: december,
      });
    expect(on('¿Qué porcentaje es de la venta?', following('sales_total'))).toMatchObject({
      intent: 'sales_total',
    });
    for (const question of ['¿cuánto de eso es de cocina?', '¿y cuánto fue de meseros?'])
      expect(on(question, following('labor_cost')), question).toMatchObject({
        intent: 'labor_cost',
        range: december,
      });
    const tomorrow = { from: '2029-12-23', to: '2029-12-23' };
    expect(on('¿Por qué?', following('forecast_sales', tomorrow))).toMatchObject({
      intent: 'forecast_sales',
      range: tomorrow,
    });
    expect(on('¿por qué?', following('food_cost'))).toMatchObject({
      intent: 'why_change',
      figure: 'food_cost',
    });
    expect(on('¿Y eso?', following('profit'))).toMatchObject({ intent: 'why_change', range: december });
  });

  // Since 2026-12-07; before, each out of the domain.
  it('reads "qué tal va", "ya superé lo del…" and "y d bar" as owners type them', () => {
    const friday = '2030-05-10';
    for (const question of ['k tal va el dia', '¿Qué tal vamos?'])
      expect(understand(question, friday, null), question).toMatchObject({
        intent: 'sales_total',
        range: { from: friday, to: friday },
      });
    expect(understand('¿Ya superé lo del viernes pasado?', friday, null)).toMatchObject({
      intent: 'sales_comparison',
      range: { from: friday, to: friday },
      base: { from: '2030-05-03', to: '2030-05-03' },
    });
    const september = { intent: 'sales_total' as const, range: { from: '2030-09-01', to: '2030-09-30' } };
    expect(understand('y d bar?', '2030-10-01', september)).toMatchObject({
      intent: 'sales_total',
      range: september.range,
    });
  });

  // Since 2026-12-07; before, today's expenses or days open, the whole of last year, and no period.
  it('reads the quarter just ended, the same quarter a year back and a quarter as Q3', () => {
    const on = (question: string, previous: ConversationState | null = null) =>
      understand(question, '2030-10-01', previous, { todayClosed: true });
    const third = { from: '2030-07-01', to: '2030-09-30' };
    for (const question of ['¿Cuánto gasté en el trimestre?', '¿Cuántos días abrí en el trimestre?'])
      expect(on(question), question).toMatchObject({ range: third });
    expect(on('¿Cuánto vendí en el Q3?')).toMatchObject({ range: third });
    const quarter = { intent: 'sales_total' as const, range: third };
    expect(on('¿Y contra el mismo trimestre del año pasado?', quarter)).toMatchObject({
      intent: 'sales_comparison',
      base: { from: '2029-07-01', to: '2029-09-30' },
    });
    expect(on('¿Y el mismo trimestre del año pasado?', quarter)).toMatchObject({
      range: { from: '2029-07-01', to: '2029-09-30' },
    });
  });

  // Since 2026-12-07; before, today's expenses: "la segunda quincena" alone was no period, and
  // "pagué" an expense.
  it('reads a half of the month said alone as the latest begun, and a department paid', () => {
    const asked = understand('¿Cuánto le pagué a cocina la segunda quincena?', '2030-10-01', null, {
      todayClosed: true,
    });
    expect(asked).toMatchObject({ intent: 'labor_cost', range: { from: '2030-09-16', to: '2030-09-30' } });
    expect(understand('¿Cuánto vendí la primera quincena?', '2030-10-20', null)).toMatchObject({
      range: { from: '2030-10-01', to: '2030-10-15' },
    });
    expect(understand('¿Cuánto pagué de luz?', '2030-10-20', null)).toMatchObject({ intent: 'expenses' });
  });

  // Since 2026-12-07; before, today so far, tomorrow's prep list ("esperabas" read as a dish), the
  // 28 days' score, the business's net profit, and the till's shortfall ("alto" read as "faltó").
  it("reads owners' phrasings of a ranking, a past forecast, a margin and a judgment", () => {
    const on = (question: string, previous: ConversationState | null = null) =>
      understand(question, '2030-12-02', previous);
    expect(on('¿En qué mes he vendido más?')).toMatchObject({
      intent: 'best_day',
      range: { from: '2029-12-01', to: '2030-11-30' },
    });
    expect(on('¿Qué día he vendido más?')).toMatchObject({ intent: 'best_day' });
    expect(on('¿Cuánto esperabas vender ayer?')).toMatchObject({
      intent: 'forecast_accuracy',
      range: { from: '2030-12-01', to: '2030-12-01' },
    });
    expect(on('¿Cuánto pronosticaste para mañana?')).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2030-12-03', to: '2030-12-03' },
    });
    const november = { from: '2030-11-01', to: '2030-11-30' };
    expect(on('¿Cuál me deja más margen?', { intent: 'top_item', range: november })).toMatchObject({
      intent: 'top_item',
      range: november,
    });
    expect(on('¿Cuál fue mi utilidad más alta?')).toMatchObject({ intent: 'profit' });
    expect(on('¿Cuánto ganó de propinas?')).toMatchObject({ intent: 'tips' });
    const week = { from: '2030-11-25', to: '2030-12-01' };
    for (const question of ['¿Está alto?', '¿es mucho?', '¿está bien o mal?'])
      expect(on(question, { intent: 'cancellations_discounts', range: week }), question).toMatchObject({
        intent: 'cancellations_discounts',
        range: week,
      });
  });

  // Since 2026-12-07; before, out of the domain, the period's sales, or the last 12 weeks.
  it('reads "¿y el peor?" after a ranking as the same ranking of the same period', () => {
    const november = { from: '2030-11-01', to: '2030-11-30' };
    for (const [intent, question] of [
      ['best_day', '¿y el peor?'],
      ['best_day', '¿Y el más flojo?'],
      ['best_waiter', '¿y el peor?'],
      ['top_item', '¿y los que menos se venden?'],
      ['top_item', '¿y el menos vendido?'],
    ] as const)
      expect(understand(question, '2030-12-02', { intent, range: november }), question).toMatchObject({
        intent,
        range: november,
        inherited: { period: true },
      });
    const weeks = understand('¿y la peor semana?', '2030-12-02', { intent: 'best_day', range: november });
    expect(weeks).toMatchObject({ intent: 'best_day', range: november });
    // A unit longer than the conversation's period ranks its own window, as before.
    const day = { intent: 'best_day' as const, range: { from: '2030-11-20', to: '2030-11-20' } };
    expect(understand('¿cuál es mi mejor mes?', '2030-12-02', day)).toMatchObject({
      range: { from: '2029-12-01', to: '2030-11-30' },
    });
  });

  // Since 2026-12-07; before, the whole of last year.
  it('reads "¿y el año pasado?" as the conversation\'s period a year back', () => {
    const following = (intent: 'sales_total' | 'forecast_sales', from: string, to = from) => ({
      intent,
      range: { from, to },
    });
    // A day of the calendar: that day of last year's (Jueves Santo moves with Easter).
    expect(understand('¿y el año pasado?', TODAY, following('sales_total', '2026-02-14'))).toMatchObject({
      intent: 'sales_total',
      range: { from: '2025-02-14', to: '2025-02-14' },
    });
    expect(understand('¿y el año pasado?', TODAY, following('forecast_sales', '2026-04-02'))).toMatchObject({
      intent: 'sales_total',
      range: { from: '2025-04-17', to: '2025-04-17' },
    });
    // Another day or a week: the same weekdays 52 weeks back; a month, its dates.
    for (const question of ['¿y hace un año?', '¿y el del año pasado?'])
      expect(understand(question, TODAY, following('sales_total', '2026-02-23', '2026-03-01'))).toMatchObject(
        {
          range: { from: '2025-02-24', to: '2025-03-02' },
        },
      );
    expect(
      understand('¿y el año pasado?', TODAY, following('sales_total', '2026-02-01', '2026-02-28')),
    ).toMatchObject({ range: { from: '2025-02-01', to: '2025-02-28' } });
    // Said with a figure, or with nothing before it, it is last year's, as before.
    expect(understand('¿y el año pasado?', TODAY, null)).toEqual({ kind: 'out_of_domain' });
    expect(
      understand('¿cuánto vendí el año pasado?', TODAY, following('sales_total', '2026-02-14')),
    ).toMatchObject({
      range: { from: '2025-01-01', to: '2025-12-31' },
    });
  });

  // Since 2026-12-07; before, out of the domain.
  it('reads "¿y en bebidas?" as the conversation\'s figure of that type of the menu', () => {
    const january = { from: '2026-01-01', to: '2026-01-31' };
    const following = (intent: 'sales_total' | 'food_cost' | 'top_item' | 'labor_cost') => ({
      intent,
      range: january,
    });
    expect(understand('¿y en bebidas?', TODAY, following('food_cost'))).toMatchObject({
      intent: 'beverage_cost',
      range: january,
    });
    expect(understand('¿y en el bar?', TODAY, following('food_cost'))).toMatchObject({
      intent: 'beverage_cost',
    });
    expect(understand('¿y de comida?', TODAY, following('food_cost'))).toMatchObject({ intent: 'food_cost' });
    expect(understand('¿y de bebidas?', TODAY, following('sales_total'))).toMatchObject({
      intent: 'sales_total',
      range: january,
    });
    expect(understand('¿y en bebidas?', TODAY, following('top_item'))).toMatchObject({ intent: 'top_item' });
    expect(understand('¿y en bebidas?', TODAY, following('labor_cost'))).toEqual({ kind: 'out_of_domain' });
  });

  it('reads "¿y el siguiente?" as the period after the conversation\'s, a day to come forecast', () => {
    const conversation = (
      intent: 'sales_total' | 'forecast_sales' | 'forecast_prep',
      from: string,
      to = from,
    ) => ({
      intent,
      range: { from, to },
    });
    // A past day: the day after it; a whole month: the next month, cut to its closed days.
    expect(understand('¿y el siguiente?', TODAY, conversation('sales_total', '2026-03-04'))).toMatchObject({
      intent: 'sales_total',
      range: { from: '2026-03-05', to: '2026-03-05' },
    });
    expect(
      understand('¿y el siguiente?', TODAY, conversation('sales_total', '2026-02-01', '2026-02-28')),
    ).toMatchObject({ range: { from: '2026-03-01', to: '2026-03-06' } });
    // Tomorrow's forecast, then the day after (before, out of the domain).
    for (const question of ['¿y el siguiente?', '¿y al día siguiente?', '¿y después?'])
      expect(understand(question, TODAY, conversation('forecast_sales', '2026-03-08'))).toMatchObject({
        intent: 'forecast_sales',
        range: { from: '2026-03-09', to: '2026-03-09' },
      });
    expect(understand('¿y el siguiente?', TODAY, conversation('forecast_prep', '2026-03-08'))).toMatchObject({
      intent: 'forecast_prep',
      range: { from: '2026-03-09', to: '2026-03-09' },
    });
    // Today's closed day, then tomorrow's forecast.
    expect(
      understand('¿y el siguiente?', TODAY, conversation('sales_total', TODAY), { todayClosed: true }),
    ).toMatchObject({ intent: 'forecast_sales', range: { from: '2026-03-08', to: '2026-03-08' } });
    expect(understand('¿y el siguiente?', TODAY, null)).toEqual({ kind: 'out_of_domain' });
    // And back: "¿y el anterior?" after tomorrow's forecast is today's own sales, closed or not.
    for (const todayClosed of [true, false])
      expect(
        understand('¿y el anterior?', TODAY, conversation('forecast_sales', '2026-03-08'), { todayClosed }),
      ).toMatchObject({ intent: 'sales_total', range: { from: TODAY, to: TODAY } });
    expect(understand('¿y el anterior?', TODAY, conversation('forecast_sales', '2026-03-09'))).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2026-03-08', to: '2026-03-08' },
    });
  });

  it('takes the intent default period when the question has none', () => {
    expect(understand('¿cuánto vendí?', TODAY, null)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2026-03-06', to: '2026-03-06' },
    });
    // This month's closed days: today has not closed, so the month so far ends yesterday, said so.
    expect(understand('¿cómo va mi costo de alimentos?', TODAY, null)).toMatchObject({
      range: { from: '2026-03-01', to: '2026-03-06' },
      endsYesterday: true,
    });
    expect(understand('¿qué platillo debería quitar?', TODAY, null)).toMatchObject({
      range: { from: '2026-02-07', to: '2026-03-06' },
    });
  });

  it('inherits the intent or the period from the conversation', () => {
    const previous = { intent: 'sales_total' as const, range: { from: '2026-03-06', to: '2026-03-06' } };
    expect(understand('¿y el martes?', TODAY, previous)).toMatchObject({
      intent: 'sales_total',
      range: { from: '2026-03-03', to: '2026-03-03' },
      inherited: { intent: true, period: false },
    });
    expect(understand('¿y las propinas?', TODAY, previous)).toMatchObject({
      intent: 'tips',
      range: previous.range,
      inherited: { intent: false, period: true },
    });
    expect(understand('¿y el clima?', TODAY, previous)).toEqual({ kind: 'out_of_domain' });
  });

  it('reads a period after "que / contra" in a comparison as the base', () => {
    // Only closed days: this month through yesterday, against the same days of February.
    expect(understand('¿vendí más que el mes pasado?', TODAY, null)).toMatchObject({
      intent: 'sales_comparison',
      range: { from: '2026-03-01', to: '2026-03-06' },
      base: { from: '2026-02-01', to: '2026-02-06' },
    });
  });

  it('sets the profit of two periods over against each other, as a why does; one under way, alone', () => {
    // Before 2026-12-07, "¿gané más en enero o en febrero?" was January's profit alone.
    for (const question of [
      '¿Gané más en enero o en febrero?',
      '¿cómo estuvo mi utilidad de enero contra febrero?',
    ])
      expect(understand(question, TODAY, null), question).toMatchObject({
        intent: 'why_change',
        range: { from: '2026-01-01', to: '2026-01-31' },
        base: { from: '2026-02-01', to: '2026-02-28' },
      });
    // This month's payroll and purchases are still to capture: its profit, as before.
    expect(understand('¿gané más este mes que el mes pasado?', TODAY, null)).toMatchObject({
      intent: 'profit',
    });
  });

  it('says a period stops yesterday only when it does, not of another day compared with today', () => {
    // Before, "El sábado 28 de noviembre (hasta ayer: hoy todavía no cierra) vendiste…", even closed.
    for (const todayClosed of [false, true])
      expect(
        understand('¿Cuánto vendí el sábado pasado comparado con hoy?', TODAY, null, { todayClosed }),
      ).toMatchObject({ range: { from: '2026-02-28', to: '2026-02-28' }, endsYesterday: false });
    expect(understand('¿cuánto vendí esta semana?', TODAY, null)).toMatchObject({
      range: { from: '2026-03-02', to: '2026-03-06' },
      endsYesterday: true,
    });
  });

  it('counts today in a period reaching it once its corte Z is in, as the pages do', () => {
    const closed = { todayClosed: true };
    expect(understand('¿cómo va mi costo de alimentos?', TODAY, null, closed)).toMatchObject({
      range: { from: '2026-03-01', to: TODAY },
      endsYesterday: false,
    });
    expect(understand('¿cuánto vendí esta semana?', TODAY, null, closed)).toMatchObject({
      range: { from: '2026-03-02', to: TODAY },
      endsYesterday: false,
    });
    // The comparison's base is as long as the period: March 1–7 against February 1–7.
    expect(understand('¿vendí más que el mes pasado?', TODAY, null, closed)).toMatchObject({
      range: { from: '2026-03-01', to: TODAY },
      base: { from: '2026-02-01', to: '2026-02-07' },
    });
    // A default of yesterday is the latest closed day: today itself once its corte Z is in.
    expect(understand('¿cuánto vendí?', TODAY, null, closed)).toMatchObject({
      range: { from: TODAY, to: TODAY },
    });
    expect(understand('¿cuánto vendí?', TODAY, null, { todayClosed: false })).toMatchObject({
      range: { from: '2026-03-06', to: '2026-03-06' },
    });
    // "ayer" named stays yesterday.
    expect(understand('¿cuánto vendí ayer?', TODAY, null, closed)).toMatchObject({
      range: { from: '2026-03-06', to: '2026-03-06' },
    });
  });
});

describe('withinOneEdit agrees with editDistance ≤ 1', () => {
  it.each([
    ['ventas', 'ventas'],
    ['vetnas', 'ventas'],
    ['ventaz', 'ventas'],
    ['venta', 'ventas'],
    ['ventass', 'ventas'],
    ['vnetas', 'ventas'],
    ['mesero', 'mesa'],
    ['propnas', 'propinas'],
    ['propinas', 'propnias'],
    ['abc', 'cba'],
    ['nomina', 'nomnia'],
    ['', 'a'],
  ])('%s / %s', (a, b) => {
    expect(withinOneEdit(a, b)).toBe(editDistance(a, b) <= 1);
    expect(withinOneEdit(b, a)).toBe(editDistance(b, a) <= 1);
  });
});

describe('a greeting or a request for help', () => {
  it.each(['Hola', 'ayuda', '¿Qué me puedes decir?', '¿Qué te puedo preguntar?', 'Buenos días'])(
    '%s: what it can answer, with no apology (before, "Perdón, eso no lo sé contestar")',
    async (question) => {
      const answered = await askRules(question, {}, { today: '2026-12-05', requiredPlanOf: () => 'growth' });
      expect(answered.intent).toBe('out_of_domain');
      // A greeting is greeted back.
      expect(answered.answer).toMatch(/^(¡Hola! )?Puedo ayudarte con: ventas /);
      expect(answered.answer.startsWith('¡Hola! ')).toBe(/^(Hola|Buenos)/.test(question));
    },
  );

  it('a question it cannot answer still says so first', async () => {
    const answered = await askRules(
      '¿Va a llover mañana?',
      {},
      { today: '2026-12-05', requiredPlanOf: () => 'growth' },
    );
    expect(answered.answer).toMatch(/^Perdón, eso no lo sé contestar\. Puedo ayudarte con: /);
  });
});

describe('the last 28 closed days', () => {
  it.each([
    '¿Qué platillo debería quitar?',
    '¿Cuál es mi venta promedio diaria?',
    '¿Qué porcentaje es en efectivo?',
  ])(
    '%s: through today once its corte Z is in, else through yesterday (before, always yesterday)',
    (question) => {
      expect(understand(question, '2026-12-03', null)).toMatchObject({
        range: { from: '2026-11-05', to: '2026-12-02' },
      });
      expect(understand(question, '2026-12-03', null, { todayClosed: true })).toMatchObject({
        range: { from: '2026-11-06', to: '2026-12-03' },
      });
    },
  );
});

describe('the record asked', () => {
  it('"¿cuál es mi récord de ventas?" is the best day of the last year of closed days (before, yesterday\'s total)', () => {
    expect(understand('¿Cuál es mi récord de ventas?', '2026-12-08', null)).toMatchObject({
      intent: 'best_day',
      range: { from: '2025-12-07', to: '2026-12-07' },
    });
  });
});

describe('the weekday ranked in the present, and sales that did not happen', () => {
  it('"¿cuál es mi día más flojo de la semana?" is the weekday of the last weeks; "fue", a week', () => {
    // Before 2026-12-06, this week's days so far.
    expect(understand('¿Cuál es mi día más flojo de la semana?', '2026-12-08', null)).toMatchObject({
      intent: 'best_day',
      range: { from: '2026-10-13', to: '2026-12-07' },
    });
    // One day into the week, the week just ended (since 2026-12-07; before, Monday alone ranked).
    expect(understand('¿Cuál fue mi mejor día de la semana?', '2026-12-08', null)).toMatchObject({
      range: { from: '2026-11-30', to: '2026-12-06' },
    });
    expect(understand('¿Cuál fue mi mejor día de la semana?', '2026-12-09', null)).toMatchObject({
      range: { from: '2026-12-07', to: '2026-12-08' },
    });
  });

  it('"¿cuánto dejé de vender?" says it cannot know, then what was sold (before, the prep list)', async () => {
    const answered = await askRules(
      '¿Cuánto dejé de vender?',
      {
        '/api/v1/intelligence/sales/summary': {
          attributes: {
            total_sales_cents: 500_000,
            total_sales_no_iva_cents: null,
            food_sales_cents: null,
            beverage_sales_cents: null,
            bar_sales_cents: null,
          },
        },
      },
      { today: '2026-12-05', requiredPlanOf: () => 'growth' },
    );
    expect(answered.intent).toBe('sales_total');
    expect(answered.answer).toMatch(
      /^No sé cuánto dejaste de vender: tu punto de venta manda lo que se vendió, no lo que no se vendió .*, así que te doy lo que sí vendiste\. El viernes 4 de diciembre vendiste \$5,000\.00/,
    );
  });
});

// Since 2026-12-07: an owner's ways of naming days that were read as something else.
describe('days named as an owner names them', () => {
  const SATURDAY = '2031-09-20';
  it('"el puente" is the long weekend, not a dish, asked what it left', () => {
    for (const question of ['¿Cuánto gané en el puente?', '¿Cuánto me dejó el puente?'])
      expect(understand(question, SATURDAY, null, { todayClosed: true })).toMatchObject({
        intent: 'profit',
        range: { from: '2031-09-13', to: '2031-09-16' },
      });
    expect(understand('¿Cuánto me dejó la michelada?', SATURDAY, null)).toMatchObject({ intent: 'top_item' });
  });

  it('"¿me fue mejor en diciembre o en noviembre?" sets the first against the second', () => {
    for (const question of [
      '¿Me fue mejor en diciembre o en noviembre?',
      '¿Me fue mejor en diciembre que en noviembre?',
    ])
      expect(understand(question, '2030-12-31', null)).toMatchObject({
        intent: 'sales_comparison',
        range: { from: '2030-12-01', to: '2030-12-30' },
        base: { from: '2030-11-01', to: '2030-11-30' },
      });
    // "¿En qué mes me fue mejor?" still ranks the months.
    expect(understand('¿En qué mes me fue mejor?', '2030-12-31', null)).toMatchObject({ intent: 'best_day' });
  });

  it('"esa quincena" after a quincena is that one, not the one under way', () => {
    const previous = { intent: 'sales_total' as const, range: { from: '2031-05-16', to: '2031-05-31' } };
    expect(understand('¿Cuánto pagué de nómina esa quincena?', '2031-06-02', previous)).toMatchObject({
      intent: 'labor_cost',
      range: previous.range,
    });
    // Before, the quincena under way, its one closed day.
    expect(understand('¿Cuánto pagué de nómina esta quincena?', '2031-06-02', previous)).toMatchObject({
      range: { from: '2031-06-01', to: '2031-06-01' },
    });
  });

  // Since 2026-12-07; before, the day's diners, the best waiter, and the weekend's first day.
  it('reads the staff asked by its cost, "ahorita" or per person as the staff or the payroll', () => {
    const friday = '2031-10-31';
    expect(understand('¿Cuánto me va a costar el personal el viernes?', '2031-08-10', null)).toMatchObject({
      intent: 'forecast_staff',
      range: { from: '2031-08-15', to: '2031-08-15' },
    });
    expect(understand('¿Cuántos meseros debo tener ahorita?', friday, null)).toMatchObject({
      intent: 'forecast_staff',
      range: { from: friday, to: friday },
    });
    expect(understand('¿Cuánto me cuesta un mesero al día?', friday, null)).toMatchObject({
      intent: 'labor_cost',
    });
    const weekend = { intent: 'forecast_staff' as const, range: { from: '2031-11-01', to: '2031-11-02' } };
    expect(understand('¿Cuánto me costaría ese personal?', friday, weekend)).toMatchObject({
      intent: 'forecast_staff',
      range: weekend.range,
    });
  });

  // Since 2026-12-07; before, the weekend and the week a week earlier.
  it('on a Sunday after its corte Z, "el fin de semana" and "a la semana" end today', () => {
    const sunday = '2031-08-10';
    for (const [question, from] of [
      ['¿Cuánto vendí el fin de semana?', '2031-08-09'],
      ['cuanto vendi el finde', '2031-08-09'],
      ['¿Cuánto vendo a la semana?', '2031-08-04'],
    ] as const) {
      expect(understand(question, sunday, null, { todayClosed: true }), question).toMatchObject({
        range: { from, to: sunday },
      });
      // Before it, the latest whole ones, a week earlier.
      expect(understand(question, sunday, null), question).toMatchObject({ range: { to: '2031-08-03' } });
    }
  });

  // Since 2026-12-07; before, the whole of last year.
  it('"¿y comparado con el 14 del año pasado?" after the 14th is that date a year back', () => {
    const previous = { intent: 'sales_total' as const, range: { from: '2031-02-14', to: '2031-02-14' } };
    expect(understand('¿Y comparado con el 14 del año pasado?', '2031-02-28', previous)).toMatchObject({
      intent: 'sales_comparison',
      range: previous.range,
      base: { from: '2030-02-14', to: '2030-02-14' },
    });
  });

  // Since 2026-12-07; before, March 2030 ("no tengo días cerrados…").
  it('reads next month named, asked what to do, as the coming one', () => {
    const today = '2031-02-28';
    expect(understand('¿Qué debería promover en marzo?', today, null)).toMatchObject({
      intent: 'menu_promote',
      range: { from: '2031-01-31', to: '2031-02-27' },
    });
    expect(understand('¿Cuánto tengo que vender en marzo para no perder?', today, null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2031-03-01', to: '2031-03-31' },
    });
    // Asked of the past, last year's March.
    expect(understand('¿Cuánto vendí en marzo?', today, null)).toMatchObject({
      range: { from: '2030-03-01', to: '2030-03-31' },
    });
  });

  // Since 2026-12-07; before, tomorrow, and the staff's cost read as the day's diners.
  it('"ese día" after a day to come is that day, its staff cost the staff answer', () => {
    const monday10 = { intent: 'forecast_sales' as const, range: { from: '2031-03-10', to: '2031-03-10' } };
    for (const question of ['¿Me conviene abrir ese día?', '¿Y cuánta gente necesito ese día?'])
      expect(understand(question, '2031-02-28', monday10), question).toMatchObject({ range: monday10.range });
    const saturday = { intent: 'forecast_staff' as const, range: { from: '2031-01-11', to: '2031-01-11' } };
    for (const [question, intent] of [
      ['¿Y cuánto me va a costar la nómina ese día?', 'forecast_staff'],
      ['¿Y cuánto me costaría esa gente?', 'forecast_staff'],
      ['¿Y cuánto vendo ese día?', 'forecast_sales'],
      ['¿Y cuántos clientes?', 'forecast_covers'],
    ] as const)
      expect(understand(question, '2031-01-06', saturday), question).toMatchObject({
        kind: 'answer',
        intent,
        range: saturday.range,
      });
  });

  it('"¿y el año pasado?" after the year read to 30 December is all of last year', () => {
    const previous = { intent: 'sales_total' as const, range: { from: '2030-01-01', to: '2030-12-30' } };
    expect(understand('¿Y el año pasado?', '2030-12-31', previous)).toMatchObject({
      range: { from: '2029-01-01', to: '2029-12-31' },
    });
    // Earlier in the year, the same dates of last year (as before).
    const june = { intent: 'sales_total' as const, range: { from: '2030-01-01', to: '2030-06-14' } };
    expect(understand('¿Y el año pasado?', '2030-06-15', june)).toMatchObject({
      range: { from: '2029-01-01', to: '2029-06-14' },
    });
  });

  it('"anoche" is yesterday', () => {
    expect(understand('¿Cuánto vendí anoche?', SATURDAY, null, { todayClosed: true })).toMatchObject({
      range: { from: '2031-09-19', to: '2031-09-19' },
    });
  });

  it('"el próximo 16 de septiembre" four days after it is next year\'s, past the horizon', () => {
    expect(understand('¿Cuánto crees que venda el próximo 16 de septiembre?', SATURDAY, null)).toEqual({
      kind: 'future',
      intent: 'forecast_sales',
      range: { from: '2032-09-16', to: '2032-09-16' },
    });
    // Without "próximo", a slip of tense: the day gone against its forecast.
    expect(understand('¿Cuánto voy a vender el 16 de septiembre?', SATURDAY, null)).toMatchObject({
      intent: 'forecast_accuracy',
    });
  });

  // Since 2026-12-07; before, every cost of the quincena.
  it('reads "¿cuánto pagué la quincena pasada?" as its payroll, a line named as that line', () => {
    const range = { from: '2031-10-01', to: '2031-10-15' };
    expect(understand('¿Cuánto pagué la quincena pasada?', '2031-10-31', null)).toMatchObject({
      intent: 'labor_cost',
      range,
    });
    expect(understand('¿Cuánto pagué de luz la quincena pasada?', '2031-10-31', null)).toMatchObject({
      intent: 'expenses',
      range,
    });
  });

  // Since 2026-12-07; before, the corte's shortage and last weekend's purchases.
  it('reads the drawer "llevo en caja" and what to buy "al proveedor para" as such', () => {
    expect(understand('¿Cuánto llevo en caja ahorita?', '2031-08-10', null)).toMatchObject({
      intent: 'cash_balance',
    });
    expect(
      understand('¿Qué le compro al proveedor para el fin de semana?', '2031-08-07', null),
    ).toMatchObject({
      intent: 'purchase_suggestions',
      range: { from: '2031-08-07', to: '2031-08-10' },
    });
    expect(understand('¿A quién le compro más?', '2031-08-07', null)).toMatchObject({ intent: 'food_cost' });
  });

  // Since later on 2026-12-07; before, tomorrow, and last year's Easter Sunday with no corte Z.
  it('reads the Easter days asked ahead the week before Palm Sunday as the coming ones', () => {
    const tuesday = '2031-04-01';
    expect(understand('¿Cuánta gente necesito el sábado de gloria?', tuesday, null)).toMatchObject({
      intent: 'forecast_staff',
      range: { from: '2031-04-12', to: '2031-04-12' },
    });
    const holyWeek = { intent: 'forecast_sales' as const, range: { from: '2031-04-06', to: '2031-04-13' } };
    expect(understand('¿Y el domingo de pascua?', tuesday, holyWeek)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2031-04-13', to: '2031-04-13' },
    });
    // Asked in the past, last year's.
    expect(understand('¿Cuánto vendí el domingo de pascua?', tuesday, null)).toMatchObject({
      range: { from: '2030-04-21', to: '2030-04-21' },
    });
  });

  // Since later on 2026-12-07; before, Monday 16 December, "queda más lejos".
  it('"el sábado 16" two days after it is that Saturday gone, its weekday said', () => {
    expect(understand('¿Cuánto voy a vender el sábado 16?', '2030-11-18', null)).toMatchObject({
      intent: 'forecast_accuracy',
      range: { from: '2030-11-16', to: '2030-11-16' },
    });
    // A weekday that is the coming 16th's: that one.
    expect(understand('¿Cuánto voy a vender el lunes 16?', '2030-11-18', null)).toMatchObject({
      kind: 'future',
      range: { from: '2030-12-16', to: '2030-12-16' },
    });
  });

  it('"la primera semana de enero" ahead is its seven days, not the month', () => {
    expect(understand('¿Cuánto voy a vender la primera semana de enero?', '2030-12-31', null)).toMatchObject({
      intent: 'forecast_sales',
      range: { from: '2031-01-01', to: '2031-01-07' },
    });
    expect(
      understand('¿Cuánto voy a vender la primera quincena de enero?', '2030-12-31', null),
    ).toMatchObject({
      range: { from: '2031-01-01', to: '2031-01-15' },
    });
  });
});
