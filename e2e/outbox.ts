import { expect, type APIRequestContext } from '@playwright/test';
import { LOCAL_BACKEND_URL } from '../playwright.config';

/** An e-mail the embedded backend caught in its outbox instead of sending it. */
export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  tag: string;
  headers?: Record<string, string>;
}

/** The messages to `to` in the embedded backend's outbox (it needs the service key: tokens are in them). */
export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${LOCAL_BACKEND_URL}/_local/outbox`, {
    params: { to },
    headers: { apikey: 'local-dev-service-role-key' },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/** Waits for a message to `to` that `match` accepts. */
export async function awaitMail(
  request: APIRequestContext,
  to: string,
  match: (message: OutboxMessage) => boolean,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => (found = (await outbox(request, to)).find(match)) !== undefined, { timeout: 15_000 })
    .toBe(true);
  return found!;
}
