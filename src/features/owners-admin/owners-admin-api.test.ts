// @vitest-environment jsdom
// The data module against the backend's HTTP answers (msw): what each call asks PostgREST, Storage
// and owner-invite, and how their failures come back.
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { OwnersAdminError, type AdminProblem } from './admin-errors';
import {
  addEntry,
  closeMonth,
  inviteOwner,
  listEntries,
  listProperties,
  saveProperty,
  uploadDocument,
} from './owners-admin-api';
import { DANA, FLAT, FLAT_SHARES } from './test-fixtures';

const REST = 'http://127.0.0.1:54321/rest/v1';

async function problemOf(call: Promise<unknown>): Promise<AdminProblem> {
  try {
    await call;
  } catch (error) {
    if (error instanceof OwnersAdminError) return error.problem;
    throw error;
  }
  throw new Error('The call did not fail');
}

describe('owners-admin-api', () => {
  it('reads one property’s month by its first day, in date order', async () => {
    let url: URL | null = null;
    server.use(
      http.get(`${REST}/ledger_entries`, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([]);
      }),
    );
    await expect(listEntries(FLAT.id, '2026-11')).resolves.toEqual([]);
    expect(url!.searchParams.get('property_id')).toBe(`eq.${FLAT.id}`);
    expect(url!.searchParams.get('month')).toBe('eq.2026-11-01');
    expect(url!.searchParams.get('order')).toBe('entry_date.asc');
    expect(url!.searchParams.get('select')).toContain('amount_cents');
  });

  it('reads the properties and every co-owner’s share', async () => {
    server.use(
      http.get(`${REST}/owner_properties`, () => HttpResponse.json([FLAT])),
      http.get(`${REST}/property_owners`, () => HttpResponse.json(FLAT_SHARES)),
    );
    await expect(listProperties()).resolves.toEqual({ properties: [FLAT], shares: FLAT_SHARES });
  });

  it('saves a property through admin_property_save with integer basis points', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/admin_property_save`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(FLAT.id);
      }),
    );
    const property = {
      address: FLAT.address,
      city: FLAT.city,
      property_type: FLAT.property_type,
      package: FLAT.package,
      owners: [{ owner_id: DANA.id, share_bp: 10000 }],
    };
    await expect(saveProperty(property, FLAT.id)).resolves.toBe(FLAT.id);
    expect(bodies).toEqual([{ p: { id: FLAT.id, ...property } }]);
  });

  it('turns the database’s refusal into its code', async () => {
    server.use(
      http.post(`${REST}/rpc/admin_month_close`, () =>
        HttpResponse.json(
          { code: '22023', message: 'month_already_closed', details: null, hint: null },
          { status: 400 },
        ),
      ),
    );
    expect(await problemOf(closeMonth(FLAT.id, '2026-10'))).toEqual({ kind: 'refusal', code: 'month_already_closed' });
  });

  it('tells a refused account and a lost connection apart', async () => {
    server.use(
      http.post(`${REST}/rpc/admin_ledger_add`, () =>
        HttpResponse.json({ code: '42501', message: 'not_allowed', details: null, hint: null }, { status: 403 }),
      ),
    );
    const rent = {
      kind: 'rent',
      entry_date: '2026-11-02',
      amount_cents: 100,
      reference: null,
      withheld_cents: 0,
    } as const;
    expect(await problemOf(addEntry(FLAT.id, '2026-11', rent))).toEqual({ kind: 'notAllowed' });
    server.use(http.post(`${REST}/rpc/admin_ledger_add`, () => HttpResponse.error()));
    expect(await problemOf(addEntry(FLAT.id, '2026-11', rent))).toEqual({ kind: 'network' });
  });

  it('adds an expense with its receipt’s path', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${REST}/rpc/admin_ledger_add`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json('id');
      }),
    );
    const expense = {
      kind: 'expense',
      entry_date: '2026-11-02',
      amount_cents: 4000,
      category: 'utilities',
      supplier: 'EDP',
    } as const;
    await addEntry(FLAT.id, '2026-11', expense, `properties/${FLAT.id}/receipt-1.pdf`);
    expect(bodies).toEqual([
      {
        p: {
          property_id: FLAT.id,
          month: '2026-11',
          ...expense,
          receipt_path: `properties/${FLAT.id}/receipt-1.pdf`,
        },
      },
    ]);
  });

  it('uploads a document into the private bucket at its path, never overwriting', async () => {
    let request: Request | null = null;
    server.use(
      http.post('http://127.0.0.1:54321/storage/v1/object/owner-documents/*', ({ request: sent }) => {
        request = sent;
        return HttpResponse.json({ Key: 'owner-documents/x', Id: 'x' });
      }),
    );
    const path = `properties/${FLAT.id}/receipt-abc.pdf`;
    await uploadDocument(path, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), 'application/pdf');
    expect(new URL(request!.url).pathname).toBe(`/storage/v1/object/owner-documents/${path}`);
    expect(request!.headers.get('x-upsert')).toBe('false');
  });

  it('needs a signed-in session to invite', async () => {
    expect(await problemOf(inviteOwner(DANA.id))).toEqual({ kind: 'invite', code: 'unauthorized' });
  });
});
