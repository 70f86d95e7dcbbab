/**
 * Rules of the 'Other (Beta)' custom document type helper (spec §3, §4, §5, §9). The lists mirror the
 * server's offline advisor (`shared/src/advice.rs`), so the browser's fallback questions are the ones
 * the server would give.
 */
export type DocumentTypeSuggestion = { name: string; description: string };

/** Spec §9 timings and limits of the helper. */
export const CUSTOM_TYPE_LIMITS = {
  /** Remote suggestions start after this pause in typing (form variant). */
  suggestDebounceMs: 250,
  /** Remote suggestions need at least this many characters. */
  suggestMinChars: 2,
  /** Wizard variant (home, phones): AI suggestions only after this pause with nothing chosen... */
  wizardSuggestDebounceMs: 1500,
  /** ...and at least this many characters (spec §4, §5). */
  wizardSuggestMinChars: 6,
  /** 'Search Documents' needs at least this many characters. */
  searchMinChars: 4,
  /** Local 'Common Documents' need at least this many characters. */
  localMinChars: 6,
  /** At most this many local suggestions. */
  localMax: 3,
  /** The suggestions list hides this long after the input loses focus. */
  hideAfterBlurMs: 300,
  /** Question generation starts after this pause in typing. */
  questionsDebounceMs: 1000,
  /** Question generation needs more than 2 characters. */
  questionsMinChars: 3,
  /** Server limits (docs/api.md). */
  maxTypeChars: 200,
  maxDescriptionChars: 2000,
  maxAnswerChars: 1000,
  maxQuestions: 20,
} as const;

/** Spec §3 'Suggested custom types', each with a short description of what it covers. */
export const SUGGESTED_DOCUMENT_TYPES: readonly DocumentTypeSuggestion[] = [
  { name: 'Service Agreement', description: 'Terms for providing services to a client: scope, fees, timelines and responsibilities.' },
  { name: 'Consulting Agreement', description: 'Engages a consultant for advice or expertise, with deliverables, fees and confidentiality.' },
  { name: 'Partnership Agreement', description: 'Sets out how partners share contributions, profits, losses, decisions and exits.' },
  { name: 'Operating Agreement', description: "Governs an LLC: members' ownership, management, voting, distributions and transfers." },
  { name: 'Sales Agreement', description: 'Sale of goods: what is sold, price, delivery, title, risk of loss and warranties.' },
  { name: 'Lease Agreement', description: 'Rental of property or equipment: term, rent, deposits, use, maintenance and return.' },
  { name: 'License Agreement', description: 'Grants rights to use intellectual property, with scope, territory, fees and restrictions.' },
  { name: 'Vendor Agreement', description: 'Terms with a supplier: orders, pricing, delivery, quality, payment and liability.' },
  { name: 'Subcontractor Agreement', description: 'Engages a subcontractor for part of a project, with flow-down terms and payment.' },
  { name: 'Shareholder Agreement', description: "Rights and duties of a corporation's shareholders: voting, transfers, buy-sell terms." },
  { name: 'Asset Purchase Agreement', description: 'Purchase of specific business assets: what is bought, price, warranties and closing.' },
  { name: 'Software License Agreement', description: 'Grants rights to install or use software, with restrictions, support and liability.' },
  { name: 'Distribution Agreement', description: 'Appoints a distributor to resell products, with territory, targets and pricing.' },
  { name: 'Joint Venture Agreement', description: 'Two businesses combine for a project: contributions, control, profits and exit.' },
  { name: 'Independent Contractor Agreement', description: 'Engages an independent contractor: services, payment, IP and independence.' },
];

/**
 * Spec §3 default follow-up question groups, three questions each, in the order the keyword match
 * tries them: the most specific keyword wins (a software license agreement asks about the license).
 */
export const QUESTION_GROUPS: readonly { keyword: string; questions: readonly string[] }[] = [
  {
    keyword: 'license',
    questions: [
      'What rights are granted, and is the license exclusive or non-exclusive?',
      'Which territory, field of use and duration does the license cover?',
      'What fees or royalties are paid, and when?',
    ],
  },
  {
    keyword: 'policy',
    questions: [
      'Who does the policy apply to?',
      'What conduct or data does the policy cover?',
      'How is the policy enforced, and how are changes announced?',
    ],
  },
  {
    keyword: 'contract',
    questions: [
      'What does each party deliver under the contract?',
      'What are the payment terms?',
      'How long does the contract last, and how can it be ended?',
    ],
  },
  {
    keyword: 'agreement',
    questions: [
      'What are the main obligations of each party?',
      'How long does the agreement stay in effect?',
      'What are the payment terms, if any?',
    ],
  },
  {
    keyword: 'default',
    questions: [
      'What is the main purpose of this document?',
      'Who are the parties or people it applies to?',
      'What key terms must it include?',
    ],
  },
];

/** The built-in question group for a typed name: first keyword found, else the default group. */
export function defaultQuestions(documentType: string): string[] {
  const lowered = documentType.toLowerCase();
  const group =
    QUESTION_GROUPS.find((g) => g.keyword !== 'default' && lowered.includes(g.keyword)) ??
    QUESTION_GROUPS.find((g) => g.keyword === 'default')!;
  return [...group.questions];
}

/**
 * Local 'Common Documents' for what was typed (spec §5): at least 6 characters, names containing
 * the text, never the exact name already typed, at most 3.
 */
export function localSuggestions(typed: string): DocumentTypeSuggestion[] {
  const text = typed.trim().toLowerCase();
  if (text.length < CUSTOM_TYPE_LIMITS.localMinChars) return [];
  return SUGGESTED_DOCUMENT_TYPES.filter((suggestion) => {
    const name = suggestion.name.toLowerCase();
    return name !== text && name.includes(text);
  }).slice(0, CUSTOM_TYPE_LIMITS.localMax);
}

/** The query sent for remote suggestions, or null when too short (spec §4: 2+ characters). */
export function suggestionQuery(typed: string, minChars: number = CUSTOM_TYPE_LIMITS.suggestMinChars): string | null {
  const text = typed.trim().slice(0, CUSTOM_TYPE_LIMITS.maxTypeChars);
  return text.length >= minChars ? text : null;
}

/** The document type questions are generated for, or null when too short (more than 2 characters). */
export function questionsKey(typed: string): string | null {
  const text = typed.trim().slice(0, CUSTOM_TYPE_LIMITS.maxTypeChars);
  return text.length >= CUSTOM_TYPE_LIMITS.questionsMinChars ? text : null;
}

