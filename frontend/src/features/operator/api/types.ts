/** The operator functions' answers (docs/api.md, "Operator functions"). */
export type CheckStatus = 'ok' | 'failed' | 'off';

export type IntegrationCheck = {
  name: string;
  label: string;
  adapter: string;
  status: CheckStatus;
  latencyMs: number;
  error: boolean;
  message: string;
  details: string | null;
  networkDiagnostics: Record<string, string | number | boolean | null> | null;
  possibleSolutions: string[];
};

export type IntegrationsReport = {
  error: boolean;
  message: string;
  checkedAt: string;
  checks: IntegrationCheck[];
};

export type PurchaseStatus = 'active' | 'expired' | 'refunded' | 'unpaid';

export type Purchase = {
  code: string;
  status: PurchaseStatus;
  creditsTotal: number;
  creditsUsed: number;
  creditsRemaining: number;
  expiresAt: string;
  purchasedAt: string;
  buyerEmail: string | null;
  extraCreditsAddedAt: string | null;
  refundedAt: string | null;
  canAddCredits: boolean;
  canRefund: boolean;
  history: { at: string; operator: string; action: GuaranteeAction; reason: string }[];
};

export type GuaranteeAction = 'add-credits' | 'refund';
