//! Freelance-protection laws that require a written contract with set contents (table `freelance.toml`). Some are
//! city ordinances; each row belongs to the state the city is in.

use super::{registry, DatedNote, Jurisdiction, Law, Row, Rows, Table};
use crate::domain::UsState;
use std::sync::LazyLock;

/// The contents these laws require; the freelance agreement always carries all of them.
pub const REQUIRED_ELEMENTS: [&str; 7] = [
    "names and mailing addresses of the hiring party and the freelancer",
    "an itemized list of the services to be performed",
    "the value of the services",
    "the rate and method of compensation",
    "the date payment is due, or how it is set (by default no later than 30 days after completion)",
    "the date by which the freelancer must submit the list of completed services for payment",
    "retention of the contract by the hiring party",
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FreelanceLaw {
    pub state: UsState,
    /// Where it applies ("New York City", "the State of Illinois").
    pub area: &'static str,
    pub law: Law,
    /// When a written contract is required, with the dollar threshold in force on the document's date:
    /// `row.threshold.as_of(ctx.as_of)`.
    pub threshold: DatedNote,
}

/// Reads a row of `freelance.toml`.
pub fn law_from(table: &Table, row: &'static Row) -> FreelanceLaw {
    let broken = |what: &str| -> ! { panic!("{}: {:?} {what} (the rules tests build every row)", table.id, row.state) };
    let Jurisdiction::State(state) = row.state else { broken("is not a state") };
    let area = row.fixed_text("area").unwrap_or_else(|| broken("has no area"));
    FreelanceLaw { state, area, law: row.law.law(), threshold: row.dated_note() }
}

static BUILT: LazyLock<Vec<FreelanceLaw>> = LazyLock::new(|| {
    let table = registry().expect_table("freelance");
    table.rows.iter().map(|row| law_from(table, row)).collect()
});

pub const FREELANCE_LAWS: Rows<FreelanceLaw> = Rows::new(|| BUILT.as_slice());

pub fn laws_for(state: UsState) -> impl Iterator<Item = &'static FreelanceLaw> {
    FREELANCE_LAWS.iter().filter(move |r| r.state == state)
}
