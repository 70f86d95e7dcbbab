//! The notes collector: what the drafters record while they draft (laws applied, required provisions,
//! adaptations, review points), turned into the [`Research`] at the end. A lower layer than the clause library so
//! every layer can write to it.

use super::research::{LawReference, Research};
use super::rules::{self, Law};

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

    /// A law given by name and citation (from data) rather than from a rule table.
    pub(crate) fn cited(&mut self, name: &str, citation: &str, because: impl Into<String>) {
        if self.laws.iter().any(|l| l.citation == citation && l.name == name) {
            return;
        }
        self.laws.push(LawReference { name: name.into(), citation: citation.into(), applies_because: because.into() });
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
