//! State rules for an employee's release of claims (table `release.toml`): a statute that keeps a general release
//! from reaching unknown claims unless it is expressly waived, or a longer period to rescind a release of the
//! state's own claims. A separation agreement reads the row of the state where the employee works.

use super::{registry, Jurisdiction, Law, Row, Rows, Table, Value};
use crate::domain::UsState;
use std::sync::LazyLock;

/// What the state's rule asks of the release.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReleaseRule {
    /// The release must expressly waive the statute for it to reach unknown claims.
    UnknownClaims,
    /// The employee may rescind the release of `claims` ("claims under the Minnesota Human Rights Act") for
    /// `period` ("fifteen (15) calendar days").
    Rescission { period: &'static str, claims: &'static str },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReleaseLaw {
    pub state: UsState,
    pub law: Law,
    pub rule: ReleaseRule,
    pub note: &'static str,
}

/// Reads a row of `release.toml`.
pub fn release_law_from(table: &Table, row: &Row) -> ReleaseLaw {
    let broken = |what: &str| -> ! { panic!("{}: {:?} {what} (the rules tests build every row)", table.id, row.state) };
    let Jurisdiction::State(state) = row.state else { broken("is not a state") };
    let text = |name: &str| match row.fixed_value(name) {
        Some(Value::Text(text)) => text,
        _ => broken(&format!("has no text value {name}")),
    };
    let rule = match text("kind") {
        "unknown_claims" => ReleaseRule::UnknownClaims,
        "rescission" => ReleaseRule::Rescission { period: text("period"), claims: text("claims") },
        _ => broken("has a kind that is not unknown_claims or rescission"),
    };
    let note = row.fixed_note().unwrap_or_else(|| broken("has a dated note"));
    ReleaseLaw { state, law: row.law.law(), rule, note }
}

static BUILT: LazyLock<Vec<ReleaseLaw>> = LazyLock::new(|| {
    let table = registry().expect_table("release");
    table.rows.iter().map(|row| release_law_from(table, row)).collect()
});

pub const RELEASE_LAWS: Rows<ReleaseLaw> = Rows::new(|| BUILT.as_slice());

/// The state's rule for a release of claims, if it has one.
pub fn rule(state: UsState) -> Option<&'static ReleaseLaw> {
    RELEASE_LAWS.iter().find(|r| r.state == state)
}
