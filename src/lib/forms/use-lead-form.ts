import type { BaseSyntheticEvent, FormEvent } from 'react';
import {
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldPath,
  type Resolver,
  type UseFormProps,
} from 'react-hook-form';
import { honeypotValue } from './honeypot';
import { EMPTY_LEAD_VALUES, fieldWithScriptContent, type LeadFormValues } from './lead-values';
import { useLeadSubmission, type LeadSubmissionOptions } from './use-lead-submission';

// A form needs only this module: the shared values and payload helpers come with the hook.
export { contactSubmission, missingOrInvalidEmail, type LeadFormValues, type LeadTextField } from './lead-values';

export interface LeadFormOptions<Values extends LeadFormValues, Output> {
  resolver: Resolver<Values, unknown, Output>;
  /** The form's own fields beside the shared ones (a message, say). */
  extraValues?: Omit<Values, keyof LeadFormValues>;
  /** Other react-hook-form options (validation mode, focus on error). */
  formOptions?: Pick<UseFormProps<Values, unknown, Output>, 'mode' | 'shouldFocusError'>;
  submission: LeadSubmissionOptions;
  /** The body sent to the form's function, in that function's own keys; null sends nothing. */
  payload: (values: Output) => object | null;
  onInvalid?: (errors: FieldErrors<Values>) => void;
  /**
   * Refuse script content before validating: the fields are checked first, and on a hit nothing is
   * validated or sent and this runs instead (the form's 'Invalid input' notice).
   */
  refuseScript?: { fields: readonly FieldPath<Values>[]; notify: () => void };
}

/**
 * The skeleton of every lead form: the values and their resolver, the submission (rate limit,
 * honeypot, consent proof, errors; see useLeadSubmission), the script-content check before
 * validation, and the submit state the button reads.
 */
export function useLeadForm<Values extends LeadFormValues, Output>({
  resolver,
  extraValues,
  formOptions,
  submission: submissionOptions,
  payload,
  onInvalid,
  refuseScript,
}: LeadFormOptions<Values, Output>) {
  const form = useForm<Values, unknown, Output>({
    resolver,
    defaultValues: { ...EMPTY_LEAD_VALUES, ...extraValues } as DefaultValues<Values>,
    ...formOptions,
  });
  const agreed = useWatch({ control: form.control, name: 'agreesToTerms' as FieldPath<Values> }) as boolean;
  const submission = useLeadSubmission({
    ...submissionOptions,
    // A lead that did not arrive is worth a line in the console for whoever looks into it.
    handleError: (error) => {
      console.error(`${submissionOptions.fn} failed`, error);
      return submissionOptions.handleError?.(error) ?? false;
    },
  });
  // Validation may load the schema first; a second click meanwhile must not send twice.
  const sending = submission.sending || form.formState.isSubmitting;

  const onValid = (values: Output, event?: BaseSyntheticEvent) => {
    // A lead already on its way is not sent twice (Enter in a field while the button is disabled).
    const fields = submission.sending ? null : payload(values);
    if (fields) submission.submit(fields, honeypotValue(event));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (refuseScript && fieldWithScriptContent(form.getValues(), refuseScript.fields) !== undefined) {
      event.preventDefault();
      refuseScript.notify();
      return;
    }
    void form.handleSubmit(onValid, onInvalid)(event);
  };

  return {
    form,
    onSubmit,
    /** The required consent is ticked. */
    agreed,
    /** The lead is on its way (or being validated): the button says so and takes no second click. */
    sending,
    /** The label to show: the request is out. */
    requestPending: submission.sending,
    blocked: submission.blocked,
  };
}

export type LeadForm<Values extends LeadFormValues, Output> = ReturnType<typeof useLeadForm<Values, Output>>;
