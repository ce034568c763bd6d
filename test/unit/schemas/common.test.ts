import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  MAX_COUNT,
  MAX_ITEM_QUANTITY,
  MAX_NAME_LENGTH,
  MAX_ROW_CENTS,
  MAX_TOTAL_CENTS,
} from '#shared/domain/limits.ts';
import { parseQuery } from '#shared/domain/parse-request.ts';
import {
  cents,
  count,
  ingestMeta,
  isoDate,
  quantity,
  signedCents,
  timestamp,
  totalCents,
  uuid,
} from '#shared/domain/schemas/common.ts';
import { expectRejection, long } from './support.ts';

const accepts = (schema: z.ZodMiniType, value: unknown) => schema.safeParse(value).success;

describe('isoDate', () => {
  it.each(['2026-03-01', '2024-02-29', '2026-12-31'])('accepts %s', (value) => {
    expect(isoDate.parse(value)).toBe(value);
  });

  it.each([
    '2026-02-30',
    '2026-02-29',
    '2026-04-31',
    '2026-13-01',
    '2026-00-10',
    '2026-3-1',
    '20260301',
    '2026-03-01T00:00:00Z',
    ' 2026-03-01',
  ])('rejects %s', (value) => {
    expect(accepts(isoDate, value)).toBe(false);
  });

  it('reports 2026-02-30 as not a real calendar date', () => {
    const error = expectRejection(
      () => parseQuery({ d: '2026-02-30' }, z.object({ d: isoDate })),
      'SVC_ERR_422',
      'query.d',
      '2026-02-30',
    );
    expect(error.message).toBe('query.d must be a real calendar date (YYYY-MM-DD).');
  });

  it('accepts exactly the days luxon knows (leap years, month lengths, out-of-range parts)', () => {
    const pad = (value: number, width: number) => String(value).padStart(width, '0');
    for (const year of [1900, 1999, 2000, 2023, 2024, 2025, 2100, 2400]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const value = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const known = DateTime.fromISO(value, { zone: 'utc' }).isValid;
          if (accepts(isoDate, value) !== known) expect(accepts(isoDate, value), value).toBe(known);
        }
      }
    }
  });
});

describe('timestamp', () => {
  it.each([
    '2026-03-01T20:15:00-06:00',
    '2026-03-01T20:15:00Z',
    '2026-03-01T20:15:00.123Z',
    '2026-03-01T20:15:00.1234567-06:00',
    '2026-03-01T20:15-06:00',
    '2026-03-01T05:30:00+05:30',
    '2026-03-01T00:00:00+14:00',
    '2024-02-29T23:59:59-12:00',
  ])('accepts %s unchanged', (value) => {
    expect(timestamp.parse(value)).toBe(value);
  });

  it.each([
    ['without offset', '2026-03-01T20:15:00'],
    ['date only', '2026-03-01'],
    ['space separator', '2026-03-01 20:15:00Z'],
    ['lowercase z', '2026-03-01T20:15:00z'],
    ['offset without colon', '2026-03-01T20:15:00-0600'],
    ['hour-only offset', '2026-03-01T20:15:00-06'],
    ['offset beyond 14:00', '2026-03-01T20:15:00+14:30'],
    ['offset minutes 99', '2026-03-01T20:15:00+05:99'],
    ['hour 24', '2026-03-01T24:00:00Z'],
    ['minute 60', '2026-03-01T20:60:00Z'],
    ['leap second', '2026-03-01T23:59:60Z'],
    ['February 30', '2026-02-30T10:00:00Z'],
    ['epoch number', 1772417700],
  ])('rejects %s', (_label, value) => {
    expect(accepts(timestamp, value)).toBe(false);
  });

  it('names the offset rule for a timestamp without offset', () => {
    const error = expectRejection(
      () => parseQuery({ t: '2026-03-01T20:15:00' }, z.object({ t: timestamp })),
      'SVC_ERR_422',
      'query.t',
      '2026-03-01T20:15:00',
    );
    expect(error.message).toMatch(/time zone offset/);
  });
});

describe('uuid', () => {
  it('accepts any version and lowercases', () => {
    expect(uuid.parse('3F1C2A9E-4B7D-4C1E-9A2B-1D2E3F4A5B6C')).toBe('3f1c2a9e-4b7d-4c1e-9a2b-1d2e3f4a5b6c');
    expect(uuid.parse('11111111-1111-1111-1111-111111111111')).toBe('11111111-1111-1111-1111-111111111111');
  });

  it.each([
    '3f1c2a9e4b7d4c1e9a2b1d2e3f4a5b6c',
    '{3f1c2a9e-4b7d-4c1e-9a2b-1d2e3f4a5b6c}',
    '3f1c2a9e-4b7d-4c1e-9a2b-1d2e3f4a5b6',
    '3f1c2a9e-4b7d-4c1e-9a2b-1d2e3f4a5b6g',
    'branch-1',
    '',
  ])('rejects %s', (value) => {
    expect(accepts(uuid, value)).toBe(false);
  });
});

describe('cents and quantity', () => {
  it('cents accepts integers from 0 and rejects fractions; only signedCents (shortages) goes below 0', () => {
    expect(cents.parse(250)).toBe(250);
    expect(cents.parse(0)).toBe(0);
    expect(accepts(cents, -250)).toBe(false);
    expect(signedCents.parse(-250)).toBe(-250);
    expect(accepts(signedCents, 0.5)).toBe(false);
    expect(accepts(cents, 0.5)).toBe(false);
    expect(accepts(cents, Number.MAX_SAFE_INTEGER + 1)).toBe(false);
  });

  it('every amount, count and quantity stops at its documented maximum', () => {
    expect(cents.parse(MAX_ROW_CENTS)).toBe(MAX_ROW_CENTS);
    expect(accepts(cents, MAX_ROW_CENTS + 1)).toBe(false);
    expect(totalCents.parse(MAX_TOTAL_CENTS)).toBe(MAX_TOTAL_CENTS);
    expect(accepts(totalCents, MAX_TOTAL_CENTS + 1)).toBe(false);
    expect(accepts(totalCents, Number.MAX_SAFE_INTEGER)).toBe(false);
    expect(signedCents.parse(-MAX_TOTAL_CENTS)).toBe(-MAX_TOTAL_CENTS);
    expect(accepts(signedCents, -MAX_TOTAL_CENTS - 1)).toBe(false);
    expect(count.parse(MAX_COUNT)).toBe(MAX_COUNT);
    expect(accepts(count, MAX_COUNT + 1)).toBe(false);
    expect(quantity.parse(MAX_ITEM_QUANTITY)).toBe(MAX_ITEM_QUANTITY);
    expect(accepts(quantity, MAX_ITEM_QUANTITY + 1)).toBe(false);
  });

  it('quantity is a positive integer', () => {
    expect(quantity.parse(1)).toBe(1);
    expect(accepts(quantity, 0)).toBe(false);
    expect(accepts(quantity, -1)).toBe(false);
    expect(accepts(quantity, 1.5)).toBe(false);
  });
});

describe('ingestMeta', () => {
  const meta = {
    pos_name: 'Soft Restaurant',
    pos_version: '11.2',
    pos_variant: 'full_dining',
    sent_at: '2026-03-01T23:59:00-06:00',
    cashier_name: 'Ana',
    cash_register_name: 'Caja 1',
    device: 'TPV-01',
    integration_id: 'abc',
  };

  it('accepts the documented members and keeps unknown ones', () => {
    expect(ingestMeta.parse(meta)).toEqual(meta);
  });

  it('accepts an empty meta', () => {
    expect(ingestMeta.parse({})).toEqual({});
  });

  it.each([
    ['pos_variant', 'kiosk'],
    ['sent_at', '2026-03-01T23:59:00'],
    ['pos_name', long(MAX_NAME_LENGTH + 1)],
    ['device', 12],
  ])('rejects %s = %s', (member, value) => {
    const result = ingestMeta.safeParse({ ...meta, [member]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([member]);
  });
});
