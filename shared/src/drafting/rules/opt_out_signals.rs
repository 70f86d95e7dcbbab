//! Universal opt-out signals (table `opt_out_signals.toml`): the states whose privacy law makes a business treat a
//! browser's or device's signal (Global Privacy Control and the like) as a request to opt out of the sale of personal
//! data and targeted advertising, and from when. A business online serves every state's residents, so a policy of a
//! business that sells, shares or targets ads honours the signal for every visitor; these rows say which laws require
//! it on the document's day and which will.

use super::{registry, Jurisdiction, Law, Row, Table, Value};
use crate::domain::UsState;
use time::Date;

const TABLE: &str = "opt_out_signals";

/// One state's duty to honour a universal opt-out signal, from the day it applies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SignalDuty {
    pub state: UsState,
    pub law: Law,
    pub required_from: Date,
}

fn duty(table: &Table, row: &Row) -> SignalDuty {
    let Jurisdiction::State(state) = row.state else { table.broken(row, "is not a state") };
    let required_from = match row.fixed_value("required_from") {
        Some(Value::Date(day)) => day,
        _ => table.broken(row, "has no required_from date"),
    };
    SignalDuty { state, law: row.law.law(), required_from }
}

/// Every state's duty, in table order (the state rows; `baseline` and `no_statute` cells ask nothing).
pub fn duties() -> Vec<SignalDuty> {
    let table = registry().expect_table(TABLE);
    table.rows.iter().map(|row| duty(table, row)).collect()
}

/// The duties in force on `as_of`, and those enacted to apply later.
pub fn in_force_and_coming(as_of: Date) -> (Vec<SignalDuty>, Vec<SignalDuty>) {
    duties().into_iter().partition(|duty| duty.required_from <= as_of)
}

#[cfg(test)]
mod tests {
    use super::*;
    use time::macros::date;

    #[test]
    fn california_requires_the_signal_and_later_laws_wait_for_their_day() {
        let (now, coming) = in_force_and_coming(date!(2026 - 11 - 27));
        assert!(now.iter().any(|d| d.state == UsState::California), "{now:?}");
        assert!(coming.iter().all(|d| d.required_from > date!(2026 - 11 - 27)));
        assert!(coming.iter().any(|d| d.state == UsState::Alabama), "{coming:?}");
        let (later, _) = in_force_and_coming(date!(2030 - 01 - 01));
        assert_eq!(later.len(), duties().len());
    }
}
