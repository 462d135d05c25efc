// The inbox's notice of scheduled jobs (retention, notification retries, the newsletter, the photo
// sweep) whose last run failed or that have not run on schedule, as the database records them
// (public.admin_job_problems, docs/lead-inbox.md). Nothing shows while every job is well.
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { formatDate } from '@/lib/format/intl';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import jobProblemsEn from './job-problems.en';
import jobProblemsHe from './job-problems.he';
import jobProblemsPt from './job-problems.pt';
import { jobProblems, type JobProblem } from './lead-inbox-api';

const JOB_PROBLEMS_COPY = { en: jobProblemsEn, he: jobProblemsHe, pt: jobProblemsPt } as const;

/** How often the notice asks again: a problem shows within a minute of the database knowing it. */
const REFRESH_MS = 60_000;

export function JobProblems() {
  const { lang } = useI18n();
  const copy = JOB_PROBLEMS_COPY[lang];
  const problems = useQuery({
    queryKey: ['leadInbox', 'jobProblems'],
    queryFn: jobProblems,
    refetchInterval: REFRESH_MS,
  });
  if (problems.isError) {
    const message = problems.error instanceof Error ? problems.error.message : String(problems.error);
    return (
      <p role="alert" className="text-sm text-red-800">
        {fill(copy.loadError, { message })}
      </p>
    );
  }
  if (!problems.data?.length) return null;
  const line = (problem: JobProblem) => {
    const job = copy.jobs[problem.job] ?? problem.job;
    const when = problem.last_started_at
      ? formatDate(problem.last_started_at, lang, {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/Lisbon',
        })
      : '';
    if (problem.problem === 'failed') return fill(copy.failed, { job, when });
    return when ? fill(copy.late, { job, when }) : fill(copy.neverRan, { job });
  };
  return (
    <section
      role="alert"
      aria-labelledby="job-problems-title"
      className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
      data-testid="job-problems"
    >
      <h2 id="job-problems-title" className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden className="size-4 shrink-0" />
        {copy.title}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {problems.data.map((problem) => (
          <li key={problem.job}>
            {line(problem)}
            {problem.error && (
              <>
                {' '}
                <bdi dir="ltr">{fill(copy.reason, { error: problem.error })}</bdi>
              </>
            )}
            {problem.http_status !== null && problem.http_status !== undefined && (
              <> {fill(copy.httpStatus, { status: String(problem.http_status) })}</>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
