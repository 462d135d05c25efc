/**
 * What an e-mail or phone input always is: its keyboard, its autofill and left to right in Hebrew
 * too. `TextField` takes them as its `kind`; the inputs written by hand (the footer's newsletter
 * form, staff sign-in, the unsubscribe page, data-subject requests) spread them, overriding
 * `autoComplete` where the field is not the visitor's own address.
 */
export const INPUT_KINDS = {
  email: { type: 'email', inputMode: 'email', autoComplete: 'email', dir: 'ltr' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', dir: 'ltr' },
} as const;

export type InputKind = keyof typeof INPUT_KINDS;
