import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../tests/msw-server';
import { renderWithProviders } from '../../../tests/render';
import { JobProblems } from './job-problems';
import type { JobProblem } from './lead-inbox-api';

const RPC = 'http://127.0.0.1:54321/rest/v1/rpc/admin_job_problems';
const SLOW = { timeout: 5000 };

function answer(value: JobProblem[] | Response) {
  server.use(http.post(RPC, () => (value instanceof Response ? value : HttpResponse.json(value))));
}

const PROBLEMS: JobProblem[] = [
  {
    job: 'newsletter-send',
    problem: 'failed',
    last_started_at: '2026-11-28T03:00:00Z',
    error: 'HTTP 500: storage unreachable',
    http_status: 500,
  },
  {
    job: 'delete-expired-leads',
    problem: 'late',
    last_started_at: '2026-11-26T03:17:00Z',
    error: null,
    http_status: null,
  },
  { job: 'listing-photo-sweep', problem: 'late', last_started_at: null, error: null, http_status: null },
];

describe('JobProblems', () => {
  it('names each failed or late job with its reason, in English', async () => {
    answer(PROBLEMS);
    renderWithProviders(<JobProblems />, { lang: 'en' });
    const notice = await screen.findByRole('alert', {}, SLOW);
    expect(notice).toHaveTextContent('A scheduled job needs attention');
    expect(notice).toHaveTextContent(/Sending the newsletter: the last run, .*2026.*, failed\./);
    expect(notice).toHaveTextContent('Reason: HTTP 500: storage unreachable');
    expect(notice).toHaveTextContent('The function answered HTTP 500.');
    expect(notice).toHaveTextContent(
      /Deleting leads older than 24 months: no run since .*2026.*, later than its schedule\./,
    );
    expect(notice).toHaveTextContent('Deleting unused listing photos: it has not run since it was scheduled.');
  });

  it('says the same in Hebrew', async () => {
    answer(PROBLEMS);
    renderWithProviders(<JobProblems />, { lang: 'he' });
    const notice = await screen.findByRole('alert', {}, SLOW);
    expect(notice).toHaveTextContent('משימה מתוזמנת דורשת טיפול');
    expect(notice).toHaveTextContent(/שליחת הניוזלטר: ההרצה האחרונה, .*, נכשלה\./);
    expect(notice).toHaveTextContent('מחיקת תמונות נכסים שאינן בשימוש: לא רצה אף פעם מאז שתוזמנה.');
  });

  it('shows nothing while every job is well, and an error when the state cannot be read', async () => {
    answer([]);
    const { unmount } = renderWithProviders(<JobProblems />, { lang: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    answer(HttpResponse.json({ code: '42501', message: 'not_allowed', details: null, hint: null }, { status: 403 }));
    renderWithProviders(<JobProblems />, { lang: 'en' });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The state of the scheduled jobs could not be loaded: not_allowed',
    );
  });
});
