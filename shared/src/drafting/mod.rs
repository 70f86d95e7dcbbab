//! The offline drafting engine, its research, and Word output.
//!
//! - [`plan`] drafts the order from the clause templates, the document outlines and the state rule tables, as of the
//!   document's date, and lists what it decided ([`Research`]: the laws, required provisions, adaptations and review
//!   points) in the same pass;
//! - [`DraftDocument`] is the structured draft every drafter (offline or AI) produces, with Markdown and plain-text
//!   forms, and [`parse_markdown`] reads text from AI providers back into it;
//! - [`render_docx`] writes the Word file; [`needs_signature`] is the spec's rule for signature blocks, and
//!   [`accepted_online`] the documents it never applies to (decision §4.11).
//!
//! State rules live in [`rules`] as data tables (one per rule family, each with its citations, dated values and check
//! date); clause text and outlines live under `shared/drafting/` (see docs/extending-the-engine.md).

mod builders;
mod clauses;
pub mod consistency;
mod custom_document;
mod custom_kinds;
mod docx;
mod drafter;
mod engine;
mod industry;
pub(crate) mod instructions;
mod library;
mod markdown;
pub(crate) mod messages;
mod model;
mod notes;
mod order;
pub(crate) mod parsed_once;
mod plain_pattern;
mod redline;
mod research;
pub mod revise;
pub mod rules;
pub mod screen;
mod signature;
pub(crate) mod templates;

#[cfg(test)]
mod custom_catalog_tests;
#[cfg(test)]
mod library_tests;
#[cfg(test)]
mod tests;

pub use custom_kinds::CustomKindInfo;
pub use docx::{read_back_texts, render_docx, render_docx_as, render_docx_with_notes, DocxError, WordProperties};
pub use library::{Library, LibraryError};
pub use model::{Clause, DraftDocument, Paragraph, Run, Section, SignatureParty, BLANK, SIGNATURE_LINES};
pub use redline::{changes, render_redline_as, Change, SectionChanges};
pub use research::{ClausePlan, ClauseStatus, LawReference, Research, ReviewNote};
pub use signature::{accepted_online, needs_signature};

use crate::domain::{BusinessType, DocumentRequest, DocumentType, Industry, ProtectionLevel, SpecialClause, UsState};
use engine::Body;
use time::Date;

/// The engine's whole answer for an order: the document and the research that describes it, decided together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub document: DraftDocument,
    pub research: Research,
    /// What the document does with each special clause the order selected.
    pub clauses: Vec<ClausePlan>,
    /// The research's review points (`research.review_points`, in order), each with the clauses of `document` it
    /// concerns: the Word file's comments.
    pub review_notes: Vec<ReviewNote>,
    /// The day the rules were decided as of: anything else that states a rule for this document (the AI prompt)
    /// states it as of the same day.
    pub as_of: Date,
}

impl Plan {
    fn of((document, notes): (DraftDocument, notes::Notes), request: &DocumentRequest, as_of: Date) -> Plan {
        let clauses = notes.clause_plans(request);
        let review_notes = notes.review_notes(&document);
        Plan { document, research: notes.into_research(), clauses, review_notes, as_of }
    }
}

/// Drafts the order offline and records the research that goes with it, in one pass. `as_of` is the document's
/// date: rules are decided as they stand on that day.
pub fn plan(request: &DocumentRequest, as_of: Date) -> Plan {
    Plan::of(engine::build(request, as_of), request, as_of)
}

/// Loads what most drafting calls read by planning one order of each document type the engine drafts (the rule
/// tables, outlines and clause templates those orders use), and reads the screen's families file and its learned
/// reader: called as a process starts, so the first buyer's plan or document does not wait for it. The data is read
/// lazily (decision 0039), so this takes about 20 ms in a release build; a family's patterns still compile on the
/// first text the family reads (a few milliseconds each), which would take about 0.3 s for all of them here.
pub fn warm_up(as_of: Date) {
    screen::families();
    screen::learned::model();
    for document_type in DocumentType::ALL.iter().copied().filter(|t| *t != DocumentType::Other) {
        let request = DocumentRequest {
            document_type,
            business_name: "Start-up Check".into(),
            business_type: BusinessType::Llc,
            state: UsState::California,
            industry: Industry::Technology,
            protection_level: ProtectionLevel::Comprehensive,
            special_clauses: SpecialClause::ALL.to_vec(),
            custom_instructions: String::new(),
            custom_document: None,
            details: Default::default(),
        };
        plan(&request, as_of);
    }
}

/// Drafts and researches the order as the document kind `kind` of `library` (an outline and its clause templates),
/// whatever the order's document type: how a kind added as data is tried before the engine routes a type to it.
pub fn plan_kind(library: &Library, kind: &str, request: &DocumentRequest, as_of: Date) -> Result<Plan, LibraryError> {
    engine::build_with(library, Body::Outline(kind), request, as_of).map(|built| Plan::of(built, request, as_of))
}

/// Drafts and researches an 'Other (Beta)' order with the custom kinds of `library`: how a custom kind added as data
/// (an outline with a `[match]` table and its clause templates) is tried.
pub fn plan_custom(library: &Library, request: &DocumentRequest, as_of: Date) -> Result<Plan, LibraryError> {
    engine::build_with(library, Body::Custom, request, as_of).map(|built| Plan::of(built, request, as_of))
}

/// What the 'Other (Beta)' catalog makes of a typed document name, read for its meaning: whether the offline
/// engine drafts it, how the product names it, the sides the business may be on and whether mutual or one-way
/// confidentiality is asked (the `kind` of `generate-document-questions`).
pub fn custom_kind(name: &str) -> CustomKindInfo {
    custom_kinds::info(Library::embedded(), name)
}

/// Why the offline engine will not draft this 'Other (Beta)' order, in a sentence that says what to choose
/// instead: a kind the catalog cannot draft well, or a kind that does not fit the business (an operating agreement
/// for a corporation). `None` for every other order.
pub fn custom_type_refusal(request: &DocumentRequest) -> Option<String> {
    custom_kinds::refusal(Library::embedded(), request)
}

/// The 'Other (Beta)' catalog as Markdown: each custom kind with its sides, essential terms and their sources, and
/// the names the offline engine does not draft with what it says (docs/custom-kinds.md is this text).
pub fn custom_catalog_markdown() -> String {
    custom_kinds::catalog_markdown(Library::embedded())
}

/// Reads Markdown-ish text (from an AI provider or the format-document call) into a document. Never fails:
/// "# Title" (else `title_fallback`), "## 1. Heading" sections, "### 1.1 Heading" clauses, paragraphs with
/// **bold**, and a "## Signatures" block of "**Role:** Name" lines.
pub fn parse_markdown(title_fallback: &str, text: &str) -> DraftDocument {
    markdown::parse(title_fallback, text)
}
