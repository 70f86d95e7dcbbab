import { describe, expectTypeOf, it } from 'vitest';
import type { CreateCheckoutInput, CreateCheckoutResponse } from '@/features/checkout/api/create-checkout';
import type { StartGenerationResponse } from '@/features/generation/api/start-generation';
import type { GuaranteeResult } from '@/features/operator/api/guarantee-action';
import type { IntegrationCheck, Purchase } from '@/features/operator/api/types';
import type { VerifyStripeSessionResponse } from '@/features/payment/api/verify-stripe-session';
import type { ReviewPayload, SubmittedReview } from '@/features/reviews/api/submit-review';
import type { ReviseDocumentRequest, ReviseDocumentResponse } from '@/features/revision/api/revise-document';
import type {
  CodeRecord,
  DocumentData,
  DocumentPlan,
  GenerationStatus,
  ListedDocument,
  ValidateDocumentCodeResponse,
} from '@/types/api';

// Beside the routes because it reads every feature's API file. Checked by the type checker (`tsc -b`, part of the
// build): a type read from docs/openapi.json by a path or status that is not there comes out as `never`, which every
// value satisfies; these say each one is the answer it names.
describe('the API types read from docs/openapi.json', () => {
  it('are the calls they name, not `never`', () => {
    expectTypeOf<CreateCheckoutResponse['url']>().toEqualTypeOf<string>();
    expectTypeOf<CreateCheckoutInput['documentData']>().toEqualTypeOf<DocumentData>();
    expectTypeOf<StartGenerationResponse['status']>().toEqualTypeOf<'queued'>();
    expectTypeOf<ReviseDocumentResponse['version']>().toEqualTypeOf<number>();
    expectTypeOf<ReviseDocumentRequest['changes']>().toEqualTypeOf<string>();
    expectTypeOf<VerifyStripeSessionResponse['paymentStatus']>().toEqualTypeOf<'unpaid' | 'paid' | 'refunded'>();
    expectTypeOf<SubmittedReview['replaced']>().toEqualTypeOf<boolean>();
    expectTypeOf<ReviewPayload['feedback']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<DocumentPlan['sections']>().toEqualTypeOf<string[]>();
    expectTypeOf<GenerationStatus['stage']>().toEqualTypeOf<'queued' | 'research' | 'drafting' | 'formatting' | 'done'>();
    expectTypeOf<ListedDocument['jobId']>().toEqualTypeOf<string>();
    expectTypeOf<Extract<ValidateDocumentCodeResponse, { isValid: true }>['documentCode']>().toEqualTypeOf<CodeRecord>();
    expectTypeOf<Extract<ValidateDocumentCodeResponse, { isValid: false }>['attemptsRemaining']>().toEqualTypeOf<
      number | null
    >();
    expectTypeOf<IntegrationCheck['status']>().toEqualTypeOf<'ok' | 'failed' | 'off'>();
    expectTypeOf<Purchase['code']>().toEqualTypeOf<string>();
    expectTypeOf<GuaranteeResult['emailed']>().toEqualTypeOf<boolean>();
    // The form holds option lists as text until chosen.
    expectTypeOf<DocumentData['documentType']>().toEqualTypeOf<string>();
  });
});
