//! Checks on a model's draft before it is accepted. Each problem is phrased for the repair request and never
//! quotes customer text (it names the data block instead), so the repair prompt stays fenced.
//!
//! What is checked, and how much variation is allowed:
//! - **Not empty**: at least one section.
//! - **Required sections**: every section of the clause plan (the offline engine's draft), except the customer's
//!   'Special Terms' (its free-text instructions may be woven in anywhere; the verbatim ones are checked below).
//!   A plan section counts as present when an answer section's heading shares at least half of the plan heading's
//!   significant words (rounded up), or an answer clause's heading shares all of them. Words are compared in lower
//!   case without 'and', 'of', 'the' and the like, and match when equal (but for a plural 's') or when both have
//!   five or more letters and the same first five ("Confidentiality" matches "Confidential Information"; "Terms" does not match
//!   "Termination"). A signature block with at least the plan's parties is required when the plan has one; a
//!   document accepted online (Terms of Service, Privacy Policy: decision §4.11) never keeps one, so a block the
//!   model adds anyway is dropped from the accepted draft.
//! - **Names**: the business name appears (ignoring spacing, quote style and Markdown marks).
//! - **State**: a governing-law paragraph (one that speaks of governing, construing, jurisdiction or venue) refers
//!   to the law or courts of the chosen state, and none refers to another state's ("the laws of the State of X",
//!   "courts located in X", ...). Other mentions of states (a privacy policy's list of state rights) are not choices.
//! - **What the state forbids**, from the rule tables: no non-compete covenant where the non-compete table says
//!   void (a heading or sentence that restrains competing, unless it says the opposite, "nothing in this ...
//!   restrains ...", or speaks of someone else's covenant, "not bound by ... a former employer"); no at-will employment statement where the at-will table has an exception.
//! - **Verbatim text**: each passage after a 'VERBATIM:' marker in the instructions is the whole text of one clause
//!   (compared without spacing, quote style and Markdown marks); the accepted draft then gets the exact text back as
//!   plain runs, so the Word file carries it character for character. The passages are the clause plan's Specified
//!   Terms clauses, so they are read by the engine's one parser (`drafting::instructions::split`: a marker at the start of
//!   a line, a passage up to a blank line or the next marker), never by a second one here.
//! - **No placeholders** other than blank lines: no "[insert", "{{" and the like, unless the plan (that is, the
//!   customer's own text) has them.

use crate::domain::{DocumentRequest, UsState};
use crate::drafting::rules::{at_will, employment_forum, non_compete};
use crate::drafting::{screen, Clause, DraftDocument, Paragraph};
use time::Date;

/// The heading of the clause plan's section for the customer's instructions, and of its verbatim clauses
/// (the engine's `clauses::custom`; a test fails if the engine renames them).
pub const SPECIAL_TERMS_SECTION: &str = "Special Terms";
pub const VERBATIM_CLAUSE_PREFIX: &str = "Specified Terms";

const STOP_WORDS: [&str; 12] = ["and", "or", "the", "of", "a", "an", "to", "for", "in", "on", "with", "by"];
const NON_COMPETE_HEADINGS: [&str; 3] = ["non compet", "noncompet", "covenant not to compete"];
const NON_COMPETE_PHRASES: [&str; 12] = [
    "non compet",
    "noncompet",
    "not compete",
    "not to compete",
    "refrain from competing",
    "not engage in any competing",
    "competing business",
    "competitive business",
    "business that competes",
    "compete with",
    "compete against",
    "compete directly",
];
/// Sentences that mention competing without imposing a covenant: denials, and someone else's covenant.
const NON_COMPETE_EXCEPTIONS: [&str; 12] = [
    "nothing in this",
    "not bound by",
    "former employer",
    "prior employer",
    "previous employer",
    "does not restrain",
    "does not restrict",
    "does not prevent",
    "does not prohibit",
    "not restrained",
    "no non compet",
    "free to",
];
const AT_WILL_NEGATIONS: [&str; 7] = [
    "not at will",
    "not an at will",
    "not be at will",
    "not employment at will",
    "no longer at will",
    "does not limit at will",
    "where it applies",
];
const PLACEHOLDERS: [&str; 16] = [
    "[insert",
    "[enter",
    "[your ",
    "[name",
    "[date",
    "[address",
    "[company",
    "[employee",
    "[client",
    "[amount",
    "[state",
    "[title",
    "[party",
    "{{",
    "<insert",
    "[●",
];
const LAW_REFERENCES: [&str; 5] = ["law of ", "laws of ", "courts of ", "courts located in ", "courts in "];
const STATE_LEAD_INS: [&str; 5] = ["the state of ", "the commonwealth of ", "state of ", "commonwealth of ", "the "];
const LAW_PARAGRAPH_WORDS: [&str; 5] = ["govern", "constru", "substantive law", "jurisdiction", "venue"];

/// What a draft of one order must satisfy, taken from the order and its clause plan.
#[derive(Clone, Debug)]
pub struct Expectations {
    state: UsState,
    business_name: String,
    required_sections: Vec<String>,
    signature_roles: Vec<String>,
    /// Whether the document is accepted online and so carries no signature table.
    accepted_online: bool,
    /// Each verbatim block's lines, exactly as the customer typed them.
    verbatim: Vec<Vec<String>>,
    plan_text: String,
    /// The order, for screening what the model wrote beyond the plan as the customer's own text is screened.
    order: DocumentRequest,
    /// The day the plan's rules were decided as of.
    as_of: Date,
}

impl Expectations {
    pub fn new(request: &DocumentRequest, plan: &DraftDocument, as_of: Date) -> Expectations {
        let special = plan.sections.iter().filter(|s| s.heading == SPECIAL_TERMS_SECTION);
        let verbatim = special
            .flat_map(|s| &s.clauses)
            .filter(|c| c.heading.as_deref().is_some_and(|h| h.starts_with(VERBATIM_CLAUSE_PREFIX)))
            .map(|c| c.paragraphs.iter().map(Paragraph::text).collect())
            .collect();
        Expectations {
            // The law the clause plan chooses: an employee's work state where its law requires it.
            state: employment_forum::governing_state(request),
            business_name: request.business_name.clone(),
            required_sections: plan
                .sections
                .iter()
                .map(|s| s.heading.clone())
                .filter(|h| h != SPECIAL_TERMS_SECTION && !words(h).is_empty())
                .collect(),
            signature_roles: plan.signature_parties.iter().map(|p| p.role.clone()).collect(),
            accepted_online: request.document_type.accepted_online(),
            verbatim,
            plan_text: plan.plain_text().to_lowercase(),
            order: request.clone(),
            as_of,
        }
    }

    /// The draft, with verbatim text restored exactly, or the problems found in it.
    pub fn accept(&self, mut doc: DraftDocument) -> Result<DraftDocument, Vec<String>> {
        let mut problems = Vec::new();
        if doc.sections.is_empty() {
            problems.push("The answer has no sections: write the whole document in the required Markdown form, with `## ` section headings.".to_string());
            return Err(problems);
        }
        self.sections(&doc, &mut problems);
        let text = doc.plain_text();
        if !loose(&text).contains(&loose(&self.business_name)) {
            problems.push("The business's name (the business_name data block) does not appear exactly as written; use it in the parties block and the signature block.".into());
        }
        self.governing_law(&doc, &mut problems);
        self.forbidden(&doc, &mut problems);
        self.screened(&doc, &mut problems);
        let verbatim_clauses = self.verbatim(&mut doc, &mut problems);
        self.placeholders(&doc, &verbatim_clauses, &mut problems);
        if self.accepted_online {
            doc.signature_parties.clear();
        }
        if problems.is_empty() {
            Ok(doc)
        } else {
            Err(problems)
        }
    }

    fn sections(&self, doc: &DraftDocument, problems: &mut Vec<String>) {
        for required in &self.required_sections {
            let wanted = words(required);
            let as_section = doc.sections.iter().any(|s| shared_words(&wanted, &words(&s.heading)) * 2 >= wanted.len());
            let as_clause = || {
                doc.sections
                    .iter()
                    .flat_map(|s| &s.clauses)
                    .filter_map(|c| c.heading.as_deref())
                    .any(|h| shared_words(&wanted, &words(h)) == wanted.len())
            };
            if !as_section && !as_clause() {
                problems.push(format!(
                    "The section \"{required}\" of the clause plan is missing; keep it, with that heading and at least the plan's content."
                ));
            }
        }
        let roles_missing = self.signature_roles.len() > doc.signature_parties.len();
        if roles_missing {
            problems.push(format!(
                "The signature block is missing or incomplete: end with `## Signatures` and a `**Role:** Name` line for each of {}, each followed by the Signature, Name, Title and Date lines, as in the clause plan.",
                self.signature_roles.join(", ")
            ));
        }
    }

    fn governing_law(&self, doc: &DraftDocument, problems: &mut Vec<String>) {
        let chosen = self.state.jurisdiction();
        let mut names_chosen = false;
        let mut others: Vec<&str> = Vec::new();
        for paragraph in paragraphs(doc) {
            let text = normalise(&paragraph.text());
            if !LAW_PARAGRAPH_WORDS.iter().any(|w| text.contains(w)) {
                continue;
            }
            for state in referenced_states(&text) {
                if state == self.state {
                    names_chosen |= text.contains("govern") || text.contains("constru");
                } else if !others.contains(&state.name()) {
                    others.push(state.name());
                }
            }
        }
        if !names_chosen {
            problems.push(format!(
                "The document does not choose the law of the {chosen} as its governing law; say that it is governed by the laws of the {chosen}."
            ));
        }
        if !others.is_empty() {
            problems.push(format!(
                "The document chooses the law or courts of {}; only the law and courts of the {chosen} may be chosen.",
                others.join(", ")
            ));
        }
    }

    fn forbidden(&self, doc: &DraftDocument, problems: &mut Vec<String>) {
        let state = self.state.name();
        let position = non_compete::position(self.state);
        if position.status == non_compete::Status::Void && has_non_compete(doc) {
            problems.push(format!(
                "The document contains a non-compete covenant, which is void in {state} ({}); remove it and keep only the lawful alternative of the clause plan.",
                position.citation
            ));
        }
        if let Some(exception) = at_will::exception(self.state) {
            let at_will_statement = sentences(doc).any(|s| {
                s.contains("at will") && s.contains("employ") && !AT_WILL_NEGATIONS.iter().any(|n| s.contains(n))
            });
            if at_will_statement {
                problems.push(format!(
                    "The document states that employment is at will, which {state} does not allow after the probationary period ({}); use the clause plan's probationary period and good-cause terms instead.",
                    exception.law.citation
                ));
            }
        }
    }

    /// What the model wrote beyond the clause plan (each paragraph the plan does not have) read by the screen that
    /// admitted the order (`drafting::screen`), as if the customer had typed it: a term the order would have been
    /// refused for does not come back in through the drafter. The families' patterns read it, not the learned reader:
    /// that one was trained on what customers type, and a drafted clause is not what it learned from (decision 0026).
    fn screened(&self, doc: &DraftDocument, problems: &mut Vec<String>) {
        let added: Vec<String> = paragraphs(doc)
            .map(|p| p.text())
            .filter(|text| !text.trim().is_empty() && !self.plan_text.contains(&text.trim().to_lowercase()))
            .collect();
        if added.is_empty() {
            return;
        }
        let mut probe = self.order.clone();
        probe.custom_instructions = added.join("\n\n");
        probe.custom_document = None;
        for conflict in screen::families().screen_with(&probe, self.as_of, None) {
            problems.push(format!(
                "Beyond the clause plan, the document adds {} Remove it and keep only the terms of the clause plan.",
                conflict.finding()
            ));
        }
    }

    /// Finds each verbatim block's clause and gives it back the exact text; returns where they are.
    fn verbatim(&self, doc: &mut DraftDocument, problems: &mut Vec<String>) -> Vec<(usize, usize)> {
        let mut found = Vec::new();
        for (index, block) in self.verbatim.iter().enumerate() {
            let wanted = loose(&block.concat());
            let position = doc.sections.iter().enumerate().find_map(|(s, section)| {
                section.clauses.iter().position(|c| loose(&clause_text(c)) == wanted).map(|c| (s, c))
            });
            match position {
                Some((s, c)) => {
                    doc.sections[s].clauses[c].paragraphs = block.iter().map(|line| Paragraph::plain(line.clone())).collect();
                    found.push((s, c));
                }
                None => problems.push(format!(
                    "Verbatim block {} of the custom_instructions data block (the text after its VERBATIM: line) does not appear exactly as written as the only text of a clause of its own.",
                    index + 1
                )),
            }
        }
        found
    }

    fn placeholders(&self, doc: &DraftDocument, verbatim: &[(usize, usize)], problems: &mut Vec<String>) {
        let mut text = String::new();
        for (s, section) in doc.sections.iter().enumerate() {
            for (c, clause) in section.clauses.iter().enumerate() {
                if !verbatim.contains(&(s, c)) {
                    text.push_str(&clause_text(clause).to_lowercase());
                }
            }
        }
        text.extend(doc.preamble.iter().map(|p| p.text().to_lowercase()));
        let found: Vec<&str> =
            PLACEHOLDERS.iter().copied().filter(|p| text.contains(p) && !self.plan_text.contains(p)).collect();
        if !found.is_empty() {
            problems.push(format!(
                "The document contains placeholders ({}); write the blank line {} where a fact is unknown, and nothing else.",
                found.join(", "),
                crate::drafting::BLANK
            ));
        }
    }
}

fn paragraphs(doc: &DraftDocument) -> impl Iterator<Item = &Paragraph> {
    doc.preamble.iter().chain(doc.sections.iter().flat_map(|s| &s.clauses).flat_map(|c| &c.paragraphs))
}

fn clause_text(clause: &Clause) -> String {
    clause.paragraphs.iter().map(Paragraph::text).collect::<Vec<_>>().join("\n")
}

/// Every sentence of the document's paragraphs, normalised.
fn sentences(doc: &DraftDocument) -> impl Iterator<Item = String> + '_ {
    paragraphs(doc).flat_map(|p| split_sentences(&normalise(&p.text())))
}

fn split_sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    for (i, b) in bytes.iter().enumerate() {
        let ends = matches!(b, b'.' | b';' | b'!' | b'?') && bytes.get(i + 1).is_none_or(|n| n.is_ascii_whitespace());
        if ends {
            out.push(text[start..=i].trim().to_string());
            start = i + 1;
        }
    }
    if start < text.len() {
        out.push(text[start..].trim().to_string());
    }
    out.retain(|s| !s.is_empty());
    out
}

fn has_non_compete(doc: &DraftDocument) -> bool {
    let headings = doc
        .sections
        .iter()
        .flat_map(|s| std::iter::once(s.heading.as_str()).chain(s.clauses.iter().filter_map(|c| c.heading.as_deref())));
    let in_heading = headings.map(normalise).any(|h| NON_COMPETE_HEADINGS.iter().any(|p| h.contains(p)));
    in_heading
        || sentences(doc).any(|s| {
            NON_COMPETE_PHRASES.iter().any(|p| s.contains(p)) && !NON_COMPETE_EXCEPTIONS.iter().any(|n| s.contains(n))
        })
}

/// The states whose law or courts `text` (normalised) refers to: "laws of the State of X", "courts located in X".
fn referenced_states(text: &str) -> Vec<UsState> {
    let mut states = Vec::new();
    for reference in LAW_REFERENCES {
        for (at, _) in text.match_indices(reference) {
            let mut rest = &text[at + reference.len()..];
            if let Some(lead) = STATE_LEAD_INS.iter().find(|l| rest.starts_with(*l)) {
                rest = &rest[lead.len()..];
            }
            let named = UsState::ALL.into_iter().find(|s| {
                let name = s.name().to_lowercase();
                rest.starts_with(&name) && !rest[name.len()..].starts_with(|c: char| c.is_alphanumeric())
            });
            if let Some(state) = named.filter(|s| !states.contains(s)) {
                states.push(state);
            }
        }
    }
    states
}

/// Lower case, hyphens and curly quotes made plain, spacing collapsed.
fn normalise(text: &str) -> String {
    let mapped: String = text
        .chars()
        .map(|c| match c {
            '-' | '‑' | '–' | '—' => ' ',
            '’' | '‘' => '\'',
            '“' | '”' => '"',
            c => c,
        })
        .collect();
    mapped.to_lowercase().split_whitespace().collect::<Vec<_>>().join(" ")
}

/// For "exactly as written" comparisons that survive Markdown and typography: no spacing, no `*`, `\` or `` ` ``,
/// quotes made plain. (`<` and `>` runs are dropped too, as the prompt's fences break them up.)
fn loose(text: &str) -> String {
    text.chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '*' | '\\' | '`'))
        .map(|c| match c {
            '’' | '‘' => '\'',
            '“' | '”' => '"',
            c => c,
        })
        .collect()
}

/// The significant words of a heading, lower case.
fn words(heading: &str) -> Vec<String> {
    heading
        .to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty() && !STOP_WORDS.contains(w) && !w.chars().all(|c| c.is_ascii_digit()))
        .map(str::to_string)
        .collect()
}

/// How many of `wanted` have a match among `candidate`.
fn shared_words(wanted: &[String], candidate: &[String]) -> usize {
    let same = |a: &str, b: &str| {
        a.trim_end_matches('s') == b.trim_end_matches('s')
            || (a.len() >= 5 && b.len() >= 5 && a.chars().take(5).eq(b.chars().take(5)))
    };
    wanted.iter().filter(|w| candidate.iter().any(|c| same(w, c))).count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::document_data::{CustomDocument, QuestionAnswer};
    use crate::domain::{BusinessType, DocumentType, Industry, ProtectionLevel, SpecialClause};
    use crate::drafting::parse_markdown;

    fn request(document_type: DocumentType, state: UsState, clauses: &[SpecialClause]) -> DocumentRequest {
        DocumentRequest {
            document_type,
            business_name: "O’Brien & Sons, LLC".into(),
            business_type: BusinessType::Llc,
            state,
            industry: Industry::Healthcare,
            protection_level: ProtectionLevel::Comprehensive,
            special_clauses: clauses.to_vec(),
            custom_instructions:
                "Payment is due in 15 days.\nVERBATIM: The Client pays **net 15** [exactly].\n  Second line.".into(),
            custom_document: (document_type == DocumentType::Other).then(|| CustomDocument {
                name: "Catering Services Agreement".into(),
                description: "Weekly catering for the office.".into(),
                questions: vec![QuestionAnswer { question: "Price?".into(), answer: "$500 a week.".into() }],
            }),
            details: Default::default(),
        }
    }

    fn today() -> time::Date {
        time::OffsetDateTime::now_utc().date()
    }

    /// The clause plan as the engine drafts it today.
    fn plan(request: &DocumentRequest) -> DraftDocument {
        crate::drafting::plan(request, today()).document
    }

    /// The offline engine's own drafts, written out and read back, must pass: the checks reject nothing the
    /// product itself would write, in any state, with or without the special clauses.
    fn assert_offline_plans_pass(types: &[DocumentType]) {
        for state in UsState::ALL {
            for &document_type in types {
                for clauses in [&[][..], &SpecialClause::ALL[..]] {
                    let request = request(document_type, state, clauses);
                    let plan = plan(&request);
                    let expect = Expectations::new(&request, &plan, today());
                    let answer = parse_markdown(&plan.title, &plan.to_markdown());
                    if let Err(problems) = expect.accept(answer) {
                        panic!("{document_type:?} in {state} with {clauses:?}: {problems:#?}");
                    }
                }
            }
        }
    }

    #[test]
    fn every_offline_agreement_passes_its_own_checks() {
        assert_offline_plans_pass(&[
            DocumentType::Nda,
            DocumentType::FreelanceAgreement,
            DocumentType::EmploymentAgreement,
        ]);
    }

    #[test]
    fn every_offline_policy_terms_and_custom_document_passes_its_own_checks() {
        assert_offline_plans_pass(&[DocumentType::TermsOfService, DocumentType::PrivacyPolicy, DocumentType::Other]);
        assert_eq!(DocumentType::ALL.len(), 6, "a new document type belongs in one of these two tests");
    }

    /// What the model adds beyond the plan is read by the screen that admitted the order: a pay-secrecy rule or a
    /// covenant in other words is sent back for repair where the state forbids it, and the same words pass where
    /// nothing forbids them. The problem names the rule, never the model's words.
    #[test]
    fn terms_the_model_adds_beyond_the_plan_are_screened_like_customer_text() {
        let added = "After leaving, the Employee won't go to work for a rival. That holds for two years.";
        for (state, refused) in [(UsState::California, true), (UsState::Texas, false)] {
            let request = request(DocumentType::EmploymentAgreement, state, &[]);
            let plan = plan(&request);
            let expect = Expectations::new(&request, &plan, today());
            let answer = format!("{}\n\n## Restrictions\n\n{added}\n", plan.to_markdown());
            let result = expect.accept(parse_markdown(&plan.title, &answer));
            match (refused, result) {
                (true, Err(problems)) => {
                    let problem = problems.iter().find(|p| p.starts_with("Beyond the clause plan")).expect("screened");
                    assert!(problem.contains("California") && problem.contains("16600"), "{problem}");
                    assert!(!problem.contains("rival"), "never quotes the draft: {problem}");
                }
                (false, Ok(_)) => {}
                (refused, result) => panic!("{state}: expected refused={refused}, got {result:?}"),
            }
        }
    }

    #[test]
    fn the_engine_still_names_its_custom_sections_as_expected() {
        let request = request(DocumentType::Nda, UsState::Texas, &[]);
        let expect = Expectations::new(&request, &plan(&request), today());
        assert_eq!(
            expect.verbatim,
            vec![vec!["The Client pays **net 15** [exactly].".to_string(), "  Second line.".to_string()]]
        );
        assert!(!expect.required_sections.iter().any(|s| s == SPECIAL_TERMS_SECTION));
    }

    #[test]
    fn the_verbatim_passages_are_the_engine_s_reading_of_the_instructions() {
        let mut request = request(DocumentType::EmploymentAgreement, UsState::Texas, &[]);
        request.custom_instructions =
            "VERBATIM: Exact one.\nExact two.\n\nPay weekly (see VERBATIM: above).\n  verbatim: Exact three.".into();
        let expect = Expectations::new(&request, &plan(&request), today());
        assert_eq!(
            expect.verbatim,
            vec![vec!["Exact one.".to_string(), "Exact two.".to_string()], vec!["Exact three.".to_string()]]
        );
    }

    #[test]
    fn verbatim_text_comes_back_exactly_even_when_the_model_formats_it() {
        let request = request(DocumentType::Nda, UsState::Texas, &[]);
        let plan = plan(&request);
        let expect = Expectations::new(&request, &plan, today());
        // The model wrote the customer's ** as bold and curled the quotes: the draft still carries the exact text.
        let answer = plan
            .to_markdown()
            .replace("The Client pays \\*\\*net 15\\*\\* \\[exactly\\].", "The Client pays **net 15** [exactly].");
        let accepted = expect.accept(parse_markdown("x", &answer)).unwrap();
        let specified = accepted
            .sections
            .iter()
            .flat_map(|s| &s.clauses)
            .find(|c| c.heading.as_deref() == Some("Specified Terms"))
            .unwrap();
        assert_eq!(
            specified.paragraphs,
            vec![Paragraph::plain("The Client pays **net 15** [exactly]."), Paragraph::plain("  Second line.")]
        );
        let edited = plan.to_markdown().replace("net 15", "net 30");
        let problems = expect.accept(parse_markdown("x", &edited)).unwrap_err();
        assert!(problems.iter().any(|p| p.starts_with("Verbatim block 1")), "{problems:?}");
    }

    #[test]
    fn headings_match_with_reasonable_variation_only() {
        let wanted = words("Whistleblower Immunity and Protected Disclosures");
        assert_eq!(shared_words(&wanted, &words("4. Protected Disclosures & Whistleblower Immunity")), 4);
        assert_eq!(shared_words(&words("Confidential Information"), &words("Confidentiality")), 1);
        assert_eq!(shared_words(&words("Term and Termination"), &words("Terms")), 1);
        assert_eq!(shared_words(&words("Termination"), &words("Terms of Use")), 0);
    }

    #[test]
    fn law_references_name_the_state_they_choose() {
        let text = normalise("Governed by the laws of the State of West Virginia; courts located in Kansas; the law of Arkansas, and the laws of the Commonwealth of Virginia.");
        let mut found = referenced_states(&text);
        found.sort();
        assert_eq!(found, vec![UsState::Arkansas, UsState::Kansas, UsState::Virginia, UsState::WestVirginia]);
        assert!(referenced_states(&normalise("the privacy laws of the place where you live")).is_empty());
    }

    #[test]
    fn non_compete_wording_is_found_and_lawful_denials_are_not() {
        let doc = |text: &str| parse_markdown("x", &format!("# X\n\n## 1. Covenants\n\n### 1.1 Restriction\n\n{text}"));
        assert!(has_non_compete(&doc("For 12 months the Employee will not compete with the Company.")));
        assert!(has_non_compete(&doc("The Employee shall not work for a competing business in Texas.")));
        assert!(has_non_compete(&parse_markdown("x", "# X\n\n## 1. Non-Competition\n\nTwelve months.")));
        assert!(!has_non_compete(&doc(
            "Nothing in this Agreement restrains the Employee from working for a competing business."
        )));
        assert!(!has_non_compete(&doc("The Employee will not use Confidential Information to solicit customers.")));
    }
}
