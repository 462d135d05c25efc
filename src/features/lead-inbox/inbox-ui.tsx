// Small pieces the inbox's parts share.
import { formatDate } from '@/lib/format/intl';
import type { Lang } from '@/lib/i18n/lang';
import type { LeadInboxCopy } from './copy.en';

export const INPUT_CLASS =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600';

/** A timestamp in Lisbon time, isolated so that it reads the same way in a right-to-left line. */
export function When({ value, lang }: { value: string; lang: Lang }) {
  return (
    <bdi>
      <time dateTime={value}>
        {formatDate(value, lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Lisbon' })}
      </time>
    </bdi>
  );
}

export function statusLabel(copy: LeadInboxCopy, status: string | null): string {
  if (!status) return '';
  return (copy.statuses as Record<string, string>)[status] ?? status;
}

export function notificationLabel(copy: LeadInboxCopy, status: string | null): string {
  if (!status) return '';
  return (copy.notifications as Record<string, string>)[status] ?? status;
}
