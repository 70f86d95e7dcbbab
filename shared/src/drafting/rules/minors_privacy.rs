//! State rules on selling minors' personal data or using it for targeted advertising (table `minors_privacy.toml`):
//! opt-in consent below an age, or no such use at all. A policy whose business handles teens' data promises the
//! strictest of them to every user.

use super::{registry, Jurisdiction, Law, Row, Rows, Table, Value};
use crate::domain::UsState;
use std::sync::LazyLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// Only with opt-in consent.
    Consent,
    /// Not at all.
    Ban,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MinorsRule {
    pub state: UsState,
    pub law: Law,
    /// The rule protects consumers younger than this.
    pub under_age: u8,
    pub rule: Rule,
    pub note: &'static str,
}

/// Reads a row of `minors_privacy.toml`.
pub fn rule_from(table: &Table, row: &Row) -> MinorsRule {
    let broken = |what: &str| -> ! { panic!("{}: {:?} {what} (the rules tests build every row)", table.id, row.state) };
    let Jurisdiction::State(state) = row.state else { broken("is not a state") };
    let under_age = match row.fixed_value("under_age") {
        Some(Value::Integer(age)) if (13..=21).contains(&age) => age as u8,
        _ => broken("has no under_age from 13 to 21"),
    };
    let rule = match row.fixed_text("rule") {
        Some("consent") => Rule::Consent,
        Some("ban") => Rule::Ban,
        _ => broken("has no rule of \"consent\" or \"ban\""),
    };
    let note = row.fixed_note().filter(|note| !note.is_empty()).unwrap_or_else(|| broken("has no fixed note"));
    MinorsRule { state, law: row.law.law(), under_age, rule, note }
}

static BUILT: LazyLock<Vec<MinorsRule>> = LazyLock::new(|| {
    let table = registry().expect_table("minors_privacy");
    table.rows.iter().map(|row| rule_from(table, row)).collect()
});

pub const MINORS_RULES: Rows<MinorsRule> = Rows::new(|| BUILT.as_slice());

/// The highest age any state protects: the policy promises not to sell or target the data of users under it.
pub fn strictest_age() -> u8 {
    MINORS_RULES.iter().map(|rule| rule.under_age).max().unwrap_or(16)
}
