import { Box, Button, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { TextArea, TextInput } from '@/components/ui/form-controls';
import { showToast } from '@/components/ui/toaster';
import { isApiError, limitMessage } from '@/lib/api-client';
import { useSubmitReview } from '../api/submit-review';
import { RatingButtons } from './rating-buttons';
import {
  DEFAULT_RATING,
  MAX_FEEDBACK_CHARS,
  MAX_NAME_CHARS,
  REVIEW_STRINGS as S,
  type Rating,
} from '../strings';

type FieldErrors = Partial<Record<'reviewerName' | 'rating' | 'feedback', string>>;

/**
 * The review form at the foot of the download page (spec §2 'Review form', §4, §8): an optional name, a rating by
 * buttons (5 unless changed), feedback, 'Submit Review' ('Submitting...' while in flight). No check before sending
 * (spec §5); the fields stop at the server's limits. Success: the spec's toast and the fields reset. Failure: the
 * spec's toast, and the server's message under a field it names. One review per code: submitting again replaces it.
 */
export function ReviewForm({ code, documentType }: { code: string; documentType: string }) {
  const [reviewerName, setReviewerName] = useState('');
  const [rating, setRating] = useState<Rating>(DEFAULT_RATING);
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { trigger, isMutating } = useSubmitReview();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isMutating) return;
    setErrors({});
    try {
      await trigger({ code, review: { reviewerName, rating, feedback, documentType } });
      setReviewerName('');
      setRating(DEFAULT_RATING);
      setFeedback('');
      showToast(S.successTitle, S.successDescription, 'success');
    } catch (error) {
      console.error('Submitting the review failed', error);
      if (isApiError(error) && error.status === 400 && error.fields) setErrors(error.fields as FieldErrors);
      // A limit's refusal says when to try again, not 'later' (issue 24).
      showToast(S.failureTitle, limitMessage(error) ?? S.failureDescription, 'error');
    }
  };

  const described = (field: keyof FieldErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `review-${field}-error` } : {};
  const fieldError = (field: keyof FieldErrors) =>
    errors[field] ? (
      <Text id={`review-${field}-error`} color="red.700" fontSize="sm">
        {errors[field]}
      </Text>
    ) : null;

  return (
    <Box as="section" aria-labelledby="review-title" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id="review-title" size="lg">
        {S.title}
      </Heading>
      <Text mt="1" color="fg.muted">
        {S.intro}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="review-title">
        <Stack gap="5" mt="5">
          <Stack gap="1.5">
            <chakra.label htmlFor="review-reviewerName" fontWeight="medium" fontSize="sm">
              {S.nameLabel}{' '}
              <chakra.span color="fg.muted" fontWeight="normal">
                {S.optional}
              </chakra.span>
            </chakra.label>
            <TextInput
              id="review-reviewerName"
              name="reviewerName"
              autoComplete="name"
              maxLength={MAX_NAME_CHARS}
              value={reviewerName}
              onChange={(e) => setReviewerName(e.currentTarget.value)}
              {...described('reviewerName')}
            />
            {fieldError('reviewerName')}
          </Stack>

          <Stack gap="1.5">
            <Text id="review-rating-label" fontWeight="medium" fontSize="sm">
              {S.ratingLabel}: <chakra.span fontWeight="normal">{S.ratingChosen(rating)}</chakra.span>
            </Text>
            <RatingButtons value={rating} onChange={setRating} labelledBy="review-rating-label" />
            {fieldError('rating')}
          </Stack>

          <Stack gap="1.5">
            <chakra.label htmlFor="review-feedback" fontWeight="medium" fontSize="sm">
              {S.feedbackLabel}
            </chakra.label>
            <TextArea
              id="review-feedback"
              name="feedback"
              rows={4}
              maxLength={MAX_FEEDBACK_CHARS}
              placeholder={S.feedbackPlaceholder}
              value={feedback}
              onChange={(e) => setFeedback(e.currentTarget.value)}
              {...described('feedback')}
            />
            {fieldError('feedback')}
          </Stack>

          <Button type="submit" colorPalette="blue" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
            {isMutating ? S.submitting : S.submit}
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
