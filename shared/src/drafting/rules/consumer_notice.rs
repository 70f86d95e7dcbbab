//! Notices a state requires sellers of online services to give its consumers in their terms (table
//! `consumer_notice.toml`). The terms of service carry every row, addressed to that state's residents.

use super::{registry, Jurisdiction, Law, Row, Rows, Table};
use crate::domain::UsState;
use std::sync::LazyLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConsumerNotice {
    pub state: UsState,
    pub law: Law,
    /// Who must give it (the row's note).
    pub applies_to: &'static str,
    /// The notice, in the project's words, addressed to the state's residents (the row's `notice` value).
    pub text: &'static str,
}

/// Reads a row of `consumer_notice.toml`.
pub fn notice_from(table: &Table, row: &Row) -> ConsumerNotice {
    let broken = |what: &str| -> ! { panic!("{}: {:?} {what} (the rules tests build every row)", table.id, row.state) };
    let Jurisdiction::State(state) = row.state else { broken("is not a state") };
    let applies_to = row.fixed_note().unwrap_or_else(|| broken("has a dated note"));
    let text = row.fixed_text("notice").unwrap_or_else(|| broken("has no notice"));
    ConsumerNotice { state, law: row.law.law(), applies_to, text }
}

static BUILT: LazyLock<Vec<ConsumerNotice>> = LazyLock::new(|| {
    let table = registry().expect_table("consumer_notice");
    table.rows.iter().map(|row| notice_from(table, row)).collect()
});

pub const CONSUMER_NOTICES: Rows<ConsumerNotice> = Rows::new(|| BUILT.as_slice());
