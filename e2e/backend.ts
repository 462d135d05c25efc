import type { APIRequestContext, Page } from '@playwright/test';
import type { LeadTable } from '../supabase/functions/_shared/domain/leads/lead-kinds';
import { LOCAL_BACKEND_URL } from '../playwright.config';

const SERVICE_KEY = 'local-dev-service-role-key';

/** Leads the embedded backend stored for an e-mail address (its test-only endpoint). */
export async function storedLeads(
  request: APIRequestContext,
  table: LeadTable,
  email: string,
): Promise<Record<string, unknown>[]> {
  const response = await request.get(`${LOCAL_BACKEND_URL}/_local/leads/${table}`, {
    params: { email },
    headers: { apikey: SERVICE_KEY },
  });
  if (!response.ok()) throw new Error(`stored leads: ${response.status()} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>[];
}

/** An address no other test (or earlier run against a reused backend) has used. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Records the names of the scripts a page requests from now on. The public pages reach the backend
 * through its two small clients (PostgREST, functions); supabase-js, 51 kB gzip, is the staff
 * pages' (docs/delivery.md), so `usedSupabaseJs()` says whether its chunk was fetched.
 */
export function watchBackendClients(page: Page): { usedSupabaseJs: () => boolean } {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return { usedSupabaseJs: () => scripts.some((path) => /\/supabase-client-[^/]*\.js$/.test(path)) };
}
