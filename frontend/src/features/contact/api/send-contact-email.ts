import { apiRequest } from '@/lib/api-client';
import type { ContactForm } from '../validation';

export const SEND_CONTACT_EMAIL_ENDPOINT = '/api/send-contact-email';

/** POST /api/send-contact-email `{name, email, reason, message}` -> `{sent: true}`; 400 carries `fields`. */
export async function sendContactEmail(form: ContactForm): Promise<void> {
  await apiRequest<{ sent?: boolean }>(SEND_CONTACT_EMAIL_ENDPOINT, { body: form });
}
