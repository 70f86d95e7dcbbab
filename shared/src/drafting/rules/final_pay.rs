//! When an employee's last wages are due and whether earned vacation is paid with them (table `final_pay.toml`):
//! every jurisdiction has a cell, a wage-payment statute's or `no_statute` (the next regular payday is the safe
//! course). The employment agreement cites the law of the place where the employee works and says how earned
//! vacation is treated; the review note gives the deadlines, which the agreement does not restate.

use super::{registry, Jurisdiction, Law, Row, Status, Table};
use crate::domain::UsState;

const TABLE: &str = "final_pay";

/// Whether earned, unused vacation must be paid with the final wages (the row's `vacation_payout`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VacationPayout {
    /// Earned vacation is wages: paid at separation, never forfeited then.
    Required,
    /// Paid at separation unless a written policy made known in advance says otherwise.
    UnlessPolicySaysOtherwise,
    /// The employer's written policy, contract or practice decides (or no law speaks to it at all).
    PolicyGoverns,
}

/// One jurisdiction's final-pay rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FinalPay {
    pub state: UsState,
    pub law: Law,
    /// A statute sets when final wages are due (not a `no_statute` cell).
    pub statute: bool,
    pub on_discharge: &'static str,
    pub on_resignation: &'static str,
    pub on_resignation_with_notice: Option<&'static str>,
    pub vacation: VacationPayout,
    pub penalty: Option<&'static str>,
    pub note: &'static str,
}

fn read(table: &Table, row: &Row) -> FinalPay {
    let Jurisdiction::State(state) = row.state else { table.broken(row, "is not a state") };
    let text = |name: &str| row.fixed_text(name);
    let required = |name: &str| text(name).unwrap_or_else(|| table.broken(row, &format!("has no {name}")));
    let vacation = match required("vacation_payout") {
        "required" => VacationPayout::Required,
        "unless_policy_says_otherwise" => VacationPayout::UnlessPolicySaysOtherwise,
        "policy_governs" | "not_required" => VacationPayout::PolicyGoverns,
        other => table.broken(row, &format!("has vacation_payout '{other}'")),
    };
    FinalPay {
        state,
        law: row.law.law(),
        statute: row.status != Status::NoStatute,
        on_discharge: required("on_discharge"),
        on_resignation: required("on_resignation"),
        on_resignation_with_notice: text("on_resignation_with_notice"),
        vacation,
        penalty: text("penalty"),
        note: row.fixed_note().filter(|n| !n.is_empty()).unwrap_or_else(|| table.broken(row, "has no note")),
    }
}

/// The rule of the place where the employee works.
pub fn final_pay(state: UsState) -> FinalPay {
    let table = registry().expect_table(TABLE);
    let row = table
        .cells()
        .find(|row| row.state == Jurisdiction::State(state))
        .unwrap_or_else(|| panic!("{TABLE}: no cell for {state} (the coverage test requires one per jurisdiction)"));
    read(table, row)
}

/// Reads every cell, so a cell the reader cannot read fails in the rules tests, not in a draft.
pub fn check_every_row() -> usize {
    UsState::ALL.iter().map(|state| final_pay(*state)).filter(|rule| !rule.note.is_empty()).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_jurisdiction_reads_and_the_known_ones_read_right() {
        assert_eq!(check_every_row(), 51);
        let california = final_pay(UsState::California);
        assert!(california.statute && california.law.citation.contains("201"), "{california:?}");
        assert_eq!(california.vacation, VacationPayout::Required);
        assert!(california.on_resignation_with_notice.is_some());
        let alabama = final_pay(UsState::Alabama);
        assert!(!alabama.statute);
        assert_eq!(alabama.vacation, VacationPayout::PolicyGoverns);
    }
}
