/**
 * The three restaurants the simulator runs: a taquería open for lunch, a bar that closes at 2 a.m.
 * (past midnight, still the same business day: the default 05:00 cutoff) and a café. Each menu is
 * designed so menu engineering (docs/computation-rules.md: popular = share ≥ 70 % of 1/N within the
 * category type; profitable = contribution ≥ the group's weighted average) finds all four quadrants:
 * `weight` is the item's popularity, price − cost its contribution; `design` says what it should come
 * out as (test/unit/simulator/simulator.test.ts checks it with the real menuEngineering).
 */
import type { CategoryType } from '#shared/domain/vocabulary.ts';

export type Quadrant = 'star' | 'plowhorse' | 'puzzle' | 'dog';

export interface MenuItem {
  sku: string;
  name: string;
  category: string;
  type: CategoryType;
  priceCents: number;
  costCents: number;
  weight: number;
  design?: Quadrant;
  /** The ingredient that makes up most of the cost (recipes, purchases, inventory). */
  main: string;
}

export interface Ingredient {
  name: string;
  unit: string;
  unitCostCents: number;
  type: CategoryType;
  category: string;
  supplier: string;
}

export interface Concept {
  key: 'taqueria' | 'bar' | 'cafe';
  name: string;
  timezone: string;
  /** Opening and closing hour, local; a closing hour ≥ 24 is past midnight (26 = 02:00). */
  opensAt: number;
  closesAt: number;
  /** Relative traffic per local hour (index = hour from 0 to 27). */
  hourly: Record<number, number>;
  /** Relative traffic per ISO weekday (1 = Monday … 7 = Sunday). */
  weekday: [number, number, number, number, number, number, number];
  /** Relative traffic per month (index 0 = January). */
  month: number[];
  ticketsPerDay: number;
  partySize: [min: number, max: number];
  /** Dishes and drinks per cover, on average. */
  foodPerCover: number;
  drinksPerCover: number;
  takeawayShare: number;
  deliveryShare: number;
  waiters: number;
  cashiers: number;
  /** Payment mix of dine-in tickets. */
  paymentMix: { cash: number; card_credit: number; card_debit: number; transfer: number };
  /** The café has a morning and an afternoon shift: an xout at the change. */
  xoutAtHour: number | null;
  categories: { key: string; name: string; parent: string | null }[];
  menu: MenuItem[];
  ingredients: Ingredient[];
  /** What running it costs besides the ingredients (docs/simulator.md#economics). */
  costs: OperatingCosts;
}

/**
 * A restaurant's costs besides its ingredients, all without IVA. Fixed amounts are pesos a month (in
 * cents); the rest follow the period's sales without IVA, the way a real restaurant's do (staff hours
 * are scheduled to the traffic, the gas burns with the covers). Calibrated so every whole month lands
 * in the bands of docs/simulator.md#economics (test/unit/simulator/economics.test.ts).
 */
export interface OperatingCosts {
  /** The premises, a month. */
  rentCents: number;
  /** The salaried core per department and fortnight, with the employer's contributions (IMSS, INFONAVIT, payroll tax). */
  payroll: Partial<
    Record<'kitchen' | 'floor' | 'bar' | 'admin', { employees: number; fortnightCents: number }>
  >;
  /** Hourly shifts scheduled to the traffic: this share of the fortnight's sales, spread over the departments like the core. */
  shiftsShare: number;
  /** Electricity, water and gas: this share of the month's sales. */
  utilitiesShare: number;
  /** Disposables and cleaning supplies: this share of the month's sales. */
  suppliesShare: number;
  /** Advertising and events: this share of the month's sales. */
  marketingShare: number;
  /** Accountant, POS software, insurance, internet, pest control, licences: a month. */
  adminCents: number;
  /** Repairs: a month, between the two. */
  maintenanceCents: [min: number, max: number];
  /** The equipment and the fit-out, written off over five years: a month. */
  depreciationCents: number;
  /** The bank loan that paid for them: a month. */
  interestCents: number;
}

const MEXICO_MONTHS = [0.94, 0.97, 0.99, 1.0, 1.02, 0.98, 1.02, 1.01, 0.97, 1.0, 1.03, 1.08];

const item = (
  sku: string,
  name: string,
  category: string,
  type: CategoryType,
  priceCents: number,
  costCents: number,
  weight: number,
  main: string,
  design?: Quadrant,
): MenuItem => ({
  sku,
  name,
  category,
  type,
  priceCents,
  costCents,
  weight,
  main,
  ...(design ? { design } : {}),
});

export const TAQUERIA: Concept = {
  key: 'taqueria',
  name: 'Taquería El Fogón',
  timezone: 'America/Mexico_City',
  opensAt: 12,
  closesAt: 18,
  hourly: { 12: 0.5, 13: 1.6, 14: 2.0, 15: 1.5, 16: 0.8, 17: 0.5 },
  weekday: [0.8, 0.85, 0.9, 0.95, 1.2, 1.35, 1.1],
  month: MEXICO_MONTHS,
  ticketsPerDay: 95,
  partySize: [1, 5],
  foodPerCover: 1.3,
  drinksPerCover: 0.9,
  takeawayShare: 0.15,
  deliveryShare: 0.08,
  waiters: 4,
  cashiers: 1,
  paymentMix: { cash: 0.45, card_credit: 0.25, card_debit: 0.22, transfer: 0.08 },
  xoutAtHour: null,
  categories: [
    { key: 'Alimentos', name: 'Alimentos', parent: null },
    { key: 'Tacos', name: 'Tacos', parent: 'Alimentos' },
    { key: 'Especialidades', name: 'Especialidades', parent: 'Alimentos' },
    { key: 'Bebidas', name: 'Bebidas', parent: null },
    { key: 'Aguas frescas', name: 'Aguas frescas', parent: 'Bebidas' },
    { key: 'Cervezas', name: 'Cervezas', parent: null },
    { key: 'Otros', name: 'Otros', parent: null },
  ],
  menu: [
    item('TAQ-001', 'Tacos al pastor (orden)', 'Tacos', 'food', 9500, 1900, 30, 'Carne al pastor', 'star'),
    item('TAQ-002', 'Tacos de suadero (orden)', 'Tacos', 'food', 9000, 3100, 24, 'Suadero', 'plowhorse'),
    item('TAQ-003', 'Tacos de bistec (orden)', 'Tacos', 'food', 9500, 1900, 20, 'Bistec de res', 'star'),
    item('TAQ-004', 'Alambre de arrachera', 'Especialidades', 'food', 18500, 5000, 4, 'Arrachera', 'puzzle'),
    item(
      'TAQ-005',
      'Gringa de pastor',
      'Especialidades',
      'food',
      11500,
      2800,
      4,
      'Carne al pastor',
      'puzzle',
    ),
    item(
      'TAQ-006',
      'Quesadilla de flor de calabaza',
      'Especialidades',
      'food',
      7000,
      2600,
      3,
      'Queso Oaxaca',
      'dog',
    ),
    item('TAQ-007', 'Consomé de res', 'Especialidades', 'food', 5500, 2000, 2, 'Bistec de res', 'dog'),
    item('BEB-001', 'Agua de horchata', 'Aguas frescas', 'beverage', 4000, 450, 30, 'Arroz', 'star'),
    item(
      'BEB-002',
      'Refresco de cola',
      'Aguas frescas',
      'beverage',
      4000,
      1200,
      26,
      'Refresco 355 ml',
      'plowhorse',
    ),
    item(
      'BEB-003',
      'Agua de jamaica',
      'Aguas frescas',
      'beverage',
      4000,
      400,
      4,
      'Flor de jamaica',
      'puzzle',
    ),
    item('BEB-004', 'Jugo de naranja', 'Aguas frescas', 'beverage', 5000, 2000, 3, 'Naranja', 'dog'),
    item('CER-001', 'Cerveza clara', 'Cervezas', 'bar', 6000, 1100, 30, 'Cerveza 355 ml', 'plowhorse'),
    item('CER-002', 'Michelada', 'Cervezas', 'bar', 9000, 1500, 22, 'Cerveza 355 ml', 'star'),
    item('CER-003', 'Cerveza artesanal', 'Cervezas', 'bar', 9500, 2300, 4, 'Cerveza artesanal', 'puzzle'),
    item('CER-004', 'Cerveza oscura', 'Cervezas', 'bar', 6500, 1500, 3, 'Cerveza 355 ml', 'dog'),
    item('OTR-001', 'Envase para llevar', 'Otros', 'other', 1000, 400, 10, 'Envase'),
  ],
  ingredients: [
    {
      name: 'Carne al pastor',
      unit: 'kg',
      unitCostCents: 14000,
      type: 'food',
      category: 'Carnes',
      supplier: 'Carnes Selectas del Centro',
    },
    {
      name: 'Suadero',
      unit: 'kg',
      unitCostCents: 19000,
      type: 'food',
      category: 'Carnes',
      supplier: 'Carnes Selectas del Centro',
    },
    {
      name: 'Bistec de res',
      unit: 'kg',
      unitCostCents: 21000,
      type: 'food',
      category: 'Carnes',
      supplier: 'Carnes Selectas del Centro',
    },
    {
      name: 'Arrachera',
      unit: 'kg',
      unitCostCents: 32000,
      type: 'food',
      category: 'Carnes',
      supplier: 'Carnes Selectas del Centro',
    },
    {
      name: 'Queso Oaxaca',
      unit: 'kg',
      unitCostCents: 16000,
      type: 'food',
      category: 'Lácteos',
      supplier: 'Lácteos La Vaquita',
    },
    {
      name: 'Tortilla de maíz',
      unit: 'kg',
      unitCostCents: 2800,
      type: 'food',
      category: 'Abarrotes',
      supplier: 'Tortillería La Esperanza',
    },
    {
      name: 'Arroz',
      unit: 'kg',
      unitCostCents: 3000,
      type: 'beverage',
      category: 'Abarrotes',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Flor de jamaica',
      unit: 'kg',
      unitCostCents: 18000,
      type: 'beverage',
      category: 'Abarrotes',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Naranja',
      unit: 'kg',
      unitCostCents: 2500,
      type: 'beverage',
      category: 'Frutas',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Refresco 355 ml',
      unit: 'pz',
      unitCostCents: 1200,
      type: 'beverage',
      category: 'Bebidas',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Cerveza 355 ml',
      unit: 'pz',
      unitCostCents: 1100,
      type: 'bar',
      category: 'Cerveza',
      supplier: 'Distribuidora Cervecera',
    },
    {
      name: 'Cerveza artesanal',
      unit: 'pz',
      unitCostCents: 2300,
      type: 'bar',
      category: 'Cerveza',
      supplier: 'Distribuidora Cervecera',
    },
    {
      name: 'Envase',
      unit: 'pz',
      unitCostCents: 400,
      type: 'other',
      category: 'Desechables',
      supplier: 'Abarrotes Don Pepe',
    },
  ],
  costs: {
    rentCents: 8_700_000,
    payroll: {
      kitchen: { employees: 6, fortnightCents: 4_200_000 },
      floor: { employees: 5, fortnightCents: 3_150_000 },
      admin: { employees: 1, fortnightCents: 1_200_000 },
    },
    shiftsShare: 0.115,
    utilitiesShare: 0.055,
    suppliesShare: 0.045,
    marketingShare: 0.02,
    adminCents: 2_800_000,
    maintenanceCents: [800_000, 2_600_000],
    depreciationCents: 2_200_000,
    interestCents: 1_100_000,
  },
};

export const BAR: Concept = {
  key: 'bar',
  name: 'Cantina La Última',
  timezone: 'America/Mexico_City',
  opensAt: 18,
  closesAt: 26,
  hourly: { 18: 0.3, 19: 0.6, 20: 1.0, 21: 1.5, 22: 1.9, 23: 2.0, 24: 1.6, 25: 0.9 },
  weekday: [0.45, 0.55, 0.75, 1.05, 1.6, 1.8, 0.6],
  month: MEXICO_MONTHS,
  ticketsPerDay: 70,
  partySize: [1, 6],
  foodPerCover: 0.5,
  drinksPerCover: 2.4,
  takeawayShare: 0,
  deliveryShare: 0,
  waiters: 5,
  cashiers: 1,
  paymentMix: { cash: 0.3, card_credit: 0.4, card_debit: 0.25, transfer: 0.05 },
  xoutAtHour: null,
  categories: [
    { key: 'Bar', name: 'Bar', parent: null },
    { key: 'Cervezas', name: 'Cervezas', parent: 'Bar' },
    { key: 'Coctelería', name: 'Coctelería', parent: 'Bar' },
    { key: 'Destilados', name: 'Destilados', parent: 'Bar' },
    { key: 'Botanas', name: 'Botanas', parent: null },
    { key: 'Sin alcohol', name: 'Sin alcohol', parent: null },
  ],
  menu: [
    item('BAR-001', 'Cerveza de barril', 'Cervezas', 'bar', 7500, 1100, 34, 'Cerveza de barril', 'plowhorse'),
    item('BAR-002', 'Margarita', 'Coctelería', 'bar', 14500, 2000, 22, 'Tequila blanco', 'star'),
    item('BAR-003', 'Cubetazo (5 cervezas)', 'Cervezas', 'bar', 25000, 5000, 20, 'Cerveza 355 ml', 'star'),
    item('BAR-004', 'Mezcal espadín (copa)', 'Destilados', 'bar', 14000, 1700, 3, 'Mezcal espadín', 'puzzle'),
    item('BAR-005', 'Whisky 12 años', 'Destilados', 'bar', 18000, 4000, 2, 'Whisky 12 años', 'puzzle'),
    item('BAR-006', 'Carajillo', 'Coctelería', 'bar', 13000, 4200, 4, 'Licor 43', 'dog'),
    item('BOT-001', 'Alitas BBQ', 'Botanas', 'food', 16500, 3600, 30, 'Alitas de pollo', 'star'),
    item('BOT-002', 'Papas a la francesa', 'Botanas', 'food', 8500, 2800, 26, 'Papa congelada', 'plowhorse'),
    item('BOT-003', 'Aguachile de camarón', 'Botanas', 'food', 21000, 5500, 5, 'Camarón', 'puzzle'),
    item('BOT-004', 'Nachos con queso', 'Botanas', 'food', 9000, 3600, 4, 'Totopos', 'dog'),
    item('SIN-001', 'Limonada mineral', 'Sin alcohol', 'beverage', 4500, 600, 20, 'Limón', 'star'),
    item('SIN-002', 'Agua embotellada', 'Sin alcohol', 'beverage', 3000, 800, 18, 'Agua 600 ml', 'plowhorse'),
    item('SIN-003', 'Clamato preparado', 'Sin alcohol', 'beverage', 6000, 1300, 3, 'Clamato', 'puzzle'),
    item(
      'SIN-004',
      'Bebida energética',
      'Sin alcohol',
      'beverage',
      5000,
      2000,
      3,
      'Bebida energética',
      'dog',
    ),
  ],
  ingredients: [
    {
      name: 'Cerveza de barril',
      unit: 'l',
      unitCostCents: 4500,
      type: 'bar',
      category: 'Cerveza',
      supplier: 'Distribuidora Cervecera',
    },
    {
      name: 'Cerveza 355 ml',
      unit: 'pz',
      unitCostCents: 1000,
      type: 'bar',
      category: 'Cerveza',
      supplier: 'Distribuidora Cervecera',
    },
    {
      name: 'Tequila blanco',
      unit: 'l',
      unitCostCents: 38000,
      type: 'bar',
      category: 'Destilados',
      supplier: 'Vinos y Licores Reforma',
    },
    {
      name: 'Mezcal espadín',
      unit: 'l',
      unitCostCents: 45000,
      type: 'bar',
      category: 'Destilados',
      supplier: 'Vinos y Licores Reforma',
    },
    {
      name: 'Whisky 12 años',
      unit: 'l',
      unitCostCents: 95000,
      type: 'bar',
      category: 'Destilados',
      supplier: 'Vinos y Licores Reforma',
    },
    {
      name: 'Licor 43',
      unit: 'l',
      unitCostCents: 60000,
      type: 'bar',
      category: 'Destilados',
      supplier: 'Vinos y Licores Reforma',
    },
    {
      name: 'Alitas de pollo',
      unit: 'kg',
      unitCostCents: 11000,
      type: 'food',
      category: 'Carnes',
      supplier: 'Carnes Selectas del Centro',
    },
    {
      name: 'Papa congelada',
      unit: 'kg',
      unitCostCents: 6000,
      type: 'food',
      category: 'Congelados',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Camarón',
      unit: 'kg',
      unitCostCents: 28000,
      type: 'food',
      category: 'Mariscos',
      supplier: 'Mariscos del Pacífico',
    },
    {
      name: 'Totopos',
      unit: 'kg',
      unitCostCents: 9000,
      type: 'food',
      category: 'Abarrotes',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Limón',
      unit: 'kg',
      unitCostCents: 3500,
      type: 'beverage',
      category: 'Frutas',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Agua 600 ml',
      unit: 'pz',
      unitCostCents: 800,
      type: 'beverage',
      category: 'Bebidas',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Clamato',
      unit: 'l',
      unitCostCents: 5000,
      type: 'beverage',
      category: 'Bebidas',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Bebida energética',
      unit: 'pz',
      unitCostCents: 2000,
      type: 'beverage',
      category: 'Bebidas',
      supplier: 'Abarrotes Don Pepe',
    },
  ],
  costs: {
    rentCents: 17_500_000,
    payroll: {
      kitchen: { employees: 3, fortnightCents: 1_950_000 },
      floor: { employees: 7, fortnightCents: 4_410_000 },
      bar: { employees: 4, fortnightCents: 2_800_000 },
      admin: { employees: 2, fortnightCents: 2_200_000 },
    },
    shiftsShare: 0.17,
    utilitiesShare: 0.065,
    suppliesShare: 0.055,
    marketingShare: 0.04,
    adminCents: 9_000_000,
    maintenanceCents: [1_500_000, 5_000_000],
    depreciationCents: 4_400_000,
    interestCents: 2_200_000,
  },
};

export const CAFE: Concept = {
  key: 'cafe',
  name: 'Café Jacarandas',
  timezone: 'America/Mexico_City',
  opensAt: 7,
  closesAt: 20,
  hourly: {
    7: 1.2,
    8: 1.9,
    9: 1.6,
    10: 1.0,
    11: 0.8,
    12: 0.7,
    13: 0.9,
    14: 0.8,
    15: 0.7,
    16: 0.9,
    17: 0.8,
    18: 0.5,
    19: 0.3,
  },
  weekday: [1.05, 1.0, 1.0, 1.0, 1.05, 1.15, 0.85],
  month: [1.04, 1.0, 0.99, 0.96, 0.93, 0.94, 0.96, 0.96, 1.0, 1.02, 1.04, 1.08],
  ticketsPerDay: 140,
  partySize: [1, 3],
  foodPerCover: 0.7,
  drinksPerCover: 1.1,
  takeawayShare: 0.35,
  deliveryShare: 0.05,
  waiters: 3,
  cashiers: 2,
  paymentMix: { cash: 0.25, card_credit: 0.3, card_debit: 0.35, transfer: 0.1 },
  xoutAtHour: 14,
  categories: [
    { key: 'Café', name: 'Café', parent: null },
    { key: 'Espresso', name: 'Espresso', parent: 'Café' },
    { key: 'Métodos', name: 'Métodos', parent: 'Café' },
    { key: 'Panadería', name: 'Panadería', parent: null },
    { key: 'Desayunos', name: 'Desayunos', parent: null },
    { key: 'Otros', name: 'Otros', parent: null },
  ],
  menu: [
    item('CAF-001', 'Latte', 'Espresso', 'beverage', 5800, 1100, 30, 'Leche entera', 'star'),
    item('CAF-002', 'Americano', 'Espresso', 'beverage', 4200, 1000, 26, 'Café de especialidad', 'plowhorse'),
    item('CAF-003', 'Cappuccino', 'Espresso', 'beverage', 5600, 1050, 18, 'Leche entera', 'star'),
    item(
      'CAF-004',
      'Café de filtro V60',
      'Métodos',
      'beverage',
      7000,
      1400,
      3,
      'Café de especialidad',
      'puzzle',
    ),
    item('CAF-005', 'Chocolate caliente', 'Métodos', 'beverage', 5500, 1600, 3, 'Chocolate de mesa', 'dog'),
    item('PAN-001', 'Croissant', 'Panadería', 'food', 5200, 1000, 30, 'Mantequilla', 'star'),
    item('PAN-002', 'Concha', 'Panadería', 'food', 3000, 950, 26, 'Harina de trigo', 'plowhorse'),
    item('DES-001', 'Chilaquiles verdes', 'Desayunos', 'food', 12500, 2600, 5, 'Tortilla de maíz', 'puzzle'),
    item('DES-002', 'Molletes', 'Desayunos', 'food', 6500, 3300, 4, 'Frijol', 'dog'),
    item('DES-003', 'Avena con fruta', 'Desayunos', 'food', 5500, 2400, 3, 'Avena', 'dog'),
    item('OTR-001', 'Vaso para llevar', 'Otros', 'other', 500, 300, 10, 'Vaso para llevar'),
  ],
  ingredients: [
    {
      name: 'Café de especialidad',
      unit: 'kg',
      unitCostCents: 52000,
      type: 'beverage',
      category: 'Café',
      supplier: 'Tostadores de Veracruz',
    },
    {
      name: 'Leche entera',
      unit: 'l',
      unitCostCents: 2600,
      type: 'beverage',
      category: 'Lácteos',
      supplier: 'Lácteos La Vaquita',
    },
    {
      name: 'Chocolate de mesa',
      unit: 'kg',
      unitCostCents: 18000,
      type: 'beverage',
      category: 'Abarrotes',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Mantequilla',
      unit: 'kg',
      unitCostCents: 22000,
      type: 'food',
      category: 'Lácteos',
      supplier: 'Lácteos La Vaquita',
    },
    {
      name: 'Harina de trigo',
      unit: 'kg',
      unitCostCents: 2200,
      type: 'food',
      category: 'Abarrotes',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Tortilla de maíz',
      unit: 'kg',
      unitCostCents: 2800,
      type: 'food',
      category: 'Abarrotes',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Frijol',
      unit: 'kg',
      unitCostCents: 4200,
      type: 'food',
      category: 'Abarrotes',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Avena',
      unit: 'kg',
      unitCostCents: 3800,
      type: 'food',
      category: 'Abarrotes',
      supplier: 'Abarrotes Don Pepe',
    },
    {
      name: 'Vaso para llevar',
      unit: 'pz',
      unitCostCents: 300,
      type: 'other',
      category: 'Desechables',
      supplier: 'Abarrotes Don Pepe',
    },
  ],
  costs: {
    rentCents: 4_400_000,
    payroll: {
      kitchen: { employees: 3, fortnightCents: 1_950_000 },
      floor: { employees: 4, fortnightCents: 2_520_000 },
      admin: { employees: 1, fortnightCents: 1_000_000 },
    },
    shiftsShare: 0.065,
    utilitiesShare: 0.05,
    suppliesShare: 0.06,
    marketingShare: 0.02,
    adminCents: 1_500_000,
    maintenanceCents: [400_000, 1_300_000],
    depreciationCents: 1_100_000,
    interestCents: 600_000,
  },
};

export const CONCEPTS: readonly Concept[] = [TAQUERIA, BAR, CAFE];
