import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Select, TextArea, TextInput } from '@/components/ui/form-controls';
import { closeToast, showToast, useCloseToastWhenFixed } from '@/components/ui/toaster';
import { useSite } from '@/config/site';
import { isApiError, limitMessage } from '@/lib/api-client';
import { sendContactEmail } from '../api/send-contact-email';
import { CONTACT_REASONS, CONTACT_STRINGS as S } from '../strings';
import {
  EMPTY_CONTACT_FORM,
  toPayload,
  validateContactForm,
  type ContactErrors,
  type ContactField,
  type ContactForm as ContactFormValues,
} from '../validation';

const FIELDS: ContactField[] = ['name', 'email', 'reason', 'message'];

/** A labelled control with its error under it (the control names the error with aria-describedby). */
function LabelledField({ name, label, error, children }: { name: ContactField; label: string; error?: string; children: ReactNode }) {
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={`contact-${name}`} fontWeight="medium" fontSize="sm">
        {label}{' '}
        <chakra.span color="red.700" aria-hidden="true">
          *
        </chakra.span>
      </chakra.label>
      {children}
      {error ? (
        <Text id={`contact-${name}-error`} color="red.700" fontSize="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The contact form (spec §2 'Contact page'): checked in the browser as the server checks it, sent to the support
 * mailbox, the spec's toasts, and the fields reset after success. Errors show after a first submit and clear per
 * field as it is edited.
 */
export function ContactForm() {
  const site = useSite();
  const [form, setForm] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sending, setSending] = useState(false);
  // The failure toast lasts until the fields the server refused are fixed, or the next send (issue 24).
  const failureToastId = `${useId()}failure`;
  useCloseToastWhenFixed(failureToastId, FIELDS.every((field) => !errors[field]));

  const change = (field: ContactField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const problems = validateContactForm(form);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      const first = FIELDS.find((field) => problems[field]);
      const control = first ? event.currentTarget.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setSending(true);
    closeToast(failureToastId);
    try {
      await sendContactEmail(toPayload(form));
      setForm(EMPTY_CONTACT_FORM);
      setErrors({});
      showToast(S.successTitle, S.successDescription, 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.fields) {
        setErrors(error.fields as ContactErrors);
      }
      // A limit's refusal (5 messages an hour) says when to try again, not 'later' (issue 24).
      showToast(S.failureTitle, limitMessage(error) ?? S.failureDescription, 'error', failureToastId);
    } finally {
      setSending(false);
    }
  };

  const field = (name: ContactField) => ({
    id: `contact-${name}`,
    name,
    value: form[name],
    required: true,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <Stack gap="6">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={S.title}>
        <Stack gap="5">
          <LabelledField name="name" label={S.nameLabel} error={errors.name}>
            <TextInput {...field('name')} autoComplete="name" onChange={(e) => change('name', e.currentTarget.value)} />
          </LabelledField>
          <LabelledField name="email" label={S.emailLabel} error={errors.email}>
            <TextInput
              {...field('email')}
              type="email"
              autoComplete="email"
              onChange={(e) => change('email', e.currentTarget.value)}
            />
          </LabelledField>
          <LabelledField name="reason" label={S.reasonLabel} error={errors.reason}>
            <Select {...field('reason')} onChange={(e) => change('reason', e.currentTarget.value)}>
              <option value="">{S.reasonPlaceholder}</option>
              {CONTACT_REASONS.map((reason) => (
                <option key={reason.value} value={reason.value}>
                  {reason.label}
                </option>
              ))}
            </Select>
          </LabelledField>
          <LabelledField name="message" label={S.messageLabel} error={errors.message}>
            <TextArea {...field('message')} rows={6} onChange={(e) => change('message', e.currentTarget.value)} />
          </LabelledField>
          <Button type="submit" colorPalette="blue" size="lg" alignSelf="flex-start" loading={sending} loadingText={S.submitting}>
            {S.submit}
          </Button>
        </Stack>
      </form>
      <Box bg="blue.50" color="blue.900" rounded="md" p="4">
        <Text>{S.replyNote}</Text>
        {site.urgentPhone ? (
          <Text mt="1" data-testid="urgent-line">
            {S.urgentNote(site.urgentPhone)}
          </Text>
        ) : null}
      </Box>
    </Stack>
  );
}
