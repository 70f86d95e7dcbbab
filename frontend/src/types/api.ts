/**
 * Types of the HTTP API, read from docs/openapi.json (issue 25): `src/generated/openapi.ts` is written from it by
 * `npm run api-types`, and `build-tools/api-types.test.ts` fails when the two differ. Nothing here restates a field:
 * a field added to, renamed in or dropped from the API document changes these types, and the code that reads them
 * stops compiling where it must change.
 */
import type { components, paths } from '@/generated/openapi';

type Schemas = components['schemas'];

type Json<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never;
type Operation<Path extends keyof paths> = paths[Path] extends { post: infer Call }
  ? Call
  : paths[Path] extends { get: infer Call }
    ? Call
    : never;

/** The JSON a call answers with `Status` (200 unless said). */
export type ApiAnswer<Path extends keyof paths, Status extends number = 200> =
  Operation<Path> extends { responses: infer Responses }
    ? Status extends keyof Responses
      ? Json<Responses[Status]>
      : never
    : never;

/** The JSON body a call takes. */
export type ApiRequestBody<Path extends keyof paths> =
  Operation<Path> extends { requestBody?: infer Body } ? Json<NonNullable<Body>> : never;

/**
 * A request type as a form holds it while the visitor is still choosing: each option list read as text (blank until
 * chosen; the server parses the labels, case-insensitively, shared/src/domain).
 */
type AsEntered<T> = T extends string
  ? string
  : T extends (infer Item)[]
    ? AsEntered<Item>[]
    : T extends object
      ? { [Key in keyof T]: AsEntered<T[Key]> }
      : T;

export type QuestionAnswerPair = Required<
  NonNullable<AsEntered<Schemas['CustomDocument']>['questionAnswerPairs']>[number]
>;

/** An 'Other (Beta)' document: its name, what it is for, and the answers to its questions. */
export type CustomDocument = Required<Omit<AsEntered<Schemas['CustomDocument']>, 'questionAnswerPairs'>> & {
  questionAnswerPairs: QuestionAnswerPair[];
};

/** 'Details that make your document stronger': every value may be blank (docs/openapi.json DocumentDetails). */
export type DocumentDetails = AsEntered<Schemas['DocumentDetails']>;

/**
 * The order (docs/openapi.json DocumentData) as the forms hold it: every field of the request, the optional ones
 * kept blank rather than absent, an 'Other (Beta)' document and the details only when there are some.
 */
export type DocumentData = Required<AsEntered<Omit<Schemas['DocumentData'], 'customDocument' | 'details'>>> & {
  customDocument?: CustomDocument;
  details?: DocumentDetails;
};

/** What the engine will do with one selected special clause, for the order's state and facts (plan-document). */
export type PlannedClause = Schemas['PlannedClause'];

/** POST /api/plan-document's answer: what the engine will draft for an order, before payment. */
export type DocumentPlan = ApiAnswer<'/api/plan-document'>;

/** How the server reads an 'Other (Beta)' name (generate-document-questions' `kind`). */
export type DocumentKind = Schemas['DocumentKind'];

/** The order a code was bought with, as it was saved: the form's fields, its details as they were sent. */
export type SavedDocumentData = Omit<Schemas['SavedDocumentData'], 'details'> & { details?: DocumentDetails };

export type CodeRecord = Omit<Schemas['CodeRecord'], 'documentData'> & { documentData: SavedDocumentData | null };

/** POST /api/validate-document-code's answer. */
export type ValidateDocumentCodeResponse =
  | { isValid: true; documentCode: CodeRecord; error: null }
  | Extract<ApiAnswer<'/api/validate-document-code'>, { isValid: false }>;

/** Checks a document code with the server; given to the screens that need it by their route. */
export type ValidateDocumentCode = (code: string) => Promise<ValidateDocumentCodeResponse>;

export type CreditInfo = Schemas['CreditInfo'];

/** The changes a revision made in one section of the document (issue 11 R2), each one readable phrase. */
export type SectionChanges = Schemas['SectionChanges'];

export type GenerationStatus = Schemas['GenerationStatus'];

export type GenerationState = GenerationStatus['status'];

/** One finished document of a code (list-documents); a server from before revisions sends no `documentData`. */
export type ListedDocument = Omit<Schemas['ListedDocument'], 'documentData'> & { documentData?: SavedDocumentData };
