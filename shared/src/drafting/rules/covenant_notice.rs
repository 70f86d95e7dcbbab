//! What must happen around signing a restrictive covenant (table `covenant_notice.toml`): advance notice, review
//! periods, advice to consult a lawyer, separate notices, signatures and copies. Where `non_compete.toml` carries the
//! state's signing steps with its extras, those steps are the ones drafted; this table adds the duties of the states
//! it alone lists (Alabama's signature by every party, which reaches non-solicitation covenants too; Florida's) to
//! the review notes of a document that carries the covenant.

use super::{registry, Jurisdiction, Law, Status};
use crate::domain::UsState;

const TABLE: &str = "covenant_notice";

/// A state's signing duties for a covenant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SigningDuty {
    pub state: UsState,
    pub law: Law,
    /// The duties reach a customer or employee non-solicitation covenant as well as a non-compete.
    pub non_solicitation_too: bool,
    pub note: &'static str,
}

/// The state's duties, when it sets any (a `notice_required` row).
pub fn signing_duty(state: UsState) -> Option<SigningDuty> {
    let table = registry().expect_table(TABLE);
    let row = table.rows.iter().find(|row| row.state == Jurisdiction::State(state))?;
    if row.status != Status::NoticeRequired {
        return None;
    }
    let applies_to = row.fixed_text("applies_to").unwrap_or("non_compete");
    let note =
        row.fixed_note().filter(|note| !note.is_empty()).unwrap_or_else(|| table.broken(row, "has no fixed note"));
    Some(SigningDuty {
        state,
        law: row.law.law(),
        non_solicitation_too: applies_to.split_whitespace().any(|covenant| covenant == "non_solicitation"),
        note,
    })
}

/// Reads every state's row.
pub fn check_every_row() -> usize {
    UsState::ALL.iter().filter_map(|state| signing_duty(*state)).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_states_with_signing_duties_read_and_say_what_they_reach() {
        assert!(check_every_row() >= 10);
        let alabama = signing_duty(UsState::Alabama).expect("Alabama's signature rule");
        assert!(alabama.non_solicitation_too && alabama.note.contains("signed by all parties"), "{alabama:?}");
        assert!(!signing_duty(UsState::Florida).expect("Florida").non_solicitation_too);
        assert!(signing_duty(UsState::Texas).is_none());
    }
}
