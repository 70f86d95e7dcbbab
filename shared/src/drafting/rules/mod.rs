//! State and federal rules as data: one table per rule family in `shared/drafting/rules/<family>.toml`, every row of
//! one shape (state, status, law, dated values, note), every table with the date it was last checked. The files are
//! embedded at build time and parsed once into the [`registry`]; each family module here is a named builder that
//! reads its table into the rows its callers use. Clause code asks a table; it never tests a state by name.
//!
//! Thresholds and dates change every year: a new figure is a new dated value in the table file (and the table's
//! `last_checked` moves), never an edit of Rust or prose. See docs/extending-the-engine.md.

pub mod at_will;
pub mod auto_renewal;
pub mod biometric_privacy;
pub mod consumer_health_data;
pub mod consumer_notice;
pub mod covenant_notice;
pub mod customer_text;
pub mod disclosure;
pub mod employee_privacy;
pub mod employment_forum;
pub mod federal;
pub mod final_pay;
pub mod freelance;
pub mod invention_notice;
pub mod minimum_wage;
pub mod minors_privacy;
pub mod non_compete;
pub mod opt_out_signals;
mod prebuilt;
pub mod privacy;
pub mod privacy_notice;
pub mod refund_policy;
pub mod registry;
pub mod release;
pub mod sensitive_data;
pub mod worker_status;

pub use registry::{registry, CitedLaw, Dated, DatedNote, Jurisdiction, Law, Registry, Row, Status, Table, Value};

use crate::domain::UsState;
use std::sync::LazyLock;

/// A row of a table whose rows are a state, its law and what the law does (in the words the review notes use).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StateLaw {
    pub state: UsState,
    pub law: Law,
    pub note: &'static str,
}

impl StateLaw {
    /// Reads a state's row whose note is fixed text (no dated figure).
    pub fn from_row(table: &Table, row: &Row) -> StateLaw {
        let Jurisdiction::State(state) = row.state else {
            panic!("{}: every row is a state's (the rules tests build every family)", table.id)
        };
        let note = row.fixed_note().unwrap_or_else(|| {
            panic!("{}: {state}'s note has a dated figure; read it with an as_of accessor", table.id)
        });
        StateLaw { state, law: row.law.law(), note }
    }

    /// Every row of a table whose rows are [`StateLaw`]s.
    pub fn rows_of(table: &Table) -> Vec<StateLaw> {
        table.rows.iter().map(|row| StateLaw::from_row(table, row)).collect()
    }
}

/// A family's rows as its builder made them from the registry, built once. A copyable handle, so a `const` can name
/// it and callers iterate it as they did the static slices it replaces (`for row in TABLE`, `TABLE.iter()`).
pub struct Rows<T: 'static>(fn() -> &'static [T]);

impl<T> Clone for Rows<T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for Rows<T> {}

impl<T> Rows<T> {
    pub const fn new(rows: fn() -> &'static [T]) -> Rows<T> {
        Rows(rows)
    }

    pub fn as_slice(self) -> &'static [T] {
        (self.0)()
    }

    pub fn iter(self) -> std::slice::Iter<'static, T> {
        self.as_slice().iter()
    }

    pub fn len(self) -> usize {
        self.as_slice().len()
    }

    pub fn is_empty(self) -> bool {
        self.as_slice().is_empty()
    }
}

impl<T> IntoIterator for Rows<T> {
    type Item = &'static T;
    type IntoIter = std::slice::Iter<'static, T>;

    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

/// The state's row in a table of [`StateLaw`] rows.
pub fn find(table: Rows<StateLaw>, state: UsState) -> Option<&'static StateLaw> {
    table.iter().find(|row| row.state == state)
}

/// The oldest of the tables' check dates: what a research result can vouch for ("2026-11-01").
pub fn rules_last_checked() -> &'static str {
    static OLDEST: LazyLock<String> =
        LazyLock::new(|| registry().last_checked().map(|date| date.to_string()).unwrap_or_default());
    &OLDEST
}

#[cfg(test)]
mod tests;
