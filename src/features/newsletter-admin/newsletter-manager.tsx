import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Send } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { formatDate } from '@/lib/format/intl';
import { toast } from '@/lib/toast/toast';
import { issueEmail } from '@shared/newsletter/emails';
import type { NewsletterAdminCopy } from './copy.en';
import {
  fetchAudience,
  fetchIssues,
  requestTest,
  saveIssue,
  startSend,
  type IssueFields,
  type LanguageCounts,
  type NewsletterIssue,
} from './newsletter-admin-api';

const EMPTY: IssueFields = { title_en: '', body_en: '', title_he: '', body_he: '' };
const ISSUES_KEY = ['newsletter-admin', 'issues'] as const;
const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600';

const complete = (fields: IssueFields) =>
  [fields.title_en, fields.body_en, fields.title_he, fields.body_he].every((value) => value.trim() !== '');

/**
 * The weekly issue (docs/newsletter.md): write it in both languages with a live preview of each
 * e-mail (the very HTML a subscriber receives, Hebrew right to left), save a draft, send a test to
 * oneself, then send it to the confirmed subscribers after a confirmation that names the counts.
 * Below, the issues sent, with their counts (refreshed while one is sending).
 */
export function NewsletterManager({ copy }: { copy: NewsletterAdminCopy }) {
  const queryClient = useQueryClient();
  const [draftId, setDraftId] = useState<string | null>(null);
  const [fields, setFields] = useState<IssueFields>(EMPTY);
  const [audience, setAudience] = useState<LanguageCounts | null>(null);
  const issues = useQuery({
    queryKey: ISSUES_KEY,
    queryFn: fetchIssues,
    refetchInterval: (query) => (query.state.data?.some((issue) => issue.status === 'sending') ? 3000 : false),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ISSUES_KEY });
  const failed = (error: Error) => toast.error(fill(copy.failed, { message: error.message }));

  /** Saves the editor (a new draft the first time) and answers the draft's id. */
  const persist = async () => {
    const saved = await saveIssue(draftId, fields);
    setDraftId(saved.id);
    return saved.id;
  };

  const save = useMutation({
    mutationFn: persist,
    onSuccess: () => toast.success(copy.saved),
    onError: failed,
    onSettled: refresh,
  });
  const test = useMutation({
    mutationFn: async () => requestTest(await persist()),
    onSuccess: (email) => toast.success(fill(copy.testSent, { email })),
    onError: failed,
    onSettled: refresh,
  });
  const prepareSend = useMutation({
    mutationFn: async () => {
      await persist();
      return fetchAudience();
    },
    onSuccess: setAudience,
    onError: failed,
    onSettled: refresh,
  });
  const send = useMutation({
    mutationFn: async () => startSend(draftId!),
    onSuccess: (counts) => {
      toast.success(fill(copy.sendStarted, { total: subscribers(copy, counts.en + counts.he) }));
      setAudience(null);
      setDraftId(null);
      setFields(EMPTY);
    },
    onError: failed,
    onSettled: refresh,
  });
  const busy = save.isPending || test.isPending || prepareSend.isPending || send.isPending;

  const askToSend = () => {
    if (!complete(fields)) {
      toast.error(copy.incomplete);
      return;
    }
    prepareSend.mutate();
  };

  const edit = (issue: NewsletterIssue) => {
    setDraftId(issue.id);
    setFields({ title_en: issue.title_en, body_en: issue.body_en, title_he: issue.title_he, body_he: issue.body_he });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="newsletter-editor" className="flex flex-col gap-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="newsletter-editor" className="text-2xl font-bold text-slate-900">
            {copy.editorTitle}
          </h2>
          {draftId && (
            <p className="flex items-center gap-3 text-sm text-slate-600">
              {copy.editingDraft}
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  setDraftId(null);
                  setFields(EMPTY);
                }}
              >
                {copy.newIssue}
              </Button>
            </p>
          )}
        </div>
        <div className="grid gap-8 lg:grid-cols-2">
          {(['en', 'he'] as const).map((language) => (
            <LanguageEditor
              key={language}
              copy={copy}
              language={language}
              title={fields[`title_${language}`]}
              body={fields[`body_${language}`]}
              onChange={(key, value) => setFields((current) => ({ ...current, [`${key}_${language}`]: value }))}
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" disabled={busy} onClick={() => save.mutate()}>
            {save.isPending ? copy.saving : copy.save}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => test.mutate()}>
            <Mail aria-hidden className="size-4" />
            {test.isPending ? copy.sendingTest : copy.sendTest}
          </Button>
          <Button disabled={busy} onClick={askToSend}>
            <Send aria-hidden className="size-4 rtl:-scale-x-100" />
            {copy.send}
          </Button>
        </div>
      </section>

      <ModalDialog
        open={audience !== null}
        onOpenChange={(open) => {
          if (!open) setAudience(null);
        }}
        title={copy.confirmTitle}
        description={
          audience
            ? fill(copy.confirmText, {
                title: fields.title_en || fields.title_he,
                en: subscribers(copy, audience.en),
                he: subscribers(copy, audience.he),
              })
            : undefined
        }
        data-testid="newsletter-send-confirm"
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setAudience(null)}>
            {copy.cancel}
          </Button>
          <Button disabled={send.isPending} onClick={() => send.mutate()}>
            {fill(copy.confirmSend, { total: subscribers(copy, (audience?.en ?? 0) + (audience?.he ?? 0)) })}
          </Button>
        </div>
      </ModalDialog>

      <section aria-labelledby="newsletter-issues" className="flex flex-col gap-4">
        <h2 id="newsletter-issues" className="text-2xl font-bold text-slate-900">
          {copy.listTitle}
        </h2>
        {issues.isPending ? (
          <LoadingSpinner label={copy.loading} />
        ) : issues.isError ? (
          <p role="alert" className="text-red-700">
            {fill(copy.failed, { message: issues.error.message })}
          </p>
        ) : issues.data.length === 0 ? (
          <p className="text-slate-600">{copy.listEmpty}</p>
        ) : (
          <IssueTable copy={copy} issues={issues.data} onEdit={edit} />
        )}
      </section>
    </div>
  );
}

function LanguageEditor({
  copy,
  language,
  title,
  body,
  onChange,
}: {
  copy: NewsletterAdminCopy;
  language: 'en' | 'he';
  title: string;
  body: string;
  onChange: (key: 'title' | 'body', value: string) => void;
}) {
  const id = useId();
  const name = copy.languages[language];
  const dir = language === 'he' ? 'rtl' : 'ltr';
  // The preview is the e-mail itself (a test's, whose link to leave is the page without a token).
  const html = useMemo(
    () => issueEmail({ siteUrl: window.location.origin }, language, { title, body }, null).html,
    [language, title, body],
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold text-slate-900">{name}</legend>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-900">
          {fill(copy.titleLabel, { language: name })}
        </label>
        <input
          id={`${id}-title`}
          dir={dir}
          lang={language}
          maxLength={200}
          value={title}
          onChange={(event) => onChange('title', event.target.value)}
          className={INPUT}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-body`} className="text-sm font-medium text-slate-900">
          {fill(copy.bodyLabel, { language: name })}
        </label>
        <textarea
          id={`${id}-body`}
          dir={dir}
          lang={language}
          rows={10}
          maxLength={50000}
          aria-describedby={`${id}-hint`}
          value={body}
          onChange={(event) => onChange('body', event.target.value)}
          className={`${INPUT} font-mono text-sm`}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {copy.bodyHint}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <h3 className="text-sm font-medium text-slate-900">{fill(copy.previewTitle, { language: name })}</h3>
        <iframe
          // No scripts, no same-origin access: the e-mail's HTML is shown, nothing of it runs.
          sandbox=""
          title={fill(copy.previewFrame, { language: name })}
          srcDoc={html}
          className="h-96 w-full rounded-lg border border-slate-200"
          data-testid={`newsletter-preview-${language}`}
        />
      </div>
    </fieldset>
  );
}

function IssueTable({
  copy,
  issues,
  onEdit,
}: {
  copy: NewsletterAdminCopy;
  issues: NewsletterIssue[];
  onEdit: (issue: NewsletterIssue) => void;
}) {
  const { lang } = useI18n();
  return (
    <div className="overflow-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-start text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {[
              copy.columns.date,
              copy.columns.title,
              copy.columns.status,
              copy.columns.recipientsEn,
              copy.columns.recipientsHe,
              copy.columns.sent,
              copy.columns.failed,
              copy.columns.pending,
            ].map((label) => (
              <th key={label} scope="col" className="px-3 py-2 text-start font-semibold">
                {label}
              </th>
            ))}
            <td />
          </tr>
        </thead>
        <tbody>
          {issues.map((issue) => (
            <tr key={issue.id} className="border-t border-slate-200" data-testid="newsletter-issue-row">
              <td className="px-3 py-2 whitespace-nowrap">
                {formatDate(issue.sent_at ?? issue.send_started_at ?? issue.updated_at, lang)}
              </td>
              <td className="px-3 py-2">
                <span className="block" dir="ltr" lang="en">
                  {issue.title_en}
                </span>
                <span className="block text-slate-600" dir="rtl" lang="he">
                  {issue.title_he}
                </span>
              </td>
              <td className="px-3 py-2">{copy.status[issue.status]}</td>
              <td className="px-3 py-2 tabular-nums">{issue.status === 'draft' ? '–' : issue.recipients_en}</td>
              <td className="px-3 py-2 tabular-nums">{issue.status === 'draft' ? '–' : issue.recipients_he}</td>
              <td className="px-3 py-2 tabular-nums">{issue.sent}</td>
              <td className="px-3 py-2 tabular-nums">{issue.failed}</td>
              <td className="px-3 py-2 tabular-nums">{issue.pending}</td>
              <td className="px-3 py-2">
                {issue.status === 'draft' && (
                  <Button variant="outline" size="sm" onClick={() => onEdit(issue)}>
                    {copy.edit}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A count of subscribers with the noun its number takes ("1 subscriber", "למנוי אחד"). */
function subscribers(copy: NewsletterAdminCopy, count: number): string {
  return count === 1 ? copy.subscribers.one : fill(copy.subscribers.other, { count });
}
