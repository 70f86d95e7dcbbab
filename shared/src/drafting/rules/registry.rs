//! The rule tables as data: every file in `shared/drafting/rules/*.toml` is embedded at build time (see build.rs),
//! parsed once into the [`Registry`], and read through the family modules' named builders.
//!
//! A table file carries its `name`, its `last_checked` date and `[[rows]]` of one shape:
//!
//! ```toml
//! [[rows]]
//! state = "Illinois"            # a state's name or postal code, "federal", or "other states" (the default row)
//! key = "state"                 # optional: tells apart several rows of one state (a city's ordinance, a federal law)
//! status = "restricted"         # optional, "in_force" when left out; families read it as their own small enum
//! law = { name = "…", citation = "…", link = "https://…" }   # link only where the official address is certain
//! values.alternative = "non_solicitation"                     # a value with no date: in force as the table stands
//! values.min_annual_pay = [{ from = 2022-01-01, value = 75000 }, { from = 2027-01-01, value = 80000 }]
//! note = "… earning {{ min_annual_pay | dollars }} or less …"  # or a list of { from, value } like a value
//! ```
//!
//! Notes are minijinja templates, as the clause templates and messages are (decision 0036): `{{ name }}` is the
//! value in force on the document's date (a date reads "January 1, 2027"), `{{ name_cents | usd }}` an amount in
//! cents as dollars ("$126,858.83", "$75,000" when whole), `{{ name | dollars }}` a whole-dollar amount ("$75,000"),
//! and `{{ next_from.name }}` the date the next scheduled value takes effect ("January 1, 2027"). So next year's
//! figure is a new dated value, not an edit of prose.
//!
//! Strings are leaked once into `&'static str` when a table is loaded: the embedded registry lives for the whole
//! process, and the rows keep the `&'static str` fields (and `Copy` [`Law`]) the drafting code has always read.

use crate::domain::UsState;
use crate::drafting::parsed_once::ParsedOnce;
use serde::{Deserialize, Serialize};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::fmt;
use std::sync::LazyLock;
use time::{Date, Month};

/// The embedded table files as (id, text): the id is the file name without `.toml`.
static EMBEDDED: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/rule_tables.rs"));

static REGISTRY: LazyLock<Registry> =
    LazyLock::new(|| Registry::load(embedded_files()).with_prebuilt(&super::prebuilt::embedded()));

/// The embedded table files, borrowed from the binary.
pub(super) fn embedded_files() -> impl Iterator<Item = (String, Cow<'static, str>)> {
    EMBEDDED.iter().map(|(id, text)| (id.to_string(), Cow::Borrowed(*text)))
}

/// The registry of embedded tables; each table is parsed the first time it is read (the rules tests parse them all).
pub fn registry() -> &'static Registry {
    &REGISTRY
}

/// Whose law a row states.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Jurisdiction {
    Federal,
    State(UsState),
    /// The default for states the table has no row for.
    OtherStates,
}

/// What a row's law does, for the families that sort their rows (non-compete status, invention-notice kind); the
/// family module reads it as its own enum.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Status {
    /// The law applies as the note says (every row of most tables).
    InForce,
    Void,
    Restricted,
    Reasonableness,
    NoticeRequired,
    CarveOutOnly,
    /// A coverage-matrix cell: no statute of this family in the state; common law governs, and the row cites its
    /// leading authority. The engine drafts nothing of the state's for it.
    NoStatute,
    /// A coverage-matrix cell: a statute that states the general rule the engine applies in every state (a
    /// reasonableness statute, an at-will codification). The engine drafts nothing more for it.
    Baseline,
}

impl Status {
    /// A coverage cell that records the state's law without asking the engine to draft anything for it.
    pub fn is_coverage_only(self) -> bool {
        matches!(self, Status::NoStatute | Status::Baseline)
    }

    fn parse(text: &str) -> Option<Status> {
        Some(match text {
            "in_force" => Status::InForce,
            "void" => Status::Void,
            "restricted" => Status::Restricted,
            "reasonableness" => Status::Reasonableness,
            "notice_required" => Status::NoticeRequired,
            "carve_out_only" => Status::CarveOutOnly,
            "no_statute" => Status::NoStatute,
            "baseline" => Status::Baseline,
            _ => return None,
        })
    }
}

/// A statute or regulation as the research list names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Law {
    pub name: &'static str,
    pub citation: &'static str,
}

/// A row's law: what the research cites, and where it can be read when the official address is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CitedLaw {
    pub name: &'static str,
    pub citation: &'static str,
    pub link: Option<&'static str>,
}

impl CitedLaw {
    /// The law as the research names it (the link stays in the table).
    pub fn law(&self) -> Law {
        Law { name: self.name, citation: self.citation }
    }
}

impl From<CitedLaw> for Law {
    fn from(law: CitedLaw) -> Law {
        law.law()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Value {
    Integer(i64),
    Text(&'static str),
    Date(Date),
}

/// A value and the day it takes effect; `from: None` is a value in force as far back as the table knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dated<T> {
    pub from: Option<Date>,
    pub value: T,
}

/// The entry of a dated list in force on `as_of`, and the day the next one takes effect. Lists are in ascending
/// order (a test checks every table). Before the first entry's date the first entry stands: the table records no
/// earlier law, and a draft must still read whole.
fn in_force<T>(list: &[Dated<T>], as_of: Date) -> (Option<&Dated<T>>, Option<Date>) {
    let started = |entry: &&Dated<T>| entry.from.is_none_or(|from| from <= as_of);
    let current = list.iter().rev().find(started).or(list.first());
    let next = list.iter().filter_map(|entry| entry.from).find(|from| *from > as_of);
    (current, next)
}

/// One row of any table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Row {
    pub state: Jurisdiction,
    pub key: Option<&'static str>,
    pub status: Status,
    pub law: CitedLaw,
    pub values: BTreeMap<&'static str, Vec<Dated<Value>>>,
    /// The note's template, dated like a value (most rows have one undated entry; none when the table has no notes).
    pub note: Vec<Dated<&'static str>>,
    /// The day the law applies from, where the research recorded it.
    pub from: Option<Date>,
    /// The day this row was last checked against its sources, where it differs from the table's `last_checked`.
    pub checked: Option<Date>,
}

impl Row {
    /// The value named `name` in force on `as_of`.
    pub fn value(&self, name: &str, as_of: Date) -> Option<Value> {
        in_force(self.values.get(name)?, as_of).0.map(|entry| entry.value)
    }

    /// A value that has no dates (a row's kind or area, not a figure that changes).
    pub fn fixed_value(&self, name: &str) -> Option<Value> {
        match self.values.get(name)?.as_slice() {
            [Dated { from: None, value }] => Some(*value),
            _ => None,
        }
    }

    /// A text value that has no dates.
    pub fn fixed_text(&self, name: &str) -> Option<&'static str> {
        match self.fixed_value(name)? {
            Value::Text(text) => Some(text),
            _ => None,
        }
    }

    /// The note as of `as_of`, its placeholders filled with the values in force that day ("" when there is none).
    pub fn note(&self, as_of: Date) -> Result<String, String> {
        match in_force(&self.note, as_of).0 {
            Some(template) => self.render(template.value, as_of),
            None => Ok(String::new()),
        }
    }

    /// The note of a row whose note has no dates and no placeholders: the families that read notes as fixed text.
    pub fn fixed_note(&self) -> Option<&'static str> {
        match self.note.as_slice() {
            [] => Some(""),
            [Dated { from: None, value }] if !value.contains("{{") => Some(value),
            _ => None,
        }
    }

    /// A handle that renders this row's note on the document's date.
    pub fn dated_note(&'static self) -> DatedNote {
        DatedNote { row: self }
    }

    /// Renders a note in the clause templates' language: each value of the row in force on `as_of` by its name
    /// (a date as "January 1, 2027"), and `next_from.<name>`, the day the value's next scheduled figure takes effect.
    fn render(&self, template: &str, as_of: Date) -> Result<String, String> {
        let mut current = BTreeMap::new();
        let mut next_from = BTreeMap::new();
        for (name, list) in &self.values {
            let (in_force_now, next) = in_force(list, as_of);
            if let Some(entry) = in_force_now {
                let value = match entry.value {
                    Value::Integer(number) => minijinja::Value::from(number),
                    Value::Text(text) => minijinja::Value::from(text),
                    Value::Date(date) => minijinja::Value::from(long_date(date)),
                };
                current.insert(*name, value);
            }
            if let Some(next) = next {
                next_from.insert(*name, long_date(next));
            }
        }
        let next_from = minijinja::Value::from_pairs(next_from);
        let values = minijinja::Value::from_pairs(current.into_iter().chain([("next_from", next_from)]));
        NOTES.render_str(template, values).map_err(|e| format!("note on {as_of}: {e:#}: {template}"))
    }
}

/// The environment the notes render in: the clause templates' configuration and filters (`usd`, `dollars`).
static NOTES: LazyLock<minijinja::Environment<'static>> = LazyLock::new(crate::drafting::templates::environment);

/// A row's note, rendered only when the document's date is known: `position.note.as_of(ctx.as_of)`.
#[derive(Clone, Copy)]
pub struct DatedNote {
    row: &'static Row,
}

impl DatedNote {
    pub fn as_of(self, as_of: Date) -> String {
        self.row.note(as_of).unwrap_or_else(|e| panic!("{e} (the rules tests render every note on every date)"))
    }
}

impl fmt::Debug for DatedNote {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("DatedNote").field(&self.row.note).finish()
    }
}

impl PartialEq for DatedNote {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.row, other.row)
    }
}

impl Eq for DatedNote {}

/// "January 1, 2027".
pub fn long_date(date: Date) -> String {
    format!("{} {}, {}", date.month(), date.day(), date.year())
}

/// One table: a family of rules, the day it was last checked, and its rows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    /// The file name without `.toml` ("non_compete").
    pub id: &'static str,
    /// The table's name in the words the docs use ("non-compete status").
    pub name: &'static str,
    pub last_checked: Date,
    /// Where the table is a family of the coverage matrix (every state and DC has a row), the family as the matrix
    /// names it ("Non-competes: general, by pay, by exempt status").
    pub coverage: Option<&'static str>,
    /// The rows the engine drafts from.
    pub rows: Vec<Row>,
    /// The coverage matrix's cells that ask nothing of the engine (`no_statute`, `baseline`): kept apart so a family
    /// that applies every row of its table never applies one of these.
    pub coverage_cells: Vec<Row>,
}

impl Table {
    /// Every row of the matrix: the rules the engine drafts from, then the coverage-only cells.
    pub fn cells(&self) -> impl Iterator<Item = &Row> {
        self.rows.iter().chain(&self.coverage_cells)
    }

    /// Stops on a row a family's reader cannot read: the rules tests read every row (on every day its values
    /// change), so this fails there, never in a draft.
    pub fn broken(&self, row: &Row, what: &str) -> ! {
        panic!("{}: {:?} {what} (the rules tests read every row)", self.id, row.state)
    }

    /// The day a row was last checked: its own date, or the table's.
    pub fn checked(&self, row: &Row) -> Date {
        row.checked.unwrap_or(self.last_checked)
    }

    /// The state's row (for tables with at most one row per state).
    pub fn row(&self, state: UsState) -> Option<&Row> {
        self.rows.iter().find(|row| row.state == Jurisdiction::State(state))
    }

    /// Every row of the state, in table order.
    pub fn rows_for(&self, state: UsState) -> impl Iterator<Item = &Row> {
        self.rows.iter().filter(move |row| row.state == Jurisdiction::State(state))
    }

    /// The row with this `key`.
    pub fn keyed(&self, key: &str) -> Option<&Row> {
        self.rows.iter().find(|row| row.key == Some(key))
    }

    /// The default row for states without one.
    pub fn other_states(&self) -> Option<&Row> {
        self.rows.iter().find(|row| row.state == Jurisdiction::OtherStates)
    }
}

/// Every table, in file-name order.
#[derive(Clone, Debug)]
pub struct Registry {
    tables: Vec<TableFile>,
}

/// A table's file, parsed when the table is first read: a process drafting one document parses the few tables
/// its rules read, not all of them.
#[derive(Clone, Debug)]
struct TableFile {
    id: String,
    file: ParsedOnce<Table>,
    /// The table's prebuilt form, read instead of the TOML when it was built from this very text.
    prebuilt: Option<super::prebuilt::Entry>,
}

impl TableFile {
    fn parse(&self) -> Result<&Table, LoadError> {
        self.file
            .get_or_parse(|text| match &self.prebuilt {
                Some(entry) if entry.built_from(text) => entry.decode(),
                _ => parse_table(&self.id, text),
            })
            .map_err(|message| LoadError { file: self.id.clone(), message })
    }

    /// The table; a file that does not parse is a bug the rules tests find (they parse every file).
    fn table(&self) -> &Table {
        self.parse().unwrap_or_else(|e| panic!("rule table {e} (the rules tests parse every file)"))
    }

    /// The table's `last_checked` date, read from its line without parsing the whole file when the line is plain
    /// (`last_checked = 2026-11-20`); the rules tests check it against the parsed table.
    fn last_checked(&self) -> Date {
        let plain = self.file.text().lines().find_map(|line| {
            let value = line.strip_prefix("last_checked")?.trim_start().strip_prefix('=')?.trim();
            let value = value.split('#').next()?.trim();
            Date::parse(value, &time::format_description::well_known::Iso8601::DATE).ok()
        });
        plain.unwrap_or_else(|| self.table().last_checked)
    }
}

/// Why a table file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    pub file: String,
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.toml: {}", self.file, self.message)
    }
}

impl std::error::Error for LoadError {}

impl Registry {
    /// Parses table files given as (id, text), every one of them now.
    pub fn from_files(files: &[(&str, &str)]) -> Result<Registry, LoadError> {
        let registry = Registry::load(files.iter().map(|(id, text)| (id.to_string(), Cow::Owned(text.to_string()))));
        for file in &registry.tables {
            file.parse()?;
        }
        Ok(registry)
    }

    /// Table files given as (id, text), each parsed when first read.
    pub(super) fn load(files: impl IntoIterator<Item = (String, Cow<'static, str>)>) -> Registry {
        let mut tables: Vec<TableFile> =
            files.into_iter().map(|(id, text)| TableFile { id, file: ParsedOnce::new(text), prebuilt: None }).collect();
        tables.sort_by(|a, b| a.id.cmp(&b.id));
        Registry { tables }
    }

    /// The same tables, each read from its prebuilt entry when there is one built from its text.
    pub(super) fn with_prebuilt(mut self, entries: &[super::prebuilt::Entry]) -> Registry {
        for file in &mut self.tables {
            file.prebuilt = entries.iter().find(|entry| entry.id == file.id).copied();
        }
        self
    }

    /// The embedded tables plus `extra` files, through the same loader: an extra file whose id is an embedded
    /// table's is appended to that file (so `[[rows]]` blocks add rows), any other is a new table.
    pub fn with_extra(extra: &[(&str, &str)]) -> Result<Registry, LoadError> {
        let mut files: Vec<(String, String)> =
            EMBEDDED.iter().map(|(id, text)| (id.to_string(), text.to_string())).collect();
        for (id, text) in extra {
            match files.iter_mut().find(|(known, _)| known == id) {
                Some((_, file)) => {
                    file.push('\n');
                    file.push_str(text);
                }
                None => files.push((id.to_string(), text.to_string())),
            }
        }
        let borrowed: Vec<(&str, &str)> = files.iter().map(|(id, text)| (id.as_str(), text.as_str())).collect();
        Registry::from_files(&borrowed)
    }

    /// Every table, parsed.
    pub fn tables(&self) -> Vec<&Table> {
        self.tables.iter().map(TableFile::table).collect()
    }

    pub fn table(&self, id: &str) -> Option<&Table> {
        self.tables.iter().find(|file| file.id == id).map(TableFile::table)
    }

    /// The table the family module `id` reads; the embedded files hold every family's table (the rules tests
    /// build every family's rows).
    pub fn expect_table(&self, id: &str) -> &Table {
        self.table(id).unwrap_or_else(|| panic!("no rule table {id}.toml"))
    }

    /// The oldest of the tables' check dates: what a research result can vouch for.
    pub fn last_checked(&self) -> Option<Date> {
        self.tables.iter().map(TableFile::last_checked).min()
    }
}

fn leak(text: &str) -> &'static str {
    Box::leak(text.to_owned().into_boxed_str())
}

pub(super) fn parse_table(id: &str, text: &str) -> Result<Table, String> {
    let file: toml::Table = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut name = None;
    let mut last_checked = None;
    let mut coverage = None;
    let mut rows = Vec::new();
    let mut coverage_cells = Vec::new();
    for (field, value) in &file {
        match (field.as_str(), value) {
            ("name", toml::Value::String(text)) => name = Some(leak(text)),
            ("last_checked", value) => last_checked = Some(date(value).ok_or("last_checked is not a date")?),
            ("coverage", toml::Value::String(text)) => coverage = Some(leak(text)),
            ("rows", toml::Value::Array(list)) => {
                for (i, row) in list.iter().enumerate() {
                    let row = row.as_table().ok_or(format!("rows[{i}] is not a table"))?;
                    let row = parse_row(row).map_err(|e| format!("rows[{i}]: {e}"))?;
                    if row.status.is_coverage_only() {
                        coverage_cells.push(row);
                    } else {
                        rows.push(row);
                    }
                }
            }
            (other, _) => return Err(format!("unknown or mistyped field `{other}`")),
        }
    }
    Ok(Table {
        id: leak(id),
        name: name.ok_or("no `name`")?,
        last_checked: last_checked.ok_or("no `last_checked`")?,
        coverage,
        rows,
        coverage_cells,
    })
}

fn parse_row(row: &toml::Table) -> Result<Row, String> {
    let text = |field: &str| -> Result<Option<&'static str>, String> {
        match row.get(field) {
            None => Ok(None),
            Some(toml::Value::String(text)) => Ok(Some(leak(text))),
            Some(_) => Err(format!("`{field}` is not text")),
        }
    };
    for field in row.keys() {
        if !["state", "key", "status", "law", "values", "note", "from", "checked"].contains(&field.as_str()) {
            return Err(format!("unknown field `{field}`"));
        }
    }
    let state = match text("state")?.ok_or("no `state`")? {
        "federal" => Jurisdiction::Federal,
        "other states" => Jurisdiction::OtherStates,
        name => Jurisdiction::State(UsState::parse(name).ok_or(format!("unknown state `{name}`"))?),
    };
    let status = match text("status")? {
        None => Status::InForce,
        Some(status) => Status::parse(status).ok_or(format!("unknown status `{status}`"))?,
    };
    let law = row.get("law").and_then(|law| law.as_table()).ok_or("no `law` table")?;
    for field in law.keys() {
        if !["name", "citation", "link"].contains(&field.as_str()) {
            return Err(format!("unknown field `law.{field}`"));
        }
    }
    let law_text = |field: &str| law.get(field).and_then(|v| v.as_str()).map(leak);
    let law = CitedLaw {
        name: law_text("name").ok_or("no `law.name`")?,
        citation: law_text("citation").ok_or("no `law.citation`")?,
        link: law_text("link"),
    };
    let mut values = BTreeMap::new();
    if let Some(table) = row.get("values") {
        let table = table.as_table().ok_or("`values` is not a table")?;
        for (name, value) in table {
            let list = dated(value, scalar).map_err(|e| format!("values.{name}: {e}"))?;
            values.insert(leak(name), list);
        }
    }
    let note = match row.get("note") {
        None => Vec::new(),
        Some(note) => dated(note, |v| v.as_str().map(leak)).map_err(|e| format!("note: {e}"))?,
    };
    let day = |field: &str| -> Result<Option<Date>, String> {
        row.get(field).map(|value| date(value).ok_or(format!("`{field}` is not a date"))).transpose()
    };
    Ok(Row { state, key: text("key")?, status, law, values, note, from: day("from")?, checked: day("checked")? })
}

/// A plain value (in force with no date) or a list of `{ from, value }`.
fn dated<T>(value: &toml::Value, read: impl Fn(&toml::Value) -> Option<T>) -> Result<Vec<Dated<T>>, String> {
    match value {
        toml::Value::Array(list) => list
            .iter()
            .map(|entry| {
                let entry = entry.as_table().ok_or("a dated entry is not a `{ from, value }` table")?;
                if entry.keys().any(|k| k != "from" && k != "value") {
                    return Err("a dated entry has fields other than `from` and `value`".to_string());
                }
                let from = match entry.get("from") {
                    None => None,
                    Some(from) => Some(date(from).ok_or("`from` is not a date")?),
                };
                let value = entry.get("value").and_then(&read).ok_or("no readable `value`")?;
                Ok(Dated { from, value })
            })
            .collect(),
        scalar => Ok(vec![Dated { from: None, value: read(scalar).ok_or("not a readable value")? }]),
    }
}

fn scalar(value: &toml::Value) -> Option<Value> {
    match value {
        toml::Value::Integer(number) => Some(Value::Integer(*number)),
        toml::Value::String(text) => Some(Value::Text(leak(text))),
        toml::Value::Datetime(_) => date(value).map(Value::Date),
        _ => None,
    }
}

/// A TOML local date (`2027-01-01`).
fn date(value: &toml::Value) -> Option<Date> {
    let toml::Value::Datetime(datetime) = value else { return None };
    if datetime.time.is_some() || datetime.offset.is_some() {
        return None;
    }
    let day = datetime.date?;
    Date::from_calendar_date(i32::from(day.year), Month::try_from(day.month).ok()?, day.day).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_tables_check_date_read_from_its_line_is_the_date_its_parse_gives() {
        let registry = Registry::load(embedded_files());
        for file in &registry.tables {
            assert_eq!(file.last_checked(), file.parse().expect("parses").last_checked, "{}.toml", file.id);
        }
        // A date the line reader cannot read is taken from the parsed table.
        let odd = Registry::load([("odd".into(), "name = 'odd'\n\"last_checked\" = 2026-01-02\nrows = []\n".into())]);
        assert_eq!(odd.last_checked(), Some(time::macros::date!(2026 - 01 - 02)));
        let spaced =
            Registry::load([("spaced".into(), "name = 'x'\nlast_checked=2025-03-04 # by hand\nrows = []\n".into())]);
        assert_eq!(spaced.last_checked(), Some(time::macros::date!(2025 - 03 - 04)));
    }

    #[test]
    fn a_table_is_parsed_when_first_read_and_a_broken_file_is_refused_by_from_files() {
        let registry = Registry::load(embedded_files());
        assert!(registry.tables.iter().all(|file| !file.file.is_parsed()));
        assert!(registry.table("non_compete").is_some());
        let parsed: Vec<&str> =
            registry.tables.iter().filter(|file| file.file.is_parsed()).map(|f| f.id.as_str()).collect();
        assert_eq!(parsed, ["non_compete"]);
        let error = Registry::from_files(&[("broken", "name = 'x'\n")]).expect_err("no last_checked");
        assert_eq!(error.file, "broken");
    }

    /// The prebuilt form of the tables (`super::prebuilt`), against the TOML it is built from.
    mod prebuilt {
        use super::super::super::prebuilt::{embedded, fnv1a, read, write, PREBUILT};
        use super::super::{embedded_files, parse_table, Registry, Table};
        use std::borrow::Cow;

        fn embedded_tables() -> Vec<(String, Cow<'static, str>, Table)> {
            embedded_files()
                .map(|(id, text)| {
                    let table = parse_table(&id, &text).unwrap_or_else(|e| panic!("{id}.toml: {e}"));
                    (id, text, table)
                })
                .collect()
        }

        #[test]
        fn the_prebuilt_file_is_what_the_toml_tables_give_and_reads_back_as_them() {
            let tables = embedded_tables();
            let given: Vec<(&str, &str, &Table)> =
                tables.iter().map(|(id, text, table)| (id.as_str(), text.as_ref(), table)).collect();
            let built = write(&given).expect("every table encodes");
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/drafting/rule-tables.bin");
            if std::env::var_os("UPDATE_RULE_TABLES").is_some() {
                std::fs::write(path, &built).unwrap_or_else(|e| panic!("writing {path}: {e}"));
                return;
            }
            assert!(
                built == PREBUILT,
                "drafting/rule-tables.bin is not what the rule tables give: rewrite it with \
                 UPDATE_RULE_TABLES=1 cargo test -p shared --lib prebuilt"
            );
            let entries = embedded();
            assert_eq!(entries.len(), tables.len(), "one entry per table");
            for ((id, text, table), entry) in tables.iter().zip(&entries) {
                assert_eq!(entry.id, id);
                assert!(entry.built_from(text), "{id}");
                assert_eq!(&entry.decode::<Table>().expect("decodes"), table, "{id} reads back as its TOML parses");
            }
        }

        #[test]
        fn an_entry_built_from_another_text_is_never_read_and_the_toml_is_parsed_instead() {
            let before = "name = \"test table\"\nlast_checked = 2026-01-01\n[[rows]]\nstate = \"Ohio\"\nlaw = { name = \"Old Act\", citation = \"1\" }\n";
            let after = before.replace("Old Act", "New Act");
            let table = parse_table("test", before).expect("parses");
            let file: &'static [u8] =
                Box::leak(write(&[("test", before, &table)]).expect("encodes").into_boxed_slice());
            let entries = read(file).expect("reads");

            let fresh = Registry::load([("test".to_string(), Cow::Owned(before.to_string()))]).with_prebuilt(&entries);
            assert_eq!(fresh.expect_table("test").rows[0].law.name, "Old Act");
            let edited = Registry::load([("test".to_string(), Cow::Owned(after))]).with_prebuilt(&entries);
            assert_eq!(edited.expect_table("test").rows[0].law.name, "New Act", "the edited TOML, not the stale entry");
        }

        #[test]
        fn a_damaged_file_is_refused_and_a_changed_text_has_another_hash() {
            let table = parse_table("t", "name = \"t\"\nlast_checked = 2026-01-01\n").expect("parses");
            let file = write(&[("t", "x", &table)]).expect("encodes");
            let cut: &'static [u8] = Box::leak(file[..file.len() - 1].to_vec().into_boxed_slice());
            assert!(read(cut).unwrap_err().contains("cut short"));
            assert_ne!(fnv1a("values.min = 1"), fnv1a("values.min = 2"));
            assert_eq!(fnv1a(""), 0xcbf2_9ce4_8422_2325);
        }
    }
}
