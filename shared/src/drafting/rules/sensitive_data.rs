//! Sensitive personal data under the states' comprehensive privacy laws (table `sensitive_data.toml`): what
//! processing it needs, and the kinds no business may sell even with consent (Maryland: every kind; Oregon, Virginia
//! and Connecticut: precise geolocation). A business online serves every state's residents, so a policy whose
//! business sells personal information and handles a banned kind says it does not sell that kind of those states'
//! residents' data.

use super::{registry, Jurisdiction, Law, Row, Table, Value};
use crate::domain::details::SensitiveData;
use crate::domain::UsState;
use crate::drafting::rules::privacy_notice::sensitive_kind;
use time::Date;

const TABLE: &str = "sensitive_data";

/// A state's ban on selling kinds of sensitive data, in force on a day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SaleBan {
    pub state: UsState,
    pub law: Law,
    /// The kinds whose sale is banned; every kind the form asks about when the law bans selling any sensitive data.
    pub kinds: Vec<SensitiveData>,
    /// The law bans selling any sensitive data (not only the kinds listed).
    pub all_sensitive: bool,
    pub note: &'static str,
}

/// The row's ban in force on `as_of`, if it has one.
fn ban_from(table: &Table, row: &Row, as_of: Date) -> Option<SaleBan> {
    let Jurisdiction::State(state) = row.state else { table.broken(row, "is not a state") };
    let since = match row.fixed_value("in_force_since") {
        Some(Value::Date(date)) => date,
        _ => table.broken(row, "has no in_force_since date"),
    };
    if as_of < since {
        return None;
    }
    let listed = match row.value("banned_kinds", as_of) {
        None => return None,
        Some(Value::Text(text)) => text,
        Some(_) => table.broken(row, "has banned_kinds that are not text"),
    };
    let mut kinds = Vec::new();
    let mut all_sensitive = false;
    for id in listed.split(',').map(str::trim).filter(|id| !id.is_empty()) {
        if id == "all-sensitive" {
            all_sensitive = true;
            kinds = SensitiveData::ALL.iter().copied().filter(|kind| *kind != SensitiveData::NoneOfThese).collect();
        } else if !all_sensitive {
            kinds.push(sensitive_kind(id).unwrap_or_else(|| table.broken(row, &format!("names no kind '{id}'"))));
        }
    }
    if kinds.is_empty() {
        return None;
    }
    let note =
        row.fixed_note().filter(|note| !note.is_empty()).unwrap_or_else(|| table.broken(row, "has no fixed note"));
    Some(SaleBan { state, law: row.law.law(), kinds, all_sensitive, note })
}

/// Every state's ban on selling sensitive data in force on `as_of`, in table order.
pub fn sale_bans(as_of: Date) -> Vec<SaleBan> {
    let table = registry().expect_table(TABLE);
    table.rows.iter().filter_map(|row| ban_from(table, row, as_of)).collect()
}

/// The states whose law lets a business collect, process or share sensitive data only where strictly necessary to
/// provide or maintain a product or service the consumer requested (consent is not enough): the rows with
/// `processing = "strictly_necessary"` in force on `as_of`.
pub fn strictly_necessary(as_of: Date) -> Vec<(UsState, Law)> {
    let table = registry().expect_table(TABLE);
    table
        .rows
        .iter()
        .filter(|row| row.fixed_text("processing") == Some("strictly_necessary"))
        .filter(|row| matches!(row.fixed_value("in_force_since"), Some(Value::Date(since)) if since <= as_of))
        .map(|row| {
            let Jurisdiction::State(state) = row.state else { table.broken(row, "is not a state") };
            (state, row.law.law())
        })
        .collect()
}

/// Reads every row on every day its values change (and the days before), so a row the reader cannot read fails in
/// the rules tests, not in a draft.
pub fn check_every_row() -> usize {
    let table = registry().expect_table(TABLE);
    let mut read = 0;
    for row in &table.rows {
        let days = row.values.values().flatten().filter_map(|value| value.from);
        for day in days.flat_map(|day| [Some(day), day.previous_day()]).flatten() {
            ban_from(table, row, day);
            read += 1;
        }
    }
    read
}
