import { auditChanges, auditConcerns } from './audit-diff';

describe('auditChanges', () => {
  it('lists the fields an update changed, leaving the bookkeeping out', () => {
    expect(
      auditChanges({
        action: 'update',
        old_row: { id: 'o', full_name: 'Dana', package: 'basic', nif: '123456789', updated_at: '1' },
        new_row: { id: 'o', full_name: 'Dana Levi', package: 'plus', nif: '123456789', updated_at: '2' },
      }),
    ).toEqual([
      { field: 'full_name', before: 'Dana', after: 'Dana Levi' },
      { field: 'package', before: 'basic', after: 'plus' },
    ]);
  });

  it('lists what an insert set and what a delete removed, empty fields left out', () => {
    expect(
      auditChanges({ action: 'insert', old_row: null, new_row: { id: 'e', amount_cents: 1200, note: null } }),
    ).toEqual([{ field: 'amount_cents', after: 1200 }]);
    expect(
      auditChanges({ action: 'delete', old_row: { id: 'e', kind: 'rent', receipt_path: null }, new_row: null }),
    ).toEqual([{ field: 'kind', before: 'rent' }]);
  });

  it('compares objects by value', () => {
    expect(
      auditChanges({
        action: 'update',
        old_row: { expenses_by_category: { imi: 1 } },
        new_row: { expenses_by_category: { imi: 1 } },
      }),
    ).toEqual([]);
  });
});

describe('auditConcerns', () => {
  const entry = {
    table_name: 'ledger_entries',
    row_id: 'e1',
    old_row: null,
    new_row: { property_id: 'p1', owner_id: null },
  };
  const owner = { table_name: 'owners', row_id: 'o1', old_row: null, new_row: { id: 'o1' } };

  it('keeps what concerns the property', () => {
    expect(auditConcerns(entry, { propertyId: 'p1' })).toBe(true);
    expect(auditConcerns(entry, { propertyId: 'p2' })).toBe(false);
    expect(auditConcerns({ ...owner, table_name: 'owner_properties', row_id: 'p1' }, { propertyId: 'p1' })).toBe(true);
  });

  it('keeps the owner’s own row and the rows of their properties', () => {
    expect(auditConcerns(owner, { ownerId: 'o1' })).toBe(true);
    expect(auditConcerns(owner, { ownerId: 'o2' })).toBe(false);
    expect(auditConcerns(entry, { ownerId: 'o1', ownerPropertyIds: ['p1'] })).toBe(true);
    expect(auditConcerns(entry, { ownerId: 'o1', ownerPropertyIds: ['p9'] })).toBe(false);
  });

  it('keeps everything without a filter', () => {
    expect(auditConcerns(entry, {})).toBe(true);
  });
});
