//! The notes collector: what the drafters record while they draft (laws applied, required provisions,
//! adaptations, review points), turned into the [`Research`] at the end. A lower layer than the clause library so
//! every layer can write to it.

use super::model::DraftDocument;
use super::research::{ClausePlan, LawReference, Research};
use super::rules::{self, Law};
use crate::domain::DocumentRequest;

/// Collected while a document is drafted, so the research always describes the draft it goes with.
#[derive(Debug, Default)]
pub(crate) struct Notes {
    laws: Vec<LawReference>,
    required: Vec<String>,
    adaptations: Vec<String>,
    review: Vec<String>,
    claims: Vec<Claim>,
    clauses: Vec<ClausePlan>,
}

/// A note that says the document covers a requirement, held until the document is finished: it becomes an
/// adaptation only if every one of its words is in the rendered text, and a review point naming the gap otherwise,
/// so a note never says a requirement is met by words the document does not have.
#[derive(Debug)]
struct Claim {
    covered: String,
    gap: String,
    words: Vec<String>,
}

/// Text compared as a reader sees it: lower case, typographic quotes and dashes plain, spaces collapsed.
fn comparable(text: &str) -> String {
    let plain: String = text
        .chars()
        .map(|c| match c {
            '\u{2018}' | '\u{2019}' => '\'',
            '\u{201C}' | '\u{201D}' => '"',
            '\u{2013}' | '\u{2014}' => '-',
            c => c,
        })
        .collect();
    plain.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
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

    /// A note that the document covers a requirement (`covered`), true only if the rendered document has every one
    /// of `words`; otherwise `gap` goes to the review points, followed by the words the document lacks.
    pub(crate) fn claim(&mut self, covered: impl Into<String>, gap: impl Into<String>, words: Vec<String>) {
        self.claims.push(Claim { covered: covered.into(), gap: gap.into(), words });
    }

    /// Checks each claim against the finished document (see [`Notes::claim`]).
    pub(crate) fn settle_claims(&mut self, document: &DraftDocument) {
        let text = comparable(&document.plain_text());
        for claim in std::mem::take(&mut self.claims) {
            let missing: Vec<&String> = claim.words.iter().filter(|words| !text.contains(&comparable(words))).collect();
            if missing.is_empty() {
                self.adapted(claim.covered);
            } else {
                let quoted: Vec<String> = missing.iter().map(|words| format!("“{words}”")).collect();
                self.review(format!("{} The document lacks: {}.", claim.gap, quoted.join("; ")));
            }
        }
    }

    /// What the document does with a selected special clause; the first word on a clause stands.
    pub(crate) fn clause(&mut self, plan: ClausePlan) {
        if !self.clauses.iter().any(|c| c.clause == plan.clause) {
            self.clauses.push(plan);
        }
    }

    /// The plan of every special clause the order selected, in its order: a clause no builder left out is drafted.
    pub(crate) fn clause_plans(&self, request: &DocumentRequest) -> Vec<ClausePlan> {
        request
            .special_clauses
            .iter()
            .map(|selected| {
                self.clauses.iter().find(|c| c.clause == *selected).cloned().unwrap_or(ClausePlan::included(*selected))
            })
            .collect()
    }

    pub(crate) fn into_research(self) -> Research {
        Research {
            laws: self.laws,
            required_provisions: self.required,
            adaptations: self.adaptations,
            review_points: self.review,
            // Every claim is settled against the document before the research is made (engine::build_with).
            rules_last_checked: rules::rules_last_checked().to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drafting::model::{clause, p, Section};

    fn document(text: &str) -> DraftDocument {
        DraftDocument {
            title: "Agreement".into(),
            preamble: vec![],
            sections: vec![Section::new("Protected Disclosures", vec![clause("Disclosures", vec![p(text)])])],
            signature_parties: vec![],
        }
    }

    fn settled(text: &str, words: &[&str]) -> Research {
        let mut notes = Notes::default();
        notes.claim("Covered.", "Not covered.", words.iter().map(|w| w.to_string()).collect());
        notes.settle_claims(&document(text));
        notes.into_research()
    }

    #[test]
    fn a_claim_is_an_adaptation_only_when_the_document_has_its_words() {
        let text = "Nothing in this Agreement prevents the Employee from discussing or disclosing information about \
                    unlawful acts in the workplace, such as harassment or discrimination.";
        let research = settled(text, &["Discussing or disclosing information about unlawful acts", "harassment"]);
        assert_eq!(research.adaptations, vec!["Covered."]);
        assert!(research.review_points.is_empty());

        let research = settled("The Employee keeps everything confidential.", &["unlawful acts in the workplace"]);
        assert!(research.adaptations.is_empty());
        assert_eq!(research.review_points, vec!["Not covered. The document lacks: “unlawful acts in the workplace”."]);
    }

    #[test]
    fn claims_read_the_text_as_a_reader_does() {
        // Curly quotes, a line break and capitals do not hide words the reader sees.
        let research = settled("The Employee’s right to\nREPORT is kept.", &["employee's right to report"]);
        assert_eq!(research.adaptations, vec!["Covered."]);
    }
}
