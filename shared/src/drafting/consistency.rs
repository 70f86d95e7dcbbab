//! What a careful reader checks before a draft goes out, as a function over the finished document: every defined
//! term it uses is defined in it, every cross-reference ("the arbitration clause", "Section 4.2") points at
//! something it has, no provision is said twice (one survival clause, one return-or-destroy clause), and it does
//! not deny what one of its own clauses does (a policy "not directed to children" with a children's section).
//!
//! The drafting tests run it over every document of the test matrix; it knows nothing of how the document was made,
//! so it checks an AI provider's draft the same way.

use super::model::{DraftDocument, Paragraph};
use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

/// One thing a reader would stumble on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Where: "1.2 Purpose", "opening", "section 3".
    pub place: String,
    pub what: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.place, self.what)
    }
}

/// Defined terms that a document may use without defining them: ordinary legal words that happen to be capitalised
/// at the start of a clause, or names of laws and bodies.
const NOT_TERMS: [&str; 3] = ["Agreement", "Party", "Parties"];

/// Statements a document cannot make beside a clause that does what they deny: the statement (lower case), the
/// clause headings that contradict it (their lower-case start), and what is wrong.
const CONTRADICTIONS: [(&str, &[&str], &str); 2] = [
    (
        "not directed to children",
        &["information we collect from children", "parental consent", "parents' rights", "retention of children's"],
        "says the Services are not directed to children, yet has a section for children's information",
    ),
    (
        "we do not sell or share your personal information",
        &["opting out of sale", "third parties to whom we sell"],
        "says the business does not sell or share personal information, yet offers an opt-out of sale or lists buyers",
    ),
];

/// Checks `document` against `vocabulary`: the terms some document of the product defines. A term of the vocabulary
/// used (capitalised, as a whole word) but not defined in this document is a problem; so is a named or numbered
/// cross-reference with nothing to point at, and a provision said in two clauses.
pub fn check(document: &DraftDocument, vocabulary: &BTreeSet<String>) -> Vec<Problem> {
    let mut problems = Vec::new();
    let places = places(document);
    let defined: BTreeSet<String> = places.iter().flat_map(|(_, paragraph)| defined_terms(paragraph)).collect();

    // Defined terms.
    for (place, paragraph) in &places {
        // Names (bold, like the parties' own names) are not uses of a term.
        let text: String = paragraph.runs.iter().map(|run| if run.bold { " " } else { run.text.as_str() }).collect();
        let own = defined_terms(paragraph);
        for term in vocabulary.iter().filter(|t| !defined.contains(*t) && !own.contains(*t)) {
            if NOT_TERMS.contains(&term.as_str()) {
                continue;
            }
            if uses(&text, term) {
                problems
                    .push(Problem { place: place.clone(), what: format!("uses “{term}”, which it never defines") });
            }
        }
    }

    // Cross-references.
    let headings = headings(document);
    for (place, paragraph) in &places {
        let text = paragraph.text();
        for reference in named_references(&text) {
            if !headings.iter().any(|heading| refers_to(heading, &reference)) {
                problems.push(Problem {
                    place: place.clone(),
                    what: format!("refers to “the {reference}”, which the document does not have"),
                });
            }
        }
        for number in numbered_references(&text) {
            if !has_number(document, &number) {
                problems.push(Problem {
                    place: place.clone(),
                    what: format!("refers to Section {number}, which the document does not have"),
                });
            }
        }
    }

    // Statements its own clauses contradict.
    let text = document.plain_text().to_lowercase();
    for (statement, contradicting, what) in CONTRADICTIONS {
        if !text.contains(statement) {
            continue;
        }
        for heading in headings.iter().filter(|h| contradicting.iter().any(|start| h.starts_with(start))) {
            problems.push(Problem { place: heading.clone(), what: what.to_string() });
        }
    }

    // Provisions said once.
    for (provision, said) in said_where(document) {
        if said.len() > 1 {
            problems.push(Problem {
                place: said.join(", "),
                what: format!("{provision} is said in {} clauses; keep one", said.len()),
            });
        }
    }
    problems
}

/// The terms a set of documents defines: the vocabulary [`check`] holds each document to.
pub fn vocabulary<'a>(documents: impl IntoIterator<Item = &'a DraftDocument>) -> BTreeSet<String> {
    documents
        .into_iter()
        .flat_map(|d| places(d).into_iter().flat_map(|(_, p)| defined_terms(p)))
        // "we", "our", "you": pronouns a published policy defines, not capitalised terms a reader looks up.
        .filter(|term| term.starts_with(|c: char| c.is_uppercase()))
        .collect()
}

/// Every paragraph with the name of its place: "opening", then "2.3 Heading".
fn places(document: &DraftDocument) -> Vec<(String, &Paragraph)> {
    let mut places: Vec<(String, &Paragraph)> =
        document.preamble.iter().map(|paragraph| ("opening".to_string(), paragraph)).collect();
    for (s, section) in document.sections.iter().enumerate() {
        for (c, clause) in section.clauses.iter().enumerate() {
            let place = format!("{}.{} {}", s + 1, c + 1, clause.heading.as_deref().unwrap_or(&section.heading));
            places.extend(clause.paragraphs.iter().map(|paragraph| (place.clone(), paragraph)));
        }
    }
    places
}

/// The terms a paragraph defines: a bold run in quotes, “**Term**”.
fn defined_terms(paragraph: &Paragraph) -> Vec<String> {
    let mut terms = Vec::new();
    for (i, run) in paragraph.runs.iter().enumerate() {
        let before = i.checked_sub(1).and_then(|j| paragraph.runs.get(j)).map_or("", |r| r.text.as_str());
        let after = paragraph.runs.get(i + 1).map_or("", |r| r.text.as_str());
        if run.bold && before.ends_with('“') && after.starts_with('”') {
            terms.push(run.text.trim().to_string());
        }
    }
    terms
}

/// Whether `text` uses `term` as a defined term: capitalised as defined, a whole word, and not inside quotes that
/// define or name it.
fn uses(text: &str, term: &str) -> bool {
    text.match_indices(term).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + term.len()..].chars().next();
        let word_before = before.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '“');
        let word_after = after.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '”');
        // A possessive ("Company's") is a use; part of a longer proper name ("the Delaware Personal Data Privacy
        // Act") is not.
        !word_before && !word_after && !in_proper_name(&text[..at], &text[at + term.len()..])
    })
}

/// Whether the words around a match make it part of a longer name: a capitalised word right after it, or right
/// before it (other than a word that starts a sentence or a noun phrase).
fn in_proper_name(before: &str, after: &str) -> bool {
    const LEADS: [&str; 14] =
        ["The", "A", "An", "Each", "Either", "Neither", "Any", "No", "This", "That", "If", "When", "Both", "All"];
    let capitalised = |word: &str| word.starts_with(|c: char| c.is_uppercase());
    let next = after.strip_prefix(' ').and_then(|rest| rest.split(' ').next()).unwrap_or("");
    let previous = before.strip_suffix(' ').and_then(|rest| rest.rsplit(' ').next()).unwrap_or("");
    capitalised(next) || (capitalised(previous) && !LEADS.contains(&previous))
}

/// "the arbitration clause", "the Terms section", "the “Term and Termination” section": the words naming what is
/// referred to.
fn named_references(text: &str) -> Vec<String> {
    static NAMED: LazyLock<regex::Regex> = LazyLock::new(|| {
        regex::Regex::new(
            r"\bthe (?:“([^”]{2,60})”|([A-Za-z][A-Za-z-]*(?: [A-Za-z][A-Za-z-]*){0,3})) (clause|section)\b",
        )
        .expect("the pattern compiles")
    });
    NAMED
        .captures_iter(text)
        .filter_map(|caps| {
            let name = caps.get(1).or_else(|| caps.get(2))?.as_str();
            // "the other under the notices clause": the name is what follows the last "the".
            let name = name.rsplit_once(" the ").map_or(name, |(_, last)| last);
            let last = name.rsplit(' ').next().unwrap_or(name).to_lowercase();
            // "the following clause", "the same section", "the previous clause": not a name.
            let generic = ["following", "same", "previous", "next", "above", "preceding", "last", "first", "relevant"];
            let lead = name.split(' ').next().unwrap_or(name).to_lowercase();
            (!generic.contains(&last.as_str()) && !generic.contains(&lead.as_str()))
                .then(|| format!("{name} {}", &caps[3]))
        })
        .collect()
}

/// "Section 4" and "Section 4.2" (capitalised, as a contract numbers them).
fn numbered_references(text: &str) -> Vec<String> {
    static NUMBERED: LazyLock<regex::Regex> =
        LazyLock::new(|| regex::Regex::new(r"\bSections? (\d{1,2}(?:\.\d{1,2})?)\b").expect("the pattern compiles"));
    NUMBERED.captures_iter(text).map(|caps| caps[1].to_string()).collect()
}

fn has_number(document: &DraftDocument, number: &str) -> bool {
    let mut parts = number.split('.').map(|n| n.parse::<usize>().unwrap_or(0));
    let (section, clause) = (parts.next().unwrap_or(0), parts.next());
    match document.sections.get(section.wrapping_sub(1)) {
        None => false,
        Some(found) => clause.is_none_or(|c| c >= 1 && c <= found.clauses.len()),
    }
}

fn headings(document: &DraftDocument) -> Vec<String> {
    let mut headings = Vec::new();
    for section in &document.sections {
        headings.push(section.heading.to_lowercase());
        headings.extend(section.clauses.iter().filter_map(|c| c.heading.as_deref()).map(str::to_lowercase));
    }
    headings
}

/// Whether a heading is what "the {reference}" names: every word of the name (but "clause" or "section") is in
/// the heading, allowing a plural ("the notices clause" and "Notices").
fn refers_to(heading: &str, reference: &str) -> bool {
    let words: Vec<String> = reference
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .filter(|w| w != "clause" && w != "section" && w != "of" && w != "and")
        .collect();
    words.iter().all(|word| {
        let stem = word.trim_end_matches('s');
        heading.split(|c: char| !c.is_alphanumeric()).any(|h| h.trim_end_matches('s') == stem)
    })
}

/// The heading of the clause that quotes the customer's verbatim terms.
const CUSTOMER_VERBATIM_HEADING: &str = "Specified Terms";

/// Provisions a document should make once, each with the clauses that make it.
fn said_where(document: &DraftDocument) -> BTreeMap<&'static str, Vec<String>> {
    static SURVIVAL: LazyLock<regex::Regex> =
        LazyLock::new(|| regex::Regex::new(r"(?i)\bsurviv").expect("the pattern compiles"));
    static RETURN: LazyLock<regex::Regex> =
        LazyLock::new(|| regex::Regex::new(r"(?i)\breturn\b[^.]{0,120}\bor destroy").expect("the pattern compiles"));
    let mut said: BTreeMap<&'static str, Vec<String>> = BTreeMap::new();
    for (s, section) in document.sections.iter().enumerate() {
        for (c, clause) in section.clauses.iter().enumerate() {
            let heading = clause.heading.as_deref().unwrap_or_default();
            if heading == CUSTOMER_VERBATIM_HEADING {
                // The customer's own words, quoted as given: theirs to repeat.
                continue;
            }
            let place = format!("{}.{} {}", s + 1, c + 1, if heading.is_empty() { &section.heading } else { heading });
            // A clause headed for it, or one whose text sets it up ("... survive", "return ... or destroy ...").
            let text: String = clause.paragraphs.iter().map(Paragraph::text).collect::<Vec<_>>().join(" ");
            if SURVIVAL.is_match(heading) || SURVIVAL.is_match(&text) {
                said.entry("Survival").or_default().push(place.clone());
            }
            let heading_lower = heading.to_lowercase();
            let headed =
                ["return or destruction", "return of confidential", "return of information", "return of materials"]
                    .iter()
                    .any(|lead| heading_lower.starts_with(lead));
            if headed || RETURN.is_match(&text) {
                said.entry("Return or destruction of information").or_default().push(place);
            }
        }
    }
    said
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::drafting::model::{clause, p, Clause, Section};

    fn document(sections: Vec<Section>) -> DraftDocument {
        DraftDocument {
            title: "Agreement".into(),
            preamble: vec![p("This Agreement is between Acme (the “**Company**”) and Bo (the “**Client**”).")],
            sections,
            signature_parties: vec![],
        }
    }

    fn vocabulary_of(terms: &[&str]) -> BTreeSet<String> {
        terms.iter().map(|t| t.to_string()).collect()
    }

    #[test]
    fn a_term_used_but_never_defined_is_found_and_a_defined_one_is_not() {
        let doc = document(vec![Section::new(
            "Services",
            vec![
                clause("Scope", vec![p("The Company provides the “**Services**” to the Client.")]),
                clause("Fees", vec![p("The Client pays for the Services and for the Deliverables.")]),
            ],
        )]);
        let problems = check(&doc, &vocabulary_of(&["Company", "Client", "Services", "Deliverables", "Purpose"]));
        assert_eq!(problems.len(), 1, "{problems:?}");
        assert_eq!(problems[0].place, "1.2 Fees");
        assert!(problems[0].what.contains("“Deliverables”"));
    }

    #[test]
    fn a_reference_to_a_clause_or_section_the_document_lacks_is_found() {
        let doc = document(vec![
            Section::new("Disputes", vec![clause("Governing Law", vec![p("Subject to the arbitration clause, X.")])]),
            Section::new(
                "General",
                vec![
                    clause("Notices", vec![p("Tell the other under the notices clause, Section 2.1; not Section 3.")]),
                    Clause::new(None, vec![p("See Section 2.5 and the following clause.")]),
                ],
            ),
        ]);
        let problems: Vec<String> = check(&doc, &BTreeSet::new()).iter().map(|p| p.to_string()).collect();
        assert_eq!(
            problems,
            vec![
                "1.1 Governing Law: refers to “the arbitration clause”, which the document does not have",
                "2.1 Notices: refers to Section 3, which the document does not have",
                "2.2 General: refers to Section 2.5, which the document does not have",
            ]
        );
    }

    #[test]
    fn a_statement_its_own_clause_contradicts_is_found() {
        let section = |clauses| Section::new("Children's Privacy", clauses);
        let doc = document(vec![section(vec![
            Clause::new(None, vec![p("The Services are not directed to children under thirteen (13).")]),
            clause("Parents' Rights", vec![p("A parent may review the child's information.")]),
        ])]);
        let problems: Vec<String> = check(&doc, &BTreeSet::new()).iter().map(|p| p.to_string()).collect();
        assert_eq!(
            problems,
            vec!["parents' rights: says the Services are not directed to children, yet has a section for children's information"]
        );
        let consistent = document(vec![section(vec![clause(
            "Parents' Rights",
            vec![p("A parent may review the child's information.")],
        )])]);
        assert!(check(&consistent, &BTreeSet::new()).is_empty());
    }

    #[test]
    fn a_provision_made_twice_is_found() {
        let doc = document(vec![
            Section::new("Confidentiality", vec![clause("Return or Destruction", vec![p("Return or destroy it.")])]),
            Section::new(
                "Term",
                vec![
                    clause("Survival", vec![p("Sections on ownership survive.")]),
                    clause("Effect of Termination", vec![p("The Client will return all materials or destroy them.")]),
                    clause("Survival of Obligations", vec![p("Obligations survive.")]),
                ],
            ),
        ]);
        let problems: Vec<String> = check(&doc, &BTreeSet::new()).iter().map(|p| p.what.clone()).collect();
        assert_eq!(
            problems,
            vec![
                "Return or destruction of information is said in 2 clauses; keep one",
                "Survival is said in 2 clauses; keep one"
            ]
        );
    }
}
