//! The offline engine: one drafter per document type, all sharing the clause library and the rule tables, each
//! recording its decisions as research notes while it drafts.

use super::library::{Library, LibraryError};
use super::model::DraftDocument;
use super::notes::Notes;
use super::order::Ctx;
use super::{custom_document, drafter};
use crate::domain::details::Mutuality;
use crate::domain::{BusinessType, DocumentRequest, DocumentType};
use crate::drafting::messages::{context, fixed_message, message};
use time::Date;

/// What drafts a document's body, between the notes every document gets: a document kind's outline, or the
/// 'Other (Beta)' frame with the custom kind the order's name picks.
pub(crate) enum Body<'k> {
    Outline(&'k str),
    Custom,
}

/// Drafts the order with the embedded library and returns the draft with the notes describing it.
pub(crate) fn build(request: &DocumentRequest, as_of: Date) -> (DraftDocument, Notes) {
    let body = match request.document_type {
        DocumentType::Nda if request.details.mutuality == Some(Mutuality::Mutual) => Body::Outline("nda-mutual"),
        DocumentType::Nda => Body::Outline("nda"),
        DocumentType::TermsOfService => Body::Outline("terms-of-service"),
        DocumentType::PrivacyPolicy => Body::Outline("privacy-policy"),
        DocumentType::FreelanceAgreement => Body::Outline("freelance"),
        DocumentType::EmploymentAgreement => Body::Outline("employment"),
        DocumentType::Other => Body::Custom,
    };
    build_with(Library::embedded(), body, request, as_of)
        .unwrap_or_else(|e| panic!("the embedded library is drafted on every path by the drafting tests: {e}"))
}

/// Drafts the order's `body` from `library`, with the notes every document gets.
pub(crate) fn build_with(
    library: &Library,
    body: Body,
    request: &DocumentRequest,
    as_of: Date,
) -> Result<(DraftDocument, Notes), LibraryError> {
    let ctx = Ctx { request, as_of };
    let mut notes = Notes::default();
    common_notes(&ctx, &mut notes);
    let document = match body {
        Body::Outline(kind) => drafter::draft(library, kind, &ctx, &mut notes)?,
        Body::Custom => custom_document::draft(library, &ctx, &mut notes)?,
    };
    industry_notes(&ctx, &mut notes);
    notes.settle_claims(&document);
    Ok((document, notes))
}

fn common_notes(ctx: &Ctx, notes: &mut Notes) {
    notes.adapted(message(
        "engine.parties_block_names_business",
        context! { business => ctx.business(), entity => ctx.entity() },
    ));
    notes.adapted(message(
        "engine.protection_level_full_clause_set",
        context! { protection_level => ctx.request.protection_level.label() },
    ));
    notes.review(message("engine.draft_comes_from_product_s", context! { place => ctx.state().place() }));
    if let Some(warning) = crate::domain::business_name::mismatch(ctx.business(), ctx.request.business_type) {
        notes.review(warning);
    }
    if ctx.request.business_type == BusinessType::SoleProprietorship && ctx.request.document_type.accepted_online() {
        // Published terms and policies are accepted online, not signed, and name the business by its trade name.
        match &ctx.request.details.owner_name {
            Some(owner) => notes.adapted(message(
                "engine.sole_proprietorship_not_separate_legal",
                context! { owner => owner, business => ctx.business() },
            )),
            None => notes.review(fixed_message("engine.sole_proprietorship_not_separate_legal_2")),
        }
    } else if ctx.request.business_type == BusinessType::SoleProprietorship {
        match &ctx.request.details.owner_name {
            Some(owner) => notes.adapted(message(
                "engine.sole_proprietorship_not_separate_legal_3",
                context! { owner => owner, business => ctx.business() },
            )),
            None => notes.review(fixed_message("engine.sole_proprietorship_not_separate_legal_4")),
        }
    }
    notes.review(fixed_message("engine.fill_every_blank_line_names"));
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
