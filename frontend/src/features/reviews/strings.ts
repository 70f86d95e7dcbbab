/**
 * The download page's review form (spec §2 'Review form', §8 'Review'). The button and toast texts are the spec's;
 * the heading and labels are ours (the spec names the fields but gives no wording), as are the limits the server
 * applies (docs/api.md, submit-review).
 */
export const REVIEW_STRINGS = {
  title: 'Rate Your Experience',
  intro: 'Tell us how it went. Your review helps us improve.',
  nameLabel: 'Your Name',
  optional: '(optional)',
  ratingLabel: 'Rating',
  ratingOption: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
  ratingChosen: (stars: number) => `${stars} out of 5`,
  feedbackLabel: 'Feedback',
  feedbackPlaceholder: 'What did you like? What could be better?',
  submit: 'Submit Review',
  submitting: 'Submitting...',
  successTitle: 'Thank you for your feedback!',
  successDescription: 'Your review has been submitted successfully.',
  failureTitle: 'Failed to submit review',
  failureDescription: 'Please try again later.',
} as const;

/** The server's limits (shared/src/domain/review.rs): the fields stop there instead of failing on submit. */
export const MAX_NAME_CHARS = 100;
export const MAX_FEEDBACK_CHARS = 2000;
export const RATINGS = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof RATINGS)[number];
/** Spec §9: 'Rating 1-5 default 5'. */
export const DEFAULT_RATING: Rating = 5;
