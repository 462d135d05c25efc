import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useLeaveGuard } from '@/lib/hooks/use-leave-guard';
import { fill } from '@/lib/i18n/dictionary';
import { useI18n } from '@/lib/i18n/i18n-context';
import { dirOf, LANG_TAG, LANGS, type Lang } from '@/lib/i18n/lang';
import { formatDate } from '@/lib/format/intl';
import { toast } from '@/lib/toast/toast';
import { issueEmail } from '@shared/newsletter/emails';
import type { NewsletterAdminCopy } from './copy.en';
import {
  deleteIssue,
  fetchAudience,
  fetchIssues,
  NewsletterAdminError,
  requestTest,
  saveIssue,
  startSend,
  type IssueFields,
  type LanguageCounts,
  type NewsletterIssue,
} from './newsletter-admin-api';

const EMPTY: IssueFields = { title_en: '', body_en: '', title_he: '', body_he: '', title_pt: '', body_pt: '' };
const ISSUES_KEY = ['newsletter-admin', 'issues'] as const;
const INPUT =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:border-brand-600';
/** How long the editor waits after the last keystroke before it saves the draft on its own. */
export const AUTOSAVE_DELAY_MS = 1000;
/** The query parameter naming the draft open in the editor, so a reload reopens it. */
const DRAFT_PARAM = 'draft';

const valuesOf = (fields: IssueFields) =>
  LANGS.flatMap((language) => [fields[`title_${language}`], fields[`body_${language}`]]);
/** A title and a body in this language. */
const written = (fields: IssueFields, language: Lang) =>
  fields[`title_${language}`].trim() !== '' && fields[`body_${language}`].trim() !== '';
/** Something, but not both, in this language. */
const halfWritten = (fields: IssueFields, language: Lang) =>
  !written(fields, language) && (fields[`title_${language}`].trim() !== '' || fields[`body_${language}`].trim() !== '');
const blank = (fields: IssueFields) => valuesOf(fields).every((value) => value.trim() === '');
/** The content as one comparable value: what was saved, and what a test was sent of. */
const contentKey = (fields: IssueFields) => JSON.stringify(valuesOf(fields));
const fieldsOf = (issue: NewsletterIssue): IssueFields =>
  Object.fromEntries(
    LANGS.flatMap((language) => [
      [`title_${language}`, issue[`title_${language}`]],
      [`body_${language}`, issue[`body_${language}`]],
    ]),
  ) as IssueFields;
/**
 * The languages the issue still needs before it can go out (docs/newsletter.md, "Sending"): English
 * always, and each language that has subscribers (with `audience`) or that is begun but not finished.
 */
const missingLanguages = (fields: IssueFields, audience?: LanguageCounts) =>
  LANGS.filter(
    (language) =>
      (language === 'en' || (audience?.[language] ?? 0) > 0 || halfWritten(fields, language)) &&
      !written(fields, language),
  );
const totalOf = (counts: LanguageCounts) => LANGS.reduce((sum, language) => sum + counts[language], 0);

/**
 * The weekly issue (docs/newsletter.md): write it in each language with a live preview of each
 * e-mail (the very HTML a subscriber receives, Hebrew right to left). The draft is saved in the
 * database as it is written, and its id kept in the address, so a reload reopens it; a draft can be
 * deleted. Send a test to oneself, then send it to the confirmed subscribers after a confirmation
 * that names the counts: until a test of the content as it stands has gone out, the test is the
 * primary button and the send a secondary one. Below, the issues, with their counts (refreshed
 * while one is sending).
 */
export function NewsletterManager({ copy }: { copy: NewsletterAdminCopy }) {
  const { lang } = useI18n();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [draftId, setDraftId] = useState<string | null>(null);
  const [fields, setFields] = useState<IssueFields>(EMPTY);
  /** The content the database holds for the open draft, and when it was saved. */
  const [saved, setSaved] = useState<{ key: string; at: Date | null }>({ key: contentKey(EMPTY), at: null });
  /** The content of the last test sent from this editor. */
  const [testedKey, setTestedKey] = useState<string | null>(null);
  const [audience, setAudience] = useState<LanguageCounts | null>(null);
  const [toDelete, setToDelete] = useState<NewsletterIssue | null>(null);
  // The latest values, for saves that run after the render that asked for them.
  const latest = useRef({ draftId, fields });
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const issues = useQuery({
    queryKey: ISSUES_KEY,
    queryFn: fetchIssues,
    refetchInterval: (query) => (query.state.data?.some((issue) => issue.status === 'sending') ? 3000 : false),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ISSUES_KEY });
  const failed = (error: Error) => {
    const reason = error instanceof NewsletterAdminError ? error.reason : '';
    toast.error(
      copy.errors[reason as keyof NewsletterAdminCopy['errors']] ?? fill(copy.failed, { message: error.message }),
    );
  };

  const showDraft = (id: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (id) next.set(DRAFT_PARAM, id);
        else next.delete(DRAFT_PARAM);
        return next;
      },
      { replace: true },
    );

  /** Puts an issue (or an empty one) in the editor, as saved. */
  const load = (id: string | null, content: IssueFields) => {
    latest.current = { draftId: id, fields: content };
    setDraftId(id);
    setFields(content);
    setSaved({ key: contentKey(content), at: null });
    setTestedKey(null);
    showDraft(id);
  };

  const change = (next: IssueFields) => {
    latest.current = { ...latest.current, fields: next };
    setFields(next);
  };

  /**
   * Saves the editor (a new draft the first time) and answers the draft's id and the content saved.
   * Saves run one after another, so an autosave and a test never create two drafts.
   */
  const persist = () => {
    const run = queue.current
      .catch(() => undefined)
      .then(async () => {
        const { draftId: id, fields: content } = latest.current;
        const stored = await saveIssue(id, content);
        latest.current = { ...latest.current, draftId: stored.id };
        setDraftId(stored.id);
        setSaved({ key: contentKey(content), at: new Date() });
        if (stored.id !== id) showDraft(stored.id);
        return { id: stored.id, key: contentKey(content) };
      });
    queue.current = run;
    return run;
  };

  const save = useMutation({
    mutationFn: persist,
    onSuccess: () => toast.success(copy.saved),
    onError: failed,
    onSettled: refresh,
  });
  const autosave = useMutation({ mutationFn: persist, onError: failed, onSettled: refresh });
  const test = useMutation({
    mutationFn: async () => {
      const { id, key } = await persist();
      return { email: await requestTest(id), key };
    },
    onSuccess: ({ email, key }) => {
      setTestedKey(key);
      toast.success(fill(copy.testSentAll, { email }));
    },
    onError: failed,
    onSettled: refresh,
  });
  const prepareSend = useMutation({
    mutationFn: async () => {
      await persist();
      return fetchAudience();
    },
    onSuccess: (counts) => {
      // A language with subscribers is one the issue must be written in: no one is sent another's.
      const missing = missingLanguages(latest.current.fields, counts);
      if (missing.length > 0) toast.error(incompleteText(copy, missing));
      else setAudience(counts);
    },
    onError: failed,
    onSettled: refresh,
  });
  const send = useMutation({
    mutationFn: async () => startSend(draftId!),
    onSuccess: (counts) => {
      toast.success(fill(copy.sendStarted, { total: subscribers(copy, totalOf(counts)) }));
      setAudience(null);
      load(null, EMPTY);
    },
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      await queue.current.catch(() => undefined);
      await deleteIssue(id);
      return id;
    },
    onSuccess: (id) => {
      toast.success(copy.deleted);
      setToDelete(null);
      if (latest.current.draftId === id) load(null, EMPTY);
    },
    onError: (error) => {
      setToDelete(null);
      failed(error);
    },
    onSettled: refresh,
  });
  const busy = save.isPending || test.isPending || prepareSend.isPending || send.isPending || remove.isPending;
  const currentKey = contentKey(fields);
  const unsaved = currentKey !== saved.key && (draftId !== null || !blank(fields));
  const tested = testedKey === currentKey;

  // A reload (or a link) with ?draft=<id> reopens that draft once the list has loaded.
  useEffect(() => {
    const requested = searchParams.get(DRAFT_PARAM);
    if (!requested) return;
    void queryClient
      .ensureQueryData({ queryKey: ISSUES_KEY, queryFn: fetchIssues })
      .then((list) => {
        // Something else was opened or written meanwhile: that wins.
        if (latest.current.draftId !== null || !blank(latest.current.fields)) return;
        const issue = list.find((candidate) => candidate.id === requested);
        if (issue?.status === 'draft') load(issue.id, fieldsOf(issue));
        else {
          toast.error(copy.draftGone);
          showDraft(null);
        }
      })
      .catch(() => undefined); // the list shows its own error
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The draft saves itself a moment after the last change.
  useEffect(() => {
    if (!unsaved || busy) return;
    const timer = setTimeout(() => autosave.mutate(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // autosave.mutate is stable; the timer restarts on each change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [currentKey, unsaved, busy]);

  // Changes not in the database yet: the page asks before it is left.
  useLeaveGuard(unsaved || autosave.isPending, copy.leaveWarning);

  const askToSend = () => {
    const missing = missingLanguages(fields);
    if (missing.length > 0) {
      toast.error(incompleteText(copy, missing));
      return;
    }
    prepareSend.mutate();
  };

  const edit = (issue: NewsletterIssue) => {
    load(issue.id, fieldsOf(issue));
    window.scrollTo({ top: 0 });
  };

  const saveState = autosave.isPending
    ? copy.autosaving
    : unsaved
      ? copy.unsaved
      : saved.at
        ? fill(copy.autosaved, { time: formatDate(saved.at, lang, { hour: '2-digit', minute: '2-digit' }) })
        : null;

  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="newsletter-editor" className="flex flex-col gap-6">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h2 id="newsletter-editor" className="text-2xl font-bold text-slate-900">
            {copy.editorTitle}
          </h2>
          {draftId && (
            <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
              {copy.editingDraft}
              <Button variant="outline" size="sm" onClick={() => load(null, EMPTY)}>
                {copy.newIssue}
              </Button>
            </p>
          )}
        </div>
        <div className="grid gap-8 lg:grid-cols-2">
          {LANGS.map((language) => (
            <LanguageEditor
              key={language}
              copy={copy}
              language={language}
              title={fields[`title_${language}`]}
              body={fields[`body_${language}`]}
              onChange={(key, value) => change({ ...latest.current.fields, [`${key}_${language}`]: value })}
            />
          ))}
        </div>
        <p className="text-sm text-slate-600">{copy.languagesRule}</p>
        <p role="status" className="min-h-5 text-sm text-slate-600" data-testid="newsletter-save-state">
          {saveState}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" disabled={busy} onClick={() => save.mutate()}>
            {save.isPending ? copy.saving : copy.save}
          </Button>
          <Button variant={tested ? 'outline' : 'primary'} disabled={busy} onClick={() => test.mutate()}>
            <Mail aria-hidden className="size-4" />
            {test.isPending ? copy.sendingTest : copy.sendTest}
          </Button>
          <Button
            variant={tested ? 'primary' : 'outline'}
            disabled={busy}
            aria-describedby={tested ? undefined : 'newsletter-send-hint'}
            onClick={askToSend}
          >
            <Send aria-hidden className="size-4 rtl:-scale-x-100" />
            {copy.send}
          </Button>
          {draftId && (
            <Button
              variant="ghost"
              className="text-red-700"
              disabled={busy}
              onClick={() =>
                setToDelete(issues.data?.find((issue) => issue.id === draftId) ?? draftOf(draftId, fields))
              }
            >
              <Trash2 aria-hidden className="size-4" />
              {copy.deleteDraft}
            </Button>
          )}
        </div>
        {!tested && (
          <p id="newsletter-send-hint" className="-mt-3 text-sm text-slate-600">
            {copy.testFirst}
          </p>
        )}
      </section>

      <ModalDialog
        open={audience !== null}
        onOpenChange={(open) => {
          if (!open) setAudience(null);
        }}
        title={copy.confirmTitle}
        description={
          audience
            ? fill(copy.confirmTextAll, {
                title: issueTitle(copy, fields, lang),
                en: subscribers(copy, audience.en),
                he: subscribers(copy, audience.he),
                pt: subscribers(copy, audience.pt),
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
            {fill(copy.confirmSend, { total: subscribers(copy, audience ? totalOf(audience) : 0) })}
          </Button>
        </div>
      </ModalDialog>

      <ModalDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={copy.deleteTitle}
        description={toDelete ? fill(copy.deleteText, { title: issueTitle(copy, toDelete, lang) }) : undefined}
        data-testid="newsletter-delete-confirm"
      >
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setToDelete(null)}>
            {copy.cancel}
          </Button>
          <Button variant="danger" disabled={remove.isPending} onClick={() => toDelete && remove.mutate(toDelete.id)}>
            {copy.deleteConfirm}
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
          <IssueTable copy={copy} issues={issues.data} onEdit={edit} onDelete={setToDelete} />
        )}
      </section>
    </div>
  );
}

/** The open draft as the list would show it, before the list has caught up with its first save. */
function draftOf(id: string, fields: IssueFields): NewsletterIssue {
  const now = new Date().toISOString();
  return {
    id,
    ...fields,
    status: 'draft',
    created_at: now,
    updated_at: now,
    send_started_at: null,
    sent_at: null,
    recipients_en: 0,
    recipients_he: 0,
    recipients_pt: 0,
    sent: 0,
    failed: 0,
    pending: 0,
    skipped: 0,
  };
}

/** An issue's title in the staff member's language, else in English, else any, else "Untitled". */
function issueTitle(copy: NewsletterAdminCopy, issue: IssueFields, lang: Lang): string {
  const order = [lang, 'en', ...LANGS] as const;
  return order.map((language) => issue[`title_${language}`].trim()).find(Boolean) ?? copy.untitled;
}

/** "Write a title and a body in these languages first: English, Portuguese." */
function incompleteText(copy: NewsletterAdminCopy, missing: readonly Lang[]): string {
  return fill(copy.incompleteIn, { languages: missing.map((language) => copy.languages[language]).join(', ') });
}

function LanguageEditor({
  copy,
  language,
  title,
  body,
  onChange,
}: {
  copy: NewsletterAdminCopy;
  language: Lang;
  title: string;
  body: string;
  onChange: (key: 'title' | 'body', value: string) => void;
}) {
  const id = useId();
  const name = copy.languages[language];
  const dir = dirOf(language);
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
          lang={LANG_TAG[language]}
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
          lang={LANG_TAG[language]}
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
  onDelete,
}: {
  copy: NewsletterAdminCopy;
  issues: NewsletterIssue[];
  onEdit: (issue: NewsletterIssue) => void;
  onDelete: (issue: NewsletterIssue) => void;
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
              copy.columns.recipientsPt,
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
                <span className="block text-slate-600" dir="ltr" lang="pt-PT">
                  {issue.title_pt}
                </span>
              </td>
              <td className="px-3 py-2">{copy.status[issue.status]}</td>
              <td className="px-3 py-2 tabular-nums">{issue.status === 'draft' ? '–' : issue.recipients_en}</td>
              <td className="px-3 py-2 tabular-nums">{issue.status === 'draft' ? '–' : issue.recipients_he}</td>
              <td className="px-3 py-2 tabular-nums">{issue.status === 'draft' ? '–' : issue.recipients_pt}</td>
              <td className="px-3 py-2 tabular-nums">{issue.sent}</td>
              <td className="px-3 py-2 tabular-nums">{issue.failed}</td>
              <td className="px-3 py-2 tabular-nums">{issue.pending}</td>
              <td className="px-3 py-2">
                {issue.status === 'draft' && (
                  <span className="flex gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={fill(copy.editLabel, { title: issueTitle(copy, issue, lang) })}
                      onClick={() => onEdit(issue)}
                    >
                      {copy.edit}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      className="text-red-700"
                      aria-label={fill(copy.deleteLabel, { title: issueTitle(copy, issue, lang) })}
                      onClick={() => onDelete(issue)}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      {copy.delete}
                    </Button>
                  </span>
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
