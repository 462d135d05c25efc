// The signed lease and the receipts: what the private bucket owner-documents takes (PDF or a photo,
// at most 10 MB; docs/owner-accounts.md "Who sees what") checked in the browser first, so a wrong
// file gets a clear message before anything is sent, and where each file goes.

/** The bucket's size limit (file_size_limit in the migration). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The bucket's types and the extension a stored file gets. */
export const DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

/** For the file input's accept attribute. */
export const DOCUMENT_ACCEPT = [...Object.keys(DOCUMENT_TYPES), '.pdf', '.jpg', '.jpeg', '.png', '.webp', '.heic'].join(
  ',',
);

export type DocumentProblem = 'type' | 'size' | 'empty';

/**
 * The file's type as the bucket will be told it. Some browsers give a HEIC photo no type at all,
 * so an empty type is read from the name's extension (only for HEIC, whose type they omit).
 */
export function documentType(file: Pick<File, 'type' | 'name'>): DocumentType | null {
  const type = file.type.toLowerCase();
  if (type in DOCUMENT_TYPES) return type as DocumentType;
  if (type === '' && /\.(heic|heif)$/i.test(file.name)) return 'image/heic';
  if (type === 'image/heif') return 'image/heic';
  return null;
}

/** Why the bucket would refuse the file, or null when it takes it. */
export function documentProblem(file: Pick<File, 'type' | 'name' | 'size'>): DocumentProblem | null {
  if (documentType(file) === null) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  return null;
}

/**
 * Where a document of a property goes: `properties/<property id>/<prefix>-<random>.<ext>`. A fresh
 * name each time, so a file is never overwritten and an old statement's receipt stays as it was.
 */
export function documentPath(
  propertyId: string,
  prefix: 'lease' | 'receipt',
  file: Pick<File, 'type' | 'name'>,
  random: string = crypto.randomUUID(),
): string {
  const type = documentType(file);
  if (!type) throw new Error('Not a document type the bucket takes');
  return `properties/${propertyId}/${prefix}-${random}.${DOCUMENT_TYPES[type]}`;
}
