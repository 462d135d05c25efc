import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { EXPENSE_CATEGORIES, type EntryKind, type OwnerRow } from '@shared/owners/ledger';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { useI18n } from '@/lib/i18n/i18n-context';
import { toast } from '@/lib/toast/toast';
import { OwnersAdminError } from './admin-errors';
import type { OwnersAdminCopy } from './copy.en';
import { DOCUMENT_ACCEPT, documentProblem } from './document-rules';
import {
  ADJUSTED_CATEGORIES,
  adjustmentFormSchema,
  expenseFormSchema,
  payoutFormSchema,
  rentFormSchema,
  type AdjustmentFormValues,
  type EntryPayload,
  type ExpenseFormValues,
  type PayoutFormValues,
  type RentFormValues,
} from './entry-form-schemas';
import { defaultEntryDate } from './months';
import { DateField, FileField, formErrorText, LABEL_CLASS, monthText, ProblemAlert, SelectField } from './ui';
import { useAddEntry } from './use-owners-admin';

export interface EntryFormsProps {
  copy: OwnersAdminCopy;
  propertyId: string;
  /** The open month the entry goes into ('YYYY-MM'). */
  month: string;
  /** The property's co-owners (payees of a payout). */
  coOwners: readonly OwnerRow[];
  /** The property's published months before `month` (what an adjustment may correct). */
  correctable: readonly string[];
  /** Only these kinds (a published month offers its adjustment only). */
  kinds?: readonly EntryKind[];
  /** An adjustment's starting "month it corrects". */
  adjustsMonth?: string;
  now?: Date;
}

const ALL_KINDS: readonly EntryKind[] = ['rent', 'expense', 'payout', 'adjustment'];

/** The forms that add an entry to an open month: choose the kind, fill its form. */
export function EntryForms({ kinds = ALL_KINDS, ...props }: EntryFormsProps) {
  const { copy } = props;
  const offered = kinds.filter((kind) => kind !== 'adjustment' || props.correctable.length > 0);
  const [kind, setKind] = useState<EntryKind>(offered[0] ?? 'rent');
  const name = useId();
  const t = copy.ledger;
  if (offered.length === 0) return <p className="text-slate-600">{t.adjustmentNone}</p>;
  return (
    <div className="flex flex-col gap-4">
      {offered.length > 1 && (
        <fieldset className="flex flex-col gap-2">
          <legend className={LABEL_CLASS}>{t.addKind}</legend>
          <div className="flex flex-wrap gap-2">
            {offered.map((option) => (
              <label
                key={option}
                className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="size-4 accent-brand-700"
                />
                {copy.kinds[option]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {kind === 'rent' && <RentForm key={`rent-${props.month}`} {...props} />}
      {kind === 'expense' && <ExpenseForm key={`expense-${props.month}`} {...props} />}
      {kind === 'payout' && <PayoutForm key={`payout-${props.month}`} {...props} />}
      {kind === 'adjustment' && <AdjustmentForm key={`adjustment-${props.month}`} {...props} />}
    </div>
  );
}

/**
 * The submit part every entry form shares: sends the entry (with its receipt), shows a refusal
 * next to the form, and starts the form again after a success.
 */
function useEntrySubmit<Values extends FieldValues>(
  props: EntryFormsProps,
  form: UseFormReturn<Values, unknown, EntryPayload>,
  reset: Values,
  receipt: { file: File | null; onProblem: (text: string) => void; onSaved: () => void } | null = null,
) {
  const add = useAddEntry(props.propertyId);
  const [failure, setFailure] = useState<unknown>(null);
  const submit = form.handleSubmit(async (entry) => {
    setFailure(null);
    try {
      await add.mutateAsync({ month: props.month, entry, receipt: receipt?.file ?? null });
      toast.success(props.copy.ledger.added);
      form.reset(reset);
      receipt?.onSaved();
    } catch (error) {
      if (receipt && error instanceof OwnersAdminError && error.problem.kind === 'document') {
        receipt.onProblem(props.copy.problems.documents[error.problem.problem]);
      } else setFailure(error);
    }
  });
  return { submit, failure };
}

function FormShell({
  copy,
  submitLabel,
  busy,
  failure,
  onSubmit,
  children,
  testId,
}: {
  copy: OwnersAdminCopy;
  submitLabel: string;
  busy: boolean;
  failure: unknown;
  onSubmit: () => void;
  children: ReactNode;
  testId: string;
}) {
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
      {failure !== null && failure !== undefined && <ProblemAlert copy={copy} error={failure} onRetry={onSubmit} />}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? copy.saving : submitLabel}
        </Button>
      </div>
    </form>
  );
}

const amountProps = { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off', maxLength: 16 } as const;

function RentForm(props: EntryFormsProps) {
  const { copy, month } = props;
  const f = copy.ledger.fields;
  const empty: RentFormValues = {
    entry_date: defaultEntryDate(month, props.now ?? new Date()),
    amount: '',
    reference: '',
    withheld: '',
  };
  // The schemas depend on the month (which dates fit it), so they are built again when it changes.
  const resolver = useMemo(() => standardSchemaResolver(rentFormSchema(month)), [month]);
  const form = useForm<RentFormValues, unknown, EntryPayload>({ resolver, defaultValues: empty });
  const { submit, failure } = useEntrySubmit(props, form, empty);
  const errorText = (code: string | undefined) => formErrorText(copy, code);
  return (
    <FormShell
      copy={copy}
      testId="rent-form"
      submitLabel={copy.ledger.submit.rent}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={() => void submit()}
    >
      <DateField
        control={form.control}
        name="entry_date"
        id="rent-date"
        label={f.date}
        required
        errorText={errorText}
      />
      <TextField
        control={form.control}
        name="amount"
        id="rent-amount"
        label={f.amount}
        required
        errorText={errorText}
        {...amountProps}
      />
      <TextField
        control={form.control}
        name="reference"
        id="rent-reference"
        label={f.receiptNumber}
        dir="ltr"
        autoComplete="off"
        maxLength={80}
        errorText={errorText}
      />
      <TextField
        control={form.control}
        name="withheld"
        id="rent-withheld"
        label={f.withheld}
        errorText={errorText}
        {...amountProps}
      />
    </FormShell>
  );
}

function ExpenseForm(props: EntryFormsProps) {
  const { copy, month } = props;
  const f = copy.ledger.fields;
  const empty: ExpenseFormValues = {
    category: 'condominium',
    supplier: '',
    entry_date: defaultEntryDate(month, props.now ?? new Date()),
    amount: '',
  };
  const resolver = useMemo(() => standardSchemaResolver(expenseFormSchema(month)), [month]);
  const form = useForm<ExpenseFormValues, unknown, EntryPayload>({ resolver, defaultValues: empty });
  const [receipt, setReceipt] = useState<File | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  // The file input is a fresh one after a success (a file input cannot be emptied by its value).
  const [receiptKey, setReceiptKey] = useState(0);
  const { submit, failure } = useEntrySubmit(props, form, empty, {
    file: receipt,
    onProblem: setReceiptError,
    onSaved: () => {
      setReceipt(null);
      setReceiptKey((key) => key + 1);
    },
  });
  const errorText = (code: string | undefined) => formErrorText(copy, code);

  const chooseReceipt = (file: File | null) => {
    const problem = file ? documentProblem(file) : null;
    setReceiptError(problem ? copy.problems.documents[problem] : null);
    setReceipt(problem ? null : file);
  };
  // The receipt is required, and checked before the form's other fields are sent anywhere.
  const send = async () => {
    if (!receipt) {
      await form.trigger();
      setReceiptError((current) => current ?? copy.formErrors.required);
      return;
    }
    if (receiptError) return;
    await submit();
  };

  return (
    <FormShell
      copy={copy}
      testId="expense-form"
      submitLabel={copy.ledger.submit.expense}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={() => void send()}
    >
      <SelectField
        control={form.control}
        name="category"
        id="expense-category"
        label={f.category}
        required
        options={EXPENSE_CATEGORIES.map((category) => [category, copy.categories[category]] as const)}
      />
      <TextField
        control={form.control}
        name="supplier"
        id="expense-supplier"
        label={f.supplier}
        dir="auto"
        required
        maxLength={120}
        errorText={errorText}
      />
      <DateField
        control={form.control}
        name="entry_date"
        id="expense-date"
        label={f.invoiceDate}
        required
        errorText={errorText}
      />
      <TextField
        control={form.control}
        name="amount"
        id="expense-amount"
        label={f.amount}
        required
        errorText={errorText}
        {...amountProps}
      />
      <div className="sm:col-span-2">
        <FileField
          key={receiptKey}
          id="expense-receipt"
          label={f.receipt}
          accept={DOCUMENT_ACCEPT}
          required
          error={receiptError}
          onFile={chooseReceipt}
        />
      </div>
    </FormShell>
  );
}

function PayoutForm(props: EntryFormsProps) {
  const { copy, month, coOwners } = props;
  const f = copy.ledger.fields;
  const empty: PayoutFormValues = {
    owner_id: coOwners.length === 1 ? coOwners[0]!.id : '',
    entry_date: defaultEntryDate(month, props.now ?? new Date()),
    amount: '',
    reference: '',
  };
  const resolver = useMemo(() => standardSchemaResolver(payoutFormSchema(month)), [month]);
  const form = useForm<PayoutFormValues, unknown, EntryPayload>({ resolver, defaultValues: empty });
  const { submit, failure } = useEntrySubmit(props, form, empty);
  const errorText = (code: string | undefined) => formErrorText(copy, code);
  return (
    <FormShell
      copy={copy}
      testId="payout-form"
      submitLabel={copy.ledger.submit.payout}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={() => void submit()}
    >
      <SelectField
        control={form.control}
        name="owner_id"
        id="payout-owner"
        label={f.payee}
        placeholder={f.chooseOwner}
        required
        errorText={errorText}
        options={coOwners.map((owner) => [owner.id, owner.full_name] as const)}
      />
      <DateField
        control={form.control}
        name="entry_date"
        id="payout-date"
        label={f.payoutDate}
        required
        errorText={errorText}
      />
      <TextField
        control={form.control}
        name="amount"
        id="payout-amount"
        label={f.amount}
        required
        errorText={errorText}
        {...amountProps}
      />
      <TextField
        control={form.control}
        name="reference"
        id="payout-reference"
        label={f.bankReference}
        dir="ltr"
        autoComplete="off"
        required
        maxLength={80}
        errorText={errorText}
      />
    </FormShell>
  );
}

function AdjustmentForm(props: EntryFormsProps) {
  const { copy, month, correctable } = props;
  const { lang } = useI18n();
  const f = copy.ledger.fields;
  const empty: AdjustmentFormValues = {
    direction: 'credit',
    category: 'rent',
    adjusts_month: props.adjustsMonth ?? correctable.at(-1) ?? '',
    entry_date: defaultEntryDate(month, props.now ?? new Date()),
    amount: '',
    note: '',
  };
  const correctableKey = correctable.join(',');
  const resolver = useMemo(
    () => standardSchemaResolver(adjustmentFormSchema(month, correctableKey ? correctableKey.split(',') : [])),
    [month, correctableKey],
  );
  const form = useForm<AdjustmentFormValues, unknown, EntryPayload>({ resolver, defaultValues: empty });
  const { submit, failure } = useEntrySubmit(props, form, empty);
  const errorText = (code: string | undefined) => formErrorText(copy, code);
  return (
    <FormShell
      copy={copy}
      testId="adjustment-form"
      submitLabel={copy.ledger.submit.adjustment}
      busy={form.formState.isSubmitting}
      failure={failure}
      onSubmit={() => void submit()}
    >
      <SelectField
        control={form.control}
        name="adjusts_month"
        id="adjustment-month"
        label={f.adjustsMonth}
        placeholder={f.chooseMonth}
        required
        errorText={errorText}
        options={[...correctable].reverse().map((key) => [key, monthText(key, lang)] as const)}
      />
      <SelectField
        control={form.control}
        name="direction"
        id="adjustment-direction"
        label={f.direction}
        required
        options={[
          ['credit', f.credit],
          ['debit', f.debit],
        ]}
      />
      <SelectField
        control={form.control}
        name="category"
        id="adjustment-category"
        label={f.adjustedCategory}
        required
        options={ADJUSTED_CATEGORIES.map((category) => [category, copy.categories[category]] as const)}
      />
      <TextField
        control={form.control}
        name="amount"
        id="adjustment-amount"
        label={f.amount}
        required
        errorText={errorText}
        {...amountProps}
      />
      <DateField
        control={form.control}
        name="entry_date"
        id="adjustment-date"
        label={f.adjustmentDate}
        required
        errorText={errorText}
      />
      <div className="sm:col-span-2">
        <TextField
          control={form.control}
          name="note"
          id="adjustment-note"
          label={f.note}
          dir="auto"
          rows={3}
          required
          maxLength={500}
          errorText={errorText}
        />
      </div>
    </FormShell>
  );
}
