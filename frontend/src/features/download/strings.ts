/** Spec wording for the download page (spec §2, §8). */
export const DOWNLOAD_STRINGS = {
  headline: 'Payment Verified - Document Ready',
  intro: 'Your document has been generated successfully.',
  creditsTitle: 'Your Credits',
  validUntil: 'Valid until',
  creditsNote: 'Use your remaining credits for revisions or new documents with the same code.',
  creditsLoading: 'Checking your credits\u2026',
  /** The balance could not be read (the document still downloads). */
  creditsUnavailable: 'Your remaining credits could not be loaded just now. Reload the page to see them.',
  /** Phones (under 768px): where the file goes, since no tab opens to show it (issue 24). */
  mobileNotice:
    'The Word file saves to your phone\u2019s downloads (on an iPhone, the Downloads folder of the Files app). Open it from there.',
  instructionsTitle: 'How to use your document',
  instructions:
    'Download the Word (.docx) file, open it in Microsoft Word, Google Docs or Pages, fill in any remaining blanks, and have a qualified attorney review it before signing.',
  download: 'Download Word Document',
  creating: 'Creating Document...',
  successTitle: 'Document Downloaded',
  successDescription: 'Your document has been downloaded successfully.',
  mobileSuccessTitle: 'Word Document Ready',
  mobileSuccessDescription: 'Your Word file is in your downloads.',
  errorAlertTitle: 'Download Error',
  errorToastTitle: 'Download Failed',
  errorDefault: 'Failed to download Word document',
  /** 404 no_document: the code has no finished document (spec §8). */
  noDocument: 'No document content available to download',
  another: 'Generate Another Document',
  /** The held code, shown with the document (issue 24): the buyer's key to it on any device. */
  codeLabel: 'Your document code',
  codeNote: "Keep it: on any device, 'Have a code?' at the top of the page opens your documents with it.",
  reviewTitle: 'What we adapted, and what to check with an attorney',
  reviewIntro:
    'These notes come with your document, and the Word file carries them as comments beside the clauses they concern: delete the comments before signing. They are not legal advice: take them to a qualified attorney licensed in your state.',
} as const;

/** A revision (issue 11): its version, what changed, and its redline. */
export const REVISION_STRINGS = {
  /** A revision's page: no payment happened, so the spec's 'Payment Verified' headline would misread. */
  headline: 'Revision Ready',
  intro: 'Your revised document has been generated successfully.',
  version: (n: number) => `Version ${n}`,
  revisionOf: (n: number) => `Revision of version ${n}`,
  revisionIntro: (n: number) =>
    `This is version ${n} of your document. The earlier versions stay in Your documents below.`,
  changesTitle: (n: number) => `What changed in version ${n}`,
  changesIntro:
    'A plain summary by section. The redline shows every change in Word as tracked changes you can accept or reject.',
  noChanges: 'No wording changed from the earlier version.',
  redline: 'Download the redline (tracked changes)',
  redlineShort: 'Redline (tracked changes)',
  redlineDownloading: 'Creating the redline...',
  changesCount: (count: number) => `What changed (${count} ${count === 1 ? 'section' : 'sections'})`,
} as const;

/** 'Your documents': every document made with the code, each downloading again for free. */
export const LIST_STRINGS = {
  title: 'Your documents',
  intro: 'Every document made with your code while it is valid. Downloading one again is free: it does not use a credit.',
  download: 'Download',
  downloading: 'Downloading...',
  current: 'This document',
  version: (n: number) => `Version ${n}`,
  made: (when: string) => `Made ${when}`,
  notes: (count: number) => `Review notes (${count})`,
  loadError: 'Your documents could not be listed. Please reload the page to try again.',
  loading: 'Listing your documents\u2026',
} as const;

/** /download when there is no finished document to offer (yet). */
export const UNAVAILABLE_STRINGS = {
  checking: 'Checking your document...',
  generatingTitle: 'Your document is still being generated',
  generating: 'This usually takes under 2 minutes. This page shows the download as soon as it is ready.',
  followProgress: 'Follow Its Progress',
  noneTitle: 'No document yet for this code',
  none: 'Your document code is valid, but no finished document was found for it. Fill in the form to create your document: it uses one of your credits.',
  createDocument: 'Create Your Document',
  invalidTitle: 'We could not open your document',
  invalidDefault: 'Invalid document code.',
  errorTitle: 'Could not check your document',
  error: 'We could not reach the server to check your document. Please try again.',
  tryAgain: 'Try Again',
  returnHome: 'Return to Home',
} as const;
