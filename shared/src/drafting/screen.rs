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
use crate::drafting::clauses::custom;
use crate::drafting::rules::customer_text::state_laws;
use crate::drafting::rules::employment_forum::{self, Covers};
use crate::drafting::rules::federal::FederalLaw;
use crate::drafting::rules::{non_compete, registry, Law};
use regex::Regex;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::sync::LazyLock;
use time::Date;

/// The families file, embedded at build time.
static FAMILIES_TOML: &str = include_str!("../../drafting/screen/families.toml");

static FAMILIES: LazyLock<Families> = LazyLock::new(|| {
    Families::parse(FAMILIES_TOML)
        .unwrap_or_else(|e| panic!("drafting/screen/families.toml: {e} (the screen tests load it)"))
});

/// The embedded families, parsed and checked on first use.
pub fn families() -> &'static Families {
    &FAMILIES
}

/// The offline screen of the order's customer text against the embedded families, as of `as_of`.
pub fn screen(request: &DocumentRequest, as_of: Date) -> Vec<Conflict<'static>> {
    families().screen(request, as_of)
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
/// VERBATIM passage, through the one parser `clauses::custom::split`), and for an 'Other (Beta)' document its
/// description and its answers. Blank texts are left out.
pub fn customer_texts(request: &DocumentRequest) -> Vec<CustomerText> {
    let mut texts = Vec::new();
    let parts = custom::split(&request.custom_instructions);
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
}

impl Decision {
    fn parse(text: &str) -> Option<Decision> {
        Some(match text {
            "everywhere" => Decision::Everywhere,
            "non_exempt" => Decision::NonExempt,
            "non_compete" => Decision::NonCompete,
            "non_solicitation" => Decision::NonSolicitation,
            "employment_forum" => Decision::EmploymentForum,
            _ => return None,
        })
    }

    /// The rule is the same in every state (federal law, or a rule every state has).
    fn every_state(self) -> bool {
        matches!(self, Decision::Everywhere | Decision::NonExempt)
    }
}

/// A pattern that excuses a clause, unless its `not_with` matches the clause too.
#[derive(Clone, Debug)]
struct Unless {
    pattern: Regex,
    not_with: Option<Regex>,
}

impl Unless {
    fn excuses(&self, clause: &str) -> bool {
        self.pattern.is_match(clause) && !self.not_with.as_ref().is_some_and(|not_with| not_with.is_match(clause))
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
    detect: Vec<Regex>,
    unless: Vec<Unless>,
}

impl Family {
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
    employment_context: Regex,
    unless: Vec<Unless>,
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

impl Conflict<'_> {
    fn fill(&self, template: &str) -> String {
        template
            .replace("{state}", self.state.name())
            .replace("{named}", self.named.map(UsState::name).unwrap_or("another state's"))
            .replace("{note}", self.note.unwrap_or_default())
    }

    /// One sentence naming what the text includes, the rule, the state and the citations.
    pub fn sentence(&self) -> String {
        let every = if self.family.decided_by.every_state() { " as in every state," } else { "" };
        let citations: Vec<&str> = self.laws.iter().map(|law| law.citation).collect();
        format!(
            "{} {}, but in {},{every} {} ({}).",
            self.field.subject(),
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
        text.push(format!(
            "Remove each of them: the document already gives your business the protection {} law allows.",
            states.join(" and ")
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
    #[serde(default)]
    unless: Vec<UnlessShape>,
    family: Vec<FamilyShape>,
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
    detect: Vec<String>,
    #[serde(default)]
    unless: Vec<UnlessShape>,
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

fn compile(pattern: &str) -> Result<Regex, String> {
    Regex::new(&pattern.replace("{states}", &states_alternation())).map_err(|e| format!("pattern {pattern:?}: {e}"))
}

fn unless_of(shape: &UnlessShape) -> Result<Unless, String> {
    Ok(match shape {
        UnlessShape::Plain(pattern) => Unless { pattern: compile(pattern)?, not_with: None },
        UnlessShape::Paired(PairedShape { pattern, not_with }) => {
            Unless { pattern: compile(pattern)?, not_with: Some(compile(not_with)?) }
        }
    })
}

const PLACEHOLDERS: [&str; 3] = ["{state}", "{named}", "{note}"];

/// A message template uses only the placeholders the screen fills.
fn check_template(id: &str, field: &str, template: &str) -> Result<(), String> {
    let mut rest = template.to_string();
    for placeholder in PLACEHOLDERS {
        rest = rest.replace(placeholder, "");
    }
    if rest.contains('{') || rest.contains('}') || template.trim().is_empty() {
        return Err(format!("{id}.{field}: empty, or a placeholder other than {PLACEHOLDERS:?}: {template:?}"));
    }
    Ok(())
}

fn family_of(shape: FamilyShape) -> Result<Family, String> {
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
    if shape.detect.is_empty() {
        return Err(format!("{id}: no detect pattern"));
    }
    let detect = shape.detect.iter().map(|p| compile(p)).collect::<Result<Vec<_>, _>>()?;
    let forum = decided_by == Decision::EmploymentForum;
    if forum != detect.iter().all(|re| re.capture_names().any(|name| name == Some("state"))) {
        return Err(format!("{id}: every pattern of a choice-of-law family (and only those) captures (?P<state>...)"));
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
        unless: shape.unless.iter().map(unless_of).collect::<Result<Vec<_>, _>>()?,
    })
}

/// Lower case, hyphens and dashes as spaces, curly quotes plain, spacing collapsed.
pub(crate) fn normalise(text: &str) -> String {
    let mapped: String = text
        .chars()
        .map(|c| match c {
            '-' | '‑' | '–' | '—' => ' ',
            '’' | '‘' | '`' => '\'',
            '“' | '”' => '"',
            c => c,
        })
        .collect();
    mapped.to_lowercase().split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The clauses of a text, normalised: split at line ends, at sentence ends (`.`, `;`, `!`, `?` before a space or the
/// end) and before "but" and "however".
fn clauses(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = normalise(line);
        let mut start = 0;
        let bytes = line.as_bytes();
        for (i, b) in bytes.iter().enumerate() {
            let ends = matches!(b, b'.' | b';' | b'!' | b'?') && bytes.get(i + 1).is_none_or(|n| *n == b' ');
            if ends {
                out.push(line[start..=i].to_string());
                start = i + 1;
            }
        }
        out.push(line[start..].to_string());
    }
    out.into_iter()
        .flat_map(|sentence| {
            sentence
                .replace(" but ", "\n but ")
                .replace(" however", "\n however")
                .split('\n')
                .map(|part| part.trim().to_string())
                .collect::<Vec<_>>()
        })
        .filter(|clause| clause.chars().any(char::is_alphanumeric))
        .collect()
}

impl Families {
    /// Parses and checks a families file (the embedded one, or a test's).
    pub fn parse(text: &str) -> Result<Families, String> {
        let file: FileShape = toml::from_str(text).map_err(|e| e.to_string())?;
        let mut list = Vec::new();
        for shape in file.family {
            let family = family_of(shape)?;
            if list.iter().any(|known: &Family| known.id == family.id) {
                return Err(format!("{}: two families with this id", family.id));
            }
            list.push(family);
        }
        Ok(Families {
            list,
            employment_context: compile(&file.employment_context)?,
            unless: file.unless.iter().map(unless_of).collect::<Result<Vec<_>, _>>()?,
        })
    }

    pub fn get(&self, id: &str) -> Option<&Family> {
        self.list.iter().find(|family| family.id == id)
    }

    /// The families screened in this order: by its document type, and for some types only when its texts speak of
    /// employment.
    pub fn applicable(&self, request: &DocumentRequest) -> Vec<&Family> {
        let texts = customer_texts(request);
        let employment = texts.iter().any(|t| self.employment_context.is_match(&normalise(&t.text)));
        self.list.iter().filter(|family| family.screened_in(request.document_type, employment)).collect()
    }

    /// The family's findings in a text, clause by clause.
    fn findings(&self, family: &Family, text: &str) -> Vec<Finding> {
        let mut found = Vec::new();
        for clause in clauses(text) {
            let Some(captures) = family.detect.iter().find_map(|pattern| pattern.captures(&clause)) else { continue };
            let excused = self.unless.iter().chain(&family.unless).any(|unless| unless.excuses(&clause));
            if !excused {
                found.push(Finding { named: captures.name("state").and_then(|m| UsState::parse(m.as_str())) });
            }
        }
        found
    }

    /// Whether the order has a restrictive covenant: the non-compete clause chosen, or a non-compete or
    /// non-solicitation found in its text (whatever the state decides of it).
    fn has_covenant(&self, request: &DocumentRequest) -> bool {
        request.has_clause(SpecialClause::NonCompete)
            || customer_texts(request).iter().any(|text| {
                self.list
                    .iter()
                    .filter(|f| matches!(f.decided_by, Decision::NonCompete | Decision::NonSolicitation))
                    .any(|family| !self.findings(family, &text.text).is_empty())
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
            Decision::EmploymentForum => {
                if named.is_none_or(|named| named == state) {
                    return None;
                }
                let (row, covers) = employment_forum::protection_covering(state)?;
                if covers == Covers::Covenants && !self.has_covenant(request) {
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

    /// The conflicts in the order's customer text, one per family and field, in the families' order.
    pub fn screen(&self, request: &DocumentRequest, as_of: Date) -> Vec<Conflict<'_>> {
        let texts = customer_texts(request);
        let mut conflicts = Vec::new();
        for family in self.applicable(request) {
            for text in &texts {
                let conflict = self
                    .findings(family, &text.text)
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
    static STATE_NAME: LazyLock<Regex> = LazyLock::new(|| {
        Regex::new(&format!(r"\b(?:{})\b", states_alternation())).unwrap_or_else(|e| panic!("state names: {e}"))
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

#[cfg(test)]
mod tests;
