import { CONTACT_REASONS, CONTACT_STRINGS as S } from './strings';

export type ContactForm = { name: string; email: string; reason: string; message: string };
export type ContactField = keyof ContactForm;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', reason: '', message: '' };
export const MAX_NAME_CHARS = 100;
export const MAX_MESSAGE_CHARS = 5000;

// The server's rule (shared/src/domain/email_address.rs): one @, no spaces or brackets, a domain with a dot.
const EMAIL = /^[^@\s<>()[\],;:"\\]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** The form as it will be sent: the email trimmed (the server refuses spaces around it). */
export function toPayload(form: ContactForm): ContactForm {
  return { ...form, email: form.email.trim() };
}

/** Spec §5's checks, the same the server makes (send-contact-email answers 400 with the same messages). */
export function validateContactForm(form: ContactForm): ContactErrors {
  const errors: ContactErrors = {};
  const name = form.name.trim();
  if ([...name].length < 2) errors.name = S.nameTooShort;
  else if ([...form.name].length > MAX_NAME_CHARS) errors.name = S.nameTooLong;
  const email = form.email.trim();
  if (email.length > 254 || !EMAIL.test(email)) errors.email = S.invalidEmail;
  if (!CONTACT_REASONS.some((reason) => reason.value === form.reason)) errors.reason = S.missingReason;
  if ([...form.message.trim()].length < 10) errors.message = S.messageTooShort;
  else if ([...form.message].length > MAX_MESSAGE_CHARS) errors.message = S.messageTooLong;
  return errors;
}
