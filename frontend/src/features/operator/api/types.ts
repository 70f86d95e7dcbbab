/** The operator functions' answers (docs/api.md, "Operator functions"), as docs/openapi.json has them. */
import type { ApiAnswer } from '@/types/api';

export type IntegrationsReport = ApiAnswer<'/api/check-integrations'>;

export type IntegrationCheck = IntegrationsReport['checks'][number];

export type CheckStatus = IntegrationCheck['status'];

/** A purchase as the operator sees it (admin-lookup-purchase), with its guarantee actions so far. */
export type Purchase = ApiAnswer<'/api/admin-lookup-purchase'>['purchases'][number];

export type PurchaseStatus = Purchase['status'];

export type GuaranteeAction = Purchase['history'][number]['action'];
