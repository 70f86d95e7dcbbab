//! States that void an out-of-state choice of law or forum in employment contracts (all or restrictive-covenant
//! terms) for people who live and work there.
//!
//! Rows: table `employment_forum.toml`.

use super::{find, registry, Rows, StateLaw};
use crate::domain::UsState;
use std::sync::LazyLock;

static BUILT: LazyLock<Vec<StateLaw>> =
    LazyLock::new(|| StateLaw::rows_of(registry().expect_table("employment_forum")));

/// `note` says what the protection covers.
pub const EMPLOYMENT_FORUM: Rows<StateLaw> = Rows::new(|| BUILT.as_slice());

pub fn protection(state: UsState) -> Option<&'static StateLaw> {
    find(EMPLOYMENT_FORUM, state)
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
