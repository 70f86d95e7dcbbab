//! The offline drafting engine, its research, and Word output.
//!
//! - [`research`] lists the laws, required provisions, adaptations and review points for an order;
//! - [`draft_offline`] drafts the document from the project's own clause library and the state rule tables;
//! - [`DraftDocument`] is the structured draft every drafter (offline or AI) produces, with Markdown and plain-text
//!   forms, and [`parse_markdown`] reads text from AI providers back into it;
//! - [`render_docx`] writes the Word file; [`needs_signature`] is the spec's rule for signature blocks.
//!
//! State rules live in [`rules`] as tables (one per rule family, each with its citations and check date).

mod builders;
mod clauses;
mod custom_document;
mod custom_kinds;
mod docx;
mod drafter;
mod employment;
mod engine;
mod freelance;
mod industry;
mod library;
mod markdown;
mod model;
mod notes;
mod order;
mod research;
pub mod rules;
mod signature;

#[cfg(test)]
mod library_tests;
#[cfg(test)]
mod tests;

pub use docx::{read_back_texts, render_docx, DocxError};
pub use library::{Library, LibraryError};
pub use model::{Clause, DraftDocument, Paragraph, Run, Section, SignatureParty, BLANK, SIGNATURE_LINES};
pub use research::{LawReference, Research};
pub use signature::needs_signature;

use crate::domain::DocumentRequest;
use time::Date;

/// The engine's whole answer for an order: the document and the research that describes it, decided together.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    pub document: DraftDocument,
    pub research: Research,
}

/// Drafts the order offline and records the research that goes with it, in one pass. `as_of` is the document's
/// date: rules are decided as they stand on that day.
pub fn plan(request: &DocumentRequest, as_of: Date) -> Plan {
    let (document, notes) = engine::build(request, as_of);
    Plan { document, research: notes.into_research() }
}

/// Drafts and researches the order as the document kind `kind` of `library` (an outline and its clause templates),
/// whatever the order's document type: how a kind added as data is tried before the engine routes a type to it.
pub fn plan_kind(library: &Library, kind: &str, request: &DocumentRequest, as_of: Date) -> Result<Plan, LibraryError> {
    let (document, notes) = engine::build_kind(library, kind, request, as_of)?;
    Ok(Plan { document, research: notes.into_research() })
}

/// Drafts the ordered document offline. The offline engine derives every choice from the request and the rule
/// tables, the same way [`research`] does, so the two always agree; `research` is accepted so every drafter
/// (offline or AI) has the same signature.
pub fn draft_offline(request: &DocumentRequest, research: &Research) -> DraftDocument {
    let _ = research;
    engine::build(request, time::OffsetDateTime::now_utc().date()).0
}

/// Reads Markdown-ish text (from an AI provider or the format-document call) into a document. Never fails:
/// "# Title" (else `title_fallback`), "## 1. Heading" sections, "### 1.1 Heading" clauses, paragraphs with
/// **bold**, and a "## Signatures" block of "**Role:** Name" lines.
pub fn parse_markdown(title_fallback: &str, text: &str) -> DraftDocument {
    markdown::parse(title_fallback, text)
}

/// The research for an order: the same decisions [`draft_offline`] makes, described for a reviewer.
pub fn research(request: &DocumentRequest) -> Research {
    engine::build(request, time::OffsetDateTime::now_utc().date()).1.into_research()
}
