//! A revision asked for in plain words ("make the confidentiality period three years", "add an arbitration clause"),
//! read into typed changes the engine applies to the order, never to the document's text: a length or an amount
//! goes into the order's details, a special clause into its list, a VERBATIM passage into its custom instructions.
//! The same engine then drafts the revised order, so the revision is drafted (and checked) like any document.
//!
//! The grammar is data (`shared/drafting/revise/grammar.toml`, whose header says how a request is read): a request is
//! read part by part, normalised as the screen normalises customer text; in each part the reader finds the clause
//! names, lengths, amounts and dates, what they are about and what to do, and every word left must be filler, so a
//! part that says more than the engine can apply is never half-applied. A length outside 1 to 10 whole years is read
//! and refused with the range. A part that is none of these is "not understood": an AI drafter is given it as extra
//! instructions, and without one the revision is refused before a credit is spent. Measured on a corpus written
//! blind (`shared/tests/revise_corpus.rs`).

use super::instructions;
use super::screen::normalise;
use crate::domain::details::{parse_usd, Mutuality, Years};
use crate::domain::number_words;
use crate::domain::order_schema::OrderSchema;
use crate::domain::{Cents, DocumentData, SpecialClause, UsState};
use crate::drafting::plain_pattern::plain_regex;
use regex::Regex;
use serde::Deserialize;
use std::collections::{BTreeMap, HashSet};
use std::sync::LazyLock;

static GRAMMAR_TOML: &str = include_str!("../../drafting/revise/grammar.toml");

static GRAMMAR: LazyLock<Grammar> = LazyLock::new(|| {
    Grammar::load(GRAMMAR_TOML).unwrap_or_else(|e| panic!("drafting/revise/grammar.toml: {e} (the tests load it)"))
});

/// What the offline engine can change, as the refusal of a request it cannot apply says it.
pub const OFFLINE_CAN_CHANGE: &str = "term and confidentiality lengths (1 to 10 years, or longer or shorter by whole years), a fee or salary and when payment is due, adding or removing a special clause, mutual or one-way, and extra terms you want word for word (start them with 'VERBATIM:')";

/// One change a revision makes to the order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A Non-Disclosure Agreement's Disclosure Period.
    TermYears(Years),
    /// A Non-Disclosure Agreement's Period of Confidentiality.
    ConfidentialityYears(Years),
    /// "Extend the term by a year", "double the confidentiality period": a length moved from the order's current one.
    TermYearsShift(Shift),
    ConfidentialityYearsShift(Shift),
    /// A Freelance Agreement's total value.
    ContractValue(Cents),
    /// An Employment Agreement's annual pay.
    AnnualPay(Cents),
    /// An amount in words that fit both ("compensation", "the pay"): the document's kind decides which it is.
    Amount(Cents),
    /// When a Freelance Agreement's payments are due, in the buyer's words.
    PaymentDates(String),
    AddClause(SpecialClause),
    RemoveClause(SpecialClause),
    Mutuality(Mutuality),
    /// A passage to go in word for word, its lines as typed.
    Verbatim(Vec<String>),
}

/// How a length moves from where it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shift {
    /// Whole years added (or, negative, taken off).
    By(i16),
    Double,
    Triple,
    Halve,
}

impl Change {
    fn shift(length: Length, shift: Shift) -> Change {
        match length {
            Length::Term => Change::TermYearsShift(shift),
            Length::Confidentiality => Change::ConfidentialityYearsShift(shift),
        }
    }
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
    /// Lengths asked for outside what a document may say (1 to 10 whole years).
    pub out_of_range: Vec<OutOfRange>,
}

/// Which length a request sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Length {
    Term,
    Confidentiality,
}

impl Length {
    fn name(self) -> &'static str {
        match self {
            Length::Term => "The term",
            Length::Confidentiality => "The confidentiality period",
        }
    }
}

/// A length the buyer asked for that no document may say, with the words that asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutOfRange {
    pub length: Length,
    /// What was asked for, as the refusal repeats it: "15 years", "18 months", "no end".
    pub asked: String,
    pub words: String,
}

impl OutOfRange {
    /// "The term can be 1 to 10 whole years; “Make the term 15 years.” asks for 15 years."
    pub fn message(&self) -> String {
        format!(
            "{} can be 1 to {} whole years; “{}” asks for {}.",
            self.length.name(),
            Years::MAX,
            self.words.trim(),
            self.asked
        )
    }
}

/// What a revision could not do to the order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Unapplied {
    /// Changes that do not apply to this kind of document (a term length for a privacy policy), as typed: as good
    /// as not understood.
    pub not_applied: Vec<String>,
    /// Relative changes that would leave a length outside 1 to 10 years.
    pub out_of_range: Vec<OutOfRange>,
}

/// Reads a revision request.
pub fn parse(text: &str) -> Revision {
    GRAMMAR.read(text)
}

impl Revision {
    /// Applies the changes to the order's form data (the parent's, with any field the buyer changed); returns what
    /// it could not apply.
    pub fn apply(&self, data: &mut DocumentData) -> Unapplied {
        // Which terms a revision may change is the order schema's to say (shared/order/schema.toml): the same for
        // plain words as for the revise panel's fields.
        let schema = OrderSchema::get();
        let may = |data: &DocumentData, field: &str| schema.may_revise(data, field);
        let mut unapplied = Unapplied::default();
        for Requested { change, words } in &self.changes {
            match change {
                Change::TermYears(years) if may(data, "termYears") => data.details.term_years = years.get().to_string(),
                Change::ConfidentialityYears(years) if may(data, "confidentialityYears") => {
                    data.details.confidentiality_years = years.get().to_string()
                }
                Change::TermYearsShift(shift) if may(data, "termYears") => {
                    let moved = shifted(&mut data.details.term_years, Years::DEFAULT_TERM, *shift);
                    unapplied.out_of_range.extend(moved.err().map(|asked| OutOfRange {
                        length: Length::Term,
                        asked,
                        words: words.clone(),
                    }));
                }
                Change::ConfidentialityYearsShift(shift) if may(data, "confidentialityYears") => {
                    let moved =
                        shifted(&mut data.details.confidentiality_years, Years::DEFAULT_CONFIDENTIALITY, *shift);
                    unapplied.out_of_range.extend(moved.err().map(|asked| OutOfRange {
                        length: Length::Confidentiality,
                        asked,
                        words: words.clone(),
                    }));
                }
                Change::Mutuality(mutuality) if may(data, "mutuality") => {
                    data.details.mutuality = mutuality.label().to_string()
                }
                Change::ContractValue(value) | Change::Amount(value) if may(data, "contractValue") => {
                    data.details.contract_value = value.display_grouped()
                }
                Change::AnnualPay(value) | Change::Amount(value) if may(data, "annualPay") => {
                    data.details.annual_pay = value.display_grouped()
                }
                Change::PaymentDates(dates) if may(data, "paymentDates") => data.details.payment_dates = dates.clone(),
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
                _ => unapplied.not_applied.push(words.clone()),
            }
        }
        unapplied
    }
}

/// Moves the length the form holds in `field` (or `default` when unset); leaves it as it was and answers what was
/// asked for when the move leaves 1 to 10 whole years.
fn shifted(field: &mut String, default: Years, shift: Shift) -> Result<(), String> {
    let years = moved(Years::parse(field).unwrap_or(default), shift)?;
    *field = years.get().to_string();
    Ok(())
}

/// `now` moved, or what that asks for when it leaves 1 to 10 whole years.
fn moved(now: Years, shift: Shift) -> Result<Years, String> {
    let now = i16::from(now.get());
    let wanted = match shift {
        Shift::By(by) => now + by,
        Shift::Double => now * 2,
        Shift::Triple => now * 3,
        Shift::Halve if now % 2 == 1 => return Err(format!("{}.5 years", now / 2)),
        Shift::Halve => now / 2,
    };
    u8::try_from(wanted).ok().and_then(Years::new).ok_or_else(|| format!("{wanted} years"))
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

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct GrammarFile {
    conditions: Vec<String>,
    obligations: Vec<String>,
    reasons: Vec<String>,
    rewrites: Vec<[String; 2]>,
    filler: Vec<String>,
    clause_names: BTreeMap<String, Vec<String>>,
    slots: SlotsFile,
    ops: OpsFile,
    values: ValuesFile,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SlotsFile {
    term: Vec<String>,
    confidentiality: Vec<String>,
    fee: Vec<String>,
    salary: Vec<String>,
    either_money: Vec<String>,
    annual: Vec<String>,
    pay_timing: Vec<String>,
    mutual: Vec<String>,
    one_way: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct OpsFile {
    add: Vec<String>,
    remove: Vec<String>,
    up: Vec<String>,
    down: Vec<String>,
    relative: Vec<String>,
    double: Vec<String>,
    triple: Vec<String>,
    halve: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ValuesFile {
    forever: Vec<String>,
    dates: Vec<String>,
}

/// The grammar, compiled: each list a whole-word alternation, longest first.
struct Grammar {
    rewrites: Vec<(Regex, String)>,
    reason: Regex,
    condition: Regex,
    obligation: Regex,
    filler: HashSet<String>,
    clauses: Vec<(SpecialClause, Regex)>,
    length: Regex,
    forever: Regex,
    money: Regex,
    money_words: Regex,
    bare_number: Regex,
    dates: Regex,
    term: Regex,
    confidentiality: Regex,
    fee: Regex,
    salary: Regex,
    either_money: Regex,
    annual: Regex,
    pay_timing: Regex,
    mutual: Regex,
    one_way: Regex,
    add: Regex,
    remove: Regex,
    up: Regex,
    down: Regex,
    relative: Regex,
    double: Regex,
    triple: Regex,
    halve: Regex,
    /// An amount in words without its unit ("twelve thousand"), read only where an amount is named.
    bare_money_words: Regex,
    /// Every word the grammar knows, for reading a misspelt one ("shuold", "yaers") as the word it misses by a letter.
    vocabulary: HashSet<String>,
}

/// A count in figures or words, as buyers write lengths: "3", "three", "a", "forty five", "a hundred", with a
/// fraction in figures ("2.5").
static NUMBER: LazyLock<String> =
    LazyLock::new(|| format!(r"(?:(?:\d{{1,4}}|an?|a hundred|{})(?:\.\d+)?)", number_words::number_pattern()));
/// A length: a number, the same number in figures after it ("three (3)" reads "three 3"), and its unit.
const LENGTH: &str = r"\b(?P<years>{number}(?: \d{1,4})?) (?P<unit>years?|yrs?|months?|mos?|weeks?|days?)\b";
/// An amount of US dollars in figures: "$12,000", "$5k", "12000 dollars", "5,000 usd", "13k".
const MONEY: &str = r"(?:\$ ?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?: ?k)?(?: (?:usd|dollars))?|\b(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?: ?k)? (?:dollars|usd|bucks)\b|\b\d{1,3}k\b|\busd ?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?\b)";
/// The number words a length or an amount may use beyond the units and tens.
const HUNDRED: (&str, u32) = ("a hundred", 100);

/// What to do with the clause names of a part, carried to the next part of the same sentence that names no verb.
#[derive(Clone, Copy, PartialEq, Eq)]
enum ClauseOp {
    Add,
    Remove,
}

/// What a part leaves for the next: its verb and, for a length, its direction (within a sentence); the clause and
/// the length it named (for "put one in", "make it three" in the next sentence).
#[derive(Clone, Copy, Default)]
struct Carried {
    clause_op: Option<ClauseOp>,
    direction: Option<i16>,
    clause: Option<SpecialClause>,
    length: Option<Length>,
}

impl Carried {
    /// What crosses into the next sentence: what was named, not how it moved.
    fn next_sentence(self) -> Carried {
        Carried { clause: self.clause, length: self.length, ..Carried::default() }
    }
}

impl Grammar {
    fn load(text: &str) -> Result<Grammar, String> {
        // Parsed once: the lists as the reader reads them, and every word in them as the vocabulary.
        let table: toml::Table = toml::from_str(text).map_err(|e| e.to_string())?;
        let vocabulary = vocabulary(&table);
        let file: GrammarFile = toml::Value::Table(table).try_into().map_err(|e: toml::de::Error| e.to_string())?;
        let compile = |pattern: &str| plain_regex(pattern).map_err(|e| format!("pattern {pattern}: {e}"));
        let expand = |pattern: &str| pattern.replace("{number}", &NUMBER).replace("{money}", MONEY);
        let words = |list: &[String]| -> Result<Regex, String> {
            if list.is_empty() {
                return Err("an empty word list".into());
            }
            let mut list: Vec<String> = list.iter().map(|w| expand(w)).collect();
            list.sort_by_key(|w| std::cmp::Reverse(w.len()));
            compile(&format!(r"(?:^|\b)(?:{})(?:\b|$)", list.join("|")))
        };
        let mut clauses = Vec::new();
        for (id, names) in &file.clause_names {
            let clause = SpecialClause::parse(id).ok_or_else(|| format!("clause_names: no special clause '{id}'"))?;
            clauses.push((clause, words(names)?));
        }
        if clauses.len() != SpecialClause::ALL.len() {
            return Err("clause_names must name every special clause".into());
        }
        // The longest names anywhere first, so "stronger confidentiality" is a clause before "confidentiality" is
        // a length's subject.
        clauses.sort_by_key(|(_, names)| std::cmp::Reverse(names.as_str().len()));
        let rewrites = file
            .rewrites
            .iter()
            .map(|[pattern, replacement]| Ok((compile(&expand(pattern))?, replacement.clone())))
            .collect::<Result<Vec<_>, String>>()?;
        let mut reasons = file.reasons.clone();
        reasons.sort_by_key(|w| std::cmp::Reverse(w.len()));
        Ok(Grammar {
            rewrites,
            reason: compile(&format!(r"(?:,|\s)\s*(?:{})\s+(?P<tail>.*)$", reasons.join("|")))?,
            condition: words(&file.conditions)?,
            obligation: words(&file.obligations)?,
            filler: file.filler.iter().cloned().collect(),
            clauses,
            length: compile(&expand(LENGTH))?,
            forever: words(&file.values.forever)?,
            money: compile(MONEY)?,
            money_words: compile(&format!(
                r"\b(?:(?:{}|and) )+(?:dollars|usd|bucks)\b",
                number_words::amount_words().join("|")
            ))?,
            bare_number: compile(r"(?:\b\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?\b|\b\d{3,7}(?:\.\d{1,2})?\b)")?,
            dates: words(&file.values.dates)?,
            term: words(&file.slots.term)?,
            confidentiality: words(&file.slots.confidentiality)?,
            fee: words(&file.slots.fee)?,
            salary: words(&file.slots.salary)?,
            either_money: words(&file.slots.either_money)?,
            annual: words(&file.slots.annual)?,
            pay_timing: words(&file.slots.pay_timing)?,
            mutual: words(&file.slots.mutual)?,
            one_way: words(&file.slots.one_way)?,
            add: words(&file.ops.add)?,
            remove: words(&file.ops.remove)?,
            up: words(&file.ops.up)?,
            down: words(&file.ops.down)?,
            relative: words(&file.ops.relative)?,
            double: words(&file.ops.double)?,
            triple: words(&file.ops.triple)?,
            bare_money_words: compile(&format!(
                r"\b(?:{words})(?: (?:{words}|and))* (?:hundred|thousand)(?: (?:and )?(?:{words}))*\b",
                words = number_words::amount_words().join("|")
            ))?,
            vocabulary,
            halve: words(&file.ops.halve)?,
        })
    }

    fn read(&self, text: &str) -> Revision {
        let mut revision = Revision::default();
        let parts = instructions::split(text);
        let mut carried = Carried::default();
        for line in &parts.additional {
            for sentence in sentences(line) {
                match self.sentence(&sentence, &mut carried) {
                    Some(readings) => {
                        for reading in readings {
                            match reading {
                                Reading::Change(change) => {
                                    revision.changes.push(Requested { change, words: sentence.clone() })
                                }
                                Reading::OutOfRange(length, asked) => {
                                    revision.out_of_range.push(OutOfRange { length, asked, words: sentence.clone() })
                                }
                            }
                        }
                    }
                    None => revision.not_understood.push(sentence),
                }
            }
        }
        // A request that asks for nothing the engine can do ("make it better") is not understood, not a no-op.
        if revision.changes.is_empty() && revision.out_of_range.is_empty() && revision.not_understood.is_empty() {
            revision.not_understood = parts.additional.iter().flat_map(|line| sentences(line)).collect();
        }
        for passage in parts.verbatim {
            let words = format!("VERBATIM: {}", passage.join("\n"));
            revision.changes.push(Requested { change: Change::Verbatim(passage), words });
        }
        revision
    }

    /// What one sentence asks for, if all of it is understood: whole, or part by part.
    fn sentence(&self, sentence: &str, before: &mut Carried) -> Option<Vec<Reading>> {
        let ends = |c: char| matches!(c, '.' | ';' | '!' | '?' | ',' | ' ' | ':');
        let mut normal = self.spelled(normalise(sentence).trim_matches(ends));
        for (pattern, replacement) in &self.rewrites {
            normal = pattern.replace_all(&normal, replacement.as_str()).into_owned();
        }
        let normal = normal.trim_matches(|c: char| matches!(c, '.' | ';' | '!' | '?' | ',' | ' ' | ':'));
        let mut whole = before.next_sentence();
        if let Some(readings) = self.part(normal, &mut whole) {
            *before = whole;
            return Some(readings);
        }
        static PARTS: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(r",? and (?:also |then )?|,? plus |,? & | \+ |, ")
                .unwrap_or_else(|e| panic!("parts pattern: {e}"))
        });
        // "50% upfront and 50% on delivery" is one date: a piece that is the rest of a split payment stays with the
        // piece before it.
        static REST_OF_PAYMENT: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(r"^(?:the )?(?:other )?(?:half|\d{1,2}%|rest|remainder|balance) (?:on|at|upon|when|due)\b")
                .unwrap_or_else(|e| panic!("rest of payment pattern: {e}"))
        });
        let mut pieces: Vec<String> = Vec::new();
        for piece in PARTS.split(normal).map(str::trim).filter(|p| !p.is_empty()) {
            match pieces.last_mut() {
                Some(last) if REST_OF_PAYMENT.is_match(piece) => *last = format!("{last} and {piece}"),
                _ => pieces.push(piece.to_string()),
            }
        }
        if pieces.len() < 2 {
            return None;
        }
        let mut carried = before.next_sentence();
        let mut readings = Vec::new();
        for (index, piece) in pieces.iter().enumerate() {
            // In a list of changes ("3 yr term + 4 yr confidentiality + non-solicit") a clause named alone is wanted.
            if index > 0 && !readings.is_empty() {
                carried.clause_op = carried.clause_op.or(Some(ClauseOp::Add));
            }
            match self.part(piece, &mut carried) {
                Some(more) => readings.extend(more),
                None if index > 0 && self.commentary(piece) => {}
                None => return None,
            }
        }
        *before = carried;
        Some(readings)
    }

    /// The sentence with each word the grammar does not know, but misses by one letter from exactly one word it
    /// does ("shuold", "yaers", "teh"), read as that word. Short words only by two letters swapped, so "late" or
    /// "free" are never taken for words they are not.
    fn spelled(&self, sentence: &str) -> String {
        sentence
            .split(' ')
            .map(|word| {
                if word.len() < 3 || !word.chars().all(|c| c.is_ascii_lowercase()) || self.vocabulary.contains(word) {
                    return word.to_string();
                }
                let mut near = self.vocabulary.iter().filter(|known| one_letter_off(word, known));
                match (near.next(), near.next()) {
                    (Some(known), None) => known.clone(),
                    _ => word.to_string(),
                }
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A part that only tells why ("I work for lots of clients", "we are a small shop"): it starts with who, and
    /// asks nothing, sets no condition or obligation, and names no amount, number or state.
    fn commentary(&self, piece: &str) -> bool {
        static WHO: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(r"^(?:i|we|she|he|they|it|its|it s|our|my|their|this|that) ")
                .unwrap_or_else(|e| panic!("who pattern: {e}"))
        });
        static ASKS: LazyLock<Regex> = LazyLock::new(|| {
            Regex::new(r"(?:want|need|like|prefer|would|should|please|make|add|change|set|remove|include|wish|ask)")
                .unwrap_or_else(|e| panic!("asks pattern: {e}"))
        });
        WHO.is_match(piece)
            && !ASKS.is_match(piece)
            && !self.condition.is_match(piece)
            && !self.obligation.is_match(piece)
            && !piece.chars().any(|c| c.is_ascii_digit() || c == '$')
            && !names_a_state(piece)
    }

    /// The changes of one part, with its reason set aside; `None` when any of it is not understood.
    fn part(&self, text: &str, carried: &mut Carried) -> Option<Vec<Reading>> {
        let (head, tail) = match self.reason.captures(text) {
            Some(caps) => {
                let start = caps.get(0).map_or(text.len(), |m| m.start());
                (&text[..start], caps.name("tail").map(|m| m.as_str()))
            }
            None => (text, None),
        };
        let mut readings = self.clause(head, carried)?;
        if let Some(tail) = tail {
            match self.part(tail, carried) {
                Some(more) => readings.extend(more),
                // What an added clause is for ("add a non-solicit so they cannot hire away our staff") describes the
                // clause, whatever its words; a figure or a state in it is a term of its own.
                None if adds_clauses_only(&readings) && describes_only(tail) => {}
                // A reason that sets a condition or an obligation is a term, not a reason.
                None if self.condition.is_match(tail) || self.obligation.is_match(tail) => return None,
                None => {}
            }
        }
        Some(readings)
    }

    /// One part without its reason: what it names, what it asks, and nothing else.
    fn clause(&self, text: &str, carried: &mut Carried) -> Option<Vec<Reading>> {
        let mut rest = format!(" {text} ");
        let rest = &mut rest;
        let mut clauses = Vec::new();
        for (clause, names) in &self.clauses {
            if !take(names, rest).is_empty() {
                clauses.push(*clause);
            }
        }
        // "never expire" names the term too: the flag now, the words blanked after the slots are read.
        let forever = self.forever.is_match(rest);
        let dates = take(&self.dates, rest);
        let mut amounts: Vec<Cents> = take(&self.money, rest).iter().filter_map(|m| money(m)).collect();
        amounts.extend(take(&self.money_words, rest).iter().filter_map(|m| money_in_words(m)));
        // "88,000 a year" after "salary": a bare figure where an amount is named is the amount (before "a year" is
        // read as a length).
        if amounts.is_empty()
            && [&self.fee, &self.salary, &self.either_money, &self.annual].iter().any(|re| re.is_match(rest))
        {
            amounts.extend(take(&self.bare_number, rest).iter().filter_map(|m| parse_usd(m)));
            if amounts.is_empty() {
                amounts.extend(take(&self.bare_money_words, rest).iter().filter_map(|m| money_in_words(m)));
            }
        }
        // "a year" after an amount is how often it is paid, not a length.
        let annual = !amounts.is_empty() && !take(&self.annual, rest).is_empty();
        let lengths: Vec<(String, String)> =
            self.length.captures_iter(rest).map(|c| (c["years"].to_string(), c["unit"].to_string())).collect();
        take(&self.length, rest);
        let pay_timing = !take(&self.pay_timing, rest).is_empty();
        let term = !take(&self.term, rest).is_empty();
        let confidentiality = !take(&self.confidentiality, rest).is_empty();
        take(&self.forever, rest);
        let fee = !take(&self.fee, rest).is_empty();
        let salary = !take(&self.salary, rest).is_empty();
        let either_money = !take(&self.either_money, rest).is_empty();
        let mutual = !take(&self.mutual, rest).is_empty();
        let one_way = !take(&self.one_way, rest).is_empty();
        // The verbs are looked for before any is blanked out: "add" is both a verb for clauses and a way up.
        // Removing first: "do not want" is not a wish for more.
        let remove = !take(&self.remove, rest).is_empty();
        let [add, up, down, relative, double, triple, halve] =
            [&self.add, &self.up, &self.down, &self.relative, &self.double, &self.triple, &self.halve]
                .map(|re| re.is_match(rest));
        // "add three years" moves a length; "want three years" sets it.
        let adds_years = rest.contains(" add ");
        for re in [&self.add, &self.up, &self.down, &self.relative, &self.double, &self.triple, &self.halve] {
            take(re, rest);
        }
        // "Make it three", "put one in": what the sentence before named.
        let mut lengths = lengths;
        let (mut term, mut confidentiality) = (term, confidentiality);
        let noted = rest.contains(" noted ") && (term || confidentiality) && !(term && confidentiality);
        if noted {
            carried.length = Some(if term { Length::Term } else { Length::Confidentiality });
            *rest = rest.replace(" noted ", " ");
        }
        if !term && !confidentiality && lengths.is_empty() && clauses.is_empty() {
            static IT_IS: LazyLock<Regex> = LazyLock::new(|| {
                Regex::new(&format!(r" (?:it|that)(?: to| at)? (?P<n>{}) $", *NUMBER))
                    .unwrap_or_else(|e| panic!("it pattern: {e}"))
            });
            if let (Some(length), Some(caps)) = (carried.length, IT_IS.captures(rest)) {
                lengths.push((caps["n"].to_string(), "years".into()));
                *rest = IT_IS.replace(rest, " ").into_owned();
                match length {
                    Length::Term => term = true,
                    Length::Confidentiality => confidentiality = true,
                }
            }
        }
        if clauses.is_empty()
            && (add || remove)
            && !term
            && !confidentiality
            && lengths.is_empty()
            && amounts.is_empty()
            && dates.is_empty()
        {
            static ONE: LazyLock<Regex> =
                LazyLock::new(|| Regex::new(r" (?:one|it|that|them) ").unwrap_or_else(|e| panic!("one pattern: {e}")));
            if let (Some(clause), true) = (carried.clause, ONE.is_match(rest)) {
                clauses.push(clause);
            }
        }
        let unknown = rest
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
            .any(|w| !w.is_empty() && !self.filler.contains(w) && !w.chars().all(|c| c.is_ascii_digit()));
        if unknown {
            if std::env::var_os("REVISE_DEBUG").is_some() {
                eprintln!("UNKNOWN in {text:?}: {rest:?}");
            }
            return None;
        }

        let values = usize::from(!lengths.is_empty() || forever)
            + usize::from(!amounts.is_empty())
            + usize::from(!dates.is_empty());
        let lengths_named = term || confidentiality;
        let money_named = fee || salary || either_money || annual;
        if !clauses.is_empty() {
            if values > 0
                || mutual
                || one_way
                || lengths_named
                || money_named
                || pay_timing
                || (add && remove && clauses.len() > 1)
            {
                return None;
            }
            let op = if remove {
                ClauseOp::Remove
            } else if add {
                ClauseOp::Add
            } else {
                carried.clause_op?
            };
            carried.clause_op = Some(op);
            carried.clause = clauses.last().copied();
            return Some(
                clauses
                    .into_iter()
                    .map(|clause| {
                        Reading::Change(match op {
                            ClauseOp::Add => Change::AddClause(clause),
                            ClauseOp::Remove => Change::RemoveClause(clause),
                        })
                    })
                    .collect(),
            );
        }
        if mutual || one_way {
            if (mutual && one_way) || values > 0 || lengths_named || money_named || pay_timing {
                return None;
            }
            let side = if mutual { Mutuality::Mutual } else { Mutuality::OneWay };
            return Some(vec![Reading::Change(Change::Mutuality(side))]);
        }
        // A value named without its amount or date ("change the fee", "$5,000," misread) is not read as another.
        if values > 1 || ((fee || salary || either_money) && amounts.is_empty()) {
            return None;
        }
        let length = match (term, confidentiality) {
            (true, false) => Some(Length::Term),
            (false, true) => Some(Length::Confidentiality),
            _ => None,
        };
        let direction = if down {
            Some(-1)
        } else if up {
            Some(1)
        } else {
            carried.direction
        };
        // Tripling scales a length as doubling does; which of them is asked is read below.
        let double = double || triple;
        if (forever || !lengths.is_empty() || double || halve) && (money_named || pay_timing) {
            return None;
        }
        if forever {
            return Some(vec![Reading::OutOfRange(length?, "no end".into())]);
        }
        if let Some(named) = length {
            carried.length = Some(named);
        }
        if let Some((raw, unit)) = lengths.first() {
            // A length named by nothing ("could we make it 4 yrs?") is the one the request spoke of last, or the
            // term: the length a document is known by.
            let length = length.or(carried.length).unwrap_or(Length::Term);
            carried.length = Some(length);
            if lengths.len() > 1 || double || halve {
                return None;
            }
            if relative || adds_years {
                let sign = direction?;
                carried.direction = Some(sign);
                let count = match length_of(raw, unit)? {
                    Ok(count) => i16::try_from(count).ok()?,
                    Err(asked) => return Some(vec![Reading::OutOfRange(length, format!("a change of {asked}"))]),
                };
                return Some(vec![Reading::Change(Change::shift(length, Shift::By(sign * count)))]);
            }
            return Some(vec![match years(raw, unit)? {
                Ok(years) => Reading::Change(match length {
                    Length::Term => Change::TermYears(years),
                    Length::Confidentiality => Change::ConfidentialityYears(years),
                }),
                Err(asked) => Reading::OutOfRange(length, asked),
            }]);
        }
        if double || halve {
            if double && halve {
                return None;
            }
            let shift = if triple {
                Shift::Triple
            } else if double {
                Shift::Double
            } else {
                Shift::Halve
            };
            return Some(vec![Reading::Change(Change::shift(length.or(carried.length)?, shift))]);
        }
        if let Some(amount) = amounts.first() {
            if amounts.len() > 1 || amount.0 <= 0 || term || confidentiality {
                return None;
            }
            let change = if salary || annual {
                Change::AnnualPay(*amount)
            } else if fee {
                Change::ContractValue(*amount)
            } else {
                Change::Amount(*amount)
            };
            return Some(vec![Reading::Change(change)]);
        }
        if let Some(when) = dates.first() {
            // A date alone ("invoices due on receipt", "net 30", "half now, half on delivery") is when payment is due.
            if dates.len() > 1 || term || confidentiality {
                return None;
            }
            return Some(vec![Reading::Change(Change::PaymentDates(when.clone()))]);
        }
        // Politeness alone ("thanks!"), or a length named for the next sentence, asks for nothing; anything else
        // unread is not understood.
        if noted && !add && !remove && !up && !down && values == 0 {
            return Some(Vec::new());
        }
        let said_something = term
            || confidentiality
            || fee
            || salary
            || either_money
            || pay_timing
            || add
            || remove
            || up
            || down
            || relative
            || double
            || halve;
        if said_something {
            None
        } else {
            Some(Vec::new())
        }
    }
}

/// The words of the grammar file's lists and the number words: what a misspelt word may be read as. Its comments
/// are not read (they quote misspellings).
fn vocabulary(grammar: &toml::Table) -> HashSet<String> {
    static WORD: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"[a-z]{3,}").unwrap_or_else(|e| panic!("word pattern: {e}")));
    // Without regular-expression escapes (`\b`, `\w`), whose letters would join the words they stand beside.
    static ESCAPE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\\[a-zA-Z]").unwrap_or_else(|e| panic!("escape pattern: {e}")));
    fn strings(value: &toml::Value, out: &mut Vec<String>) {
        match value {
            toml::Value::String(text) => out.push(text.clone()),
            toml::Value::Array(items) => items.iter().for_each(|item| strings(item, out)),
            toml::Value::Table(table) => table.values().for_each(|item| strings(item, out)),
            _ => {}
        }
    }
    let mut texts = Vec::new();
    grammar.values().for_each(|value| strings(value, &mut texts));
    let mut words: HashSet<String> = texts
        .iter()
        .flat_map(|text| {
            let plain = ESCAPE.replace_all(text, " ");
            WORD.find_iter(&plain).map(|m| m.as_str().to_string()).collect::<Vec<_>>()
        })
        .collect();
    words.extend(number_words::amount_words().iter().map(|w| (*w).to_string()));
    words
}

/// Whether `typed` is `known` with two neighbouring letters swapped, or (for words of five letters or more) one
/// letter added, dropped or changed.
fn one_letter_off(typed: &str, known: &str) -> bool {
    let (a, b) = (typed.as_bytes(), known.as_bytes());
    if a.len() == b.len() {
        let differ: Vec<usize> = (0..a.len()).filter(|&i| a[i] != b[i]).collect();
        return match differ.as_slice() {
            [i, j] => *j == i + 1 && a[*i] == b[*j] && a[*j] == b[*i],
            [_] => a.len() >= 5,
            _ => false,
        };
    }
    if a.len() < 5 || a.len().abs_diff(b.len()) != 1 {
        return false;
    }
    let (long, short) = if a.len() > b.len() { (a, b) } else { (b, a) };
    let first = (0..short.len()).find(|&i| long[i] != short[i]).unwrap_or(short.len());
    long[first + 1..] == short[first..]
}

/// Whether every reading adds a clause (and there is one).
fn adds_clauses_only(readings: &[Reading]) -> bool {
    !readings.is_empty() && readings.iter().all(|r| matches!(r, Reading::Change(Change::AddClause(_))))
}

/// Whether a clause's stated purpose sets no term of its own: no figure, amount, length or state.
fn describes_only(tail: &str) -> bool {
    static TERMS: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(
            r"[\d$]|\b(?:years?|months?|weeks?|days?|miles?|unless|except|only if|only when|provided|but|plus)\b",
        )
        .unwrap_or_else(|e| panic!("terms pattern: {e}"))
    });
    !TERMS.is_match(tail) && !names_a_state(tail)
}

/// Whether the words name a state ("texas", "new york").
fn names_a_state(text: &str) -> bool {
    let words: Vec<&str> = text.split_whitespace().collect();
    words.iter().enumerate().any(|(i, w)| {
        UsState::parse(w).is_some()
            || words.get(i + 1).is_some_and(|next| UsState::parse(&format!("{w} {next}")).is_some())
    })
}

/// What a sentence (or part) reads as.
enum Reading {
    Change(Change),
    /// A length outside 1 to 10 whole years, with what was asked for.
    OutOfRange(Length, String),
}

/// A count in words or figures: "three", "3", "a", "twenty"; `None` for a fraction or a figure that is not a count.
fn count(word: &str) -> Option<u32> {
    match word {
        "a" | "an" => Some(1),
        _ if word == HUNDRED.0 => Some(HUNDRED.1),
        _ => number_words::value_of_number(word).or_else(|| word.parse().ok()),
    }
}

/// A length in whole years, or what it asks for when it is not one ("18 months", "2.5 years"). `None` when the
/// words and figures disagree ("three (4) years") or the number is not one.
fn length_of(raw: &str, unit: &str) -> Option<Result<u32, String>> {
    let mut words: Vec<&str> = raw.split(' ').collect();
    // "a hundred" and "forty five" are one number each.
    if words.first() == Some(&"a") && words.get(1) == Some(&"hundred") {
        words.splice(0..2, ["a hundred"]);
    }
    let compound =
        words.get(..2).map(|pair| pair.join(" ")).filter(|pair| number_words::value_of_number(pair).is_some());
    if let Some(compound) = &compound {
        words.splice(0..2, [compound.as_str()]);
    }
    length_of_words(&words, unit)
}

fn length_of_words(words: &[&str], unit: &str) -> Option<Result<u32, String>> {
    let mut words = words.to_vec();
    // "a 9 year term": the figure is the number.
    if matches!(words.first(), Some(&"a" | &"an")) && words.len() == 2 {
        words.remove(0);
    }
    let number = *words.first()?;
    let figure = words.get(1).copied();
    if let Some((whole, fraction)) = number.split_once('.') {
        // "2.5 years", "three.5 years" (from "three and a half years"): not whole, refused with what was asked.
        let whole = count(whole)?;
        if !fraction.chars().all(|c| c.is_ascii_digit()) || fraction.is_empty() {
            return None;
        }
        if fraction.chars().all(|c| c == '0') && unit.starts_with('y') {
            return length_of(&whole.to_string(), unit);
        }
        return Some(Err(format!("{whole}.{fraction} {}", plural(unit))));
    }
    let value = count(number)?;
    if let Some(figure) = figure {
        if figure.parse::<u32>().ok()? != value {
            return None;
        }
    }
    let asked = format!("{value} {}", if value == 1 { unit.trim_end_matches('s').to_string() } else { plural(unit) });
    let years = match unit.trim_end_matches('s') {
        "year" | "yr" => Some(value),
        "month" | "mo" => (value % 12 == 0).then_some(value / 12),
        _ => None,
    };
    Some(years.filter(|y| *y > 0).ok_or(asked))
}

fn plural(unit: &str) -> String {
    let one = unit.trim_end_matches('s');
    format!("{one}s")
}

/// A length a document may say (1 to 10 whole years), or what was asked for instead.
fn years(raw: &str, unit: &str) -> Option<Result<Years, String>> {
    Some(match length_of(raw, unit)? {
        Ok(value) => u8::try_from(value).ok().and_then(Years::new).ok_or_else(|| format!("{value} years")),
        Err(asked) => Err(asked),
    })
}

/// "$12,000", "$5k", "12000 dollars", "5,000 usd" in cents.
fn money(raw: &str) -> Option<Cents> {
    let mut text = raw.trim();
    text = text.strip_prefix("usd").map_or(text, str::trim_start);
    for unit in ["dollars", "usd", "bucks"] {
        text = text.strip_suffix(unit).unwrap_or(text).trim_end();
    }
    match text.strip_suffix('k') {
        Some(thousands) => {
            let cents = parse_usd(thousands.trim_end())?;
            let total = cents.0.checked_mul(1_000)?;
            parse_usd(&format!("{}.{:02}", total / 100, total % 100))
        }
        None => parse_usd(text),
    }
}

/// Every match of `re` in `rest`, which keeps the text with them blanked out.
fn take(re: &Regex, rest: &mut String) -> Vec<String> {
    let found: Vec<String> = re.find_iter(rest).map(|m| m.as_str().trim().to_string()).collect();
    if !found.is_empty() {
        let blanked = re.replace_all(rest, " ");
        *rest = format!(" {} ", blanked.split_whitespace().collect::<Vec<_>>().join(" "));
    }
    found
}

/// "ten thousand dollars", "twenty five hundred dollars", "one hundred twenty thousand dollars" in cents.
fn money_in_words(raw: &str) -> Option<Cents> {
    let words: Vec<&str> = raw.split_whitespace().filter(|w| !matches!(*w, "dollars" | "usd" | "bucks")).collect();
    let dollars = i64::try_from(number_words::value_of_amount(&words.join(" "))?).ok()?;
    (dollars > 0).then(|| Cents(dollars * 100))
}

/// A line's sentences, as typed: split at `.`, `;`, `!` or `?` followed by a space or the end (not inside "$1,000.50").
fn sentences(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        current.push(c);
        // "1." opening a list item is not a sentence.
        let list_number = c == '.' && current.trim().trim_end_matches('.').chars().all(|d| d.is_ascii_digit());
        if matches!(c, '.' | ';' | '!' | '?') && chars.peek().is_none_or(|next| next.is_whitespace()) && !list_number {
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
        assert!(Grammar::load(GRAMMAR_TOML).is_ok());
    }

    #[test]
    fn a_word_one_letter_off_is_read_as_the_word_and_short_words_only_when_two_letters_are_swapped() {
        assert!(one_letter_off("yaers", "years"));
        assert!(one_letter_off("shuold", "should"));
        assert!(one_letter_off("teh", "the"));
        assert!(one_letter_off("confidentality", "confidentiality"));
        assert!(!one_letter_off("late", "rate"), "a short word changed by a letter is another word");
        assert!(!one_letter_off("free", "fee"), "nor one with a letter added");
        assert!(!one_letter_off("years", "years2x"));
        let grammar = Grammar::load(GRAMMAR_TOML).expect("grammar");
        assert_eq!(grammar.spelled("teh term shuold be 5 yaers"), "the term should be 5 years");
        assert_eq!(grammar.spelled("add a late fee"), "add a late fee");
        assert!(!grammar.vocabulary.contains("breplace"), "a regular expression's \\b joins no word");
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
            ("could we make it 4 yrs?", vec![TermYears(y(4))]),
            ("triple the length of the agreement", vec![TermYearsShift(Shift::Triple)]),
            (
                "the confidentiality period is 10 years, cut it in half",
                vec![ConfidentialityYears(y(10)), ConfidentialityYearsShift(Shift::Halve)],
            ),
            ("raise the base pay to one hundred and ten thousand dollars", vec![AnnualPay(Cents(11_000_000))]),
            ("change the price to five thousand", vec![ContractValue(Cents(500_000))]),
            ("can we do 88,250 a year for her?", vec![AnnualPay(Cents(8_825_000))]),
            ("half now, half when the work is done", vec![PaymentDates("half now, half when the work is done".into())]),
            ("invoices due on receipt", vec![PaymentDates("due on receipt".into())]),
            ("we'd rather go to court than arbitrate", vec![RemoveClause(SpecialClause::ArbitrationProvision)]),
            ("Que sea mutuo, por favor", vec![Mutuality(Side::Mutual)]),
            ("only they should be bound", vec![Mutuality(Side::OneWay)]),
            ("whatever he builds for us should belong to us", vec![AddClause(SpecialClause::IntellectualProperty)]),
            (
                "3 yr term + 4 yr confidentiality + non-solicit",
                vec![TermYears(y(3)), ConfidentialityYears(y(4)), AddClause(SpecialClause::NonCompete)],
            ),
            ("Extend the disclosure period to 5 years", vec![TermYears(y(5))]),
            ("The agreement should last three years", vec![TermYears(y(3))]),
            ("Change the contract value to $12,500", vec![ContractValue(Cents(1_250_000))]),
            ("The fee is $4,000.50", vec![ContractValue(Cents(400_050))]),
            ("Pay $4,000 for the project", vec![Amount(Cents(400_000))]),
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
            ("Make the confidentiality period three years instead of five.", vec![ConfidentialityYears(y(3))]),
            ("fee $5,000, due in 10 days", vec![ContractValue(Cents(500_000)), PaymentDates("in 10 days".into())]),
            ("remove the arbitration clause", vec![RemoveClause(SpecialClause::ArbitrationProvision)]),
            ("add a non-solicit", vec![AddClause(SpecialClause::NonCompete)]),
            ("Change the term from five years to 3 years.", vec![TermYears(y(3))]),
            ("Salary: $85k a year", vec![AnnualPay(Cents(8_500_000))]),
            ("Confidentiality: 4 years. Thanks!", vec![ConfidentialityYears(y(4))]),
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
            "Make the term three (4) years",
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

    /// A length no document may say is read, and refused with the range and what was asked, not "not understood".
    #[test]
    fn lengths_outside_one_to_ten_years_name_the_range() {
        for (request, length, asked) in [
            ("Make the confidentiality period three months", Length::Confidentiality, "3 months"),
            ("Make the term twelve years", Length::Term, "12 years"),
            ("Make the term 0 years", Length::Term, "0 years"),
            ("confidentiality should last 2.5 years", Length::Confidentiality, "2.5 years"),
            ("The NDA should never expire.", Length::Term, "no end"),
        ] {
            let revision = parse(request);
            assert!(revision.changes.is_empty() && revision.not_understood.is_empty(), "{request}: {revision:?}");
            let refused = &revision.out_of_range[0];
            assert_eq!((refused.length, refused.asked.as_str()), (length, asked), "{request}");
            assert!(refused.message().contains("1 to 10 whole years"), "{}", refused.message());
        }
        // A relative change that leaves the range is refused when it is applied, from the order's own length.
        let mut nda = DocumentData {
            document_type: "Non-Disclosure Agreement".into(),
            details: DocumentDetailsData { term_years: "9".into(), ..Default::default() },
            ..Default::default()
        };
        let unapplied = parse("Add two more years to the term.").apply(&mut nda);
        assert_eq!(unapplied.out_of_range[0].asked, "11 years");
        assert_eq!(nda.details.term_years, "9", "nothing changed");
        assert_eq!(
            unapplied.out_of_range[0].message(),
            "The term can be 1 to 10 whole years; “Add two more years to the term.” asks for 11 years."
        );
    }

    #[test]
    fn a_change_applies_where_the_order_schema_lets_a_revision_make_it() {
        let order = |document_type: &str, mutuality: &str| DocumentData {
            document_type: document_type.into(),
            details: DocumentDetailsData { mutuality: mutuality.into(), ..Default::default() },
            ..Default::default()
        };
        // An 'Other (Beta)' document offers Mutual or one-way once it was made with an answer, as the revise panel does.
        let mut answered = order("Other (Beta)", "One-way");
        assert!(parse("Make it mutual.").apply(&mut answered).not_applied.is_empty());
        assert_eq!(answered.details.mutuality, "Mutual");
        let mut unanswered = order("Other (Beta)", "");
        assert_eq!(parse("Make it mutual.").apply(&mut unanswered).not_applied, ["Make it mutual."]);
        assert_eq!(unanswered.details.mutuality, "");
        // A length is an NDA's alone; an amount is the contract value of a freelance agreement, the pay of an employee.
        let mut policy = order("Privacy Policy", "");
        assert_eq!(parse("Make the term 3 years.").apply(&mut policy).not_applied.len(), 1);
        let mut freelance = order("Freelance Agreement", "");
        assert!(parse("Change the fee to $5,000.").apply(&mut freelance).not_applied.is_empty());
        assert_eq!(freelance.details.contract_value, "$5,000");
        assert_eq!(freelance.details.annual_pay, "");
    }

    #[test]
    fn relative_changes_move_the_order_s_own_length() {
        let nda = |term: &str, conf: &str| DocumentData {
            document_type: "Non-Disclosure Agreement".into(),
            details: DocumentDetailsData {
                term_years: term.into(),
                confidentiality_years: conf.into(),
                ..Default::default()
            },
            ..Default::default()
        };
        for (request, (term, conf), wanted) in [
            ("extend the term by a year", ("", ""), ("3", "")),
            ("Extend the term by a year and the confidentiality period by two years.", ("4", "3"), ("5", "5")),
            ("knock a year off the confidentiality period", ("", ""), ("", "4")),
            ("Double the term.", ("3", ""), ("6", "")),
            ("cut the confidentiality period in half", ("", "8"), ("", "4")),
        ] {
            let mut data = nda(term, conf);
            let unapplied = parse(request).apply(&mut data);
            assert_eq!(unapplied, Unapplied::default(), "{request}");
            assert_eq!(
                (data.details.term_years.as_str(), data.details.confidentiality_years.as_str()),
                wanted,
                "{request}"
            );
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
        assert_eq!(not_applied.not_applied, ["Change the fee to $5,000."]);
        assert_eq!(nda.details.term_years, "3");
        assert_eq!(nda.details.confidentiality_years, "10");
        assert_eq!(nda.details.mutuality, "Mutual");
        assert_eq!(nda.special_clauses, ["arbitration-provision"]);
        assert_eq!(nda.custom_instructions, "Keep it short.\n\nVERBATIM: Exact words.");

        let mut freelance = DocumentData { document_type: "Freelance Agreement".into(), ..Default::default() };
        let revision =
            parse("Change the fee to $5,000. Payment is due within 10 days of each invoice. Make it mutual.");
        assert_eq!(revision.apply(&mut freelance).not_applied, ["Make it mutual."]);
        assert_eq!(freelance.details.contract_value, "$5,000");
        assert_eq!(freelance.details.payment_dates, "within 10 days of each invoice");
    }
}
