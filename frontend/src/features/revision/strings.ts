/** 'Revise this document' (issue 11): the panel under each of 'Your documents'. */
export const REVISE_STRINGS = {
  open: 'Revise this document',
  formLabel: (title: string, version: number) => `Revise ${title}, version ${version}`,
  changesLabel: 'What should change?',
  hint: 'Say it in plain words, one change or several. For example:',
  // Changes the offline engine applies by itself; others need an AI drafter, and the server says so before any credit.
  examples: [
    'Make the confidentiality period three years',
    'Make it a mutual NDA',
    'VERBATIM: The Recipient may share the information with its outside accountants.',
  ],
  clausesLabel: 'Special clauses',
  clausesHint: 'Tick or untick a clause to add it or take it out.',
  termsLabel: 'Terms',
  termsHint: 'Change a term here, or say it in plain words above. A term left as it is stays as drafted.',
  /** The choice of a term the document was made without: the drafter's own wording stays. */
  asDrafted: 'As drafted',
  count: (count: number, max: number) => `${count.toLocaleString('en-US')} / ${max.toLocaleString('en-US')} characters`,
  cost: (remaining: number) =>
    `Uses 1 of your ${remaining} remaining ${remaining === 1 ? 'credit' : 'credits'}. A revision that cannot be made uses none.`,
  costUnknown: 'Uses 1 of your remaining credits. A revision that cannot be made uses none.',
  result: (version: number) =>
    `You get version ${version}, with a redline showing every change. This version stays in your list.`,
  submit: (version: number) => `Create Version ${version}`,
  submitting: 'Starting your revision...',
  cancel: 'Cancel',
  blank: 'Say what should change, change a term, or add or remove a special clause.',
  /** 402 no_credits: the server's sentence when it sends one, else this. */
  noCredits: 'You have used all the document credits of this code.',
  noCreditsNote: 'Downloading your documents again stays free.',
  failed: 'Your revision could not be started, and no credit was used. Please try again.',
} as const;
