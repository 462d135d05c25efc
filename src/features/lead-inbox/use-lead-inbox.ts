import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LeadStatus } from '@shared/leads/lead-status';
import { fill } from '@/lib/i18n/dictionary';
import type { LeadInboxCopy } from './copy.en';
import type { InboxFilters } from './inbox-filters';
import {
  addLeadNote,
  getLead,
  InboxError,
  leadCounts,
  listLeads,
  setLeadStatus,
  subjectRequests,
} from './lead-inbox-api';

export const inboxKeys = {
  all: ['leadInbox'] as const,
  list: (filters: InboxFilters) => ['leadInbox', 'list', filters] as const,
  counts: () => ['leadInbox', 'counts'] as const,
  lead: (kind: string, id: string) => ['leadInbox', 'lead', kind, id] as const,
  requests: () => ['leadInbox', 'requests'] as const,
};

/** A failure in the page's language: a named refusal by its text, anything else with its message. */
export function errorText(copy: LeadInboxCopy, error: unknown): string {
  if (error instanceof InboxError && error.code !== 'other') return copy.errors[error.code];
  return fill(copy.otherError, { message: error instanceof Error ? error.message : String(error) });
}

export function useLeadList(filters: InboxFilters) {
  // The previous page stays on screen while the next loads, so the table does not jump.
  return useQuery({
    queryKey: inboxKeys.list(filters),
    queryFn: () => listLeads(filters),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useLeadCounts() {
  return useQuery({ queryKey: inboxKeys.counts(), queryFn: leadCounts, staleTime: 0 });
}

export function useLead(kind: string, id: string) {
  return useQuery({ queryKey: inboxKeys.lead(kind, id), queryFn: () => getLead(kind, id), staleTime: 0 });
}

export function useSubjectRequests() {
  return useQuery({ queryKey: inboxKeys.requests(), queryFn: subjectRequests, staleTime: 0 });
}

/** Status and notes; after each, the lead (with its history), the list and the counts are read again. */
export function useLeadChanges(kind: string, id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: inboxKeys.all });
  const status = useMutation({
    mutationFn: (value: LeadStatus) => setLeadStatus(kind, id, value),
    onSettled: refresh,
  });
  const note = useMutation({
    mutationFn: (text: string) => addLeadNote(kind, id, text),
    onSettled: refresh,
  });
  return { status, note };
}
