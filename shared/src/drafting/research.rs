//! What the engine found for an order: the laws it applied, the provisions the document must carry, what it
//! adapted, and what a qualified attorney should check. Returned by the research call and stored with each job as
//! review notes; it never goes inside the legal text.

use super::rules::{self, Law};
use crate::domain::DocumentRequest;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct Research {
    pub laws: Vec<LawReference>,
    pub required_provisions: Vec<String>,
    pub adaptations: Vec<String>,
    pub review_points: Vec<String>,
    /// The oldest check date among the rule tables used ("2026-11-01").
    pub rules_last_checked: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct LawReference {
    pub name: String,
    pub citation: String,
    pub applies_because: String,
}

/// Collected while a document is drafted, so the research always describes the draft it goes with.
#[derive(Debug, Default)]
pub(crate) struct Notes {
    laws: Vec<LawReference>,
    required: Vec<String>,
    adaptations: Vec<String>,
    review: Vec<String>,
}

fn push_unique(list: &mut Vec<String>, item: String) {
    if !list.contains(&item) {
        list.push(item);
    }
}

impl Notes {
    pub(crate) fn law(&mut self, law: impl Into<Law>, because: impl Into<String>) {
        let law = law.into();
        if self.laws.iter().any(|l| l.citation == law.citation && l.name == law.name) {
            return;
        }
        self.laws.push(LawReference {
            name: law.name.into(),
            citation: law.citation.into(),
            applies_because: because.into(),
        });
    }

    pub(crate) fn require(&mut self, provision: impl Into<String>) {
        push_unique(&mut self.required, provision.into());
    }

    pub(crate) fn adapted(&mut self, adaptation: impl Into<String>) {
        push_unique(&mut self.adaptations, adaptation.into());
    }

    pub(crate) fn review(&mut self, point: impl Into<String>) {
        push_unique(&mut self.review, point.into());
    }

    pub(crate) fn into_research(self) -> Research {
        Research {
            laws: self.laws,
            required_provisions: self.required,
            adaptations: self.adaptations,
            review_points: self.review,
            rules_last_checked: rules::rules_last_checked().to_string(),
        }
    }
}

/// The research for an order: the same decisions [`super::draft_offline`] makes, described for a reviewer.
pub fn research(request: &DocumentRequest) -> Research {
    super::engine::build(request, time::OffsetDateTime::now_utc().date()).1.into_research()
}
