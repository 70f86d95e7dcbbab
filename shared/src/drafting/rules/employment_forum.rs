//! States that void an out-of-state choice of law or forum in employment contracts (all or restrictive-covenant
//! terms) for people who live and work there.
//!
//! Rows: table `employment_forum.toml`.

use super::{find, registry, Jurisdiction, Rows, StateLaw, Table};
use crate::domain::UsState;
use std::sync::LazyLock;

const TABLE: &str = "employment_forum";

static BUILT: LazyLock<Vec<StateLaw>> = LazyLock::new(|| StateLaw::rows_of(registry().expect_table(TABLE)));

/// `note` says what the protection covers.
pub const EMPLOYMENT_FORUM: Rows<StateLaw> = Rows::new(|| BUILT.as_slice());

/// What part of an employment agreement the state's protection covers (the row's `covers` value).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Covers {
    /// The whole agreement: no out-of-state law or forum at all.
    Agreement,
    /// Only the restrictive covenants (non-compete, and where the note says so non-solicitation).
    Covenants,
}

/// Reads every row's `covers` value.
pub fn covers_of(table: &Table) -> Vec<(UsState, Covers)> {
    table
        .rows
        .iter()
        .map(|row| {
            let Jurisdiction::State(state) = row.state else {
                panic!("{}: every row is a state's (the rules tests build every family)", table.id)
            };
            let covers = match row.fixed_text("covers") {
                Some("agreement") => Covers::Agreement,
                Some("covenants") => Covers::Covenants,
                other => panic!("{}: {state} has covers {other:?} (the rules tests build every row)", table.id),
            };
            (state, covers)
        })
        .collect()
}

static COVERS: LazyLock<Vec<(UsState, Covers)>> = LazyLock::new(|| covers_of(registry().expect_table(TABLE)));

pub fn protection(state: UsState) -> Option<&'static StateLaw> {
    find(EMPLOYMENT_FORUM, state)
}

/// The state's protection and what it covers.
pub fn protection_covering(state: UsState) -> Option<(&'static StateLaw, Covers)> {
    let covers = COVERS.iter().find(|(s, _)| *s == state).map(|(_, covers)| *covers)?;
    protection(state).map(|row| (row, covers))
}

/// The states in the table, listed for a review note ("California, Colorado, ...").
pub fn state_list() -> String {
    EMPLOYMENT_FORUM.iter().map(|r| r.state.name()).collect::<Vec<_>>().join(", ")
}

/// The state whose law and courts an agreement chooses: the business's, except an Employment Agreement with an
/// employee who works in a state that voids an out-of-state choice of law or forum for its workers (a row of this
/// table), whose law then governs.
pub fn governing_state(request: &crate::domain::DocumentRequest) -> UsState {
    let business = request.state;
    if request.document_type != crate::domain::DocumentType::EmploymentAgreement {
        return business;
    }
    match request.details.work_state {
        Some(work) if work != business && protection(work).is_some() => work,
        _ => business,
    }
}
