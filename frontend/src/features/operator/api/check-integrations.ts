import { apiRequest } from '@/lib/api-client';
import type { IntegrationsReport } from './types';

export const CHECK_INTEGRATIONS_ENDPOINT = '/api/check-integrations';

/** POST /api/check-integrations with the admin token -> every adapter's check (each within 10 s on the server). */
export function checkIntegrations(adminToken: string): Promise<IntegrationsReport> {
  return apiRequest<IntegrationsReport>(CHECK_INTEGRATIONS_ENDPOINT, { adminToken, timeoutMs: 30_000 });
}
