//! The offline engine: one drafter per document type, all sharing the clause library and the rule tables, each
//! recording its decisions as research notes while it drafts.

use super::library::{Library, LibraryError};
use super::model::DraftDocument;
use super::notes::Notes;
use super::order::Ctx;
use super::{custom_document, drafter};
use crate::domain::{BusinessType, DocumentRequest, DocumentType};
use time::Date;

/// Drafts the order and returns the draft with the notes describing it.
pub(crate) fn build(request: &DocumentRequest, as_of: Date) -> (DraftDocument, Notes) {
    let ctx = Ctx { request, as_of };
    let mut notes = Notes::default();
    common_notes(&ctx, &mut notes);
    let document = match request.document_type {
        DocumentType::Nda => outline(&ctx, "nda", &mut notes),
        DocumentType::TermsOfService => outline(&ctx, "terms-of-service", &mut notes),
        DocumentType::PrivacyPolicy => outline(&ctx, "privacy-policy", &mut notes),
        DocumentType::FreelanceAgreement => outline(&ctx, "freelance", &mut notes),
        DocumentType::EmploymentAgreement => outline(&ctx, "employment", &mut notes),
        DocumentType::Other => custom_document::draft(Library::embedded(), &ctx, &mut notes)
            .unwrap_or_else(|e| panic!("the embedded custom kinds are checked by the drafting tests: {e}")),
    };
    industry_notes(&ctx, &mut notes);
    (document, notes)
}

/// Drafts a document kind of the embedded library, whose outlines the drafting tests draft on every path.
fn outline(ctx: &Ctx, kind: &str, notes: &mut Notes) -> DraftDocument {
    drafter::draft(Library::embedded(), kind, ctx, notes)
        .unwrap_or_else(|e| panic!("the embedded outline '{kind}' is checked by the drafting tests: {e}"))
}

/// Drafts the order as the document kind `kind` of `library`, with the notes every document gets.
pub(crate) fn build_kind(
    library: &Library,
    kind: &str,
    request: &DocumentRequest,
    as_of: Date,
) -> Result<(DraftDocument, Notes), LibraryError> {
    let ctx = Ctx { request, as_of };
    let mut notes = Notes::default();
    common_notes(&ctx, &mut notes);
    let document = drafter::draft(library, kind, &ctx, &mut notes)?;
    industry_notes(&ctx, &mut notes);
    Ok((document, notes))
}

/// Drafts an 'Other (Beta)' order with the custom kinds of `library`, with the notes every document gets.
pub(crate) fn build_custom(
    library: &Library,
    request: &DocumentRequest,
    as_of: Date,
) -> Result<(DraftDocument, Notes), LibraryError> {
    let ctx = Ctx { request, as_of };
    let mut notes = Notes::default();
    common_notes(&ctx, &mut notes);
    let document = custom_document::draft(library, &ctx, &mut notes)?;
    industry_notes(&ctx, &mut notes);
    Ok((document, notes))
}

fn common_notes(ctx: &Ctx, notes: &mut Notes) {
    notes.adapted(format!("Parties block names the business as {}, {}.", ctx.business(), ctx.entity()));
    notes.adapted(format!(
        "Protection level '{}': the full clause set for the document type, with every state and industry adaptation below.",
        ctx.request.protection_level.label()
    ));
    notes.review(format!(
        "This draft comes from the product's own clause library and is not legal advice; have a qualified attorney licensed in {} review it before use.",
        ctx.state_name()
    ));
    if ctx.request.business_type == BusinessType::SoleProprietorship {
        notes.review("A sole proprietorship is not a separate legal person: the owner signs personally, and the owner's legal name can be added (for example 'Jane Doe, doing business as ...').");
    }
    notes.review("Fill in every blank line (names, addresses, dates, amounts) before signing or publishing; nothing else in the draft is a placeholder.");
}

fn industry_notes(ctx: &Ctx, notes: &mut Notes) {
    let Some(profile) = ctx.profile() else { return };
    if let Some((law, because)) = profile.law {
        notes.law(law, because);
    }
    if let Some(review) = profile.review {
        notes.review(review);
    }
}
