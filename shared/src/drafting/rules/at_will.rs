//! Exceptions to at-will employment (table `at_will.toml`). Every state presumes at-will employment except those
//! listed there.

use super::{registry, Jurisdiction, Law, Row, Rows, Table};
use crate::domain::UsState;
use std::sync::LazyLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AtWillException {
    pub state: UsState,
    pub law: Law,
    /// The probationary period the document sets, in months, after which discharge needs good cause.
    pub probation_months: u32,
    pub note: &'static str,
}

/// Reads a row of `at_will.toml`.
pub fn exception_from(table: &Table, row: &Row) -> AtWillException {
    let broken = |what: &str| -> ! { panic!("{}: {:?} {what} (the rules tests build every row)", table.id, row.state) };
    let Jurisdiction::State(state) = row.state else { broken("is not a state") };
    let probation_months = match row.fixed_value("probation_months") {
        Some(super::Value::Integer(months)) => u32::try_from(months).unwrap_or_else(|_| broken("has bad months")),
        _ => broken("has no probation_months"),
    };
    let note = row.fixed_note().unwrap_or_else(|| broken("has a dated note"));
    AtWillException { state, law: row.law.law(), probation_months, note }
}

static BUILT: LazyLock<Vec<AtWillException>> = LazyLock::new(|| {
    let table = registry().expect_table("at_will");
    table.rows.iter().map(|row| exception_from(table, row)).collect()
});

pub const AT_WILL_EXCEPTIONS: Rows<AtWillException> = Rows::new(|| BUILT.as_slice());

pub fn exception(state: UsState) -> Option<&'static AtWillException> {
    AT_WILL_EXCEPTIONS.iter().find(|r| r.state == state)
}
