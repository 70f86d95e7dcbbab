//! The screen of customer text: what a customer typed (the instructions, free and VERBATIM alike, and for an
//! 'Other (Beta)' document its description and answers) checked against the rules the documents follow, before any
//! payment and before any credit is spent.
//!
//! The families of forbidden instructions are data (`shared/drafting/screen/families.toml`): the document types
//! each is screened in, the patterns that find it, and the words of the customer's message. The laws each names come
//! from the rule tables (`federal.toml`, `customer_text.toml` and the state tables the family names), and whether a
//! finding conflicts in the worker's state is decided there too (the non-compete table through
//! [`non_compete::non_compete_refused`], the employment-forum table, or every state for the federal rules). The
//! state is where the employee works when the order says so, else the order's state.
//!
//! This offline screen is authoritative: an AI classifier may add findings of the same families
//! ([`Families::conflicts_for_findings`]), decided and worded the same way, but can neither invent a family nor remove
//! a conflict found here.

use crate::domain::details::ExemptStatus;
use crate::domain::{DocumentRequest, DocumentType, SpecialClause, UsState};
use crate::drafting::instructions;
use crate::drafting::messages::{self, context, fixed_message};
use crate::drafting::plain_pattern::LazyRegex;
use crate::drafting::rules::customer_text::{own_state_laws, state_laws};
use crate::drafting::rules::employment_forum::{self, Covers};
use crate::drafting::rules::federal::FederalLaw;
use crate::drafting::rules::minimum_wage::{self, WageFloor};
use crate::drafting::rules::{non_compete, registry, Law};
use regex::Regex;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::LazyLock;
use time::Date;

/// The families file, embedded at build time.
static FAMILIES_TOML: &str = include_str!("../../drafting/screen/families.toml");

static FAMILIES: LazyLock<Families> = LazyLock::new(|| {
    Families::load(FAMILIES_TOML)
        .unwrap_or_else(|e| panic!("drafting/screen/families.toml: {e} (the screen tests load it and compile it)"))
});

/// The embedded families, parsed and checked on first use; each pattern compiles when first used.
pub fn families() -> &'static Families {
    &FAMILIES
}

/// The offline screen of the order's customer text against the embedded families, as of `as_of`.
pub fn screen(request: &DocumentRequest, as_of: Date) -> Vec<Conflict<'static>> {
    // An order with no text of its own has nothing to screen: the families file is not even read for it.
    if customer_texts(request).is_empty() {
        return Vec::new();
    }
    families().screen(request, as_of)
}

/// Whether the order answered a privacy question its text could contradict.
fn answered_privacy(request: &DocumentRequest) -> bool {
    request.details.sells_or_shares_data.is_some() || request.details.targeted_advertising.is_some()
}

/// Where in the order a text was typed: the form field a refusal names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Field {
    /// The custom instructions, free text and VERBATIM passages alike.
    CustomInstructions,
    /// An 'Other (Beta)' document's description.
    DocumentDescription,
    /// An 'Other (Beta)' document's answers to its questions.
    QuestionAnswerPairs,
}

impl Field {
    pub const ALL: [Field; 3] = [Field::CustomInstructions, Field::DocumentDescription, Field::QuestionAnswerPairs];

    /// The form field's wire name, the key of a 400's `fields`.
    pub fn wire_name(self) -> &'static str {
        match self {
            Field::CustomInstructions => "customInstructions",
            Field::DocumentDescription => "documentDescription",
            Field::QuestionAnswerPairs => "questionAnswerPairs",
        }
    }

    /// The data block the text is sent in to an AI classifier.
    pub fn block(self) -> &'static str {
        match self {
            Field::CustomInstructions => "custom_instructions",
            Field::DocumentDescription => "document_description",
            Field::QuestionAnswerPairs => "answers",
        }
    }

    pub fn from_block(block: &str) -> Option<Field> {
        Field::ALL.into_iter().find(|field| field.block() == block)
    }

    /// How the message names the text, and its verb: "Your instructions include".
    fn subject(self) -> &'static str {
        match self {
            Field::CustomInstructions => "Your instructions include",
            Field::DocumentDescription => "Your description includes",
            Field::QuestionAnswerPairs => "Your answers include",
        }
    }
}

/// One piece of the order's customer text, as the document would use it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomerText {
    pub field: Field,
    pub text: String,
}

/// The order's customer text by field: the instructions as the engine reads them (the free lines, then each
/// VERBATIM passage, through the one parser `instructions::split`), and for an 'Other (Beta)' document its
/// description and its answers. Blank texts are left out.
pub fn customer_texts(request: &DocumentRequest) -> Vec<CustomerText> {
    let mut texts = Vec::new();
    let parts = instructions::split(&request.custom_instructions);
    let mut blocks: Vec<String> = Vec::new();
    if !parts.additional.is_empty() {
        blocks.push(parts.additional.join("\n"));
    }
    blocks.extend(parts.verbatim.iter().map(|passage| passage.join("\n")));
    if !blocks.is_empty() {
        texts.push(CustomerText { field: Field::CustomInstructions, text: blocks.join("\n\n") });
    }
    if let Some(custom) = request.custom_document.as_ref().filter(|_| request.document_type == DocumentType::Other) {
        if !custom.description.trim().is_empty() {
            texts.push(CustomerText { field: Field::DocumentDescription, text: custom.description.trim().to_string() });
        }
        let answers: Vec<&str> =
            custom.questions.iter().map(|qa| qa.answer.trim()).filter(|answer| !answer.is_empty()).collect();
        if !answers.is_empty() {
            texts.push(CustomerText { field: Field::QuestionAnswerPairs, text: answers.join("\n\n") });
        }
    }
    texts
}

/// How a family's findings are decided for the worker's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    /// In every state: the federal laws the family names, and the state's rows.
    Everywhere,
    /// In every state, unless the order's details say the employee is exempt from overtime.
    NonExempt,
    /// Where `non_compete::non_compete_refused` gives a reason (the engine's decision for the order's facts).
    NonCompete,
    /// Where `non_compete::non_solicitation_allowed` says no for the worker's state.
    NonSolicitation,
    /// Where the employment-forum table protects the worker's state from the state the text chooses.
    EmploymentForum,
    /// Only where one of the family's state tables has a row of the worker's state for it (no "other states"
    /// stand-in): a rule some states have and others do not.
    StateRows,
    /// In every state, but only for an order that answered the privacy questions (selling or sharing, targeted
    /// advertising): text can contradict only an answer that was given.
    PrivacyAnswers,
}

impl Decision {
    fn parse(text: &str) -> Option<Decision> {
        Some(match text {
            "everywhere" => Decision::Everywhere,
            "non_exempt" => Decision::NonExempt,
            "non_compete" => Decision::NonCompete,
            "non_solicitation" => Decision::NonSolicitation,
            "employment_forum" => Decision::EmploymentForum,
            "state_rows" => Decision::StateRows,
            "privacy_answers" => Decision::PrivacyAnswers,
            _ => return None,
        })
    }

    /// The rule is the same in every state (federal law, or a rule every state has).
    fn every_state(self) -> bool {
        matches!(self, Decision::Everywhere | Decision::NonExempt | Decision::PrivacyAnswers)
    }
}

/// A pattern that excuses a clause, unless its `not_with` matches the clause too.
#[derive(Clone, Debug)]
struct Unless {
    pattern: LazyRegex,
    not_with: Option<LazyRegex>,
}

impl Unless {
    fn excuses(&self, clause: &str) -> bool {
        self.pattern.get().is_match(clause)
            && !self.not_with.as_ref().is_some_and(|not_with| not_with.get().is_match(clause))
    }
}

/// One family of forbidden instructions (see the families file for each field).
#[derive(Clone, Debug)]
pub struct Family {
    pub id: &'static str,
    pub what: &'static str,
    pub rule: &'static str,
    pub remedy: &'static str,
    /// The family in a line, for an AI classifier.
    pub describe: &'static str,
    pub decided_by: Decision,
    pub documents: Vec<DocumentType>,
    pub documents_if_employment: Vec<DocumentType>,
    pub federal: Vec<FederalLaw>,
    pub state_tables: Vec<&'static str>,
    detect: Vec<LazyRegex>,
    /// Obligations read by their parts: each rule is concepts that must all be present (or, negated, absent) in a
    /// window of the text ([`Families::concepts`]).
    reads: Vec<Vec<(bool, usize)>>,
    unless: Vec<Unless>,
    /// Excuses read in the whole text rather than the window (an employee called exempt anywhere in it).
    unless_in_text: Vec<Unless>,
}

impl Family {
    /// Whether one of the family's state tables has a row of `state` for it.
    fn has_row_in(&self, state: UsState) -> bool {
        self.state_tables.iter().any(|table| !own_state_laws(table, self.id, state).is_empty())
    }

    /// Whether the family is screened in an order of `document_type` whose texts do or do not speak of employment.
    pub fn screened_in(&self, document_type: DocumentType, speaks_of_employment: bool) -> bool {
        self.documents.contains(&document_type)
            || (speaks_of_employment && self.documents_if_employment.contains(&document_type))
    }
}

/// A finding in a clause: which state a choice-of-law finding names, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Finding {
    named: Option<UsState>,
}

/// Every family, with the wording shared by all.
#[derive(Clone, Debug)]
pub struct Families {
    pub list: Vec<Family>,
    employment_context: LazyRegex,
    /// A restrictive covenant named in words (the employment-forum tables that cover covenants only).
    covenant: LazyRegex,
    unless: Vec<Unless>,
    /// The parts of an obligation the families read (who must not do what, to whom, when, at what cost): the
    /// `[concepts]` of the families file, and the concepts the screen measures itself ([`Measured`]).
    concepts: Vec<(&'static str, Concept)>,
    /// How much more like a family than like the lawful instructions a text must be for the learned reader's
    /// finding to count (a log-odds margin; see [`learned`]).
    pub learned_margin: f64,
}

/// A part of an obligation, as a read rule names it.
#[derive(Clone, Debug)]
enum Concept {
    /// Present when one of the concept's patterns matches the window: one regex of them all, since one compile of
    /// an alternation costs far less than one per pattern.
    Pattern(LazyRegex),
    /// Present when the screen's own measure says so.
    Measured(Measured),
}

/// Concepts no pattern can state, measured by the screen: their names are reserved in the families file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Measured {
    /// `named_business`: the window names a business the way people write names (a capitalised name that is not a
    /// role, a state, a month or the start of a sentence: "Blue Bottle", "Peet's").
    NamedBusiness,
    /// `below_minimum_wage`: an hourly rate written in the window (or a weekly pay over the hours it covers) is below
    /// the minimum wage of the worker's state on the order's date (`rules/minimum_wage.toml`): the tipped cash wage
    /// when the window speaks of tips, unless it also says the tips are not topped up to the minimum.
    BelowMinimumWage,
    /// `overtime_short`: the window states an hourly rate, more than 40 hours a week and a week's pay short of
    /// straight time for 40 hours and time and a half beyond them.
    OvertimeShort,
    /// `answered_sells_data` / `answered_no_sale`: the order's details say personal data is (or is not) sold or
    /// shared; a text that says the opposite contradicts the policy built on that answer.
    AnsweredSellsData(bool),
    /// `answered_targeted_ads` / `answered_no_targeted_ads`: the same for targeted advertising.
    AnsweredTargetedAds(bool),
}

impl Measured {
    const ALL: [(&'static str, Measured); 7] = [
        ("named_business", Measured::NamedBusiness),
        ("below_minimum_wage", Measured::BelowMinimumWage),
        ("overtime_short", Measured::OvertimeShort),
        ("answered_sells_data", Measured::AnsweredSellsData(true)),
        ("answered_no_sale", Measured::AnsweredSellsData(false)),
        ("answered_targeted_ads", Measured::AnsweredTargetedAds(true)),
        ("answered_no_targeted_ads", Measured::AnsweredTargetedAds(false)),
    ];
}

/// What the screen knows of the text and the order while it reads a window.
struct Reading {
    /// The names written in the text (lower case, as the windows read them).
    names: Vec<String>,
    /// The minimum wage of the worker's state on the order's date.
    floor: WageFloor,
    /// The order's answers a privacy policy is built on: sells or shares data, targeted advertising.
    sells_data: Option<bool>,
    targeted_ads: Option<bool>,
}

impl Reading {
    fn of(request: &DocumentRequest, text: &str, as_of: Date) -> Reading {
        let state = request.details.work_state_or(request.state);
        Reading {
            names: read::names(text),
            floor: minimum_wage::floor(state, as_of),
            sells_data: request.details.sells_or_shares_data,
            targeted_ads: request.details.targeted_advertising,
        }
    }

    fn measures(&self, measured: Measured, window: &str) -> bool {
        match measured {
            Measured::NamedBusiness => self.names.iter().any(|name| read::contains_words(window, name)),
            Measured::BelowMinimumWage => pay::below_floor(window, &self.floor),
            Measured::OvertimeShort => pay::short_of_overtime(window),
            Measured::AnsweredSellsData(answer) => self.sells_data == Some(answer),
            Measured::AnsweredTargetedAds(answer) => self.targeted_ads == Some(answer),
        }
    }
}

/// A finding the law forbids in the worker's state, with what the customer is told.
#[derive(Clone, Debug)]
pub struct Conflict<'a> {
    pub family: &'a Family,
    pub field: Field,
    /// The worker's state (the employee's work state when the order gives it, else the order's state).
    pub state: UsState,
    /// For a choice of law or forum: the state the text chose.
    pub named: Option<UsState>,
    /// The laws the message cites, federal first.
    pub laws: Vec<Law>,
    /// The deciding row's note, for a rule that quotes it.
    note: Option<&'static str>,
}

impl Family {
    /// What the family finds, as a list of what was checked names it: the worker's `state`, and a chosen state read
    /// as "another state's" (checked when the families load, so a failure here is a bug).
    pub(crate) fn what_in_general(&self, state: &str) -> String {
        let values = context! { state => state, named => "another state's", note => "" };
        messages::render_text(self.what, values)
            .unwrap_or_else(|e| panic!("screen message {:?} failed to render: {e:#}", self.what))
    }
}

impl Conflict<'_> {
    /// A family's message template with `state`, `named` and `note` (checked when the families load, so a
    /// failure here is a bug).
    fn fill(&self, template: &str) -> String {
        let values = context! {
            state => self.state.name(),
            named => self.named.map(UsState::name).unwrap_or("another state's"),
            note => self.note.unwrap_or_default(),
        };
        messages::render_text(template, values)
            .unwrap_or_else(|e| panic!("screen message {template:?} failed to render: {e:#}"))
    }

    /// One sentence naming what the text includes, the rule, the state and the citations.
    pub fn sentence(&self) -> String {
        format!("{} {}", self.field.subject(), self.finding())
    }

    /// What was found, the rule, the state and the citations, without saying whose text it was in: "a covenant
    /// not to compete, but in California, ... (Cal. Bus. & Prof. Code § 16600)."
    pub fn finding(&self) -> String {
        let every =
            if self.family.decided_by.every_state() { fixed_message("screen.every_state") } else { String::new() };
        let citations: Vec<&str> = self.laws.iter().map(|law| law.citation).collect();
        format!(
            "{}, but in {},{every} {} ({}).",
            self.fill(self.family.what),
            self.state.name(),
            self.fill(self.family.rule),
            citations.join("; ")
        )
    }

    /// What to do, when this is the only conflict.
    pub fn remedy(&self) -> String {
        self.fill(self.family.remedy)
    }
}

/// The customer's message for `conflicts` (C1): each conflict in a sentence, then what to do. `None` when there
/// is no conflict.
pub fn message(conflicts: &[Conflict]) -> Option<String> {
    let (first, rest) = conflicts.split_first()?;
    let mut text: Vec<String> = conflicts.iter().map(Conflict::sentence).collect();
    if rest.is_empty() {
        text.push(first.remedy());
    } else {
        let mut states: Vec<&str> = conflicts.iter().map(|c| c.state.name()).collect();
        states.dedup();
        text.push(messages::message(
            "screen.remove_each_them_document_already",
            context! { states => states.join(" and ") },
        ));
    }
    Some(text.join(" "))
}

/// The message for each field that has a conflict, keyed by the field's wire name.
pub fn field_messages(conflicts: &[Conflict]) -> BTreeMap<&'static str, String> {
    let mut fields = BTreeMap::new();
    for field in Field::ALL {
        let own: Vec<Conflict> = conflicts.iter().filter(|c| c.field == field).cloned().collect();
        if let Some(text) = message(&own) {
            fields.insert(field.wire_name(), text);
        }
    }
    fields
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FileShape {
    employment_context: String,
    covenant: String,
    #[serde(default)]
    unless: Vec<UnlessShape>,
    #[serde(default)]
    concepts: BTreeMap<String, Vec<String>>,
    learned: LearnedShape,
    family: Vec<FamilyShape>,
}

/// The `[learned]` table: when the corpus-trained reader's finding counts.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LearnedShape {
    margin: f64,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum UnlessShape {
    Plain(String),
    Paired(PairedShape),
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PairedShape {
    pattern: String,
    not_with: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct FamilyShape {
    id: String,
    what: String,
    rule: String,
    remedy: String,
    describe: String,
    decided_by: String,
    documents: Vec<String>,
    #[serde(default)]
    documents_if_employment: Vec<String>,
    #[serde(default)]
    federal: Vec<String>,
    #[serde(default = "default_state_tables")]
    state_tables: Vec<String>,
    #[serde(default)]
    detect: Vec<String>,
    #[serde(default)]
    read: Vec<Vec<String>>,
    #[serde(default)]
    unless: Vec<UnlessShape>,
    #[serde(default)]
    unless_in_text: Vec<UnlessShape>,
}

fn default_state_tables() -> Vec<String> {
    vec!["customer_text".to_string()]
}

fn leak(text: &str) -> &'static str {
    Box::leak(text.to_owned().into_boxed_str())
}

/// Every state's name in lower case, longest first ("west virginia" before "virginia"), as a regex alternation.
fn states_alternation() -> String {
    let mut names: Vec<String> = UsState::ALL.iter().map(|s| s.name().to_lowercase()).collect();
    names.sort_by_key(|name| std::cmp::Reverse(name.len()));
    names.join("|")
}

/// The postal codes that are not also English words ("in", "or", "me", "oh", "ok", "hi"...), lower case, as a regex
/// alternation: "use ND law and Fargo courts".
fn codes_alternation() -> String {
    const WORDS: [&str; 16] =
        ["al", "ar", "co", "de", "hi", "id", "in", "la", "ma", "me", "mo", "ms", "mt", "oh", "ok", "or"];
    let codes: Vec<String> = UsState::ALL
        .iter()
        .map(|s| s.abbreviation().to_lowercase())
        .filter(|code| !WORDS.contains(&code.as_str()) && code != "pa")
        .collect();
    codes.join("|")
}

/// A pattern of the families file with `{states}` and `{codes}` written out, compiled when first used.
fn pattern(source: &str) -> LazyRegex {
    let mut text = source.to_string();
    if text.contains("{states}") {
        text = text.replace("{states}", &states_alternation());
    }
    if text.contains("{codes}") {
        text = text.replace("{codes}", &codes_alternation());
    }
    LazyRegex::new(text)
}

/// Patterns as one: `(?:(?:a)|(?:b))`, each kept in its own group so nothing written in one reaches another.
fn any_of(patterns: &[String]) -> String {
    let parts: Vec<String> = patterns.iter().map(|p| format!("(?:{p})")).collect();
    format!("(?:{})", parts.join("|"))
}

fn unless_of(shape: &UnlessShape) -> Unless {
    match shape {
        UnlessShape::Plain(source) => Unless { pattern: pattern(source), not_with: None },
        UnlessShape::Paired(PairedShape { pattern: source, not_with }) => {
            Unless { pattern: pattern(source), not_with: Some(pattern(not_with)) }
        }
    }
}

/// A message template renders with the values the screen fills (`state`, `named`, `note`), strict about any other
/// name, and says something.
fn check_template(id: &str, field: &str, template: &str) -> Result<(), String> {
    let sample = context! { state => "Ohio", named => "Texas", note => "the deciding row's note" };
    match messages::render_text(template, sample) {
        Ok(text) if !text.trim().is_empty() => Ok(()),
        Ok(_) => Err(format!("{id}.{field}: empty")),
        Err(e) => Err(format!("{id}.{field}: {e:#} (the values are state, named and note): {template:?}")),
    }
}

/// A concept's patterns with every `{other}` written out as the other concept's patterns, `(?:a|b|...)`: a concept
/// may be built of others ("a restriction, then within four words a verb of speaking"). `{states}` is left for
/// [`compile`]; `stack` holds the concepts being expanded, to refuse a circle.
fn expand(
    concepts: &BTreeMap<String, Vec<String>>,
    name: &str,
    stack: &mut Vec<String>,
) -> Result<Vec<String>, String> {
    static REFERENCE: LazyLock<Regex> =
        LazyLock::new(|| Regex::new(r"\{([a-z_]+)\}").unwrap_or_else(|e| panic!("reference pattern: {e}")));
    let patterns = concepts.get(name).ok_or_else(|| format!("no concept {name:?}"))?;
    if patterns.is_empty() {
        return Err(format!("concept {name}: no pattern"));
    }
    if stack.iter().any(|open| open == name) {
        return Err(format!("concept {name}: refers to itself through {stack:?}"));
    }
    stack.push(name.to_string());
    let mut out = Vec::with_capacity(patterns.len());
    for pattern in patterns {
        let mut expanded = String::with_capacity(pattern.len());
        let mut last = 0;
        for reference in REFERENCE.captures_iter(pattern) {
            let (Some(whole), Some(other)) = (reference.get(0), reference.get(1)) else { continue };
            if other.as_str() == "states" {
                continue;
            }
            let parts = expand(concepts, other.as_str(), stack)?;
            expanded.push_str(&pattern[last..whole.start()]);
            expanded.push_str(&any_of(&parts));
            last = whole.end();
        }
        expanded.push_str(&pattern[last..]);
        out.push(expanded);
    }
    stack.pop();
    Ok(out)
}

fn family_of(shape: FamilyShape, concepts: &[(&'static str, Concept)]) -> Result<Family, String> {
    let id = shape.id.as_str();
    for (field, template) in [("what", &shape.what), ("rule", &shape.rule), ("remedy", &shape.remedy)] {
        check_template(id, field, template)?;
    }
    let decided_by =
        Decision::parse(&shape.decided_by).ok_or_else(|| format!("{id}: unknown decided_by {:?}", shape.decided_by))?;
    let types = |labels: &[String]| -> Result<Vec<DocumentType>, String> {
        labels
            .iter()
            .map(|label| DocumentType::parse(label).ok_or_else(|| format!("{id}: unknown document type {label:?}")))
            .collect()
    };
    let federal_table = registry().expect_table("federal");
    let mut federal = Vec::new();
    for key in &shape.federal {
        let row = federal_table.keyed(key).ok_or_else(|| format!("{id}: federal.toml has no row `{key}`"))?;
        federal.push(FederalLaw { key: row.key.unwrap_or_default() });
    }
    let mut state_tables = Vec::new();
    for table in &shape.state_tables {
        registry().table(table).ok_or_else(|| format!("{id}: no rule table {table}.toml"))?;
        state_tables.push(leak(table));
    }
    if shape.detect.is_empty() && shape.read.is_empty() {
        return Err(format!("{id}: no detect pattern and no read rule"));
    }
    // A choice-of-law family reads the state each pattern captures, so its patterns stay apart; any other family's
    // are one alternation (it only asks whether one matches).
    let detect: Vec<LazyRegex> = if decided_by == Decision::EmploymentForum || shape.detect.is_empty() {
        shape.detect.iter().map(|source| pattern(source)).collect()
    } else {
        vec![pattern(&any_of(&shape.detect))]
    };
    let mut reads = Vec::new();
    for rule in &shape.read {
        let mut parts = Vec::new();
        for name in rule {
            let (negated, name) = match name.strip_prefix('!') {
                Some(rest) => (true, rest),
                None => (false, name.as_str()),
            };
            let index = concepts
                .iter()
                .position(|(known, _)| *known == name)
                .ok_or_else(|| format!("{id}: read rule {rule:?} names no concept {name:?}"))?;
            parts.push((negated, index));
        }
        if !parts.iter().any(|(negated, _)| !negated) {
            return Err(format!("{id}: read rule {rule:?} needs a concept that must be present"));
        }
        reads.push(parts);
    }
    let forum = decided_by == Decision::EmploymentForum;
    let captures_state = !detect.is_empty() && detect.iter().all(|re| re.source().contains("(?P<state>"));
    if forum != captures_state {
        return Err(format!("{id}: every pattern of a choice-of-law family (and only those) captures (?P<state>...)"));
    }
    if forum && !reads.is_empty() {
        return Err(format!("{id}: a choice-of-law family finds the state it names with detect patterns only"));
    }
    Ok(Family {
        id: leak(id),
        what: leak(&shape.what),
        rule: leak(&shape.rule),
        remedy: leak(&shape.remedy),
        describe: leak(&shape.describe),
        decided_by,
        documents: types(&shape.documents)?,
        documents_if_employment: types(&shape.documents_if_employment)?,
        federal,
        state_tables,
        detect,
        reads,
        unless: shape.unless.iter().map(unless_of).collect(),
        unless_in_text: shape.unless_in_text.iter().map(unless_of).collect(),
    })
}

pub(crate) use read::normalise;

impl Families {
    /// Parses and checks a families file and compiles every pattern in it (a test's file, or the embedded one in
    /// the tests).
    pub fn parse(text: &str) -> Result<Families, String> {
        let families = Families::load(text)?;
        families.compile_all()?;
        Ok(families)
    }

    /// Compiles every pattern now, or says which does not compile. A process that screens compiles only what its
    /// orders use ([`LazyRegex`]); this is how the tests check them all.
    pub fn compile_all(&self) -> Result<(), String> {
        fn unless(list: &[Unless]) -> impl Iterator<Item = &LazyRegex> {
            list.iter().flat_map(|u| std::iter::once(&u.pattern).chain(&u.not_with))
        }
        let mut patterns: Vec<&LazyRegex> = vec![&self.employment_context, &self.covenant];
        patterns.extend(unless(&self.unless));
        for family in &self.list {
            patterns.extend(&family.detect);
            patterns.extend(unless(&family.unless));
            patterns.extend(unless(&family.unless_in_text));
        }
        for (_, concept) in &self.concepts {
            if let Concept::Pattern(concept) = concept {
                patterns.push(concept);
            }
        }
        for pattern in patterns {
            pattern.compile().map_err(|e| format!("pattern {:?}: {e}", pattern.source()))?;
        }
        Ok(())
    }

    /// Parses and checks a families file, leaving each pattern to compile when first used.
    fn load(text: &str) -> Result<Families, String> {
        let file: FileShape = toml::from_str(text).map_err(|e| e.to_string())?;
        let mut concepts = Vec::new();
        for name in file.concepts.keys() {
            if Measured::ALL.iter().any(|(reserved, _)| reserved == name) {
                return Err(format!("concept {name}: the screen measures it; choose another name"));
            }
            let patterns = expand(&file.concepts, name, &mut Vec::new())?;
            concepts.push((leak(name), Concept::Pattern(pattern(&any_of(&patterns)))));
        }
        for (name, measured) in Measured::ALL {
            concepts.push((name, Concept::Measured(measured)));
        }
        let mut list = Vec::new();
        for shape in file.family {
            let family = family_of(shape, &concepts)?;
            if list.iter().any(|known: &Family| known.id == family.id) {
                return Err(format!("{}: two families with this id", family.id));
            }
            list.push(family);
        }
        Ok(Families {
            list,
            employment_context: pattern(&file.employment_context),
            covenant: pattern(&file.covenant),
            unless: file.unless.iter().map(unless_of).collect(),
            concepts,
            learned_margin: file.learned.margin,
        })
    }

    pub fn get(&self, id: &str) -> Option<&Family> {
        self.list.iter().find(|family| family.id == id)
    }

    /// The families screened in this order: by its document type, and for some types only when its texts speak of
    /// employment.
    pub fn applicable(&self, request: &DocumentRequest) -> Vec<&Family> {
        let texts = customer_texts(request);
        let employment = texts.iter().any(|t| self.employment_context.get().is_match(&normalise(&t.text)));
        let state = request.details.work_state_or(request.state);
        self.list
            .iter()
            .filter(|family| family.screened_in(request.document_type, employment))
            // A rule only some states have is not looked for where the state has none, nor a contradiction of
            // answers the order did not give.
            .filter(|family| family.decided_by != Decision::StateRows || family.has_row_in(state))
            .filter(|family| family.decided_by != Decision::PrivacyAnswers || answered_privacy(request))
            .collect()
    }

    /// The family's findings in a text, window by window (each clause, and each clause with the next): a window
    /// where a `detect` pattern matches or a `read` rule's concepts are all there, and no `unless` excuses it.
    fn findings(&self, family: &Family, text: &str, reading: &Reading) -> Vec<Finding> {
        let mut found = Vec::new();
        if self.excused(family, text) {
            return found;
        }
        for clause in read::windows(text) {
            let named = match family.detect.iter().find_map(|pattern| pattern.get().captures(&clause)) {
                Some(captures) => Some(captures.name("state").and_then(|m| UsState::parse(m.as_str()))),
                None if self.reads(family, &clause, reading) => Some(None),
                None => None,
            };
            let Some(named) = named else { continue };
            let excused = self.unless.iter().chain(&family.unless).any(|unless| unless.excuses(&clause));
            if !excused {
                found.push(Finding { named });
            }
        }
        found
    }

    /// Whether the family's excuses of a whole text (`unless_in_text`) excuse `text`.
    fn excused(&self, family: &Family, text: &str) -> bool {
        if family.unless_in_text.is_empty() {
            return false;
        }
        let whole = normalise(&text.replace('\n', " "));
        family.unless_in_text.iter().any(|unless| unless.excuses(&whole))
    }

    /// Whether one of the family's read rules holds in `window`.
    fn reads(&self, family: &Family, window: &str, reading: &Reading) -> bool {
        if family.reads.is_empty() {
            return false;
        }
        let mut present: Vec<Option<bool>> = vec![None; self.concepts.len()];
        let mut has = |index: usize| -> bool {
            *present[index].get_or_insert_with(|| match &self.concepts[index].1 {
                Concept::Pattern(pattern) => pattern.get().is_match(window),
                Concept::Measured(measured) => reading.measures(*measured, window),
            })
        };
        family.reads.iter().any(|rule| rule.iter().all(|&(negated, index)| has(index) != negated))
    }

    /// Whether the order has a restrictive covenant: the non-compete clause chosen, a covenant named in its text
    /// ("restrictive covenants", "a customer non-solicitation covenant", not "no non-compete"), or a non-compete or
    /// non-solicitation read there, whatever the state decides of it and whatever narrows it.
    fn has_covenant(&self, request: &DocumentRequest, as_of: Date) -> bool {
        request.has_clause(SpecialClause::NonCompete)
            || customer_texts(request).iter().any(|text| {
                let plain = normalise(&text.text);
                let named = self.covenant.get().find_iter(&plain).any(|m| !plain[..m.start()].ends_with("no "));
                let reading = Reading::of(request, &text.text, as_of);
                named
                    || self
                        .list
                        .iter()
                        .filter(|f| matches!(f.decided_by, Decision::NonCompete | Decision::NonSolicitation))
                        .any(|family| {
                            read::windows(&text.text).iter().any(|window| {
                                family.detect.iter().any(|re| re.get().is_match(window))
                                    || self.reads(family, window, &reading)
                            })
                        })
            })
    }

    /// Whether a finding of `family` in `field` conflicts with the law of the worker's state, and if so the
    /// conflict. `named` is the state a choice-of-law finding names.
    fn decide<'a>(
        &'a self,
        request: &DocumentRequest,
        family: &'a Family,
        field: Field,
        named: Option<UsState>,
        as_of: Date,
    ) -> Option<Conflict<'a>> {
        let details = &request.details;
        let mut state = details.work_state_or(request.state);
        let mut laws: Vec<Law> = family.federal.iter().map(|law| law.law()).collect();
        let mut note = None;
        match family.decided_by {
            Decision::Everywhere => {}
            Decision::NonExempt => {
                if details.exempt_status == Some(ExemptStatus::Exempt) {
                    return None;
                }
            }
            Decision::NonCompete => {
                // The engine's own decision, over the work state and the business's state with the order's facts.
                let reason = non_compete::non_compete_refused(request, as_of)?;
                laws.push(reason.law);
                // The state whose law leaves it out: the work state, or the business's when stricter.
                state = reason.state;
            }
            Decision::NonSolicitation => {
                if non_compete::non_solicitation_allowed(state) {
                    return None;
                }
                let position = non_compete::position(state);
                laws.push(Law { name: position.law, citation: position.citation });
            }
            Decision::StateRows => {
                if !family.has_row_in(state) {
                    return None;
                }
            }
            Decision::PrivacyAnswers => {
                if !answered_privacy(request) {
                    return None;
                }
            }
            Decision::EmploymentForum => {
                if named.is_none_or(|named| named == state) {
                    return None;
                }
                let (row, covers) = employment_forum::protection_covering(state)?;
                if covers == Covers::Covenants && !self.has_covenant(request, as_of) {
                    return None;
                }
                laws.push(row.law);
                note = Some(row.note);
            }
        }
        for table in &family.state_tables {
            laws.extend(state_laws(table, family.id, state));
        }
        Some(Conflict { family, field, state, named, laws, note })
    }

    /// The conflicts in the order's customer text, one per family and field: the patterns' findings in the families'
    /// order, then the learned reader's (trained on the development corpus) in fields the patterns found nothing in.
    pub fn screen(&self, request: &DocumentRequest, as_of: Date) -> Vec<Conflict<'_>> {
        self.screen_with(request, as_of, Some(learned::model()))
    }

    /// [`Families::screen`] with another learned reader, or none (the patterns alone): for measuring a reader
    /// trained without the cases it is measured on.
    pub fn screen_with(
        &self,
        request: &DocumentRequest,
        as_of: Date,
        model: Option<&learned::Model>,
    ) -> Vec<Conflict<'_>> {
        let by_patterns = self.screen_by_patterns(request, as_of);
        let Some(model) = model else { return by_patterns };
        let unread: Vec<Field> = customer_texts(request)
            .iter()
            .map(|text| text.field)
            .filter(|f| !by_patterns.iter().any(|c| c.field == *f))
            .collect();
        let findings: Vec<(String, Field)> = self
            .learned_readings(request, model, &unread)
            .into_iter()
            // A family's excuses of a whole text (a severed public-injunction claim) hold for this reader too.
            .filter(|(family, _, margin, text)| *margin >= self.learned_margin && !self.excused(family, text))
            .map(|(family, field, _, _)| (family.id.to_string(), field))
            .collect();
        let more = self.conflicts_for_findings(request, &findings, as_of);
        if !more.is_empty() {
            let ids: Vec<&str> = more.iter().map(|c| c.family.id).collect();
            tracing::info!(families = ?ids, "the learned reader found conflicts the patterns did not");
        }
        merge(by_patterns, more)
    }

    /// What the learned reader makes of each of the order's texts in `fields`: the family screened in the order the
    /// text is most like, how much more like it than like the lawful instructions, and the text. Nothing is read
    /// (not even which families apply) when no field is asked for.
    pub fn learned_readings(
        &self,
        request: &DocumentRequest,
        model: &learned::Model,
        fields: &[Field],
    ) -> Vec<(&Family, Field, f64, String)> {
        if fields.is_empty() {
            return Vec::new();
        }
        let offered: Vec<&str> = self.applicable(request).iter().map(|family| family.id).collect();
        customer_texts(request)
            .into_iter()
            .filter(|text| fields.contains(&text.field))
            .filter_map(|text| {
                let (id, margin) = model.closest(&text.text, &offered)?;
                Some((self.get(id)?, text.field, margin, text.text))
            })
            .collect()
    }

    fn screen_by_patterns(&self, request: &DocumentRequest, as_of: Date) -> Vec<Conflict<'_>> {
        let texts = customer_texts(request);
        let mut conflicts = Vec::new();
        let readings: Vec<Reading> = texts.iter().map(|text| Reading::of(request, &text.text, as_of)).collect();
        for family in self.applicable(request) {
            for (text, reading) in texts.iter().zip(&readings) {
                let conflict = self
                    .findings(family, &text.text, reading)
                    .into_iter()
                    .find_map(|finding| self.decide(request, family, text.field, finding.named, as_of));
                conflicts.extend(conflict);
            }
        }
        conflicts
    }

    /// Conflicts for findings made elsewhere (an AI classifier's), as `(family id, field)`: only families of this
    /// file that are screened in the order, decided and worded exactly as the offline screen's. A choice-of-law
    /// finding counts only where the field's text names a state other than the worker's.
    pub fn conflicts_for_findings(
        &self,
        request: &DocumentRequest,
        findings: &[(String, Field)],
        as_of: Date,
    ) -> Vec<Conflict<'_>> {
        let applicable = self.applicable(request);
        let texts = customer_texts(request);
        let mut conflicts: Vec<Conflict> = Vec::new();
        for (id, field) in findings {
            let Some(family) = applicable.iter().find(|family| family.id == id) else { continue };
            if conflicts.iter().any(|c| c.family.id == family.id && c.field == *field) {
                continue;
            }
            let Some(text) = texts.iter().find(|text| text.field == *field) else { continue };
            let named = if family.decided_by == Decision::EmploymentForum {
                let state = request.details.work_state_or(request.state);
                match named_states(&text.text).into_iter().find(|named| *named != state) {
                    Some(named) => Some(named),
                    None => continue,
                }
            } else {
                None
            };
            conflicts.extend(self.decide(request, family, *field, named, as_of));
        }
        conflicts
    }
}

/// The states a text names, in the order it names them.
fn named_states(text: &str) -> Vec<UsState> {
    // Read in ASCII like every pattern of the screen: the text is normalised first (decision 0039).
    static STATE_NAME: LazyLock<Regex> = LazyLock::new(|| {
        crate::drafting::plain_pattern::plain_regex(&format!(r"\b(?:{})\b", states_alternation()))
            .unwrap_or_else(|e| panic!("state names: {e}"))
    });
    STATE_NAME.find_iter(&normalise(text)).filter_map(|m| UsState::parse(m.as_str())).collect()
}

/// Merges the offline screen's conflicts with others (an AI classifier's): the offline ones first, then each other
/// one whose family and field the offline screen did not already refuse.
pub fn merge<'a>(offline: Vec<Conflict<'a>>, more: Vec<Conflict<'a>>) -> Vec<Conflict<'a>> {
    let mut all = offline;
    for conflict in more {
        if !all.iter().any(|c| c.family.id == conflict.family.id && c.field == conflict.field) {
            all.push(conflict);
        }
    }
    all
}

pub mod cases;
pub mod corpus;
pub mod learned;
mod pay;
pub mod read;

#[cfg(test)]
mod tests;
