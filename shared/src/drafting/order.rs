//! The order as the drafters read it: the request, the document's date, and the facts derived from them (state,
//! entity description, industry profile, what the customer's own words mention). Every layer of the engine reads
//! it; it imports nothing of the engine but the industry data.

use super::industry::{self, IndustryProfile};
use crate::domain::details::SensitiveData;
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

    /// Where the worker works: the work state an Employment Agreement's order gives, else the business's state.
    pub fn work_state(&self) -> UsState {
        match self.request.document_type {
            DocumentType::EmploymentAgreement => self.request.details.work_state_or(self.request.state),
            _ => self.request.state,
        }
    }

    /// The states whose employment rules reach the worker: the business's, then the work state when it differs.
    pub fn worker_states(&self) -> Vec<UsState> {
        let (business, work) = (self.state(), self.work_state());
        if work == business {
            vec![business]
        } else {
            vec![business, work]
        }
    }

    /// The state whose law and courts the agreement chooses (an employee's work state where its law requires it).
    pub fn governing_state(&self) -> UsState {
        super::rules::employment_forum::governing_state(self.request)
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

    /// Whether the services may reach children under 13: the customer's answer when given (children's data among
    /// the sensitive data it handles, or not), else a guess from the industry and the customer's words.
    pub fn may_reach_children(&self) -> bool {
        self.children_data().unwrap_or_else(|| self.children_guessed())
    }

    /// The customer's answer on children's data (under 13): `None` when the sensitive-data question was not answered.
    pub fn children_data(&self) -> Option<bool> {
        let details = &self.request.details;
        details.sensitive_data.as_ref().map(|_| details.handles(SensitiveData::Children))
    }

    /// Whether the industry usually reaches children or the customer's words speak of them.
    pub fn children_guessed(&self) -> bool {
        self.profile().is_some_and(|p| p.reaches_children)
            || self.mentions(&["child", "kid", "minor", "teen", "student", "under 13", "under thirteen", "parent"])
    }

    /// Whether the business handles this kind of sensitive data, by the customer's answer.
    pub fn handles(&self, kind: SensitiveData) -> bool {
        self.request.details.handles(kind)
    }

    /// Whether the business sells goods online: its industry usually does, or the customer's words say so.
    pub fn sells_goods(&self) -> bool {
        self.profile().is_some_and(|p| p.sells_goods)
            || self.mentions(&[
                "e-commerce",
                "ecommerce",
                "online store",
                "online shop",
                "webshop",
                "web shop",
                "web store",
            ])
    }

    /// "in the technology sector", or "" for the industry 'Other'.
    pub fn sector_phrase(&self) -> String {
        match self.request.industry {
            Industry::Other => String::new(),
            industry => format!(" in the {} sector", industry.label().to_lowercase()),
        }
    }
}

/// "a California limited liability company", "an Ohio corporation", "a sole proprietorship based in Texas".
pub(crate) fn entity_description(business_type: BusinessType, state: UsState) -> String {
    let name = state.name();
    match business_type {
        BusinessType::SoleProprietorship => format!("a sole proprietorship based in {name}"),
        BusinessType::Partnership => format!("{} {name} partnership", article(name)),
        BusinessType::Llc => format!("{} {name} limited liability company", article(name)),
        BusinessType::Corporation => format!("{} {name} corporation", article(name)),
        BusinessType::NonProfit => format!("{} {name} nonprofit organization", article(name)),
    }
}

/// "limited liability company": the business type as a contract names it.
pub(crate) fn entity_kind(business_type: BusinessType) -> &'static str {
    match business_type {
        BusinessType::SoleProprietorship => "sole proprietorship",
        BusinessType::Partnership => "partnership",
        BusinessType::Llc => "limited liability company",
        BusinessType::Corporation => "corporation",
        BusinessType::NonProfit => "nonprofit organization",
    }
}

/// "an" before a vowel sound: Alabama to Oregon; Utah is said "you-tah" and takes "a".
pub(crate) fn article(word: &str) -> &'static str {
    match word.chars().next() {
        Some('A' | 'E' | 'I' | 'O') => "an",
        _ => "a",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_each_business_type_with_the_right_article() {
        assert_eq!(
            entity_description(BusinessType::Llc, UsState::California),
            "a California limited liability company"
        );
        assert_eq!(
            entity_description(BusinessType::SoleProprietorship, UsState::Texas),
            "a sole proprietorship based in Texas"
        );
        assert_eq!(entity_description(BusinessType::Corporation, UsState::Ohio), "an Ohio corporation");
        assert_eq!(entity_description(BusinessType::Partnership, UsState::Utah), "a Utah partnership");
        assert_eq!(entity_description(BusinessType::NonProfit, UsState::Idaho), "an Idaho nonprofit organization");
    }
}
