//! A revision asked for in plain words ("make the confidentiality period three years", "add an arbitration clause"),
//! read into typed changes the engine applies to the order, never to the document's text: a length or an amount
//! goes into the order's details, a special clause into its list, a VERBATIM passage into its custom instructions.
//! The same engine then drafts the revised order, so the revision is drafted (and checked) like any document.
//!
//! The families of changes the offline engine understands are data (`shared/drafting/revise/families.toml`): the
//! sentences that ask for each and what each sets. A sentence that is none of them is "not understood": an AI
//! drafter is given it as extra instructions, and without one the revision is refused before a credit is spent.

use super::instructions;
use super::screen::normalise;
use crate::domain::details::{parse_usd, Mutuality, Years};
use crate::domain::{Cents, DocumentData, DocumentType, SpecialClause};
use regex::{Captures, Regex};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::LazyLock;

static FAMILIES_TOML: &str = include_str!("../../drafting/revise/families.toml");

static FAMILIES: LazyLock<Families> = LazyLock::new(|| {
    Families::load(FAMILIES_TOML).unwrap_or_else(|e| panic!("drafting/revise/families.toml: {e} (the tests load it)"))
});

/// What the offline engine can change, as the refusal of a request it cannot apply says it.
pub const OFFLINE_CAN_CHANGE: &str = "term and confidentiality lengths, payment amounts and dates, adding or removing a special clause, mutual or one-way, and extra terms you want word for word (start them with 'VERBATIM:')";

/// One change a revision makes to the order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A Non-Disclosure Agreement's Disclosure Period.
    TermYears(Years),
    /// A Non-Disclosure Agreement's Period of Confidentiality.
    ConfidentialityYears(Years),
    /// A Freelance Agreement's total value.
    ContractValue(Cents),
    /// When a Freelance Agreement's payments are due, in the buyer's words.
    PaymentDates(String),
    AddClause(SpecialClause),
    RemoveClause(SpecialClause),
    Mutuality(Mutuality),
    /// A passage to go in word for word, its lines as typed.
    Verbatim(Vec<String>),
}

/// A change with the words that asked for it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Requested {
    pub change: Change,
    pub words: String,
}

/// The plain-words request, read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Revision {
    pub changes: Vec<Requested>,
    /// The sentences no family understood, as typed.
    pub not_understood: Vec<String>,
}

/// Reads a revision request.
pub fn parse(text: &str) -> Revision {
    FAMILIES.read(text)
}

impl Revision {
    /// Applies the changes to the order's form data (the parent's, with any field the buyer changed); returns the
    /// words of the changes that do not apply to this kind of document (a term length for a privacy policy), which
    /// are then as good as not understood.
    pub fn apply(&self, data: &mut DocumentData) -> Vec<String> {
        let kind = DocumentType::parse(&data.document_type);
        let nda = kind == Some(DocumentType::Nda);
        let freelance = kind == Some(DocumentType::FreelanceAgreement);
        let mut not_applied = Vec::new();
        for Requested { change, words } in &self.changes {
            let details = &mut data.details;
            match change {
                Change::TermYears(years) if nda => details.term_years = years.get().to_string(),
                Change::ConfidentialityYears(years) if nda => details.confidentiality_years = years.get().to_string(),
                Change::Mutuality(mutuality) if nda => details.mutuality = mutuality.label().to_string(),
                Change::ContractValue(value) if freelance => details.contract_value = value.display_grouped(),
                Change::PaymentDates(dates) if freelance => details.payment_dates = dates.clone(),
                Change::AddClause(clause) => {
                    if !data.special_clauses.iter().any(|id| SpecialClause::parse(id) == Some(*clause)) {
                        data.special_clauses.push(clause.id().to_string());
                    }
                }
                Change::RemoveClause(clause) => {
                    data.special_clauses.retain(|id| SpecialClause::parse(id) != Some(*clause));
                }
                Change::Verbatim(lines) => {
                    let passage = format!("VERBATIM: {}", lines.join("\n"));
                    data.custom_instructions = join_blocks(&data.custom_instructions, &passage);
                }
                _ => not_applied.push(words.clone()),
            }
        }
        not_applied
    }
}

/// `text` then `block`, a blank line between them (so a VERBATIM passage before it ends).
pub fn join_blocks(text: &str, block: &str) -> String {
    let text = text.trim_end();
    if text.is_empty() {
        block.to_string()
    } else {
        format!("{text}\n\n{block}")
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Sets {
    TermYears,
    ConfidentialityYears,
    ContractValue,
    PaymentDates,
    AddClause,
    RemoveClause,
    Mutual,
    OneWay,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FamilyShape {
    id: String,
    change: Sets,
    patterns: Vec<String>,
    #[serde(default)]
    unless: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileShape {
    polite_start: String,
    polite_end: String,
    doc: String,
    clause_names: BTreeMap<String, Vec<String>>,
    family: Vec<FamilyShape>,
}

struct Family {
    id: String,
    change: Sets,
    patterns: Vec<Regex>,
    unless: Vec<Regex>,
}

struct Families {
    polite_start: Regex,
    polite_end: Regex,
    /// Each special clause with the pattern of its names, matched against all of a captured name.
    clauses: Vec<(SpecialClause, Regex)>,
    families: Vec<Family>,
}

const YEARS: &str =
    r"(?P<years>(?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})(?: \(?\d{1,2}\)?)?) (?:years?|yrs?)";
const AMOUNT: &str = r"(?P<amount>\$ ?\d[\d,]*(?:\.\d{1,2})?|\d[\d,]*(?:\.\d{1,2})? (?:dollars|usd))";
const NUMBER_WORDS: [&str; 11] =
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

impl Families {
    fn load(text: &str) -> Result<Families, String> {
        let file: FileShape = toml::from_str(text).map_err(|e| e.to_string())?;
        let compile = |pattern: &str| Regex::new(pattern).map_err(|e| format!("pattern {pattern}: {e}"));
        let mut clauses = Vec::new();
        let mut all_names = Vec::new();
        for (id, names) in &file.clause_names {
            let clause = SpecialClause::parse(id).ok_or_else(|| format!("clause_names: no special clause '{id}'"))?;
            all_names.extend(names.iter().cloned());
            clauses.push((clause, compile(&format!("^(?:{})$", names.join("|")))?));
        }
        if clauses.len() != SpecialClause::ALL.len() {
            return Err("clause_names must name every special clause".into());
        }
        // Longest names first, so "binding arbitration" is taken whole rather than as "arbitration".
        all_names.sort_by_key(|name| std::cmp::Reverse(name.len()));
        let clause = format!("(?P<clause>{})", all_names.join("|"));
        let expand = |pattern: &str| {
            pattern
                .replace("{years}", YEARS)
                .replace("{amount}", AMOUNT)
                .replace("{clause}", &clause)
                .replace("{doc}", &file.doc)
        };
        let mut families = Vec::new();
        for shape in file.family {
            let needs = match shape.change {
                Sets::TermYears | Sets::ConfidentialityYears => Some("years"),
                Sets::ContractValue => Some("amount"),
                Sets::PaymentDates => Some("dates"),
                Sets::AddClause | Sets::RemoveClause => Some("clause"),
                Sets::Mutual | Sets::OneWay => None,
            };
            let patterns = shape.patterns.iter().map(|p| compile(&expand(p))).collect::<Result<Vec<_>, _>>()?;
            if patterns.is_empty() {
                return Err(format!("family {} has no patterns", shape.id));
            }
            if let Some(name) = needs {
                if let Some(bad) = patterns.iter().find(|p| !p.capture_names().any(|n| n == Some(name))) {
                    return Err(format!("family {}: pattern {bad} has no '{name}' capture", shape.id));
                }
            }
            let unless = shape.unless.iter().map(|p| compile(p)).collect::<Result<Vec<_>, _>>()?;
            families.push(Family { id: shape.id, change: shape.change, patterns, unless });
        }
        Ok(Families {
            polite_start: compile(&file.polite_start)?,
            polite_end: compile(&file.polite_end)?,
            clauses,
            families,
        })
    }

    fn read(&self, text: &str) -> Revision {
        let mut revision = Revision::default();
        let parts = instructions::split(text);
        for line in &parts.additional {
            for sentence in sentences(line) {
                match self.sentence(&sentence) {
                    Some(changes) => revision
                        .changes
                        .extend(changes.into_iter().map(|change| Requested { change, words: sentence.clone() })),
                    None => revision.not_understood.push(sentence),
                }
            }
        }
        for passage in parts.verbatim {
            let words = format!("VERBATIM: {}", passage.join("\n"));
            revision.changes.push(Requested { change: Change::Verbatim(passage), words });
        }
        revision
    }

    /// The changes one sentence asks for, if all of it is understood: whole, or in parts split at "and" and commas.
    fn sentence(&self, sentence: &str) -> Option<Vec<Change>> {
        let normal = normalise(sentence);
        let normal = normal.trim_end_matches(['.', ';', '!', '?', ',', ' ']);
        if let Some(change) = self.one(normal) {
            return Some(vec![change]);
        }
        static PARTS: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(r",? and (?:also |then )?|, ").unwrap_or_else(|e| panic!("parts pattern: {e}"))
        });
        let parts: Vec<&str> = PARTS.split(normal).filter(|p| !p.trim().is_empty()).collect();
        if parts.len() < 2 {
            return None;
        }
        parts.into_iter().map(|part| self.one(part.trim())).collect()
    }

    fn one(&self, normal: &str) -> Option<Change> {
        let start = self.polite_start.find(normal).map_or(0, |m| m.end());
        let rest = &normal[start..];
        let end = self.polite_end.find(rest).map_or(rest.len(), |m| m.start());
        let core = rest[..end].trim();
        if core.is_empty() {
            return None;
        }
        self.families.iter().find_map(|family| {
            if family.unless.iter().any(|u| u.is_match(core)) {
                return None;
            }
            family.patterns.iter().find_map(|p| p.captures(core)).and_then(|caps| self.change(family, &caps))
        })
    }

    fn change(&self, family: &Family, caps: &Captures) -> Option<Change> {
        let text = |name: &str| caps.name(name).map(|m| m.as_str().trim());
        let change = match family.change {
            Sets::TermYears => Change::TermYears(years(text("years")?)?),
            Sets::ConfidentialityYears => Change::ConfidentialityYears(years(text("years")?)?),
            Sets::ContractValue => {
                let raw = text("amount")?;
                let raw = raw.trim_end_matches("dollars").trim_end_matches("usd").trim();
                Change::ContractValue(parse_usd(raw).filter(|cents| cents.0 > 0)?)
            }
            Sets::PaymentDates => Change::PaymentDates(text("dates")?.to_string()),
            Sets::AddClause => Change::AddClause(self.clause(text("clause")?)?),
            Sets::RemoveClause => Change::RemoveClause(self.clause(text("clause")?)?),
            Sets::Mutual => Change::Mutuality(Mutuality::Mutual),
            Sets::OneWay => Change::Mutuality(Mutuality::OneWay),
        };
        tracing::debug!(family = %family.id, "revision sentence understood");
        Some(change)
    }

    fn clause(&self, name: &str) -> Option<SpecialClause> {
        self.clauses.iter().find(|(_, names)| names.is_match(name)).map(|(clause, _)| *clause)
    }
}

/// "three years", "3 yrs", "three (3) years": the number, when it is one a revision may set and its words and
/// figures agree.
fn years(raw: &str) -> Option<Years> {
    let number = raw.split(' ').next()?;
    let value = NUMBER_WORDS.iter().position(|w| *w == number).or_else(|| number.parse::<usize>().ok())?;
    // The figure after the words, once brackets are read as spaces: "three (3)" reads "three 3".
    if let Some(figure) = raw.split(' ').nth(1).map(|f| f.trim_matches(|c| c == '(' || c == ')')) {
        if figure.parse::<usize>().ok()? != value {
            return None;
        }
    }
    Years::new(u8::try_from(value).ok()?)
}

/// A line's sentences, as typed: split at `.`, `;`, `!` or `?` followed by a space or the end (not inside "$1,000.50").
fn sentences(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        current.push(c);
        if matches!(c, '.' | ';' | '!' | '?') && chars.peek().is_none_or(|next| next.is_whitespace()) {
            let sentence = current.trim().to_string();
            if sentence.chars().any(char::is_alphanumeric) {
                out.push(sentence);
            }
            current.clear();
        }
    }
    let rest = current.trim();
    if rest.chars().any(char::is_alphanumeric) {
        out.push(rest.to_string());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::details::Mutuality as Side;
    use crate::domain::DocumentDetailsData;
    use Change::*;

    fn y(n: u8) -> Years {
        Years::new(n).expect("a length")
    }

    #[test]
    fn the_families_file_loads() {
        assert!(Families::load(FAMILIES_TOML).is_ok());
    }

    #[test]
    fn requests_read_as_their_changes() {
        let cases: Vec<(&str, Vec<Change>)> = vec![
            ("Make the confidentiality period three years.", vec![ConfidentialityYears(y(3))]),
            ("make the confidentiality period 3 years", vec![ConfidentialityYears(y(3))]),
            ("Please change the period of confidentiality to seven (7) years", vec![ConfidentialityYears(y(7))]),
            ("Confidentiality should last 2 years.", vec![ConfidentialityYears(y(2))]),
            (
                "Keep the information confidential for four years after the disclosure period ends",
                vec![ConfidentialityYears(y(4))],
            ),
            ("Make the term one year", vec![TermYears(y(1))]),
            ("Extend the disclosure period to 5 years", vec![TermYears(y(5))]),
            ("The agreement should last three years", vec![TermYears(y(3))]),
            ("Change the contract value to $12,500", vec![ContractValue(Cents(1_250_000))]),
            ("The fee is $4,000.50", vec![ContractValue(Cents(400_050))]),
            ("Set the price at 9000 dollars", vec![ContractValue(Cents(900_000))]),
            (
                "Payment is due within 15 days of each invoice.",
                vec![PaymentDates("within 15 days of each invoice".into())],
            ),
            (
                "Change the payment schedule to the 1st and 15th of each month",
                vec![PaymentDates("the 1st and 15th of each month".into())],
            ),
            ("Add an arbitration clause", vec![AddClause(SpecialClause::ArbitrationProvision)]),
            ("add binding arbitration", vec![AddClause(SpecialClause::ArbitrationProvision)]),
            ("Remove the non-compete", vec![RemoveClause(SpecialClause::NonCompete)]),
            ("Take out the non compete clause from the agreement", vec![RemoveClause(SpecialClause::NonCompete)]),
            ("We don't want a non-competition provision", vec![RemoveClause(SpecialClause::NonCompete)]),
            ("Include data protection", vec![AddClause(SpecialClause::DataProtection)]),
            ("Make it mutual", vec![Change::Mutuality(Side::Mutual)]),
            ("Make this NDA one-way.", vec![Change::Mutuality(Side::OneWay)]),
            ("Both parties will share information", vec![Change::Mutuality(Side::Mutual)]),
            (
                "Add an arbitration clause and remove the non-compete",
                vec![AddClause(SpecialClause::ArbitrationProvision), RemoveClause(SpecialClause::NonCompete)],
            ),
            (
                "Make the term two years. Make the confidentiality period three years.",
                vec![TermYears(y(2)), ConfidentialityYears(y(3))],
            ),
            (
                "VERBATIM: The Receiving Party will not export anything.",
                vec![Verbatim(vec!["The Receiving Party will not export anything.".into()])],
            ),
        ];
        for (request, expected) in cases {
            let revision = parse(request);
            let got: Vec<Change> = revision.changes.iter().map(|r| r.change.clone()).collect();
            assert_eq!(got, expected, "{request}");
            assert!(revision.not_understood.is_empty(), "{request}: {:?}", revision.not_understood);
        }
    }

    #[test]
    fn look_alikes_are_not_understood() {
        for request in [
            "Make the term three years unless the client pays late",
            "Make the confidentiality period three months",
            "Make the term twelve years",
            "Make the term three (4) years",
            "Make the term 0 years",
            "Add that the contractor works remotely",
            "Add a clause about remote work",
            "Remove the indemnification clause",
            "Change the fee to a fair amount",
            "Change the fee to $0",
            "Payment is due on time or a late fee applies",
            "Pay the contractor's travel expenses",
            "Make it fair to both sides",
            "Make it mutual and add a clause about remote work",
            "The price of the software stays confidential",
            "Add arbitration in New York",
            "Don't add an arbitration clause because it is expensive",
        ] {
            let revision = parse(request);
            assert!(revision.changes.is_empty(), "{request}: {:?}", revision.changes);
            assert_eq!(revision.not_understood, vec![request.to_string()], "{request}");
        }
    }

    #[test]
    fn the_sentences_not_understood_are_returned_as_typed_beside_the_understood_ones() {
        let revision = parse("Make the term 2 years. Add that the contractor works remotely!\nVERBATIM: Exact words.");
        assert_eq!(revision.not_understood, ["Add that the contractor works remotely!"]);
        assert_eq!(revision.changes.len(), 2);
    }

    #[test]
    fn changes_set_the_order_not_the_text() {
        let mut nda = DocumentData {
            document_type: "Non-Disclosure Agreement".into(),
            special_clauses: vec!["non-compete".into()],
            custom_instructions: "Keep it short.".into(),
            details: DocumentDetailsData { mutuality: "One-way".into(), ..Default::default() },
            ..Default::default()
        };
        let revision = parse(
            "Make the term 3 years; make the confidentiality period ten years. Make it mutual. Remove the non-compete. \
             Add arbitration. Change the fee to $5,000.\nVERBATIM: Exact words.",
        );
        let not_applied = revision.apply(&mut nda);
        assert_eq!(not_applied, ["Change the fee to $5,000."]);
        assert_eq!(nda.details.term_years, "3");
        assert_eq!(nda.details.confidentiality_years, "10");
        assert_eq!(nda.details.mutuality, "Mutual");
        assert_eq!(nda.special_clauses, ["arbitration-provision"]);
        assert_eq!(nda.custom_instructions, "Keep it short.\n\nVERBATIM: Exact words.");

        let mut freelance = DocumentData { document_type: "Freelance Agreement".into(), ..Default::default() };
        let revision =
            parse("Change the fee to $5,000. Payment is due within 10 days of each invoice. Make it mutual.");
        assert_eq!(revision.apply(&mut freelance), ["Make it mutual."]);
        assert_eq!(freelance.details.contract_value, "$5,000");
        assert_eq!(freelance.details.payment_dates, "within 10 days of each invoice");
    }
}
