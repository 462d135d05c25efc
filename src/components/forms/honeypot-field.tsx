import type { ComponentPropsWithRef } from 'react';
import { HONEYPOT_FIELD } from '@shared/validation/consent';

interface HoneypotFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'tabIndex' | 'autoComplete'> {
  id: string;
  label: string;
}

/**
 * The hidden trap field of every public form (see HONEYPOT_FIELD): out of sight, out of the tab order
 * and hidden from assistive technology, so only bots fill it in.
 */
export function HoneypotField({ id, label, name = HONEYPOT_FIELD, ...props }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="sr-only">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" {...props} />
    </div>
  );
}
