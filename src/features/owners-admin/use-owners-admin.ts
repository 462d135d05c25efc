// The staff tool's reads (TanStack Query) and writes. A write that carries a document uploads it
// first and saves the row only once it is stored; if the save fails, the file is removed again,
// so a failure leaves neither a file nobody points at nor a row without its file.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as api from './owners-admin-api';
import { documentPath, documentType } from './document-rules';
import type { EntryPayload } from './entry-form-schemas';
import type { LeasePayload } from './lease-form-schema';
import type { OwnerPayload } from './owner-form-schema';
import type { PropertyPayload } from './property-form-schema';

export const ownersAdminKeys = {
  all: ['ownersAdmin'] as const,
  owners: () => ['ownersAdmin', 'owners'] as const,
  properties: () => ['ownersAdmin', 'properties'] as const,
  leases: (propertyId: string) => ['ownersAdmin', 'leases', propertyId] as const,
  entries: (propertyId: string, month: string) => ['ownersAdmin', 'entries', propertyId, month] as const,
  statements: (propertyId: string) => ['ownersAdmin', 'statements', propertyId] as const,
  shares: (statementId: string) => ['ownersAdmin', 'shares', statementId] as const,
  audit: () => ['ownersAdmin', 'audit'] as const,
};

// Staff see what is stored now: every read is fresh when a part mounts, and no read is retried
// by itself (the page shows a retry button instead, so a refusal is shown at once).
const FRESH = { staleTime: 0, retry: false } as const;

export function useOwners() {
  return useQuery({ queryKey: ownersAdminKeys.owners(), queryFn: api.listOwners, ...FRESH });
}

export function useProperties() {
  return useQuery({ queryKey: ownersAdminKeys.properties(), queryFn: api.listProperties, ...FRESH });
}

export function useLeases(propertyId: string) {
  return useQuery({
    queryKey: ownersAdminKeys.leases(propertyId),
    queryFn: () => api.listLeases(propertyId),
    ...FRESH,
  });
}

export function useEntries(propertyId: string, month: string) {
  return useQuery({
    queryKey: ownersAdminKeys.entries(propertyId, month),
    queryFn: () => api.listEntries(propertyId, month),
    ...FRESH,
  });
}

export function useStatements(propertyId: string) {
  return useQuery({
    queryKey: ownersAdminKeys.statements(propertyId),
    queryFn: () => api.listStatements(propertyId),
    ...FRESH,
  });
}

export function useStatementShares(statementId: string) {
  return useQuery({
    queryKey: ownersAdminKeys.shares(statementId),
    queryFn: () => api.listStatementShares(statementId),
    ...FRESH,
  });
}

export function useAudit() {
  return useQuery({ queryKey: ownersAdminKeys.audit(), queryFn: api.listAudit, ...FRESH });
}

/** After any write, everything the tool shows is read again (the history included). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ownersAdminKeys.all });
}

/** Uploads `file` as a document of the property, runs `save` with its path, and cleans up on failure. */
async function saveWithDocument<T>(
  propertyId: string,
  prefix: 'lease' | 'receipt',
  file: File | null,
  save: (path: string | undefined) => Promise<T>,
): Promise<T> {
  if (!file) return save(undefined);
  const path = documentPath(propertyId, prefix, file);
  await api.uploadDocument(path, file, documentType(file)!);
  try {
    return await save(path);
  } catch (error) {
    await api.removeDocuments([path]).catch(() => {});
    throw error;
  }
}

export function useSaveOwner() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ owner, id }: { owner: OwnerPayload; id?: string }) => api.saveOwner(owner, id),
    onSettled: refresh,
  });
}

export function useSaveProperty() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ property, id }: { property: PropertyPayload; id?: string }) => api.saveProperty(property, id),
    onSettled: refresh,
  });
}

export function useSaveLease(propertyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ lease, id, document }: { lease: LeasePayload; id?: string; document: File | null }) =>
      saveWithDocument(propertyId, 'lease', document, (documentPath) =>
        api.saveLease(propertyId, lease, { id, documentPath }),
      ),
    onSettled: refresh,
  });
}

export function useAddEntry(propertyId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ month, entry, receipt }: { month: string; entry: EntryPayload; receipt: File | null }) =>
      saveWithDocument(propertyId, 'receipt', receipt, (receiptPath) =>
        api.addEntry(propertyId, month, entry, receiptPath),
      ),
    onSettled: refresh,
  });
}

export function useDeleteEntry() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: string) => api.deleteEntry(id), onSettled: refresh });
}

export function useCloseMonth(propertyId: string) {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (month: string) => api.closeMonth(propertyId, month), onSettled: refresh });
}

export function useInviteOwner() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (ownerId: string) => api.inviteOwner(ownerId), onSettled: refresh });
}
