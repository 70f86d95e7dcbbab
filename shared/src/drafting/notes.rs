//! The notes collector: what the drafters record while they draft (laws applied, required provisions,
//! adaptations, review points), turned into the [`Research`] at the end. A lower layer than the clause library so
//! every layer can write to it.
//!
//! It also knows which clauses each review point concerns, so the Word file can put the point beside them: the
//! drafter opens a place ([`Notes::mark`]) before an outline item, names the clauses the item made and ties what was
//! recorded since to them ([`Notes::place`]). A place that made no clause leaves its points to the place around it
//! (a section's notes-only item: the section's clauses); what no place takes concerns the whole document. An outline
//! can also say in its data which clauses a research note is about (`about`, [`Notes::about`]).

use super::model::{Clause, DraftDocument};
use super::research::{ClausePlan, LawReference, Research, ReviewNote};
use super::rules::{self, Law};
use crate::domain::DocumentRequest;
use std::collections::HashMap;

/// Collected while a document is drafted, so the research always describes the draft it goes with.
#[derive(Debug, Default)]
pub(crate) struct Notes {
    laws: Vec<LawReference>,
    required: Vec<String>,
    adaptations: Vec<String>,
    review: Vec<String>,
    /// For each review point (same index), the clauses it concerns; empty: the whole document.
    concerns: Vec<Vec<Concern>>,
    claims: Vec<Claim>,
    clauses: Vec<ClausePlan>,
    /// Review points and claims recorded and not yet tied to clauses, in order: a place takes the ones recorded
    /// since its mark.
    pending: Vec<Recorded>,
    /// How many clauses have been given each name, so every clause id is given once.
    names: HashMap<String, usize>,
}

/// Where a place starts in [`Notes::pending`].
#[derive(Clone, Copy, Debug)]
pub(crate) struct Mark(usize);

/// A review point (its index) or a claim (its index), recorded in a place.
#[derive(Clone, Copy, Debug)]
enum Recorded {
    Review(usize),
    Claim(usize),
}

/// What a review point concerns: a clause by its id, or (from an outline's `about`) every clause drafted by a
/// template or builder of that name.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Concern {
    Clause(String),
    Named(String),
}

/// A note that says the document covers a requirement, held until the document is finished: it becomes an
/// adaptation only if every one of its words is in the rendered text, and a review point naming the gap otherwise,
/// so a note never says a requirement is met by words the document does not have.
#[derive(Debug)]
struct Claim {
    covered: String,
    gap: String,
    words: Vec<String>,
    /// The clauses the claim is about (the gap's review point concerns them).
    concerns: Vec<Concern>,
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

fn add_concerns(to: &mut Vec<Concern>, concerns: &[Concern]) {
    for concern in concerns {
        if !to.contains(concern) {
            to.push(concern.clone());
        }
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
        let point = point.into();
        let index = match self.review.iter().position(|p| *p == point) {
            Some(index) => index,
            None => {
                self.review.push(point);
                self.concerns.push(vec![]);
                self.review.len() - 1
            }
        };
        self.pending.push(Recorded::Review(index));
    }

    /// A review point about the clauses drafted by the templates or builders `about`, wherever it is recorded.
    pub(crate) fn review_about(&mut self, point: impl Into<String>, about: &[&str]) {
        let mark = self.mark();
        self.review(point);
        let names: Vec<String> = about.iter().map(|name| name.to_string()).collect();
        self.about(mark, &names);
    }

    /// Where a place starts: what is recorded from here on is the place's.
    pub(crate) fn mark(&self) -> Mark {
        Mark(self.pending.len())
    }

    /// Gives each of `clauses` that has none an id from `name` (the template's id or the builder's name): the name
    /// itself the first time, then "name#2", "name#3"...
    pub(crate) fn name<'c>(&mut self, name: &str, clauses: impl IntoIterator<Item = &'c mut Clause>) {
        for clause in clauses {
            if clause.id.is_none() {
                let count = self.names.entry(name.to_string()).or_default();
                *count += 1;
                clause.id = Some(if *count == 1 { name.to_string() } else { format!("{name}#{count}") });
            }
        }
    }

    /// Ties the review points and claims recorded since `mark` to `clauses` (by their ids, given with
    /// [`Notes::name`]). With no clause, they stay for the place around this one.
    pub(crate) fn place<'c>(&mut self, mark: Mark, clauses: impl IntoIterator<Item = &'c Clause>) {
        let concerns: Vec<Concern> = clauses.into_iter().filter_map(|c| c.id.clone()).map(Concern::Clause).collect();
        self.take(mark, &concerns);
    }

    /// Ties the review points and claims recorded since `mark` to every clause drafted by the templates or builders
    /// `names` (an outline's `about`). With no name, they stay for the place around this one.
    pub(crate) fn about(&mut self, mark: Mark, names: &[String]) {
        let concerns: Vec<Concern> = names.iter().cloned().map(Concern::Named).collect();
        self.take(mark, &concerns);
    }

    fn take(&mut self, mark: Mark, concerns: &[Concern]) {
        if concerns.is_empty() || mark.0 >= self.pending.len() {
            return;
        }
        for recorded in self.pending.split_off(mark.0) {
            match recorded {
                Recorded::Review(index) => add_concerns(&mut self.concerns[index], concerns),
                Recorded::Claim(index) => add_concerns(&mut self.claims[index].concerns, concerns),
            }
        }
    }

    /// A note that the document covers a requirement (`covered`), true only if the rendered document has every one
    /// of `words`; otherwise `gap` goes to the review points, followed by the words the document lacks.
    pub(crate) fn claim(&mut self, covered: impl Into<String>, gap: impl Into<String>, words: Vec<String>) {
        self.claims.push(Claim { covered: covered.into(), gap: gap.into(), words, concerns: vec![] });
        self.pending.push(Recorded::Claim(self.claims.len() - 1));
    }

    /// Checks each claim against the finished document (see [`Notes::claim`]). A gap's review point concerns the
    /// clauses its claim was made in.
    pub(crate) fn settle_claims(&mut self, document: &DraftDocument) {
        let text = comparable(&document.plain_text());
        self.pending.retain(|recorded| matches!(recorded, Recorded::Review(_)));
        for claim in std::mem::take(&mut self.claims) {
            let missing: Vec<&String> = claim.words.iter().filter(|words| !text.contains(&comparable(words))).collect();
            if missing.is_empty() {
                self.adapted(claim.covered);
            } else {
                let quoted: Vec<String> = missing.iter().map(|words| format!("“{words}”")).collect();
                let mark = self.mark();
                self.review(format!("{} The document lacks: {}.", claim.gap, quoted.join("; ")));
                self.take(mark, &claim.concerns);
            }
        }
    }

    /// The review points in order, each with the ids of the clauses of `document` it concerns, in the document's
    /// order (none: the whole document). A name from an outline's `about` stands for every clause it drafted.
    pub(crate) fn review_notes(&self, document: &DraftDocument) -> Vec<ReviewNote> {
        let ids: Vec<&str> =
            document.sections.iter().flat_map(|s| &s.clauses).filter_map(|c| c.id.as_deref()).collect();
        let concerned = |concerns: &[Concern], id: &str| {
            concerns.iter().any(|concern| match concern {
                Concern::Clause(clause) => clause == id,
                Concern::Named(name) => {
                    id == name || id.strip_prefix(name.as_str()).is_some_and(|rest| rest.starts_with('#'))
                }
            })
        };
        self.review
            .iter()
            .zip(&self.concerns)
            .map(|(text, concerns)| ReviewNote {
                text: text.clone(),
                clauses: ids.iter().filter(|id| concerned(concerns, id)).map(|id| id.to_string()).collect(),
            })
            .collect()
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
