/** Spec wording for the download page (spec §2, §8). */
export const DOWNLOAD_STRINGS = {
  headline: 'Payment Verified - Document Ready',
  intro: 'Your document has been generated successfully.',
  creditsTitle: 'Your Credits',
  validUntil: 'Valid until',
  creditsNote: 'Use your remaining credits for revisions or new documents with the same code.',
  mobileNotice:
    'Your document opens in a new tab. Use your browser\u2019s back button to return to this page.',
  instructionsTitle: 'How to use your document',
  instructions:
    'Download the Word (.docx) file, open it in Microsoft Word, Google Docs or Pages, fill in any remaining blanks, and have a qualified attorney review it before signing.',
  download: 'Download Word Document',
  view: 'View Word Document',
  creating: 'Creating Document...',
  successTitle: 'Document Downloaded',
  successDescription: 'Your document has been downloaded successfully.',
  mobileSuccessTitle: 'Word Document Ready',
  mobileSuccessDescription: 'Your document opened in a new tab.',
  errorAlertTitle: 'Download Error',
  errorToastTitle: 'Download Failed',
  errorDefault: 'Failed to download Word document',
  another: 'Generate Another Document',
  reviewTitle: 'What we adapted, and what to check with an attorney',
  reviewIntro:
    'These notes come with your document. They are not legal advice: take them to a qualified attorney licensed in your state.',
} as const;
