//! The lowest hourly wage an employer may pay, by state (table `minimum_wage.toml`): what the screen of customer text
//! compares a written hourly rate with. A state's row holds the lowest rate that applies anywhere in the state (regions
//! and employer sizes aside), so a rate below it is unlawful for every employer there; the "other states" row is the
//! federal floor.

use super::{registry, Law, Row, Value};
use crate::domain::{Cents, UsState};
use time::Date;

const TABLE: &str = "minimum_wage";

/// The floors in force in a state on a day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WageFloor {
    /// The general minimum wage, per hour.
    pub hourly: Cents,
    /// The lowest cash wage per hour for an employee who receives tips (the general minimum where the state allows
    /// no tip credit).
    pub tipped_cash: Cents,
    pub law: Law,
}

fn cents(row: &Row, name: &str, as_of: Date) -> Option<Cents> {
    match row.value(name, as_of)? {
        Value::Integer(amount) => Some(Cents(amount)),
        _ => None,
    }
}

/// The floors for an employee working in `state` on `as_of`: the state's row, never below the federal floor.
pub fn floor(state: UsState, as_of: Date) -> WageFloor {
    let table = registry().expect_table(TABLE);
    let federal = table.other_states().unwrap_or_else(|| panic!("{TABLE}: no \"other states\" row (the rules tests)"));
    let federal_hourly = cents(federal, "hourly_cents", as_of).unwrap_or(Cents(725));
    let federal_tipped = cents(federal, "tipped_cash_cents", as_of).unwrap_or(Cents(213));
    let Some(row) = table.row(state) else {
        return WageFloor { hourly: federal_hourly, tipped_cash: federal_tipped, law: federal.law.law() };
    };
    let hourly = cents(row, "hourly_cents", as_of).map_or(federal_hourly, |own| own.max(federal_hourly));
    // A state row without a tipped figure allows no tip credit: tipped employees are paid the full minimum.
    let tipped_cash = cents(row, "tipped_cash_cents", as_of).map_or(hourly, |own| own.max(federal_tipped));
    WageFloor { hourly, tipped_cash, law: row.law.law() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn a_state_floor_is_dated_and_never_below_the_federal_one() {
        let california = floor(UsState::California, date!(2026 - 11 - 27));
        assert_eq!(california.hourly, Cents(1690));
        assert_eq!(california.tipped_cash, Cents(1690), "California allows no tip credit");
        assert_eq!(floor(UsState::California, date!(2025 - 06 - 01)).hourly, Cents(1650));
        let florida = floor(UsState::Florida, date!(2026 - 11 - 27));
        assert_eq!((florida.hourly, florida.tipped_cash), (Cents(1500), Cents(1198)));
        let texas = floor(UsState::Texas, date!(2026 - 11 - 27));
        assert_eq!((texas.hourly, texas.tipped_cash), (Cents(725), Cents(213)));
        assert!(texas.law.citation.contains("29 U.S.C."));
    }
}
