/**
 * npm run forecast reads any CSV: a title above the header skipped, totals rows left out, rows of
 * a date summed, quoted fields, a missing date closed, a file of many stores split by a column,
 * dates day or month first or with the month named, semicolons or tabs with a decimal comma,
 * amounts with a currency sign or thousands marks, a bad date, a bad amount or a missing column
 * named in the error, a file of ticket lines (distinct tickets as covers, a unit price times a
 * quantity, two-digit years, line breaks inside quotes).
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dailySeries, dailySeriesByName, exportText } from '../../../local/forecast/daily-series.ts';

describe('dailySeries', () => {
  it('sums the rows of a date in cents, and makes a missing date a closed day', () => {
    const csv = [
      'fecha,"venta, neta",clientes',
      '2026-03-02 13:05,"1.5",2',
      '2026-03-02T19:40,100.25,3',
      '2026-03-04,80,1',
    ].join('\n');
    const days = dailySeries(csv, { date: 'fecha', value: 'venta, neta', covers: 'clientes' });
    expect(days.map((day) => [day.date, day.open, day.sales_cents, day.covers])).toEqual([
      ['2026-03-02', true, 10_175, 5],
      ['2026-03-03', false, 0, 0],
      ['2026-03-04', true, 8_000, 1],
    ]);
  });

  it('splits a file of many stores into one series each, sorted by name', () => {
    const csv = [
      'store,date,visitors',
      'b,2026-03-03,4',
      'a,2026-03-02,5',
      'b,2026-03-01,2',
      'a,2026-03-02,1',
    ].join('\n');
    const series = dailySeriesByName(csv, { series: 'store', date: 'date', value: 'visitors' });
    expect(
      series.map(({ name, days }) => [name, days.map((day) => [day.date, day.open, day.sales_cents])]),
    ).toEqual([
      ['a', [['2026-03-02', true, 600]]],
      [
        'b',
        [
          ['2026-03-01', true, 200],
          ['2026-03-02', false, 0],
          ['2026-03-03', true, 400],
        ],
      ],
    ]);
  });

  it("reads a report's table below its title, and leaves its totals rows out, said", () => {
    // Before, "No column" of the title line, and "Total" refused as a date.
    const csv = [
      'Ventas por día, Sucursal Centro',
      'Periodo: marzo 2026',
      '',
      'Fecha,Venta',
      '2026-03-02,100',
      '2026-03-03,50',
      'Subtotal semana,150',
      '2026-03-04,80',
      'Total general,230',
      'TOTALES,230',
    ].join('\n');
    const left: [number, string][] = [];
    const days = dailySeries(csv, {
      date: 'fecha',
      value: 'Venta',
      onTotalsRow: (line, cell) => left.push([line, cell]),
    });
    expect(days.map((day) => [day.date, day.sales_cents])).toEqual([
      ['2026-03-02', 10_000],
      ['2026-03-03', 5_000],
      ['2026-03-04', 8_000],
    ]);
    // The file's own line numbers, the title's lines counted.
    expect(left).toEqual([
      [7, 'Subtotal semana'],
      [9, 'Total general'],
      [10, 'TOTALES'],
    ]);
    expect(() => dailySeries(`${csv}\nmañana,10`, { date: 'Fecha', value: 'Venta' })).toThrow(
      /^Line 11: "mañana"/,
    );
    // A date column no line of the first 20 names: the first line's columns, as before.
    expect(() => dailySeries(csv, { date: 'Día', value: 'Venta' })).toThrow(
      'No column "Día" in Ventas por día, Sucursal Centro',
    );
  });

  it('names a missing column and a line whose date is not a date', () => {
    expect(() => dailySeries('date,sales\n2026-03-02,1', { date: 'date', value: 'total' })).toThrow(
      'No column "total"',
    );
    expect(() =>
      dailySeries('date,sales\n2026-03-02,1\n2026-03-0x,1', { date: 'date', value: 'sales' }),
    ).toThrow(/Line 3: "2026-03-0x" is not a YYYY-MM-DD date; name its format with --date-format/);
    expect(() => dailySeries('date,sales\nayer,1', { date: 'date', value: 'sales' })).toThrow(
      'Line 2: "ayer" is not a YYYY-MM-DD date',
    );
  });

  it('tells day first from month first by the dates themselves, and asks when they cannot tell', () => {
    const dates = (csv: string) => dailySeries(csv, { date: 'd', value: 'v' }).map((day) => day.date);
    expect(dates('d,v\n12/03/2026,1\n13/03/2026,1')).toEqual(['2026-03-12', '2026-03-13']);
    expect(dates('d,v\n3/12/2026,1\n3/13/2026 8:05 PM,1')).toEqual(['2026-03-12', '2026-03-13']);
    expect(dates('d,v\n2026/03/09,1\n2026.3.10,1')).toEqual(['2026-03-09', '2026-03-10']);
    // A footer that is no date is named by its line in the format the other rows are in (a totals
    // row is left out: below).
    expect(() => dates('d,v\n12/03/2026,1\n13/03/2026,1\nNotas,2')).toThrow(
      'Line 4: "Notas" is not a DD/MM/YYYY date',
    );
    expect(() => dates('d,v\n03/04/2026,1\n04/04/2026,1')).toThrow(
      'Dates such as "03/04/2026" read as well day first as month first: name its format with --date-format',
    );
    expect(
      dailySeries('d,v\n03/04/2026,1', { date: 'd', value: 'v', dateFormat: 'MM/DD/YYYY' })[0]?.date,
    ).toBe('2026-03-04');
  });

  it('reads an export saved as Windows-1252 as well as UTF-8', () => {
    const header = 'Fecha de operación,Venta\n2026-03-02,1';
    const latin = Uint8Array.from([...header].map((char) => char.charCodeAt(0)));
    for (const bytes of [latin, new TextEncoder().encode(header)])
      expect(dailySeries(exportText(bytes), { date: 'Fecha de operación', value: 'Venta' })).toHaveLength(1);
  });

  it('reads a gzipped CSV inflated, and refuses an Excel workbook saying what to do', () => {
    const csv = 'Fecha,Venta\n2026-03-02,1\n2026-03-03,2';
    expect(exportText(gzipSync(csv))).toBe(csv);
    // An .xlsx is a zip, an old .xls an OLE file: before, their bytes read as text ("No column").
    for (const magic of [
      [0x50, 0x4b, 0x03, 0x04],
      [0xd0, 0xcf, 0x11, 0xe0],
    ])
      expect(() => exportText(Uint8Array.from([...magic, 0x41, 0x42]))).toThrow(
        'The file is an Excel workbook, not a CSV: save it as CSV',
      );
  });

  it('reads dates day first or month first, as a POS export writes them, a time after ignored', () => {
    const dayFirst = ['fecha,venta', '28/02/2026 21:15,10', '1-3-2026,5', '01.03.2026,2'].join('\n');
    expect(
      dailySeries(dayFirst, { date: 'fecha', value: 'venta', dateFormat: 'DD/MM/YYYY' }).map((day) => [
        day.date,
        day.sales_cents,
      ]),
    ).toEqual([
      ['2026-02-28', 1_000],
      ['2026-03-01', 700],
    ]);
    const monthFirst = 'date,sales\n2/28/2026,10\n3/1/2026 9:00 AM,5';
    expect(
      dailySeries(monthFirst, { date: 'date', value: 'sales', dateFormat: 'MM/DD/YYYY' }).map(
        (day) => day.date,
      ),
    ).toEqual(['2026-02-28', '2026-03-01']);
    // 31 February does not exist, whichever way round: named, not shifted into March.
    expect(() =>
      dailySeries('fecha,venta\n31/02/2026,1', { date: 'fecha', value: 'venta', dateFormat: 'DD/MM/YYYY' }),
    ).toThrow('Line 2: "31/02/2026" is not a DD/MM/YYYY date');
  });

  it('counts an empty amount as 0 and refuses one that is not a number', () => {
    const csv = 'date,sales,covers\n2026-03-02,12.5,\n2026-03-02,,3';
    expect(
      dailySeries(csv, { date: 'date', value: 'sales', covers: 'covers' }).map((day) => [
        day.sales_cents,
        day.covers,
      ]),
    ).toEqual([[1_250, 3]]);
    expect(() => dailySeries('date,sales\n2026-03-02,12 pesos', { date: 'date', value: 'sales' })).toThrow(
      'Line 2: "12 pesos" in column "sales" is not a number',
    );
  });

  it('reads amounts as a spreadsheet exports them, where they cannot mean two things', () => {
    // Before, each was refused: a currency sign, thousands marks, accounting's parentheses.
    const commas = [
      'date,sales',
      '2026-03-02,"$1,234.50"',
      '2026-03-03,"1,234,567"',
      '2026-03-04,(120.00)',
      '2026-03-04,"MXN 1,000.00"',
      '2026-03-05,1.5e3',
    ];
    expect(
      dailySeries(commas.join('\n'), { date: 'date', value: 'sales' }).map((day) => day.sales_cents),
    ).toEqual([123_450, 123_456_700, 88_000, 150_000]);
    const semicolons = 'fecha;venta\n2026-03-02;1.234,50 €\n2026-03-03;"1 234,50"';
    expect(dailySeries(semicolons, { date: 'fecha', value: 'venta' }).map((day) => day.sales_cents)).toEqual([
      123_450, 123_450,
    ]);
    // A lone comma where commas separate the fields could be either mark: refused, with how to write it.
    expect(() => dailySeries('date,sales\n2026-03-02,"1,234"', { date: 'date', value: 'sales' })).toThrow(
      'write 1234.50 or 1,234.50',
    );
  });

  it('reads dates in long Spanish, with a weekday, compact or as a spreadsheet day number', () => {
    // Before, each refused as "not a YYYY-MM-DD date".
    const read = (cells: string[]) =>
      dailySeries(['fecha,venta', ...cells.map((cell) => `"${cell}",1`)].join('\n'), {
        date: 'fecha',
        value: 'venta',
      }).map((day) => day.date);
    expect(read(['lunes, 2 de marzo de 2026', 'martes, 3 de marzo de 2026'])).toEqual([
      '2026-03-02',
      '2026-03-03',
    ]);
    expect(read(['2 de marzo del 2026', '20260303'])).toEqual(['2026-03-02', '2026-03-03']);
    // 45352 days after 1899-12-30, as Excel and LibreOffice count: 1 March 2024.
    expect(read(['45352', '45353.5'])).toEqual(['2024-03-01', '2024-03-02']);
    // The weekday tells day first from month first where the numbers read both ways: Mon 03/02/2026
    // is 2 March (a Monday), not 3 February (a Tuesday). "Mar 3, 2026" is March, not a Tuesday.
    expect(read(['Mon 03/02/2026', 'Tue 03/03/2026'])).toEqual(['2026-03-02', '2026-03-03']);
    expect(read(['Mar 3, 2026'])).toEqual(['2026-03-03']);
    // A weekday that is not the date's: no date (the line is named).
    expect(() => read(['Sun 03/02/2026', 'Sun 03/03/2026'])).toThrow(/^Line 2: "Sun 03\/02\/2026" is not a/);
    // One wrong weekday among dates that tell their format: the line says the weekday is at fault.
    expect(() => read(['Mon 03/02/2026', 'Sun 03/17/2026'])).toThrow(
      /^Line 3: "Sun 03\/17\/2026" names a weekday that is not 2026-03-17's \(read MM\/DD\/YYYY\)/,
    );
    // A 5-digit number outside 20000–80000 (1954–2119) is no sales date.
    expect(() => read(['12345'])).toThrow(/^Line 2: "12345" is not a/);
  });

  it('reads a date whose month is named, in English or Spanish, with no --date-format', () => {
    const csv = 'date,sales\n01-Jan-2015,10\n2 ene 2015,20\n"Jan 3, 2015",30\n04-Dic-15,40';
    expect(
      dailySeries(csv, { date: 'date', value: 'sales' }).map((day) => [day.date, day.sales_cents]),
    ).toEqual([
      ['2015-01-01', 1_000],
      ['2015-01-02', 2_000],
      ['2015-01-03', 3_000],
      ...Array.from({ length: 334 }, (_, index) => [expect.any(String), 0]),
      ['2015-12-04', 4_000],
    ]);
  });

  it('reads a spreadsheet saved with semicolons or tabs, its amounts with a decimal comma', () => {
    const semicolons = [
      '\ufefffecha;venta;clientes',
      '02/03/2026;"1234,50";3',
      '02/03/2026;0,5;',
      '03/03/2026;80;1',
    ];
    const days = dailySeries(semicolons.join('\r\n'), {
      date: 'fecha',
      dateFormat: 'DD/MM/YYYY',
      value: 'venta',
      covers: 'clientes',
    });
    expect(days.map((day) => [day.date, day.sales_cents, day.covers])).toEqual([
      ['2026-03-02', 123_500, 3],
      ['2026-03-03', 8_000, 1],
    ]);
    const tabs = 'date\tsales\n2026-03-02\t12,25\n2026-03-02\t-0,25';
    expect(dailySeries(tabs, { date: 'date', value: 'sales' }).map((day) => day.sales_cents)).toEqual([
      1_200,
    ]);
    // A thousands mark beside the decimal one is read as such, never as a decimal point (1.234).
    expect(
      dailySeries('fecha;venta\n2026-03-02;1.234,50', { date: 'fecha', value: 'venta' }).map(
        (day) => day.sales_cents,
      ),
    ).toEqual([123_450]);
    // Where commas separate the fields, a comma is never a decimal mark.
    expect(() => dailySeries('date,sales\n2026-03-02,"12,25"', { date: 'date', value: 'sales' })).toThrow(
      'is not a number',
    );
  });

  it('reads a file of ticket lines: distinct tickets as covers, a two-digit year, a line break in quotes', () => {
    const lines = [
      'Invoice,Order Date,Description,Total',
      '16118,03/08/19 20:25,"Plain Papadum",1.60',
      '16118,03/08/19 20:25,"Balti,\nextra hot",12.95',
      '16119,03/08/19 21:02,Naan,2.95',
      '9001,31/12/99 23:59,Naan,1',
    ];
    // Column names in another case still match, when only one column does.
    const days = dailySeries(lines.join('\n'), {
      date: 'order date',
      dateFormat: 'DD/MM/YYYY',
      value: 'total',
      coversDistinct: 'invoice',
    });
    expect(days.at(-1)).toMatchObject({ date: '2019-08-03', sales_cents: 1_750, covers: 2 });
    expect(days[0]).toMatchObject({ date: '1999-12-31', sales_cents: 100, covers: 1 });
    // A line's unit price times its quantity, as the London takeaway's order lines give them.
    const priced = ['fecha,precio,cantidad', '2026-03-02,12.95,2', '2026-03-02,0.80,3'].join('\n');
    expect(
      dailySeries(priced, { date: 'fecha', value: 'precio', quantity: 'cantidad' })[0]?.sales_cents,
    ).toBe(2_830);
    expect(() =>
      dailySeries('fecha,venta,clientes,ticket\n2026-03-02,1,2,9', {
        date: 'fecha',
        value: 'venta',
        covers: 'clientes',
        coversDistinct: 'ticket',
      }),
    ).toThrow('--covers and --covers-distinct are two ways to count covers');
    expect(() =>
      dailySeries('Fecha,fecha,venta\n2026-03-02,2026-03-02,1', { date: 'FECHA', value: 'venta' }),
    ).toThrow('No column "FECHA"');
    expect(() =>
      dailySeries('fecha,venta\n2026-03-02,1\n2026-03-0x,2', { date: 'fecha', value: 'venta' }),
    ).toThrow('Line 3: "2026-03-0x" is not a YYYY-MM-DD date');
  });
});
