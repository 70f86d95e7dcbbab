import { Alert, Button, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { showToast } from '@/components/ui/toaster';
import { useSite } from '@/config/site';
import { isApiError } from '@/lib/api-client';
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
    try {
      await sendContactEmail(toPayload(form));
      setForm(EMPTY_CONTACT_FORM);
      setErrors({});
      showToast(S.successTitle, S.successDescription, 'success');
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.fields) {
        setErrors(error.fields as ContactErrors);
      }
      showToast(S.failureTitle, S.failureDescription, 'error');
    } finally {
      setSending(false);
    }
  };

  const field = (name: ContactField) => ({
    name,
    value: form[name],
    fontSize: 'md',
  });

  return (
    <Stack gap="6">
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={S.title}>
        <Stack gap="5">
          <Field.Root invalid={Boolean(errors.name)} required ids={{ control: 'contact-name' }}>
            <Field.Label>{S.nameLabel}</Field.Label>
            <Input {...field('name')} autoComplete="name" onChange={(e) => change('name', e.currentTarget.value)} />
            {errors.name && <Field.ErrorText>{errors.name}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.email)} required ids={{ control: 'contact-email' }}>
            <Field.Label>{S.emailLabel}</Field.Label>
            <Input
              {...field('email')}
              type="email"
              autoComplete="email"
              onChange={(e) => change('email', e.currentTarget.value)}
            />
            {errors.email && <Field.ErrorText>{errors.email}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.reason)} required ids={{ control: 'contact-reason' }}>
            <Field.Label>{S.reasonLabel}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                {...field('reason')}
                placeholder={S.reasonPlaceholder}
                onChange={(e) => change('reason', e.currentTarget.value)}
              >
                {CONTACT_REASONS.map((reason) => (
                  <option key={reason.value} value={reason.value}>
                    {reason.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.reason && <Field.ErrorText>{errors.reason}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.message)} required ids={{ control: 'contact-message' }}>
            <Field.Label>{S.messageLabel}</Field.Label>
            <Textarea {...field('message')} rows={6} onChange={(e) => change('message', e.currentTarget.value)} />
            {errors.message && <Field.ErrorText>{errors.message}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" colorPalette="blue" size="lg" alignSelf="flex-start" loading={sending} loadingText={S.submitting}>
            {S.submit}
          </Button>
        </Stack>
      </form>
      <Alert.Root status="info" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            <Text>{S.replyNote}</Text>
            {site.urgentPhone ? (
              <Text mt="1" data-testid="urgent-line">
                {S.urgentNote(site.urgentPhone)}
              </Text>
            ) : null}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    </Stack>
  );
}
