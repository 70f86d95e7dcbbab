import useSWRMutation from 'swr/mutation';
import { apiRequest } from '@/lib/api-client';
import type { ApiAnswer, ApiRequestBody } from '@/types/api';
import type { Rating } from '../strings';

export const SUBMIT_REVIEW_ENDPOINT = '/api/submit-review';

/** Spec §7's payload. An empty name is no name; the server records the type of the code's latest document. */
export type ReviewPayload = Omit<ApiRequestBody<'/api/submit-review'>, 'rating'> & { rating: Rating };

/** `replaced`: the code had reviewed before, and this review took its place (one review per code). */
export type SubmittedReview = ApiAnswer<'/api/submit-review'>;

/**
 * POST /api/submit-review (header code, {reviewerName, rating, feedback, documentType}) -> {submitted, replaced}.
 * 400 invalid_review carries `fields`; 401/403 for a code that cannot review.
 */
export async function submitReview(code: string, review: ReviewPayload): Promise<SubmittedReview> {
  return apiRequest<SubmittedReview>(SUBMIT_REVIEW_ENDPOINT, { documentCode: code, body: review });
}

export function useSubmitReview() {
  return useSWRMutation(
    SUBMIT_REVIEW_ENDPOINT,
    (_key: string, { arg }: { arg: { code: string; review: ReviewPayload } }) => submitReview(arg.code, arg.review),
  );
}
