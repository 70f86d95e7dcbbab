/** Types of the HTTP API (docs/api.md). Option values are the spec's labels. */

export type QuestionAnswerPair = { question: string; answer: string };

export type CustomDocument = {
  specificDocumentType: string;
  documentDescription: string;
  questionAnswerPairs: QuestionAnswerPair[];
};

export type DocumentData = {
  documentType: string;
  businessName: string;
  businessType: string;
  stateJurisdiction: string;
  industry: string;
  protectionLevel: string;
  specialClauses: string[];
  customInstructions: string;
  pricingTier: string;
  customDocument?: CustomDocument;
  /** Optional facts that decide legality; see DocumentDetails. */
  details?: DocumentDetails;
};

/**
 * 'Details that make your document stronger' (docs/openapi.json DocumentDetails): every value may be empty, and
 * option values are the labels the server parses (shared/src/domain/details.rs).
 */
export type DocumentDetails = {
  annualPay?: string;
  exemptStatus?: string;
  workState?: string;
  profession?: string;
  contractValue?: string;
  paymentDates?: string;
  sellsOrSharesData?: string;
  targetedAdvertising?: string;
  sensitiveData?: string[];
  mutuality?: string;
  purpose?: string;
  businessRole?: string;
  ownerName?: string;
  counterpartyName?: string;
  counterpartyEntityType?: string;
  counterpartyState?: string;
  /** An NDA's disclosure period and how long confidentiality lasts after it, in whole years (1-10; revisions). */
  termYears?: string;
  confidentialityYears?: string;
};

/** What the engine will do with one selected special clause, for the order's state and facts (POST /api/plan-document). */
export type PlannedClause = {
  /** The special clause's id, as in `specialClauses`. */
  id: string;
  label: string;
  /**
   * `included`: drafted as asked. `leftOut`: the state forbids it (`reason`), and `instead` is the lawful alternative
   * the document uses, when there is one. `needsFacts`: whether it is lawful turns on details not given (`facts`);
   * until they are, the document leaves it out and uses `instead`.
   */
  status: 'included' | 'leftOut' | 'needsFacts';
  /** Why it is not included as asked; present unless included. */
  reason?: string;
  /** What the document uses in its place, when it uses an alternative. */
  instead?: string;
  /** The details (wire names, keys of DocumentDetails) whose answers would decide; empty unless `needsFacts`. */
  facts?: string[];
};

/** POST /api/plan-document's answer: what the engine will draft for an order, before payment. */
export type DocumentPlan = {
  /** One entry per selected special clause, in the order selected. */
  clauses: PlannedClause[];
  /** The planned document's section headings, in order. */
  sections: string[];
};

/**
 * How the server reads an 'Other (Beta)' name (generate-document-questions' `kind`): `label` its name for the kind
 * ("commercial lease"); `sides` the sides the business may be on, the usual one first, empty when there is no choice
 * (sent back as `details.businessRole`); `mutualChoice` whether Mutual or One-way is asked (`details.mutuality`);
 * `message`, when `supported` is false, says plainly what cannot be drafted and what to choose instead.
 */
export type DocumentKind = {
  supported: boolean;
  label: string;
  sides: string[];
  mutualChoice: boolean;
  message: string | null;
};

export type CodeRecord = {
  code: string;
  creditsTotal: number;
  creditsUsed: number;
  creditsRemaining: number;
  expiresAt: string;
  isActive: boolean;
  createdAt: string;
  documentData: Partial<DocumentData> | null;
  latestJobId: string | null;
};

/** POST /api/validate-document-code's answer. */
export type ValidateDocumentCodeResponse =
  | { isValid: true; documentCode: CodeRecord; error: null }
  | { isValid: false; documentCode: null; error: string | null; attemptsRemaining?: number | null };

/** Checks a document code with the server; given to the screens that need it by their route. */
export type ValidateDocumentCode = (code: string) => Promise<ValidateDocumentCodeResponse>;

export type CreditInfo = {
  creditsTotal: number;
  creditsUsed: number;
  creditsRemaining: number;
  expiresAt: string;
};

/** The changes a revision made in one section of the document (issue 11 R2), each one readable phrase. */
export type SectionChanges = { section: string; changes: string[] };

export type GenerationState = 'queued' | 'running' | 'succeeded' | 'failed';

export type GenerationStatus = {
  jobId: string;
  status: GenerationState;
  stage: 'queued' | 'research' | 'drafting' | 'formatting' | 'done';
  progress: number;
  message: string;
  /** Whole seconds the job has spent in its current stage, measured on the server (0 once finished). */
  stageSeconds: number;
  provider: string | null;
  usedFallback: boolean;
  error: string | null;
  fileName: string | null;
  /** What was adapted for the state and industry, and what an attorney should confirm. */
  reviewNotes: string[];
  creditsRemaining: number;
  /** 1 for a first document, the parent's version + 1 for a revision (issue 11 R2). */
  version: number;
  /** The document this one revises; null for a version 1. */
  parentJobId: string | null;
  /** Whether a redline (tracked changes against the parent) downloads for this job. */
  hasRedline: boolean;
  /** What the revision changed, by section; empty for a version 1 or until done. */
  changes: SectionChanges[];
};
