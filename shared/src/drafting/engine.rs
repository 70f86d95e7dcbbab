//! The offline engine: one drafter per document type, all sharing the clause library and the rule tables, each
//! recording its decisions as research notes while it drafts.

use super::clauses::parties::entity_description;
use super::industry::{self, IndustryProfile};
use super::model::{DraftDocument, Paragraph};
use super::research::Notes;
use super::{custom_document, employment, freelance, nda, privacy_policy, terms_of_service};
use crate::domain::{BusinessType, DocumentRequest, DocumentType, Industry, SpecialClause, UsState};
use time::Date;

/// The order as the drafters read it.
pub(crate) struct Ctx<'a> {
    pub request: &'a DocumentRequest,
    /// The document's date: rule values are taken as they stand on it.
    pub as_of: Date,
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

    /// Whether the customer's own words (instructions, custom description and answers) mention any of `words`
    /// (lowercase, matched at the start of a word).
    pub fn mentions(&self, words: &[&str]) -> bool {
        let mut text = self.request.custom_instructions.clone();
        if let Some(custom) = &self.request.custom_document {
            text.push('\n');
            text.push_str(&custom.description);
            for qa in &custom.questions {
                text.push('\n');
                text.push_str(&qa.answer);
            }
        }
        super::signature::has_word_start(&text, words)
    }

    /// Whether the order describes a subscription or other automatically renewing sale.
    pub fn describes_subscription(&self) -> bool {
        self.mentions(&[
            "subscription",
            "subscribe",
            "recurring",
            "auto-renew",
            "automatic renewal",
            "autorenew",
            "membership",
            "monthly plan",
            "annual plan",
            "free trial",
        ])
    }

    /// Whether the services may reach children: the industry usually does, or the customer says so.
    pub fn may_reach_children(&self) -> bool {
        self.profile().is_some_and(|p| p.reaches_children)
            || self.mentions(&["child", "kid", "minor", "teen", "student", "under 13", "under thirteen", "parent"])
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
pub(crate) fn build(request: &DocumentRequest, as_of: Date) -> (DraftDocument, Notes) {
    let ctx = Ctx { request, as_of };
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
