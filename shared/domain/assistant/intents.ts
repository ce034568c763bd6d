/**
 * What a question asks. Each intent lists keyword phrases in normalized form (text.ts: lowercase,
 * no accents, a trailing `*` marks a stem); colloquial Mexican forms sit beside the formal ones
 * ("saqué", "lana", "chamba"). The intent whose longest matching phrase has the most words wins (so
 * "costo de alimentos" beats "cómo va"; the generic sales phrases count as one word); a tie goes to the intent listed first, the more specific.
 * Matching is on folded words (text.ts: "bendi" is "vendí") and tolerates one typo per word of five
 * letters or more. Impersonal forms ("se vendió", "se canceló", "se cobró") sit beside the personal
 * ones. "chamba" alone is work in general ("¿cómo me fue en la chamba?"), not a waiter question:
 * only "chambeó" / "chambeador" ask who worked most (a stem "chambe*" would forgive "chamba").
 */

import { MONTHS } from '../calendar-names.ts';
import { alertSubjectAsked, asksPriceChanges } from './alert-subject-words.ts';
import { beatsNamedPeriod, overtaking } from './beat-words.ts';
import {
  asksDaysUntil,
  asksForecastAccounts,
  asksHolidayEffect,
  asksPaidOff,
  asksRestPay,
  calendarAsked,
} from './calendar-question.ts';
import { asksCaptures } from './capture-words.ts';
import {
  asksAppPayout,
  asksCashierRanking,
  asksCashLeftAfterPaying,
  asksCashMovements,
  asksCashPurchases,
  asksCorteTime,
  asksDrawerBalance,
  asksMissingCortes,
  asksRegisterClosed,
  asksWhoClosed,
} from './cash-words.ts';
import { dateText, holidayNamed, namesMonth, PUENTE_WORDS, weekdayNamed } from './dates.ts';
import { asksDepartmentPaid, asksPayrollHeadcount } from './department-words.ts';
import {
  asksCategoryRanking,
  asksDishMargin,
  asksIngredientList,
  asksLossByDish,
  asksWhichDish,
  countsOrders,
  dishAsked,
  dishesCompared,
  dishLeftAsked,
  dishPriceAsked,
  dishSoFarAsked,
  ingredientAsked,
  ingredientUsed,
  SOLD_VERBS,
  stockAsked,
  stockLeftAsked,
  WILL_SELL_VERBS,
} from './dishes.ts';
import { asksIfOpen, asksOpenDecision, asksWhichDaysOpen } from './forecast-open.ts';
import { asksPeriodLanding, asksRestOfPeriod } from './forecast-period.ts';
import { asksShare, asksTaxesOwed, namedCategoryType } from './format.ts';
import { asksTimeToClose } from './hours-words.ts';
import { asksLostSales } from './order-kind.ts';
import { asksLeftToSell, goalAsked, namesGoalWithoutAmount } from './sales-goal.ts';
import { asksLastHours, asksRegisterOpened, asksSameTime, BUSY_NOW_PHRASES } from './so-far-words.ts';
import { staffOffered } from './staff-offered.ts';
import { STOCK_VALUE_PHRASES, SUPPLIES_COST_PHRASES } from './stock-words.ts';
import {
  asksDailyAverage,
  asksEachDay,
  asksGrowth,
  asksHeadcount,
  asksPerDay,
  asksTypicalDay,
  asksWhichUnit,
} from './superlatives.ts';
import { asksIngredientPrice, asksSupplierSpend } from './supplier-words.ts';
import { asksCoverEconomics } from './table-words.ts';
import {
  findPhrase,
  fold,
  foldedWords,
  type KeywordWord,
  keywordWords,
  namesNight,
  normalize,
  questionWords,
  withinOneEdit,
} from './text.ts';
import { waiterNamed } from './waiter-named.ts';
import {
  asksPaydayEffect,
  asksWhetherToOpen,
  asksWhy,
  rankedWeekday,
  weekdaysAsked,
} from './why-question.ts';
import {
  asksAttendance,
  asksHoursWorked,
  asksPersonsPay,
  asksQuincenaPayroll,
  asksStaffPay,
} from './work-words.ts';

export const INTENTS = [
  'why_change',
  'forecast_staff',
  'forecast_prep',
  'forecast_accuracy',
  'forecast_covers',
  'forecast_sales',
  'ebitda',
  'prime_cost',
  'beverage_cost',
  'food_cost',
  'labor_cost',
  'expenses',
  'profit',
  'break_even',
  'purchase_suggestions',
  'menu_remove',
  'menu_promote',
  'menu_price',
  'menu_stars',
  'menu_matrix',
  'top_item',
  'best_waiter',
  'tips',
  'cash_balance',
  'cash_variance',
  'payment_mix',
  'cancellations_discounts',
  'kpis',
  'alerts',
  'best_day',
  'peak_hour',
  'sales_by_shift',
  'avg_ticket',
  'covers_tables',
  'sales_comparison',
  'sales_total',
] as const;
export type Intent = (typeof INTENTS)[number];

/** The words that ask about theft: the alerts intent's, whose answer names the loss signals (theft.ts). */
export const THEFT_PHRASES = [
  'robando',
  'me roban',
  'nos roban',
  'robo',
  'robos',
  'fraude',
  // "¿Me robaron algo esta semana?", "¿me han robado?", "¿hay algún ratero?".
  'robaron',
  'robado',
  'robar',
  'ratero*',
] as const;
/** Not an intent of the domain: the answer lists what the assistant can answer. */
export const OUT_OF_DOMAIN = 'out_of_domain';
export type AnswerIntent = Intent | typeof OUT_OF_DOMAIN;

/** "gaste en comida", "me costo la comida": a spending verb before what the money went on. */
const spentOn = (things: readonly string[]) =>
  things.flatMap((thing) => [
    ...['gaste', 'gasto', 'gastamos', 'gastado'].map((verb) => `${verb} en ${thing}`),
    ...['costo la', 'costo el', 'costaron las', 'costaron los'].map((verb) => `${verb} ${thing}`),
  ]);

export const KEYWORDS: Record<Intent, readonly string[]> = {
  // "¿Por qué…?" with a change word is read by why-question.ts `asksWhy` before any keyword.
  why_change: ['a que se debe', 'por que baj*', 'por que subi*', 'por que cay*'],
  // The days to come (forecast.ts); a sales or covers question about one asks these too.
  forecast_staff: [
    // "¿Cuántos meseros voy a necesitar mañana?": the same, in the future (before, a waiter's ranking).
    'meseros voy a necesitar',
    'gente voy a necesitar',
    'personas voy a necesitar',
    'personal voy a necesitar',
    'empleados voy a necesitar',
    'meseros necesitare',
    'gente necesitare',
    'cuanta gente necesito',
    'cuantas personas necesito',
    'cuantos meseros necesito',
    'cuantos empleados necesito',
    'cuanto personal necesito',
    'personal necesito',
    'meseros necesito',
    'gente necesito',
    'necesito personal',
    // "¿necesito más meseros el 12?" asks the coming day's staff, not who sold most (best_waiter).
    'necesito mas personal',
    // "¿Cuándo voy a necesitar más meseros esta semana?": the days' staff, not who sold most.
    'necesitar mas meseros',
    'necesitar mas gente',
    'necesitar mas personal',
    'necesitar menos meseros',
    'necesitar menos gente',
    'necesito meseros',
    // "¿Me falta gente hoy?", "¿necesito llamar a alguien más?": the day's staff (since
    // 2026-12-06; before, the drawer's shortage, or out of the domain).
    'me falta gente',
    'nos falta gente',
    'falta personal',
    'llamar a alguien',
    'necesito mas meseros',
    'necesito mas gente',
    'necesito menos gente',
    'necesito menos meseros',
    'necesito menos personal',
    'ocupo meseros',
    'ocupo mas meseros',
    'ocupo mas gente',
    'ocupo menos gente',
    'ocupo menos meseros',
    'a cuantos llamo',
    'cuantos meseros ocupo',
    'cuanta gente ocupo',
    // "¿cuántos meseros pongo el domingo?": whom to schedule, the forecast's staff (not who sold most).
    'cuantos meseros pongo',
    'cuanta gente pongo',
    'cuantas personas pongo',
    'cuantos empleados pongo',
    'cuantos meseros meto',
    'cuanta gente meto',
    'cuantos meseros llamo',
    // "¿Cuántas horas de mesero necesito mañana?": the staff hours (before, "eso todavía no pasa").
    'horas de mesero necesito',
    'horas de meseros necesito',
    'horas de mesero ocupo',
    'horas de meseros ocupo',
    // "¿cuánto me va a costar la nómina el viernes?": the staff the forecast needs, and its labor ratio.
    'va a costar la nomina',
    'costara la nomina',
    // "¿Cuánto me va a costar el personal el viernes?" (since 2026-12-07; before, the day's diners).
    'va a costar el personal',
    'va a costar mi personal',
    'costara el personal',
    // "¿Cuántos meseros debo tener ahorita?": the staff now (since 2026-12-07; before, who sold most).
    'meseros debo tener',
    'gente debo tener',
    'personas debo tener',
    'meseros tengo que tener',
    'meseros deberia tener',
    // "¿cuántos cocineros necesito el sábado?": the POS knows only the floor (forecast.ts says so).
    'cocineros necesito',
    'cocineros ocupo',
    'cocineros pongo',
    'taqueros necesito',
    'taqueros ocupo',
    'taqueros pongo',
  ],
  forecast_prep: [
    'que preparo',
    'que preparar',
    'que debo preparar',
    'que tengo que preparar',
    'cuanto preparo',
    'cuanto preparar',
    'lista de preparacion',
    'que cocino',
    'cuanto cocino',
    'mise en place',
    // "¿cuántos tacos de pastor preparo para el sábado?": a dish between (dishes.ts).
    'preparo',
    'preparamos',
    'preparar',
  ],
  forecast_accuracy: [
    'que tan acertado',
    'que tan preciso',
    'que tan confiable',
    // "¿Qué tan seguro es el pronóstico?", "¿me puedo fiar del pronóstico?": how wrong it usually is
    // (before, tomorrow's forecast).
    'que tan seguro',
    'que tan exacto',
    'que tan certero',
    'puedo confiar',
    'me puedo fiar',
    'puedo fiarme',
    'que tan bueno es el pronostico',
    // "¿Qué tan bueno es tu pronóstico?", "¿es bueno tu pronóstico?": asked of the assistant's (since
    // 2026-12-07; before, tomorrow's forecast).
    'que tan bueno es tu pronostico',
    'que tan buenos son tus pronosticos',
    'es bueno tu pronostico',
    'son buenos tus pronosticos',
    'acierta el pronostico',
    'error del pronostico',
    'precision del pronostico',
    // "¿Qué tan seguido se equivoca el pronóstico?", "¿cuánto falla?": how wrong it usually is.
    'se equivoca',
    'se equivoca el pronostico',
    'falla el pronostico',
    'falla mas el pronostico',
    'falla menos el pronostico',
    'cuanto falla',
    'margen de error',
    'que tanto le atina',
    'le atina',
    'le atina mas el pronostico',
    'le atina menos el pronostico',
    // A closed day against its forecast (forecast-check.ts). "¿Cuánto esperabas vender ayer?",
    // "¿cuánto pronosticaste para ayer?": what was forecast for a day gone (since 2026-12-07; before,
    // tomorrow's prep list, "esperabas" read as a dish, or out of the domain).
    'esperabas vender',
    'esperabas que vendiera',
    'esperaba vender',
    'pronosticaste',
    'me pronosticaste',
    'habias pronosticado',
    'le atinaste',
    'atinaste',
    'acertaste',
    // "¿Cuánto te equivocaste la semana pasada?": the assistant's forecast, asked of itself.
    'te equivocaste',
    'equivocaste',
    'fallaste',
    // "¿Qué tanto le erraste ayer?", "¿cuánto nos equivocamos el sábado?": the forecast's miss too,
    // asked as the owner's own ("¿cuánto me equivoqué?": the forecast is what they planned with).
    'le erraste',
    'erraste',
    'le erro',
    'erro el pronostico',
    'cuanto me equivoque',
    'cuanto nos equivocamos',
    'le acertaste',
    'atino el pronostico',
    // "¿Cómo le fue al pronóstico la semana pasada?", "¿cómo estuvo el pronóstico ayer?": how it did
    // (since 2026-12-06; before, tomorrow's forecast).
    'le fue al pronostico',
    'le ha ido al pronostico',
    'estuvo el pronostico',
    'salio el pronostico',
    'resulto el pronostico',
    // "¿Qué tan atinado fue el pronóstico de ayer?": a closed day against its forecast.
    'que tan atinado',
    'que tan atinada',
    'atinado el pronostico',
    'pronostico de ayer',
    'contra el pronostico',
    // "¿Cuánto me faltó para el pronóstico?", "¿llegué al pronóstico?", "¿me pasé del pronóstico
    // ayer?": a day against its forecast, today's pace while it is open (since 2026-12-07; before,
    // tomorrow's forecast, the day's sales alone, or out of the domain).
    'falta para el pronostico',
    'falto para el pronostico',
    'faltaron para el pronostico',
    'llegue al pronostico',
    'llegamos al pronostico',
    'alcance el pronostico',
    'alcance lo pronosticado',
    'pase del pronostico',
    'pasamos del pronostico',
    'supere el pronostico',
    // "¿Voy arriba o abajo del pronóstico?": today's pace against it (forecast.ts asksTodaysPace).
    'arriba del pronostico',
    'abajo del pronostico',
    'debajo del pronostico',
    'encima del pronostico',
    'contra lo pronosticado',
    'contra lo que pronosticaste',
    'contra tu pronostico',
    'comparado con el pronostico',
    // "¿Cuánto vendí en comparación con mi pronóstico?": the days against it, not tomorrow's.
    'contra mi pronostico',
    'comparado con mi pronostico',
    'comparada con el pronostico',
    'comparacion con el pronostico',
    'comparacion con mi pronostico',
    'frente al pronostico',
    'vs el pronostico',
    'versus el pronostico',
    'lo que pronosticaste',
    // "¿El pronóstico es mejor que repetir la semana pasada?": its score beside that naive.
    'mejor que repetir',
    'peor que repetir',
    'el pronostico es mejor',
    // "¿Cuánto me falta para llegar al pronóstico?": today's pace too.
    'llegar al pronostico',
    'llegue al pronostico',
    // "¿A qué hora llego al pronóstico?": today's pace (before, yesterday's peak hour).
    'llego al pronostico',
    'llegamos al pronostico',
    'alcanzo el pronostico',
    'falta para el pronostico',
    'falta para lo del pronostico',
    'falta para lo pronosticado',
    'falta para lo que pronosticaste',
    'alcanzar el pronostico',
    'alcance el pronostico',
    // "¿Qué tal estuvo hoy comparado con lo que esperabas?": a day against its forecast.
    'lo que esperabas',
    'lo que esperaba',
    'lo que esperabamos',
    'contra lo esperado',
    'de lo esperado',
  ],
  forecast_covers: [
    'clientes espero',
    'comensales espero',
    'gente espero',
    'personas espero',
    'cuantos van a venir',
    'cuanta gente va a venir',
    'cuantos clientes voy a tener',
    'cuantos comensales voy a tener',
    // "¿cuántos clientes vienen el domingo?": the present asks the coming one.
    'clientes vienen',
    'comensales vienen',
    'cuantos vienen',
    'cuanta gente viene',
    // "¿mañana va a estar lleno?": how many are coming.
    'va a estar lleno',
    'va a estar lleno el restaurante',
    // "¿Qué tan lleno va a estar el 12?": how many are coming ("¿qué tan lleno estuvo?" is past).
    'tan lleno va a estar',
    'que tan lleno estara',
    'que tan lleno se va a poner',
    'va a venir mucha gente',
    'va a haber mucha gente',
    'habra mucha gente',
  ],
  forecast_sales: [
    'voy a vender',
    'vamos a vender',
    'espero vender',
    'esperamos vender',
    'voy a sacar',
    'pronostico',
    'pronosticas',
    'pronosticar',
    'pronostico de venta*',
    'venta esperada',
    'cuanto vendere',
    'cuanto venderemos',
    // "¿cómo me va a ir esta semana?": the outlook, told by the sales forecast.
    'me va a ir',
    'nos va a ir',
    // "¿Cómo va a estar el domingo?": the day to come, not the last Sunday ("cómo va" is the sales').
    'como va a estar',
    'como va a ir',
    // "¿qué día conviene dar descanso?": the coming days' weakest, by the sales forecast.
    'dar descanso',
    'doy descanso',
    'damos descanso',
    'dia de descanso',
    'que dia descansa*',
    // "¿el sábado va a estar mejor que el pasado?": the coming day against another (forecast-versus.ts).
    'va a estar mejor',
    'va a estar peor',
    'va a ir mejor',
    'va a ir peor',
    // "¿cuánto crees que venda el sábado?", "¿qué tal pinta el domingo?": the day to come, guessed.
    'crees que venda*',
    'calculas que venda*',
    'esperas que venda*',
    'que tal pinta',
    'como pinta',
    // "¿Cómo viene la semana?", "¿qué tal viene octubre?": the same (since 2026-12-06; before, out
    // of the domain).
    'como viene la',
    'como viene el',
    'que tal viene',
    'como se ve la semana',
    'como se ve el',
    'va a estar flojo',
    'va a estar tranquilo',
    'va a estar pesado',
    'va a estar fuerte',
    'va a estar bueno',
    'va a estar muerto',
    // "¿Va a ser un día fuerte mañana?", "¿… un día flojo?": the outlook, weighed (forecast-outlook.ts).
    'va a ser un dia',
    // "¿qué tan bueno va a estar el sábado?", "¿qué tal va a estar el domingo?": the same outlook.
    'que tan bueno va a',
    'que tan buena va a',
    'que tal va a estar',
    'que tal va a ir',
    // "¿Va a ser un buen fin de semana?": the outlook of the days named.
    'va a ser un buen',
    'va a ser buen',
    'va a ser un mal',
    'va a ser una buena',
    'va a ser una mala',
    'sera un buen',
    'sera una buena',
    // "¿Cuál es el peor escenario para mañana?": an end of the day's range (forecast-bounds.ts).
    'peor escenario',
    'mejor escenario',
    'escenario pesimista',
    'escenario optimista',
    'peor de los casos',
    'mejor de los casos',
  ],
  ebitda: ['ebitda', 'ebit', 'flujo operativo'],
  // "¿Cuánto tengo que vender para no perder?": the sales that cover the fixed costs, not past sales.
  break_even: [
    'punto de equilibrio',
    'para no perder',
    'sin perder',
    'salir tablas',
    'salir a mano',
    'cubrir mis gastos',
    'cubrir los gastos',
    'cuanto tengo que vender',
    'cuanto necesito vender',
    'cuanto debo vender',
    'cuanto hay que vender',
    'venta minima',
    // "¿Me conviene abrir mañana?": whether the day's sales cover its costs (since 2026-12-06; before,
    // out of the domain).
    'conviene abrir',
    'vale la pena abrir',
    'debo abrir',
    'abro o no',
    'abrir o no',
  ],
  prime_cost: [
    'costo primo',
    'prime cost',
    'costo primario',
    // "¿Cómo van mis costos?", "¿subieron mis costos?": the main costs together, sales' cost and
    // payroll, which the prime cost is (before, out of the domain, or a why of the sales).
    'mis costos',
    'mis costes',
  ],
  beverage_cost: [
    'costo de bebida*',
    'costo de las bebidas',
    'costo bebida*',
    'beverage cost',
    'costo de barra',
    'costo del bar',
    'costo de bar',
    'costo de la barra',
    // "¿Cuánto gasté en bebidas?", "¿cuánto me costó el alcohol?": the type's cost (since
    // 2026-12-06; before, "no tengo tu gasto en «bebidas» por separado" and every P&L line).
    ...spentOn(['bebida*', 'alcohol', 'licor*', 'vino*']),
  ],
  food_cost: [
    'costo de alimento*',
    'costo de los alimentos',
    'costo alimento*',
    'costo de comida',
    'costo de la comida',
    'food cost',
    'costo de insumo*',
    'costo de materia prima',
    'costo de venta*',
    // "¿Cuánto compré este mes?": the purchases the cost of goods reads (cost-answers.ts purchasesAnswer).
    'cuanto compre',
    'cuanto compramos',
    'cuanto he comprado',
    // "¿Cuánto llevo de compras este mes?", "¿cuánto llevamos comprado?": what was bought so far,
    // not what to buy (since 2026-12-07; before, the purchase suggestions or the sales).
    'cuanto llevo de compras',
    'cuanto llevamos de compras',
    'cuanto llevo comprado',
    'cuanto llevamos comprado',
    'cuanto van de compras',
    'en compras',
    'mis compras',
    // "¿Cuántos días de inventario tengo?": the DSI the food-cost read gives (cost-answers.ts).
    'dias de inventario',
    'dias me alcanza',
    'me alcanza el inventario',
    'rotacion de inventario',
    'dias me dura',
    'me dura el inventario',
    // "¿Cuánto vale mi inventario?": the stock's value the same read gives (cost-answers.ts).
    // "¿Cuál es mi inventario?", "¿cómo está mi inventario?" too (stock-words.ts), not what to buy.
    ...STOCK_VALUE_PHRASES,
    // "¿Cuánto gasto en insumos?": the purchases, not the P&L's other expenses.
    'en insumo*',
    // "¿Cuánto me costaron los insumos?": the same (before, every line of the P&L).
    ...SUPPLIES_COST_PHRASES,
    // "¿Cuánto me cuesta la comida que vendo?": the cost of what is sold, not the sales.
    'cuesta la comida',
    // "¿Cuánto gasté en comida?", "¿cuánto me costó la comida?": the same (since 2026-12-06; before,
    // "no tengo tu gasto en «comida» por separado" and every P&L line).
    ...spentOn(['comida', 'alimento*']),
    // "¿Cuánto se me fue en mermas?": the gap to the recipes' cost the same read gives (food-waste.ts).
    'merma*',
    'desperdicio*',
    'costo teorico',
    'segun mis recetas',
    'segun las recetas',
    'contra mis recetas',
    'contra las recetas',
  ],
  labor_cost: [
    'nomina',
    // "¿Cuánto tengo que pagar de aguinaldo?": 15 days of the payroll (aguinaldo.ts; since 2026-12-06,
    // before out of the domain).
    'aguinaldo*',
    'costo de nomina',
    'costo de personal',
    'costo laboral',
    'mano de obra',
    'sueldo*',
    'salario*',
    'labor cost',
    'pago a empleados',
    'raya',
    // "¿Cuánto le pago a mis meseros?", "¿cuánto me cuesta cada empleado?": a part of the payroll,
    // or its cost per person (labor-parts.ts), not the waiters' sales ranking.
    'le pago a mis',
    'les pago a mis',
    'cuanto les pago',
    'cuanto le pago',
    'cuesta cada empleado',
    'cuestan los empleados',
    'cuestan mis empleados',
    'cuesta mi personal',
    'cuesta el personal',
    'cuesta cada mesero',
    // "¿Cuánto me cuesta un mesero al día?": its cost per person (since 2026-12-07; before, the
    // best waiter).
    'cuesta un mesero',
    'cuesta un empleado',
    'cuesta un cocinero',
    // "¿Tengo demasiado personal?", "¿me sobra gente?": the payroll against the sales and its
    // healthy range (before, the diners per table, and "sobra" the cash's surplus).
    'demasiado personal',
    'mucho personal',
    'sobra personal',
    'sobra gente',
    'sobran meseros',
    'demasiados meseros',
    'muchos meseros',
    'demasiada gente trabajando',
    // "¿Cuánto gana un mesero?": what the payroll pays one, not who sold most.
    'gana un mesero',
    'gana una mesera',
    'ganan los meseros',
    'ganan mis meseros',
    'gana un cocinero',
    'gana una cocinera',
    'ganan los cocineros',
    'ganan mis cocineros',
    'gana un taquero',
    'gana un empleado',
    'ganan mis empleados',
    'ganan los empleados',
  ],
  // The P&L's expense lines (renta, servicios…) and spending in general ("¿cuánto gasté?").
  expenses: [
    // "¿Cuánto gasto en renta?": I spend. Read as itself, it is no longer one letter from the
    // average ticket's "cuánto gasta" (what a customer spends).
    'gasto',
    'gaste',
    'gastamos',
    'gastado',
    'pague',
    'pagamos',
    'gastos',
    'gastos de operacion',
    'gastos operativos',
    // "¿Cuáles son mis costos fijos?": rent, services and the like, the expense lines (not the
    // prime cost "mis costos" asks).
    'costos fijos',
    // "¿Cuánto me cuesta abrir un día?": what a day costs, the period's lines as a day's worth
    // (per-span.ts; since 2026-12-06, before out of the domain).
    'cuesta abrir',
    'cuesta operar',
    'gasto diario',
    'mis costos fijos',
    'gastos fijos',
    'en que se me va',
    'renta',
    'alquiler',
    'luz',
    'agua',
    'gas',
    'servicios',
    'mantenimiento',
    'reparaciones',
    'publicidad',
    'marketing',
    'mercadotecnia',
    'administracion',
    'contador',
    'depreciacion',
    'intereses',
    'impuestos',
  ],
  profit: [
    'utilidad*',
    'ganancia*',
    'voy a ganar',
    'vamos a ganar',
    'gane',
    'ganamos',
    'gano',
    'me queda',
    'nos queda',
    'me quedo',
    'margen',
    'estado de resultados',
    'rentable',
    'pnl',
    'perdida*',
    'estoy perdiendo',
    // "¿Estoy ganando o perdiendo?", "¿estoy en números rojos?", "¿cuánto gané después de impuestos?".
    'ganando',
    'perdiendo',
    'numeros rojos',
    'despues de impuestos',
    // "¿Cuánto me sobra después de pagar todo?", "¿cuánto me queda limpio?": the net profit, not
    // the till's overage ("sobra").
    'despues de pagar todo',
    'despues de pagarle a todos',
    'despues de gastos',
    'libre de gastos',
    'queda limpio',
    'sobra limpio',
  ],
  purchase_suggestions: [
    'que comprar',
    'que compro',
    // "¿Cuánta carne compro para el fin de semana?": what to buy. Read as itself, "compro" is no
    // longer one letter from the comparisons' "compar*".
    'compro',
    // "¿Cuánta carne necesito comprar?": likewise, not "compar*" one letter off.
    'comprar',
    'que debo comprar',
    'que tengo que comprar',
    'que pido',
    'lista de compra*',
    'sugerencia* de compra',
    'surtir',
    'resurtir',
    'inventario',
    'me hace falta',
    // "¿Qué se me está acabando?", "¿qué me falta en el almacén?": what to buy (not a cash shortfall).
    'se me esta acabando',
    'se esta acabando',
    'se me acaba',
    'se me termina',
    // The plural (since 2026-12-07; before, out of the domain).
    'se me estan acabando',
    'se estan acabando',
    'se me acaban',
    'se me terminan',
    'me estoy quedando sin',
    'falta en el almacen',
    'falta en la bodega',
  ],
  menu_remove: [
    'quitar',
    'quito',
    'eliminar',
    'elimino',
    'sacar de la carta',
    'sacar del menu',
    'saco de la carta',
    // Not "perro" alone: one edit from "pero", the commonest "but".
    'perros',
    'es perro',
    'un perro',
    'el perro',
    'dejar de vender',
    'quitar de la carta',
    // "¿Qué producto ya no debería vender?": the dishes to take off (before, the best sellers).
    'no deberia vender',
    'ya no deberia vender',
    'dejo de vender',
  ],
  menu_promote: [
    // "¿Qué hago para vender más?": the menu's advice, the dishes worth pushing (not yesterday's sales).
    'para vender mas',
    'como vendo mas',
    'como puedo vender mas',
    'como le hago para vender mas',
    'promover',
    'promuevo',
    'promocionar',
    'impulsar',
    'empujar',
    'rompecabeza*',
    'que recomiendo',
    // "¿Qué le digo a los meseros que recomienden?": the dishes to suggest (since 2026-12-07;
    // before, the waiters' ranking).
    'que recomienden',
    'que sugieran',
    'que ofrezcan',
  ],
  // "¿Qué platillo le subo de precio?": the plowhorses, popular with a low margin (not the best sellers).
  menu_price: [
    // "¿Cómo puedo ganar más?": the menu's advice, the dishes that bear a higher price.
    'para ganar mas',
    'como gano mas',
    'como puedo ganar mas',
    'subo de precio',
    'subir de precio',
    // "¿Cuánto le subo al pastor?": its price, unsaid (since 2026-12-06; before, out of the domain).
    'cuanto le subo',
    'cuanto le aumento',
    'subo el precio',
    'subir el precio',
    'subirle el precio',
    'subirle al precio',
    'subo precio*',
    'subir precio*',
    'aumento el precio',
    'aumentar el precio',
    'aumentar precio*',
    'aumentarle el precio',
  ],
  menu_stars: ['estrella*', 'platillos estrella', 'los que mas dejan'],
  menu_matrix: [
    'ingenieria de menu',
    'menu engineering',
    'matriz',
    'mi menu',
    'mi carta',
    'como esta mi menu',
    'caballo* de batalla',
    'caballo*',
  ],
  top_item: [
    'mas vendido',
    'mas vendidos',
    // "¿Cuál es la bebida más vendida?", "¿qué bebida se vende más?" (the items of that type).
    'mas vendida',
    'mas vendidas',
    'que bebida',
    'cual bebida',
    'menos vendida',
    'menos vendidas',
    'mas se vende',
    'mas se vendio',
    'mas pidieron',
    'mas piden',
    'mas salio',
    // The other end of the ranking (superlatives.ts reads which one).
    'menos vendido',
    'menos vendidos',
    'menos se vende',
    'menos se vendio',
    'se vende menos',
    'se vendio menos',
    'menos pidieron',
    'menos piden',
    'menos salio',
    // "¿Qué no se vende?", "¿qué platillos no salen?": the ranking's bottom (superlatives.ts).
    'no se vende',
    'no se venden',
    'no salen',
    'no sale',
    'platillo*',
    'producto*',
    'que se vende',
    // "¿Qué se está vendiendo más hoy?", "¿qué está saliendo más?" (since 2026-12-06; before, the
    // day's sales total, or out of the domain).
    'que se esta vendiendo',
    'que esta saliendo',
    'que se ha vendido',
  ],
  best_waiter: [
    'mesero*',
    'mesera*',
    'empleado*',
    'ranking',
    'chambeo',
    'chambearon',
    'chambeador*',
    'quien trabajo mas',
    'quien jalo mas',
    'vendedor*',
    'quien vendio mas',
    'quien vendio menos',
    // "¿Quién lleva más?" during service: the waiters so far (since 2026-12-06; before, not understood).
    'quien lleva mas',
    'quien lleva menos',
    'quien vendio',
    // "¿Quién vende más?", "¿quién ha vendido más hoy?": a person, not the sales.
    'quien vende',
    'quien ha vendido',
    'quien vendera',
    // "¿Quién lleva más ventas hoy?", "¿quién va ganando?": the waiters' race, not the day's total.
    'quien lleva mas venta*',
    'quien lleva mas vendido',
    'quien trae mas venta*',
    'quien va ganando',
    'quien va vendiendo',
  ],
  // "¿Cuánto ganó de propinas?": the tips, not the profit's "ganó" (since 2026-12-07).
  tips: [
    'propina*',
    'tips',
    'tip',
    'gano de propina*',
    'gane de propina*',
    'ganamos de propina*',
    'ganaron de propina*',
  ],
  // How much cash the drawer should hold (today: the live figures, as Hoy shows them).
  cash_balance: [
    'debe haber',
    'deberia haber',
    'debe de haber',
    'debia haber',
    'deberia de haber',
    'hay en caja',
    'hay en la caja',
    'tengo en caja',
    'tengo en la caja',
    'llevo en caja',
    'llevo en la caja',
    // "¿Cuánto me queda en caja?": the drawer, not the profit's "me queda" (since 2026-12-06).
    'queda en caja',
    'queda en la caja',
    'queda en el cajon',
    // "¿Cuánto efectivo debo tener en caja?": what it should hold, not yesterday's difference.
    // "¿Cuánto debo tener de efectivo al cierre?": the same, not yesterday's payment mix.
    'efectivo debo tener',
    'debo tener de efectivo',
    'debo tener en efectivo',
    'efectivo debo entregar',
    'debo entregar de efectivo',
    'tener en caja',
    'tener en la caja',
    'efectivo en caja',
    'saldo de caja',
    'saldo en caja',
    'saldo de la caja',
    'fondo de caja',
    'fondo inicial',
    'cuanto efectivo hay',
    'cuanto efectivo tengo',
    'cuanto efectivo llevo',
    // "¿Cuánto tengo que depositar?", "¿cuánto llevo al banco?": the cash the day's sales left.
    'depositar',
    'deposito',
    'llevo al banco',
    'llevar al banco',
    // "¿Cuánto se les pagó de propinas a los meseros?": the tips paid out of the drawer, a line of
    // the cash ledger (since 2026-12-07; before, "cómo se reparten no me llega", or the expenses).
    'pago de propinas',
    'pague de propinas',
    'pagamos de propinas',
    'pagaron de propinas',
    'propinas pagadas',
    // "¿Cuánto he pagado en propinas este mes?" (since later on 2026-12-07; before, those received).
    'pagado en propinas',
    'pagado de propinas',
    'pague en propinas',
    'pagamos en propinas',
    // "¿Cuánto salió de caja ayer?", "¿hubo retiros de caja?": the cash ledger's movements.
    'salio de caja',
    'salio de la caja',
    'salieron de caja',
    'salieron de la caja',
    'saque de caja',
    'saque de la caja',
    'sacaron de caja',
    'sacaron de la caja',
    'retiro* de caja',
    'retiro* de efectivo',
    'salidas de caja',
    'salidas de efectivo',
    'entradas de caja',
    'entradas de efectivo',
    'entro a caja',
    'entro a la caja',
    // "¿Cuánto efectivo ha entrado este mes y cuánto ha salido?": the ledger, not the payment mix's
    // cash sales (since 2026-12-07).
    'efectivo ha entrado',
    'efectivo ha salido',
    'efectivo entro',
    'efectivo salio',
    'movimientos de caja',
    'flujo de efectivo',
    'flujo de caja',
    // "¿Cuánto efectivo me quedó ayer?": the cash the day left, not the profit's "me quedó".
    'efectivo me quedo',
    'efectivo nos quedo',
    'quedo de efectivo',
    'quedo en efectivo',
    // "¿Cuánto efectivo quedó el domingo?", "¿cuánto dinero me entró y salió en abril?": the same,
    // and the ledger (since 2026-12-07; before, the payment mix's cash sales and the sales total).
    'efectivo quedo',
    'quedo en caja',
    'quedo en la caja',
    'entro y salio',
    'entro y cuanto salio',
    'entradas y salidas',
  ],
  cash_variance: [
    // "¿Cómo quedó el corte de hoy?", "dame el corte del sábado": the corte's cash against what was
    // expected (since 2026-12-08; before, out of the domain).
    'como quedo el corte',
    'como quedo mi corte',
    'como salio el corte',
    'como salio mi corte',
    'dame el corte',
    'faltante',
    'sobrante',
    'falto',
    // "¿Cuánto falta en caja?": "cuánto falta" alone is one letter from the forecast's "cuánto falla".
    'falta en caja',
    'falta en la caja',
    'faltan en caja',
    'faltan en la caja',
    // Not "sobró" alone: one edit from "cobró" ("¿cuánto se cobró?" is a sales question).
    'me sobro',
    'nos sobro',
    'sobro dinero',
    'sobro en caja',
    'descuadre',
    'cuadro la caja',
    'cuadra la caja',
    // "¿Cuadró el corte de ayer?": the corte's cash against what it should have held.
    'cuadro el corte',
    'cuadra el corte',
    'cuadraron los cortes',
    'caja',
    'corte de caja',
    'diferencia de caja',
    'diferencia en caja',
    'arqueo',
  ],
  payment_mix: [
    'efectivo',
    'tarjeta*',
    'forma* de pago',
    'metodo* de pago',
    'como me pagaron',
    'como pagaron',
    'debito',
    'credito',
    // The other members of the cash cut: each is its own figure, not "el resto".
    'transferencia*',
    'rappi',
    'uber',
    'didi',
    'apps de entrega',
    'app de entrega',
    'aplicaciones de entrega',
    // "¿Cuánto vendí por apps / por delivery / en plataformas?": the apps' line of the cortes, as
    // "a domicilio" suggests asking (since 2026-12-07; before, the day's whole sales).
    'apps',
    'aplicaciones',
    'delivery',
    'plataformas',
    'plataforma* de entrega',
    'vales',
    // "¿Cuánto me cobra la terminal?": its fee no read holds, said so (not a waiter's "comisión").
    'terminal',
    // "¿Cuánto me cobró el banco de comisiones?": the same, the card sales beside it (since
    // 2026-12-06; before, out of the domain).
    'cobro el banco',
    'cobra el banco',
    'comision* bancaria*',
    'comision* del banco',
    'comision* de la tarjeta',
    // "¿Cuánto pagué en comisiones de tarjeta?" (since 2026-12-06; before, the expenses' lines).
    'comision* de tarjeta*',
    'comision* de las tarjetas',
    'comision* por tarjeta*',
    'comision* de la terminal',
  ],
  cancellations_discounts: [
    'cancelacion*',
    'cancelaron',
    'se cancelo',
    'se cancelaron',
    'cancelad*',
    'descuento*',
    'cortesia*',
    'anulacion*',
    // "¿Cuánto regalé?": the courtesies. "¿Cuánto cancelaron los meseros?": not the waiters' sales.
    'regale',
    'regalamos',
    'cancelaron los mesero*',
    // "¿Quién canceló más?", "¿quién hizo más descuentos?": the people behind them (losses-people.ts).
    'quien cancelo',
    'quienes cancelaron',
    'cancelo mas',
    // "¿Qué mesero tiene más cancelaciones?": the people behind them, not the waiters' sales.
    'mas cancelaciones',
    'mas descuentos',
    'menos cancelaciones',
    // "¿Algún mesero está cancelando mucho?", "¿quién cancela más?": the people behind them, not the
    // waiters' sales (since 2026-12-07; before, the best waiter).
    'cancelando',
    'cancela',
    'cancelan',
    'descontando',
  ],
  // "¿Cómo están mis indicadores?": every ratio against the benchmark table (kpis.ts).
  kpis: [
    'indicadores',
    'kpis',
    'kpi',
    'promedio de la industria',
    'contra la industria',
    'otros restaurantes',
    // "¿Cómo voy contra otros restaurantes?": as long as the comparison's "cómo voy contra".
    'contra otros restaurantes',
    'contra otros negocios',
    'contra la competencia',
    'mis numeros',
    'como estan mis numeros',
    'salud de mi negocio',
    'salud del negocio',
    'dentro de lo normal',
    'como estoy parado',
    'lo sano',
  ],
  alerts: [
    'alerta*',
    'algo raro',
    'problema*',
    'que debo revisar',
    // "¿Hay algo que deba revisar?", "¿algo que revisar?".
    'que deba revisar',
    'algo que revisar',
    'que reviso',
    'focos rojos',
    'anomalia*',
    // "¿Qué debo mejorar?", "¿en qué estoy mal?": what the figures flag.
    'que debo mejorar',
    'que puedo mejorar',
    'en que estoy mal',
    'que estoy haciendo mal',
    // "¿Qué me recomiendas?", "¿algún consejo?": advice asked of the business is what it flags.
    'que me recomiendas',
    'que recomiendas',
    'me recomiendas',
    'recomendacion*',
    'consejo*',
    // "¿Alguien me está robando?": the loss-prevention anomalies the alerts read holds (theft.ts).
    ...THEFT_PHRASES,
  ],
  // "¿Cuál fue mi mejor día?", "¿qué día vendí menos?": which day of a period (best-day.ts).
  best_day: [
    // "¿Cuál es mi récord de ventas?": the best day of the last year (understand.ts).
    'record de venta*',
    'mi record',
    'dia record',
    // "¿Qué día debo cerrar?": the weakest weekday (weekday-profile.ts, superlatives.ts).
    'dia debo cerrar',
    'dia conviene cerrar',
    'dia me conviene cerrar',
    'dia puedo cerrar',
    'dia deberia cerrar',
    // "¿Qué día debería descansar?": the same weakest weekday (since 2026-12-06; before, out of the
    // domain); "¿qué día descanso?" stays the days the forecast takes as closed.
    'dia deberia descansar',
    'dia debo descansar',
    'dia puedo descansar',
    'dia me conviene descansar',
    'dia conviene descansar',
    'mejor dia',
    'peor dia',
    'que dia vendi',
    // "¿Qué día del mes vendí menos?": the same, the period between (since 2026-12-06; before, the
    // month's sales).
    'que dia del mes vendi',
    'que dia del mes se vendio',
    'que dia de la semana pasada vendi',
    // "¿Cuál es el día que más vendo?", "¿el día en que menos vendo?": which weekday, as "qué día".
    'el dia que mas',
    'el dia que menos',
    'el dia en que mas',
    'el dia en que menos',
    'que dia vendimos',
    // "¿Qué día he vendido más?": the perfect tense ranks as the past (since 2026-12-07; before,
    // today so far).
    'que dia he vendido',
    'que dia hemos vendido',
    'que dia se vendio',
    'que dia se vende',
    'que dia vendo',
    'cual dia vendi',
    'dia que mas vendi',
    'dia que menos vendi',
    'dia mas flojo',
    'dia mas fuerte',
    'dia mas bajo',
    'dia mas alto',
    'dia de mas venta',
    'dia de menos venta',
    // "¿Cuál fue mi venta más alta?", "¿mi mejor venta?": the day that sold most, not one day's sales
    // (since 2026-12-06; before, yesterday's total).
    'mi venta mas alta',
    'mi venta mas baja',
    'mi mejor venta',
    'mi peor venta',
    'mi mayor venta',
    'mi menor venta',
    // "¿Qué día tengo menos clientes?", "¿cuál fue el día con más gente?": ranked by the diners.
    'que dia tengo mas',
    'que dia tengo menos',
    'que dia tuve mas',
    'que dia tuve menos',
    'que dia viene mas',
    'que dia viene menos',
    'que dia vino mas',
    'que dia vino menos',
    'que dia llega mas',
    'que dia llega menos',
    'que dia hay mas',
    'que dia hay menos',
    'que dia hubo mas',
    'que dia hubo menos',
    'dia con mas clientes',
    'dia con menos clientes',
    'dia con mas gente',
    'dia con menos gente',
    'dia con mas comensales',
    'dia con menos comensales',
    // "¿Qué día de la semana vendo más?": the weekday, as a habit (weekday-profile.ts).
    'que dia de la semana',
    'cual dia de la semana',
  ],
  peak_hour: ['hora pico', 'horas pico', 'a que hora', 'que hora', 'horario*', 'por hora', 'hora*'],
  sales_by_shift: [
    'turno*',
    'desayuno*',
    'almuerzo*',
    'cena',
    'cenas',
    'por turno',
    'en la noche',
    'en la manana',
    // "¿Qué tanto vendí en la tarde?": as "en la noche" is.
    'en la tarde',
    'por la tarde',
    'por la noche',
    'por la manana',
    // "¿Cuánto vendí en la comida?": the lunch shift, as "en la cena" is (not the food type, "de
    // comida", nor what was spent on it, "¿cuánto gasté en la comida?").
    'vendi en la comida',
    'vendimos en la comida',
    'se vendio en la comida',
    'venta* en la comida',
    'fue en la comida',
    'hora de la comida',
  ],
  avg_ticket: [
    'ticket promedio',
    'ticket*',
    'tiket*',
    // "¿Cuál fue el ticket más alto?", "¿la cuenta más alta?": one bill, which no read keeps, said
    // before the average (answers.ts); "alto" is no typo of the cash's "faltó".
    'ticket mas alto',
    'ticket mas bajo',
    'ticket mas grande',
    'cuenta mas alta',
    'cuenta mas grande',
    'cuenta mas baja',
    'consumo promedio',
    // "¿Cuánto consumió en promedio cada cliente?": a ticket, per diner when asked so.
    'consumio',
    'consumieron',
    'cheque promedio',
    'gasto promedio',
    'cuanto gasta',
    'cuanto gastan',
    'cuanto gastaron',
    'promedio por mesa',
    // "¿Cuánto se vendió por mesa hoy?", "¿cuánto vendí por comensal?": a ticket, not the tables
    // and diners counted (before, the count).
    'vendio por mesa',
    'vendi por mesa',
    'vendo por mesa',
    'vendemos por mesa',
    'vendio por comensal',
    'vendi por comensal',
    'vendo por comensal',
    'vendi por persona',
    'vendo por persona',
    // "¿Cuál es mi venta por comensal?", "¿cuánto consume cada mesa?": a ticket, not a count.
    'venta por comensal',
    'venta por persona',
    'venta por cliente',
    'venta por mesa',
    'vendi por mesa',
    // "¿Cuánto gastó cada persona?" is a customer's spending, not the owner's "gasto" (expenses).
    'gast* cada persona',
    'gast* cada cliente',
    'gast* cada comensal',
    'gast* cada mesa',
    'consum* cada',
    'consumen en promedio',
  ],
  covers_tables: [
    'comensal*',
    'cubierto*',
    'cuanta gente',
    'cuantas personas',
    'cuantos clientes',
    'clientes',
    'mesas',
    'personas',
    'gente',
    'pax',
    'afluencia',
    // "¿Cuántos tickets tuve ayer?": how many, the tables served (one ticket each), not the average.
    'cuantos tickets',
    'cuantos tiquets',
    'cuantos tikets',
    'cuantas cuentas',
    'numero de tickets',
    // "¿Cuántas comandas tuve?", "¿cuántas notas hice?": the tickets by their Mexican names.
    'cuantas comandas',
    'cuantas notas',
    // "¿Cuántos pedidos tuve?", "¿cuántas órdenes tuve?": the tickets too (since 2026-12-06; before,
    // out of the domain); "¿cuántas órdenes de pastor…?" stays the dish's.
    'cuantos pedidos tuve',
    'cuantos pedidos hubo',
    'cuantos pedidos para llevar',
    'cuantos pedidos a domicilio',
    'cuantas ordenes tuve',
    'cuantas ordenes hubo',
    // "¿Qué tan lleno estuvo el sábado?": the diners it had (the future's phrases are longer).
    'que tan lleno',
    'que tan llena',
    // "¿Cuántas mesas he rotado hoy?": the tables served (table-words.ts says the turns are not
    // known), not "robado".
    'rotado',
    'rotacion de mesas',
    'rotacion de las mesas',
    'rote las mesas',
    'rotaron las mesas',
  ],
  sales_comparison: [
    'compar*',
    // "¿Cuánta diferencia hay entre el sábado y el domingo?": the two days compared.
    'diferencia entre',
    'diferencia hay entre',
    'contra',
    'vs',
    'versus',
    'mejor que',
    'peor que',
    // "¿La semana pasada me fue mejor o peor?": against the period before it (since 2026-12-06;
    // before, out of the domain). Not "me fue mejor" alone: "¿en qué mes me fue mejor?" ranks.
    'mejor o peor',
    // "¿Me fue mejor en diciembre o en noviembre?", "… en diciembre que en noviembre?": a period
    // named after it, against the other (since 2026-12-07; before, out of the domain).
    'me fue mejor en',
    'me fue peor en',
    'nos fue mejor en',
    'nos fue peor en',
    'mas que',
    'menos que',
    'mas hoy que',
    'menos hoy que',
    'creci*',
    'crece*',
    'periodo anterior',
    'como voy contra',
    // "¿Voy bien este mes?", "¿vamos bien o mal?": a judgement needs a baseline, the period before.
    'voy bien',
    'vamos bien',
    'voy mal',
    'vamos mal',
    'ando bien',
    'andamos bien',
    'bien o mal',
    // "¿Cuánto bajaron las ventas?", "¿subieron mis ventas?": a change, against the period before
    // ("¿por qué bajaron?" is the why's).
    'bajaron las ventas',
    'bajaron mis ventas',
    'subieron las ventas',
    'subieron mis ventas',
    'bajo la venta',
    'subio la venta',
    'bajo mi venta',
    'subio mi venta',
    // "¿Vamos arriba o abajo de la semana pasada?": above or below it, a comparison.
    'arriba o abajo',
    'abajo o arriba',
    'vamos arriba',
    'vamos abajo',
    'voy arriba',
    'voy abajo',
    'estamos arriba',
    'estamos abajo',
    'estoy arriba',
    'estoy abajo',
  ],
  sales_total: [
    'vend*',
    // "¿Cuánto IVA cobré?", "¿cuánto es de IVA?": the IVA in the sales (answers.ts salesTaxAnswer).
    'iva',
    // "¿Cuánto le debo al SAT?": the IVA to pay, the ISR said apart (format.ts asksTaxesOwed; since
    // 2026-12-06).
    'sat',
    // Whole forms too: a dropped letter in a stem of four ("vedí") is only forgiven on a word of five.
    'vendi',
    'vendimos',
    'vendio',
    'vendieron',
    'venta*',
    'saque',
    'sacamos',
    'se saco',
    'cobre',
    'cobramos',
    'se cobro',
    'lana',
    'factur*',
    'ingreso*',
    'cuanto hice',
    'cuanto hicimos',
    'como me fue',
    'como nos fue',
    // "¿Cómo cerramos ayer?", "¿qué tal estuvo el domingo?", "¿fue buen día?": how the day sold.
    'como cerramos',
    'como cerre',
    // "¿Cómo terminé el año?", "¿cómo acabamos la semana?": how the period sold (since 2026-12-06;
    // before, not understood).
    'como termine',
    'como terminamos',
    'como acabe',
    'como acabamos',
    // "¿Cuánto cerré ayer?", "¿con cuánto cerramos?": the day's sales at its close.
    'cuanto cerre',
    'cuanto cerramos',
    'que tal estuvo',
    'buen dia',
    'mal dia',
    'estuvo flojo',
    // "¿Está flojo hoy?", "¿cómo está el día?": today so far against the same hour a week before
    // (live.ts; so-far-words.ts).
    ...BUSY_NOW_PHRASES,
    'estuvo bueno',
    'estuvo bien',
    'estuvo malo',
    // "¿Qué tan bien me fue en noviembre?", "¿qué tal me fue?": how the period sold.
    'tan bien me fue',
    'tan mal me fue',
    'que tal me fue',
    'tan bien nos fue',
    'que tal nos fue',
    // "¿Qué tan bueno fue noviembre?", "¿qué tal fue la semana?": how the period sold.
    'que tan bueno fue',
    'que tan buena fue',
    'que tan malo fue',
    'que tan mala fue',
    'que tal fue',
    'como me va',
    'como nos va',
    'como va',
    // "¿Qué tal va el día?", "k tal vamos": as "¿cómo va?" (since 2026-12-07; before, out of the domain).
    'que tal va',
    'que tal vamos',
    'que tal voy',
    'que tal ando',
    'k tal va',
    'k tal vamos',
    'q tal va',
    // "¿Cómo me está yendo este mes?": the period so far, as "¿cómo voy?".
    'me esta yendo',
    'nos esta yendo',
    // "¿Cómo voy hoy?", "¿cuánto llevo?": the day so far (live, forecast.ts asksTodaysPace).
    'como voy',
    'como vamos',
    'como ando',
    'como andamos',
    'cuanto llevo',
    'cuanto llevamos',
    // "¿En cuánto voy a cerrar hoy?": where the day lands (the forecast and Hoy's projection).
    'cuanto voy a cerrar',
    'cuanto vamos a cerrar',
    'en cuanto cierro',
    'en cuanto cerramos',
    // "Dame un resumen de ayer", "¿cómo está mi negocio?": the day's sales, the figure owners open with.
    'resumen',
    // "¿Cuántos días abrí este mes?": the period's days with a corte Z (coverage.ts daysOpenAnswer).
    'dias abri',
    'dias abrimos',
    'dias no abri',
    'dias cerre',
    'dias cerramos',
    'dias trabaje',
    'como esta mi negocio',
    'como va mi negocio',
    'como esta el negocio',
    'como va el negocio',
    // "¿Qué tal mi negocio?", "¿qué tal va el restaurante?": the same (since 2026-12-06; before, out
    // of the domain).
    'que tal mi negocio',
    'que tal el negocio',
    'que tal va el negocio',
    'que tal va mi negocio',
    'que tal esta mi negocio',
    'que tal mi restaurante',
    'que tal el restaurante',
    'que tal va el restaurante',
    'que tal esta mi restaurante',
    'como esta mi restaurante',
    'como va mi restaurante',
    'como va el restaurante',
    'como estuvo',
    // "¿Qué tal el finde?": "qué tal" with a period only (alone it greets, or asks of another figure).
    'que tal el finde',
    'que tal el fin de semana',
    'que tal ayer',
    'que tal hoy',
    'que tal el dia',
    'que tal la semana',
    'que tal el mes',
    'que tal la quincena',
    'cuanto entro',
    'cuanto cayo',
    'varo',
    'feria',
    'dinero',
  ],
};

/**
 * Intents whose phrases are generic ("¿cómo me fue?"): they count as one word whatever their
 * length, so any specific keyword in the same question ("¿cómo me fue con las propinas?") wins.
 */
const GENERIC: ReadonlySet<Intent> = new Set(['sales_total']);

/** The keyword phrases split into words (plain and folded) once, at load. */
const PHRASE_WORDS = Object.fromEntries(
  INTENTS.map((intent) => [intent, KEYWORDS[intent].map(keywordWords)]),
) as Record<Intent, KeywordWord[][]>;

/**
 * The one-word keywords, folded ("gaste", "renta"): a question word equal to one is read as itself,
 * never as a typo of another keyword (text.ts `exact`): "gasté" is not "gasta", "renta" not "venta";
 * nor is a word of a stem keyword ("venta" of "venta*" is not "renta").
 */
const KEYWORD_WORDS: ReadonlySet<string> = new Set(
  INTENTS.flatMap((intent) => PHRASE_WORDS[intent])
    .filter((phrase) => phrase.length === 1 && !phrase[0]!.stem)
    .map((phrase) => phrase[0]!.folded),
);

/** The one-word stems, folded ("benta" of "venta*"): a word that begins with one is that word too. */
const KEYWORD_STEMS: readonly string[] = INTENTS.flatMap((intent) => PHRASE_WORDS[intent])
  .filter((phrase) => phrase.length === 1 && phrase[0]!.stem)
  .map((phrase) => phrase[0]!.folded);

/** Cancellations, voids, discounts or courtesies named. */
const LOSS_WORDS = /\b(cancel|anula|descuent|descont|cortesia)/;

/** Advice asked ("¿qué me recomiendas?", "¿algún consejo?"): the alerts' unless something else is named. */
const ADVICE_ASKED = /\b(recomiendas|recomendacion(es)?|consejos?)\b/;

/** "día de noviembre", "día del mes pasado", "día de esta semana": a day and the period it is of. */
const DAY_OF_PERIOD = new RegExp(
  `\\bdia (de|del) (${MONTHS.join('|')}|este mes|mes pasado|la semana pasada|esta semana|la quincena)\\b`,
);

/** The menu's advice: which items to take off, push, price up or keep (answers.ts menuPlan). */
const MENU_ADVICE: ReadonlySet<Intent> = new Set(['menu_remove', 'menu_promote', 'menu_price', 'menu_stars']);

/**
 * Words one edit from a keyword that are never its typo: "hace 3 meses" is not "mesas", "¿cuánto me
 * cobró Rappi?" is not "me sobró", "lo que resta del mes" is not "renta" (since 2026-12-07; before,
 * the month's expenses).
 */
const NEVER_TYPOS: ReadonlySet<string> = new Set(['meses', 'cobro', 'resta', 'restan'].map(fold));

/**
 * A question word read as itself: a keyword, a word of a keyword's stem ("venta" is not "renta"),
 * or a word that is never a typo.
 */
const isKeywordWord = (folded: string) =>
  KEYWORD_WORDS.has(folded) ||
  NEVER_TYPOS.has(folded) ||
  KEYWORD_STEMS.some((stem) => folded.startsWith(stem));

export interface IntentMatch {
  intent: Intent;
  /** Words of the longest matching phrase. */
  strength: number;
}

/**
 * Whether the question asks the calendar itself ("¿mañana es quincena?") and no figure ("¿cuánto voy
 * a vender en la quincena?" asks the forecast of a period): calendar-days.ts answers it.
 */
export const asksCalendar = (question: string) =>
  asksRestPay(question) ||
  (calendarAsked(question) !== null &&
    !asksWhy(question) &&
    !asksPaidOff(question) &&
    // "¿Con cuánto cierro la quincena?": the rest of this one forecast (since 2026-12-08; before,
    // "no hay quincena" until the next payday).
    !asksRestOfPeriod(question) &&
    (asksDaysUntil(question) ||
      asksForecastAccounts(question) ||
      asksHolidayEffect(question) ||
      // "¿Hoy es día de descanso obligatorio?": the law's day, not the forecast's "día de descanso"
      // to give the staff (since 2026-12-07; before, the coming week's forecast).
      /\bdescanso obligatorio\b/.test(normalize(question)) ||
      bestKeywordMatch(question) === null));

/**
 * The intent a question asks, or null when none of the keywords occur. The last question's match is
 * kept: understanding reads it once, and the forecast's reads and answer ask it again of the same
 * question (forecast.ts: whether it asks the hour, the ticket, the break-even…), each ~0.3 ms.
 */
export function classify(question: string): IntentMatch | null {
  if (lastClassified?.question !== question) {
    const match = matchOf(question);
    lastClassified = { question, match: match === null ? null : Object.freeze(match) };
  }
  return lastClassified.match;
}
let lastClassified: { question: string; match: Readonly<IntentMatch> | null } | null = null;

/**
 * "¿Vendí más ayer?", "¿vendimos menos en enero?", "¿vendí más de lo normal?": a period (or nothing)
 * after "más / menos", no base named ("que", "o": the comparison's own readings) and no dish.
 */
const asksSoldMoreOf = (text: string) =>
  /^(y )?(vendi|vendimos) (mas|menos)( (ayer|antier|anteayer|hoy|este|esta|el|la|en|de lo normal)\b|$)/.test(
    text,
  ) && !/\b(que|o)\b/.test(text);

/**
 * Words that decide the intent whatever figure the question names, tried first and in this order
 * (since 2026-12-07 a table; before, one test after another in matchOf).
 */
const DECIDING_WORDS: ReadonlyArray<readonly [asks: (question: string) => boolean, intent: Intent]> = [
  // "¿Le pago doble a los meseros que trabajen el 16?": the law's pay for a day of rest, whatever
  // figure it names (calendar-days.ts).
  [asksRestPay, 'forecast_sales'],
  // "¿Cuánto necesito para pagar la quincena?": half a month of payroll, not the payday's sales.
  [asksQuincenaPayroll, 'labor_cost'],
  // "¿Qué me falta capturar?": the captures the costs lack (captures.ts), not a cash shortage.
  [asksCaptures, 'profit'],
  // "¿Cuánto le pagué a mis meseros?", "¿cuánto me van a costar los meseros el sábado?": the payroll.
  [asksStaffPay, 'labor_cost'],
  // "¿Cuánto falta para cerrar?": today's closing hour (sales-hours.ts), not the sales so far.
  [asksTimeToClose, 'peak_hour'],
  // "¿Cómo cierro el mes?", "¿cómo cerraré septiembre?": where the month lands, the forecast added to
  // the days sold (since 2026-12-07; before, out of the domain, or a follow-up's past costs).
  [asksPeriodLanding, 'forecast_sales'],
  // "¿Cuánto falta para Navidad?": the calendar's day and the days until it, not the forecast's miss.
  [(question) => asksDaysUntil(question) && calendarAsked(question) !== null, 'forecast_sales'],
  // "¿Qué cajero tiene más faltantes?": the cortes' cashiers ranked, not a waiter's sales. "¿Ya se
  // hizo el corte?": whether today's is in.
  [(question) => asksCashierRanking(question) || asksRegisterClosed(question), 'cash_variance'],
  // "¿Qué días me falta el corte Z?": the days without one, as "¿qué días no abrí?" names them.
  [asksMissingCortes, 'sales_total'],
  // "¿Cuánto aparto para impuestos?": the IVA to pay (format.ts), not the P&L's taxes line.
  [asksTaxesOwed, 'sales_total'],
  // "¿Por qué bajó la utilidad?" asks for the drivers, whatever figure it names.
  [asksWhy, 'why_change'],
  // "¿Cuánto dejé de vender?": sales that did not happen, said unknown before the total (order-kind.ts).
  [asksLostSales, 'sales_total'],
];

function matchOf(question: string): IntentMatch | null {
  const decided = DECIDING_WORDS.find(([asks]) => asks(question));
  if (decided !== undefined) return { intent: decided[1], strength: Number.POSITIVE_INFINITY };
  // "¿Cuánto salió de caja?": the drawer's movements, not what a dish "salió" at (dishes.ts).
  if (
    asksCashLeftAfterPaying(question) ||
    asksCashPurchases(question) ||
    asksDrawerBalance(question) ||
    (asksCashMovements(question) && bestKeywordMatch(question)?.intent === 'cash_balance')
  )
    return { intent: 'cash_balance', strength: Number.POSITIVE_INFINITY };
  // "¿Cuánto me falta para llegar a lo que vendí en octubre?": a period to overtake, no dish sold.
  if (overtaking(question) !== null && beatsNamedPeriod(question))
    return { intent: 'sales_comparison', strength: Number.POSITIVE_INFINITY };
  // "¿Cuántas órdenes de pastor vendí?" asks a dish's line of what sold (dishes.ts), not the total.
  if (dishAsked(question, SOLD_VERBS) !== null)
    return { intent: 'top_item', strength: Number.POSITIVE_INFINITY };
  // "¿Qué platillo es más rentable?", "¿cuánto me dejó la michelada?" ask the menu's margins, not the
  // business's profit.
  // "¿Cuánto me dejó el Buen Fin?" names a holiday, not a dish: the profit of its days.
  const left = dishLeftAsked(question);
  // "¿Qué categoría vende más?", "… me deja más?": the menu's categories (menu-categories.ts; since
  // 2026-12-06, before the dishes ranked or the business's profit).
  if (asksCategoryRanking(question)) return { intent: 'top_item', strength: Number.POSITIVE_INFINITY };
  // "¿Cuánto gané en el puente?" likewise: a long weekend (since 2026-12-07; before, a dish named so).
  const namesDays = (said: string) => holidayNamed(said) !== null || PUENTE_WORDS.test(dateText(said));
  if (asksDishMargin(question) || (left !== null && !namesDays(left.said)))
    return { intent: 'top_item', strength: Number.POSITIVE_INFINITY };
  // "¿A cuánto vendo la michelada?", "¿cuánto me cuesta hacer un taco?": a dish's price or cost.
  if (dishPriceAsked(question) !== null) return { intent: 'top_item', strength: Number.POSITIVE_INFINITY };
  // "¿Cuánto vendió Ana?" asks one waiter's sales (waiter-named.ts), not the branch's.
  // "¿Cuántas horas trabajó Diana?", "¿cuánto gana Diana?": what the payroll keeps of people, said
  // unknown before it (work-words.ts; since 2026-12-06, before the peak hour or out of the domain).
  if (
    asksHoursWorked(question) ||
    asksPersonsPay(question) ||
    asksDepartmentPaid(question) ||
    asksPayrollHeadcount(question)
  )
    return { intent: 'labor_cost', strength: Number.POSITIVE_INFINITY };
  // "¿Cuánto me depositó Uber Eats?": an app's payout, the apps' line of the cortes (payment-mix.ts;
  // since 2026-12-06, before the drawer's cash to deposit).
  if (asksAppPayout(question)) return { intent: 'payment_mix', strength: Number.POSITIVE_INFINITY };
  // "¿Cuánto me deja cada cliente?": the P&L per diner (per-cover.ts; since 2026-12-06, before the
  // count of diners).
  if (asksCoverEconomics(question)) return { intent: 'profit', strength: Number.POSITIVE_INFINITY };
  // "¿Quién faltó ayer?", "¿qué meseros vinieron?": who sold, attendance said unknown (attendance.ts;
  // since 2026-12-06, before the cash's shortage or out of the domain).
  if (asksAttendance(question)) return { intent: 'best_waiter', strength: Number.POSITIVE_INFINITY };
  if (waiterNamed(question) !== null) return { intent: 'best_waiter', strength: Number.POSITIVE_INFINITY };
  // "¿Cuántas órdenes de pastor llevo hoy?": the dish's line of today (with its corte Z).
  if (dishSoFarAsked(question) !== null) return { intent: 'top_item', strength: Number.POSITIVE_INFINITY };
  // "¿Cuántos tacos de pastor voy a vender mañana?" asks the dish's line of the prep list.
  if (dishAsked(question, WILL_SELL_VERBS) !== null)
    return { intent: 'forecast_prep', strength: Number.POSITIVE_INFINITY };
  // "¿Qué vendí más ayer?", "¿qué voy a vender más mañana?": which dish, not the day's total.
  // "¿Qué platillo se cancela más?": the cancellations, which no read keeps by dish (said first,
  // losses-answer.ts), not the best seller (since 2026-12-07).
  if (asksLossByDish(question))
    return { intent: 'cancellations_discounts', strength: Number.POSITIVE_INFINITY };
  if (asksWhichDish(question)) return { intent: 'top_item', strength: Number.POSITIVE_INFINITY };
  // "¿Vale la pena abrir el lunes?": the weekday's sales (weekday-profile.ts), not the vouchers' "vales".
  if (asksWhetherToOpen(question)) return { intent: 'sales_total', strength: Number.POSITIVE_INFINITY };
  // "¿Qué insumos voy a usar mañana?": the prep list's ingredients (forecast-ingredient.ts).
  if (asksIngredientList(question)) return { intent: 'forecast_prep', strength: Number.POSITIVE_INFINITY };
  // "¿Cierro o abro en Navidad?": the decision, weighed as "¿me conviene abrir?" (forecast-open.ts).
  if (asksOpenDecision(question)) return { intent: 'break_even', strength: Number.POSITIVE_INFINITY };
  // "¿El domingo abro?": whether the forecast expects it open (forecast-open.ts).
  if (asksIfOpen(question)) return { intent: 'forecast_sales', strength: Number.POSITIVE_INFINITY };
  const best = bestKeywordMatch(question);
  for (const correct of CORRECTIONS) {
    const corrected = correct(best, question);
    if (corrected !== undefined) return corrected;
  }
  return best;
}

/**
 * A correction of the keyword match: the intent the question really asks (null: none), or
 * undefined when the correction does not apply.
 */
type Correction = (best: IntentMatch | null, question: string) => IntentMatch | null | undefined;

/**
 * The cost ratios a why compares over two periods (why-cost.ts `COST_WHYS`, one entry each), and
 * the same comparison asked plainly ("¿mi costo de alimentos contra el mes pasado?").
 */
export const COST_RATIO_INTENTS = ['food_cost', 'beverage_cost', 'labor_cost', 'prime_cost'] as const;
export type CostRatioIntent = (typeof COST_RATIO_INTENTS)[number];
const COMPARED_COSTS: ReadonlySet<Intent> = new Set(COST_RATIO_INTENTS);
/** The intents a sales goal's words may read as first ("falta" is the cash's, "vender" the sales'). */
const GOAL_READS: ReadonlySet<Intent> = new Set([
  'cash_variance',
  'sales_total',
  'sales_comparison',
  'forecast_sales',
  // "¿Qué tan seguro es que venda 50 mil mañana?": the goal's odds, not the forecast's record.
  'forecast_accuracy',
  // "¿A qué hora llego a mi meta?", "… a los 50 mil?": today's sales against it, not the peak hour.
  'peak_hour',
]);
const COMPARED = /\b(contra|vs|versus|comparad[oa]s?|comparando)\b/;
/**
 * "¿Cómo voy de costo de alimentos contra lo sano?", "¿cuánta merma tengo contra mis recetas?": a
 * figure set against its benchmark or its recipes, which its own answer gives, not another period
 * (since 2026-12-07; before, a why against the period before).
 */
const AGAINST_NORM =
  /\b(contra|vs|versus|comparad[oa]s? con|comparando con)( (lo|el|la|los|las|mis|mi))? (sano|normal|ideal|recomendado|recomendable|esperado|teorico|meta|objetivo|benchmark|referencia|industria|recetas?|estandar)\b/;
/** Earning said in any tense: "gané", "ganando", "ganamos", "ganancia", "utilidad". */
const EARNING = /\b(gan(e|o|amos|aste|ando|ancias?)|utilidad(es)?)\b/;
/** The intents "más X que Y" of two dishes reads as first. */
const DISH_PAIR_READS: ReadonlySet<Intent> = new Set(['sales_total', 'sales_comparison', 'top_item']);
/** The intents "meseros" or "personas" read as first, where a number offered asks the staff. */
const STAFF_OFFER_READS: ReadonlySet<Intent> = new Set([
  'best_waiter',
  'covers_tables',
  'sales_by_shift',
  'forecast_staff',
]);

/** The intents a price of what is bought may read as first ("subió" the comparison's, "precio" the menu's). */
const INGREDIENT_PRICE_READS: ReadonlySet<Intent> = new Set([
  'sales_comparison',
  'menu_price',
  'food_cost',
  'purchase_suggestions',
  'why_change',
]);

/** "necesito / necesitaré / voy a necesitar más gente (meseros, personal)": the staff to come. */
const STAFF_NEEDED = /\bnecesit[a-z]* (mas |menos )?(gente|meser[oa]s|personal|personas|empleados)\b/;

/** How many people to call in: "cuánto personal ocupo", "a cuántos meseros le hablo", "cuánta gente llamo". */
const STAFF_CALLED =
  /\b(a )?cuant[oa]s? (de )?(gente|personal|meser[oa]s|personas|empleados|trabajadores|cocineros|taqueros)( (le|les))? (necesito|ocupo|llamo|hablo|pongo|meto|traigo|cito|programo|requiero|necesitare|ocupare|voy a (necesitar|ocupar|llamar|poner|meter|traer))\b/;

/** What a stretch of today's last hours is read as: its sales so far (live). */
const LAST_HOURS_READS: ReadonlySet<Intent> = new Set(['sales_total', 'peak_hour', 'sales_by_shift']);

/**
 * "¿Qué tal el sábado?", "¿qué tal noviembre?", "¿qué tal el Buen Fin?", "¿qué tal el puente?":
 * "qué tal" and a day or period alone asks how it sold.
 */
function asksHowItWent(question: string): boolean {
  const match = normalize(question).match(
    /^(?:y )?que tal (?:(?:en )?(?:el|la|los|las) )?(.+?)(?: pasad[oa])?$/,
  );
  if (match === null) return false;
  const named = match[1]!;
  const oneWeekday = !named.includes(' ') && weekdayNamed(named) !== undefined;
  return oneWeekday || namesMonth(dateText(named)) || named === 'puente' || holidayNamed(named) !== null;
}

/** The keyword match's corrections, in order: the first that applies answers. */
const CORRECTIONS: readonly Correction[] = [
  // "¿Este mes estoy ganando más que en agosto?": what is earned, not what is sold (since
  // 2026-12-08; before, the sales compared).
  (best, question) =>
    best?.intent === 'sales_comparison' &&
    EARNING.test(normalize(question)) &&
    !/\bvend/.test(normalize(question))
      ? { intent: 'profit', strength: best.strength }
      : undefined,
  // "¿Quién es mi mesero estrella del mes?": the best waiter, not the menu's stars (since 2026-12-08).
  (best, question) =>
    best?.intent === 'menu_stars' && /\b(meser[oa]s?|quien)\b/.test(normalize(question))
      ? { intent: 'best_waiter', strength: best.strength }
      : undefined,
  // "¿Algún mesero está cancelando mucho?", "¿los meseros dan muchos descuentos?": the people behind
  // the losses (losses-people.ts), not the waiters' sales (since 2026-12-07; before, the best waiter).
  (best, question) =>
    best?.intent === 'best_waiter' && LOSS_WORDS.test(normalize(question))
      ? { intent: 'cancellations_discounts', strength: best.strength }
      : undefined,
  // "¿Hay alertas de caja?", "¿tengo alertas de inventario?", "¿algo raro en la caja?": the alerts
  // of that subject (alert-subjects.ts), not its own figure (since 2026-12-07; before, yesterday's
  // cash difference, the purchase suggestions, or every alert of the week).
  // "¿Hubo descuentos o cambios de precio hoy?" stays the losses', which add the price changes.
  (best, question) =>
    best?.intent !== 'alerts' &&
    alertSubjectAsked(question) !== null &&
    !(asksPriceChanges(question) && LOSS_WORDS.test(normalize(question)))
      ? { intent: 'alerts', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Le gané al sábado pasado?", "¿cuánto me falta para ganarle al sábado pasado?": the sales set
  // against that day (beat-words.ts); "¿cuánto le gané al pastor?" stays a dish's profit.
  (best, question) =>
    (best === null || best.intent === 'profit' || best.intent === 'cash_variance') &&
    beatsNamedPeriod(question)
      ? { intent: 'sales_comparison', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Qué tal el sábado?": how it sold (before 2026-12-06, out of the domain, or the calendar's
  // days for "¿qué tal el puente?").
  (best, question) =>
    (best === null || best.intent === 'forecast_sales') && asksHowItWent(question)
      ? { intent: 'sales_total', strength: 1 }
      : undefined,
  // "¿A qué hora cerré caja?": when the corte Z was taken (cash-closer.ts), not the peak hour.
  (best, question) =>
    asksCorteTime(question) ? { intent: 'cash_variance', strength: best?.strength ?? 1 } : undefined,
  // "¿Qué me recomiendas?" alone asks what the figures flag (alerts); with what to do named, "¿qué
  // platillo me recomiendas promover?", "¿qué me recomiendas comprar?", that is the question.
  (best, question) =>
    best?.intent === 'alerts' && ADVICE_ASKED.test(normalize(question))
      ? (bestKeywordMatch(question, 'alerts') ?? undefined)
      : undefined,
  // "¿Qué día de noviembre vendí más?": the period between "día" and its verb hides "qué día vendí".
  (best, question) => {
    const text = normalize(question);
    const bare = text.replace(DAY_OF_PERIOD, 'dia');
    if (bare === text) return undefined;
    const found = bestKeywordMatch(bare);
    return found?.intent === 'best_day' && found.intent !== best?.intent ? found : undefined;
  },
  // "¿Qué bebida debería quitar?", "¿cuál cerveza promuevo?": the menu's advice among the drinks,
  // not the best sellers the words "qué bebida" ask alone (before, the best-selling drinks).
  (best, question) => {
    if (best?.intent !== 'top_item') return undefined;
    const advice = bestKeywordMatch(question, 'top_item');
    return advice !== null && MENU_ADVICE.has(advice.intent) ? advice : undefined;
  },
  // "¿Cuánto me falta para llegar a 50 mil?": today's sales against the goal named (sales-goal.ts),
  // not a cash shortfall ("falta") nor out of the domain.
  (best, question) =>
    goalAsked(question) !== null && (best === null || GOAL_READS.has(best.intent))
      ? { intent: 'sales_total', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Cuánto he vendido en la última hora?": today so far, live (live.ts says no hour is kept),
  // not yesterday's peak hour.
  (best, question) =>
    asksLastHours(question) && (best === null || LAST_HOURS_READS.has(best.intent))
      ? { intent: 'sales_total', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Ya abrieron caja?": today's register opening (the live cash read), not a shortfall.
  (_best, question) => (asksRegisterOpened(question) ? { intent: 'cash_balance', strength: 1 } : undefined),
  // "¿A quién le compro más?", "¿cuánto le pago a mis proveedores?": the purchases by supplier
  // (suppliers.ts), not the purchase suggestions nor the payroll.
  (_best, question) => (asksSupplierSpend(question) ? { intent: 'food_cost', strength: 1 } : undefined),
  // "¿Cuánto me falta para la meta?": a goal without its amount is the sales asked, with the goal
  // asked for (sales-goal.ts GOAL_UNKNOWN); before, out of the domain. "¿Cuánto me falta vender
  // hoy?" too, whatever else it reads as (before 2026-12-06, the prep list).
  (best, question) =>
    namesGoalWithoutAmount(question) &&
    (best === null || GOAL_READS.has(best.intent) || asksLeftToSell(question))
      ? { intent: 'sales_total', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Me alcanza con 3 meseros el sábado?": the forecast's staff against the people offered
  // (staff-offered.ts), not the waiters' ranking nor the diners.
  (best, question) =>
    (best === null || STAFF_OFFER_READS.has(best.intent)) && staffOffered(question) !== null
      ? { intent: 'forecast_staff', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Cuánto personal ocupo para el domingo?", "¿a cuántos meseros le hablo para la tarde?": whom
  // to call in, the forecast's staff (since 2026-12-07; before, a past day's diners or today's sales).
  (best, question) =>
    best?.intent !== 'forecast_staff' && STAFF_CALLED.test(normalize(question))
      ? { intent: 'forecast_staff', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Me va a alcanzar el pastor para el fin de semana?", "¿cuándo se me acaba el suadero?": an
  // ingredient's stock against its use (dishes.ts stockAsked), what to buy.
  (best, question) =>
    (best === null || best.intent === 'purchase_suggestions') && stockAsked(question) !== null
      ? { intent: 'purchase_suggestions', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Vendí más ayer?", "¿vendimos menos esta semana?": asked yes or no, more than the base a
  // comparison reads (since 2026-12-07; before, the day's total alone). Not "¿qué mes vendí más?"
  // (a ranking) nor "¿vendí más de 50 mil?" (an amount, the total beside it).
  (best, question) =>
    best?.intent === 'sales_total' && asksSoldMoreOf(normalize(question))
      ? { intent: 'sales_comparison', strength: best.strength }
      : undefined,
  // "¿Cuánto suadero me queda?", "¿cuánto inventario tengo de pastor?": that ingredient's stock, not
  // the profit's "me queda" nor the whole inventory's value.
  (best, question) => {
    if (best?.intent !== 'profit' && best?.intent !== 'food_cost') return undefined;
    // "¿Cuánta merma tengo?": a word that is a figure's keyword is that figure, not an ingredient.
    const left = stockLeftAsked(question);
    return left !== null && bestKeywordMatch(left.said) === null
      ? { intent: 'purchase_suggestions', strength: best.strength }
      : undefined;
  },
  // "¿Cuántas personas trabajan conmigo?": the people who sell (headcount.ts), not the diners.
  (best, question) =>
    best?.intent === 'covers_tables' && asksHeadcount(question) && /\btrabaj/.test(normalize(question))
      ? { intent: 'best_waiter', strength: best.strength }
      : undefined,
  // "¿Qué porcentaje es bar?", "¿qué parte es bebida?": a category's share of the sales, with no
  // "ventas" said (before, out of the domain).
  (best, question) =>
    best === null && asksShare(question) && namedCategoryType(question) !== null
      ? { intent: 'sales_total', strength: 1 }
      : undefined,
  // "¿Se nota la quincena?", "¿me va mejor en quincena?": the payday's effect on the sales.
  (best, question) =>
    best === null && asksPaydayEffect(question) ? { intent: 'sales_total', strength: 1 } : undefined,
  // "¿Cómo afecta San Valentín a mis ventas?": the holiday's day in the calendar, with its effect in
  // the forecast (calendar-days.ts), not last year's day (since 2026-12-07).
  (best, question) =>
    (best === null || best.intent === 'sales_total' || best.intent === 'sales_comparison') &&
    asksHolidayEffect(question)
      ? { intent: 'forecast_sales', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Mañana es quincena?", "¿qué días festivos vienen?", "¿cuándo es el Buen Fin?": the calendar
  // the forecast reads (calendar-days.ts), its days' effects beside them.
  // Not "¿cuál fue mi mejor quincena?", the halves of months ranked (below).
  // Not "¿cuánto me dejó la quincena pasada?", what it left (the profit, below), nor "¿y la
  // quincena pasada?", a period gone, nor "¿y esta quincena?", the half-month under way (the
  // conversation's figure of them; since 2026-12-07, before the next payday).
  (best, question) =>
    best === null &&
    calendarAsked(question) !== null &&
    !asksRestOfPeriod(question) &&
    !/\bquincena (pasada|anterior)\b|\b(pasada|anterior|ultima) quincena\b|^y (en |de )?esta quincena$/.test(
      normalize(question),
    ) &&
    asksWhichUnit(question) === null &&
    !asksWhatItLeft(question) &&
    !asksPaidOff(question)
      ? { intent: 'forecast_sales', strength: 1 }
      : undefined,
  // "¿Cuánto me costó la carne?": what something cost, with no other keyword, is an expense question
  // (a purchase category's, purchase-categories.ts); "la nómina", "la luz" keep their own.
  // "¿Cuánto se me fue en carne este mes?" likewise (since 2026-12-07; before, out of the domain).
  (best, question) =>
    best === null &&
    /\b(me|nos) (costo|costaron)\b|\bse (me|nos) (fue|fueron|va|van) en\b/.test(normalize(question))
      ? { intent: 'expenses', strength: 1 }
      : undefined,
  // "¿Mi costo de alimentos de la semana pasada contra la anterior?", "¿subió mi costo de
  // alimentos?": the two periods' ratios, as the why of a cost ratio compares them (why-cost.ts),
  // not the first period alone.
  (best, question) =>
    best !== null &&
    COMPARED_COSTS.has(best.intent) &&
    ((COMPARED.test(normalize(question)) && !AGAINST_NORM.test(normalize(question))) ||
      CHANGED.test(question.toLowerCase()))
      ? { intent: 'why_change', strength: best.strength }
      : undefined,
  // "¿Qué día de la semana necesito más gente?": the staff the days to come need (forecast-staff.ts),
  // as "¿qué día necesito más meseros?" is, not the weekday with the most diners (before 2026-12-06).
  (best, question) =>
    best?.intent === 'best_day' && STAFF_NEEDED.test(normalize(question))
      ? { intent: 'forecast_staff', strength: best.strength }
      : undefined,
  // "¿Cuál fue mi mejor sábado?", "¿qué domingo vendí más?": one weekday's days ranked (best-day.ts).
  (best, question) =>
    (best === null || best.intent === 'sales_total') && rankedWeekday(question) !== null
      ? { intent: 'best_day', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Cuál es mi mejor mes?", "¿mi peor semana?": months or weeks ranked (best-period.ts), not a total.
  (best, question) =>
    (best === null || best.intent === 'sales_total' || best.intent === 'best_day') &&
    asksWhichUnit(question) !== null
      ? { intent: 'best_day', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Cuánto subió el precio de la carne?", "¿qué insumo subió de precio?": what is bought, by
  // unit, against the period before (ingredient-prices.ts; before 2026-12-06, the sales compared).
  (best, question) =>
    asksIngredientPrice(question) && (best === null || INGREDIENT_PRICE_READS.has(best.intent))
      ? { intent: 'food_cost', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Cuánto subió el precio?" asks what happened to a price ("subió" is one letter from "subir"),
  // not which dish to raise.
  (best, question) =>
    best?.intent === 'menu_price' && PRICE_ROSE.test(question.toLowerCase())
      ? bestKeywordMatch(question, 'menu_price')
      : undefined,
  // "¿Cuánto gasto en nómina?", typed "gast" too: the owner's spending on what is named, not what a
  // customer spends.
  (best, question) =>
    best?.intent === 'avg_ticket' && ownerSpendsOn(question)
      ? (bestKeywordMatch(question, 'avg_ticket') ?? best)
      : undefined,
  // "¿Qué mesero tuvo el ticket más alto?": the waiters ranked by their ticket (waiter-metrics.ts),
  // not one bill.
  (best, question) =>
    best?.intent === 'avg_ticket' && /\b(meser[oa]s?|quien)\b/.test(normalize(question))
      ? { intent: 'best_waiter', strength: best.strength }
      : undefined,
  // "¿Quién sacó más propinas?": a waiter, ranked by their tips (waiter-metrics.ts), not the total.
  (best, question) =>
    best?.intent === 'tips' && /\bquien(es)?\b/.test(normalize(question))
      ? { intent: 'best_waiter', strength: best.strength }
      : undefined,
  // "¿Cuánto me falta para la meta?": what is missing to reach something, not a cash shortfall
  // ("falta" is one letter from "faltó"); break even has its own words, a goal is not known.
  (best, question) =>
    best?.intent === 'cash_variance' && /\bfalta(n)? para\b/.test(normalize(question))
      ? bestKeywordMatch(question, 'cash_variance')
      : undefined,
  // "¿Cuánto gastó la gente?": a customer's spending (the average ticket), written with its accent;
  // the owner's is "gasté" or "gasto", and "se gastó en renta" an expense.
  (best, question) =>
    best?.intent === 'expenses' && CUSTOMERS_SPENT.test(question.toLowerCase())
      ? { intent: 'avg_ticket', strength: best.strength }
      : undefined,
  // "¿Cuál fue mi venta promedio diaria?", "¿cuánto vendí cada día?": the days the best day reads.
  (best, question) =>
    best?.intent === 'sales_total' && (asksDailyAverage(question) || asksEachDay(question))
      ? { intent: 'best_day', strength: best.strength }
      : undefined,
  // "¿Cuántos clientes tengo al día?": the open days' mean diners, from the same days; a day named
  // as the unit ("¿cuánto dura una mesa en promedio?" is a table's).
  // "¿Cuántas mesas atiendo por día?", "¿cuántos clientes tuve cada día?": each day's, or a long
  // period's mean day, from the same days.
  (best, question) =>
    best?.intent === 'covers_tables' &&
    ((asksDailyAverage(question) && (asksPerDay(question) || asksTypicalDay(question))) ||
      asksEachDay(question))
      ? { intent: 'best_day', strength: best.strength }
      : undefined,
  // "¿Mis ventas van para arriba o para abajo?", "¿cómo va la tendencia?": a trend is a comparison.
  (best, question) =>
    best?.intent === 'sales_total' && asksGrowth(question)
      ? { intent: 'sales_comparison', strength: best.strength }
      : undefined,
  // "¿Se vendió más cerveza que refresco?": two dishes set against each other (dishes.ts), not two
  // periods' sales.
  (best, question) =>
    (best === null || DISH_PAIR_READS.has(best.intent)) && dishesCompared(question) !== null
      ? { intent: 'top_item', strength: best?.strength ?? 1 }
      : undefined,
  // "¿vendí más en noviembre que en octubre?": more or less than, with the period between.
  (best, question) =>
    best?.intent === 'sales_total' && comparesApart(question)
      ? { intent: 'sales_comparison', strength: best.strength }
      : undefined,
  // "¿Subió el ticket promedio?", "¿mi ticket contra la semana pasada?": a change of the ticket is
  // the comparison, led by the ticket (ticket-comparison.ts), not the period's ticket alone.
  (best, question) =>
    best?.intent === 'avg_ticket' &&
    (comparesApart(question) ||
      comparesWords(question) ||
      asksGrowth(question) ||
      CHANGED.test(question.toLowerCase()))
      ? { intent: 'sales_comparison', strength: best.strength }
      : undefined,
  // "¿Qué tanto vendo entre semana contra el fin de semana?": the two parts of the week set side by
  // side (week-parts.ts), not the last weekend against the one before.
  (best, question) =>
    best?.intent === 'sales_comparison' && namesBothWeekParts(question)
      ? { intent: 'sales_total', strength: best.strength }
      : undefined,
  // "¿Cuántos comensales tuve este mes contra el pasado?": the comparison, led by the covers.
  (best, question) =>
    best?.intent === 'covers_tables' && (comparesApart(question) || comparesWords(question))
      ? { intent: 'sales_comparison', strength: best.strength }
      : undefined,
  // "¿Qué pasó ayer?" opens on what happened, with nothing else named: the day's summary, as "dame
  // un resumen de ayer" ("¿por qué pasó eso?" is no summary).
  (best, question) =>
    best === null && /^ke paso\b/.test(foldedWords(question).join(' '))
      ? { intent: 'sales_total', strength: 1 }
      : undefined,
  // "¿Cuánta gente viene los viernes?": "viene" of a weekday in the plural is a habit, the diners of
  // the last weeks (weekday-profile.ts), not the coming Friday's forecast.
  (best, question) =>
    best?.intent === 'forecast_covers' && weekdaysAsked(question) !== null
      ? { intent: 'covers_tables', strength: best.strength }
      : undefined,
  // "¿Cuánto me dejó el negocio?", "¿qué tanto me dejó noviembre?": what the business left, the
  // profit; only when nothing else is named ("¿cuánta propina me dejaron?" stays tips).
  (best, question) =>
    best === null && asksWhatItLeft(question) ? { intent: 'profit', strength: 1 } : undefined,
  // "¿Qué día de la próxima semana va a estar más flojo?", "¿… más lleno?": which day to come is
  // busiest or quietest, the forecast's days (before, out of the domain).
  (best, question) =>
    best === null && asksBusiestDayToCome(question) ? { intent: 'forecast_sales', strength: 1 } : undefined,
  // "¿Cuánta carne al pastor voy a usar mañana?": an ingredient's use to come, the prep list's
  // ingredients (forecast-ingredient.ts); "usar", "gastar", "consumir" ask of days to come.
  (best, question) =>
    best === null && ingredientUsed(question) !== null ? { intent: 'forecast_prep', strength: 1 } : undefined,
  // "¿Cuánto llevaba el sábado pasado a esta hora?": today so far against that day at the same
  // hour (the live read's comparison), not that day's peak hour.
  (best, question) =>
    (best === null || SAME_TIME_READS.has(best.intent)) &&
    asksSameTime(question) &&
    !/\b(voy a|va a)\b/.test(normalize(question))
      ? { intent: 'sales_comparison', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Quién hizo el corte ayer?": the corte's cashier, from the reconciliation (cash-closer.ts).
  (best, question) =>
    (best === null || best.intent === 'cash_variance') && asksWhoClosed(question)
      ? { intent: 'cash_variance', strength: best?.strength ?? 1 }
      : undefined,
  // "¿Qué día cierro la próxima semana?": which days to come the forecast expects open.
  (best, question) =>
    best === null && asksWhichDaysOpen(question) ? { intent: 'forecast_sales', strength: 1 } : undefined,
  // "¿Cuántas órdenes de pastor necesito para el sábado?": orders are a dish's, its line of the
  // prep list (forecast-dish.ts), not an ingredient to buy.
  (best, question) =>
    best === null && ingredientAsked(question) !== null && countsOrders(question)
      ? { intent: 'forecast_prep', strength: 1 }
      : undefined,
  // "¿Cuánta carne necesito para el sábado?": an ingredient's line of what to buy (purchase-period.ts).
  (best, question) =>
    best === null && ingredientAsked(question) !== null
      ? { intent: 'purchase_suggestions', strength: 1 }
      : undefined,
];

/** The intents a past day "a esta hora" is read as: its sales, or its hours ("hora" is a peak's word). */
const SAME_TIME_READS: ReadonlySet<Intent> = new Set(['sales_total', 'peak_hour']);

/** "qué día … va a estar más flojo", "el día más lleno va a ser": a day to come, ranked by how busy. */
function asksBusiestDayToCome(question: string): boolean {
  const text = normalize(question);
  return (
    /\b(que|cual|cuales) dias?\b|\bdias? mas\b/.test(text) &&
    /\b(va|van) a (estar|ser|haber)\b|\b(estara|sera)\b/.test(text) &&
    /\b(flojos?|flojas?|llenos?|llenas?|tranquilos?|tranquilas?|pesados?|pesadas?|fuertes?|movidos?|muertos?|concurridos?)\b/.test(
      text,
    )
  );
}

/** "gasto en", "gast en": a spending word one edit from the owner's "gasto", followed by "en". */
function ownerSpendsOn(question: string): boolean {
  const words = questionWords(question).map((word) => word.plain);
  return words.some(
    (word, index) =>
      words[index + 1] === 'en' && !['gasta', 'gastan'].includes(word) && withinOneEdit(word, 'gasto'),
  );
}

/** "me dejó", "nos dejaron", "me ha dejado": what something left the owner. */
function asksWhatItLeft(question: string): boolean {
  const words = questionWords(question).map((word) => word.folded);
  return words.some(
    (word, index) =>
      (word === 'me' || word === 'nos') &&
      /^deja(n|ron)?$|^dejo$|^dejado$/.test(words[index + (words[index + 1] === 'a' ? 2 : 1)] ?? ''),
  );
}

/** "gastó", "gastaron", not after "se": read on the question as written, accents kept. */
const CUSTOMERS_SPENT = /(?<!\bse )(?<!\p{L})gast(ó|aron)(?!\p{L})/u;

/**
 * A price that rose, said in the past: "subió", "subieron", "aumentó" (with its accent: "aumento"
 * without one is "I raise"), "aumentaron". Read on the question as written, accents kept.
 */
const PRICE_ROSE = /(?<!\p{L})(subió|subio|subieron|subía|subia|aumentó|aumentaron)(?!\p{L})/u;

/**
 * A figure that moved, said in the past: "subió", "bajó" (with its accent: "bajo" is also "low"),
 * "aumentó", "cayó", "ha subido". Read on the question as written, accents kept.
 */
const CHANGED =
  /(?<!\p{L})(subió|subio|subieron|bajó|bajaron|aumentó|aumentaron|disminuyó|disminuyeron|cayó|cayeron|mejoró|empeoró|ha subido|ha bajado)(?!\p{L})/u;

/** "entre semana" and "fin de semana" both named: the parts of the week, not two periods. */
const namesBothWeekParts = (question: string) => {
  const text = normalize(question);
  return /\bentre semana\b/.test(text) && /\b(fin de semana|fines de semana|finde)\b/.test(text);
};

/** "contra", "vs", "comparado con": the words that set one period against another. */
function comparesWords(question: string): boolean {
  // Folded: "contra" is "kontra", "vs" "bs", "compara(do)" "kompara(do)".
  const words = questionWords(question).map((word) => word.folded);
  return words.some((word) => ['kontra', 'bs', 'bersus'].includes(word) || word.startsWith('kompar'));
}

/** "más … que", "menos … que", "mejor … que": a comparison whose words stand apart. */
function comparesApart(question: string): boolean {
  const words = questionWords(question).map((word) => word.folded);
  const more = words.findIndex((word) => ['mas', 'menos', 'mejor', 'peor'].includes(word));
  return more >= 0 && words.slice(more + 2).some((word) => word === 'que' || word === 'ke');
}

/**
 * The figure a why names ("¿por qué subió mi costo de alimentos?": food_cost), its own phrases
 * ("por qué subi*") aside: they tie with the figure's and would win it, listed first.
 */
export function figureOfWhy(question: string): Intent | null {
  return bestKeywordMatch(question, 'why_change')?.intent ?? null;
}

/** The intent whose keyword phrase the question holds, the longest (a generic one counts as one word). */
function bestKeywordMatch(question: string, except?: Intent): IntentMatch | null {
  const words = questionWords(question);
  // "en la Noche del Grito" names a day, not the night's shift.
  const tokens = words
    .filter(
      (word, index) =>
        word.folded !== 'noxe' || !namesNight(words.slice(index + 1).map(({ folded }) => folded)),
    )
    .map((word) => (isKeywordWord(word.folded) ? { ...word, exact: true } : word));
  let best: IntentMatch | null = null;
  for (const intent of INTENTS) {
    if (intent === except) continue;
    for (const phrase of PHRASE_WORDS[intent]) {
      if (findPhrase(tokens, phrase) < 0) continue;
      const strength = GENERIC.has(intent) ? 1 : phrase.length;
      if (best === null || strength > best.strength) best = { intent, strength };
    }
  }
  return best;
}
