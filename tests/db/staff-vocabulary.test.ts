// @vitest-environment node
// Staff read no database words (docs/lead-inbox.md, "Staff read their own language"): every column of
// every lead table is labelled in the staff vocabulary in both languages or is one of its hidden
// bookkeeping columns, and every value a column's check constraint allows has a label.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_TABLES } from '../../supabase/functions/_shared/domain/leads/lead-kinds';
import {
  fieldLabel,
  HIDDEN_LEAD_COLUMNS,
  isLeadColumn,
  valueLabel,
} from '../../supabase/functions/_shared/domain/leads/vocabulary';
import { openMigratedDb } from './migrated-db';

let db: PGlite;
beforeAll(async () => {
  db = await openMigratedDb();
}, 60_000);
afterAll(async () => {
  await db.close();
});

describe('the staff vocabulary against the database', () => {
  it('labels every column of every lead table, or hides it as bookkeeping', async () => {
    const { rows } = await db.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns
       where table_schema = 'public' and table_name = any($1::text[])`,
      [LEAD_TABLES],
    );
    expect(rows.length).toBeGreaterThan(40);
    const unlabelled = rows
      .filter((row) => !(HIDDEN_LEAD_COLUMNS as readonly string[]).includes(row.column_name))
      .filter((row) => !isLeadColumn(row.column_name))
      .map((row) => `${row.table_name}.${row.column_name}`);
    expect(unlabelled).toEqual([]);
    for (const row of rows) {
      if (!isLeadColumn(row.column_name)) continue;
      expect(fieldLabel(row.column_name, 'he')).not.toMatch(/[a-z]_[a-z]/);
      expect(fieldLabel(row.column_name, 'en')).not.toMatch(/[a-z]_[a-z]/);
    }
  });

  it('labels every word a lead table’s check constraint lets a text column hold', async () => {
    const { rows } = await db.query<{ table_name: string; definition: string }>(
      `select conrelid::regclass::text as table_name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'c' and conrelid = any($1::regclass[])`,
      [LEAD_TABLES.map((table) => `public.${table}`)],
    );
    const missing: string[] = [];
    let checked = 0;
    for (const { table_name, definition } of rows) {
      const match = /^CHECK \(\(\(?(\w+) = ANY \(ARRAY\[(.+)\]\)\)/.exec(definition);
      if (!match) continue;
      const [, column, list] = match;
      for (const [, value] of list!.matchAll(/'([^']*)'::text/g)) {
        checked += 1;
        for (const lang of ['en', 'he'] as const)
          if (valueLabel(column!, value, lang) === null) missing.push(`${table_name}.${column}=${value} (${lang})`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
