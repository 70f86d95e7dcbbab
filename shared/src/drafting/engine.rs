//! The offline engine: one drafter per document type, all sharing the clause library and the rule tables, each
//! recording its decisions as research notes while it drafts.

use super::clauses::parties::entity_description;
use super::industry::{self, IndustryProfile};
use super::model::{DraftDocument, Paragraph};
use super::research::Notes;
use super::{custom_document, employment, freelance, nda, privacy_policy, terms_of_service};
use crate::domain::{BusinessType, DocumentRequest, DocumentType, Industry, SpecialClause, UsState};

/// The order as the drafters read it.
pub(crate) struct Ctx<'a> {
    pub request: &'a DocumentRequest,
}

impl<'a> Ctx<'a> {
    pub fn state(&self) -> UsState {
        self.request.state
    }

    pub fn state_name(&self) -> &'static str {
        self.request.state.name()
    }

    pub fn industry(&self) -> Industry {
        self.request.industry
    }

    pub fn profile(&self) -> Option<&'static IndustryProfile> {
        industry::profile(self.request.industry)
    }

    pub fn has(&self, clause: SpecialClause) -> bool {
        self.request.has_clause(clause)
    }

    pub fn business(&self) -> &str {
        &self.request.business_name
    }

    /// "a California limited liability company".
    pub fn entity(&self) -> String {
        entity_description(self.request.business_type, self.request.state)
    }

    /// The business as a parties block names it: name in bold, then its entity type and state.
    pub fn party_block(&self, paragraph: Paragraph) -> Paragraph {
        paragraph.and_bold(self.business()).and_plain(format!(", {}", self.entity()))
    }

    /// "in the technology sector", or "" for the industry 'Other'.
    pub fn sector_phrase(&self) -> String {
        match self.request.industry {
            Industry::Other => String::new(),
            industry => format!(" in the {} sector", industry.label().to_lowercase()),
        }
    }
}

/// Drafts the order and returns the draft with the notes describing it.
pub(crate) fn build(request: &DocumentRequest) -> (DraftDocument, Notes) {
    let ctx = Ctx { request };
    let mut notes = Notes::default();
    common_notes(&ctx, &mut notes);
    let document = match request.document_type {
        DocumentType::Nda => nda::draft(&ctx, &mut notes),
        DocumentType::TermsOfService => terms_of_service::draft(&ctx, &mut notes),
        DocumentType::PrivacyPolicy => privacy_policy::draft(&ctx, &mut notes),
        DocumentType::FreelanceAgreement => freelance::draft(&ctx, &mut notes),
        DocumentType::EmploymentAgreement => employment::draft(&ctx, &mut notes),
        DocumentType::Other => custom_document::draft(&ctx, &mut notes),
    };
    industry_notes(&ctx, &mut notes);
    (document, notes)
}

fn common_notes(ctx: &Ctx, notes: &mut Notes) {
    notes.adapted(format!("Parties block names the business as {}.", ctx.entity()));
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
