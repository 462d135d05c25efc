// The change history (public.owner_audit_log): each row holds the table's row before and after a
// staff change. Staff read what changed, field by field, not two JSON objects.

export interface AuditRow {
  id: number;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  table_name: string;
  row_id: string;
  action: 'insert' | 'update' | 'delete';
  old_row: Record<string, unknown> | null;
  new_row: Record<string, unknown> | null;
}

export interface FieldChange {
  field: string;
  /** undefined: the field did not exist before (an insert). */
  before?: unknown;
  /** undefined: the field is gone (a delete). */
  after?: unknown;
}

/** Bookkeeping columns a reader learns nothing from. */
const SKIPPED = new Set(['id', 'created_at', 'updated_at', 'created_by']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What the change did: for an update the fields whose value changed, for an insert the fields it
 * set, for a delete the fields the row had (empty values left out of the last two).
 */
export function auditChanges(row: Pick<AuditRow, 'action' | 'old_row' | 'new_row'>): FieldChange[] {
  const before = row.old_row ?? {};
  const after = row.new_row ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !SKIPPED.has(field));
  if (row.action === 'insert') {
    return fields
      .filter((field) => after[field] !== null && after[field] !== undefined)
      .map((field) => ({
        field,
        after: after[field],
      }));
  }
  if (row.action === 'delete') {
    return fields
      .filter((field) => before[field] !== null && before[field] !== undefined)
      .map((field) => ({
        field,
        before: before[field],
      }));
  }
  return fields
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

export interface AuditFilter {
  ownerId?: string | null;
  /** The properties the owner holds a share of: their entries, leases and statements concern the owner too. */
  ownerPropertyIds?: readonly string[];
  propertyId?: string | null;
}

/** Whether a history row concerns this owner and this property (either filter may be absent). */
export function auditConcerns(
  row: Pick<AuditRow, 'row_id' | 'old_row' | 'new_row' | 'table_name'>,
  filter: AuditFilter,
): boolean {
  const values = [row.old_row, row.new_row];
  const refersTo = (column: string, id: string) => values.some((value) => value?.[column] === id);
  if (filter.ownerId) {
    const id = filter.ownerId;
    const ownRow = row.table_name === 'owners' && row.row_id === id;
    const ofTheirProperty = (filter.ownerPropertyIds ?? []).some(
      (property) =>
        refersTo('property_id', property) || (row.table_name === 'owner_properties' && row.row_id === property),
    );
    if (!ownRow && !refersTo('owner_id', id) && !ofTheirProperty) return false;
  }
  if (filter.propertyId) {
    const id = filter.propertyId;
    const ownRow = row.table_name === 'owner_properties' && row.row_id === id;
    if (!ownRow && !refersTo('property_id', id)) return false;
  }
  return true;
}
