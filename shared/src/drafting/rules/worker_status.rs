//! States that presume a worker is an employee unless the "ABC" test is met (the worker is free from control, the
//! work is outside the usual course of the hiring business, and the worker has an independent business).

use super::{find, state_law, StateLaw};
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

/// `note` says which laws the test applies to.
pub static ABC_TESTS: &[StateLaw] = &[
    state_law(
        UsState::California,
        "California ABC test for worker status",
        "Cal. Lab. Code §§ 2775 to 2787",
        "the Labor Code, the Unemployment Insurance Code and wage orders, with listed exemptions",
    ),
    state_law(
        UsState::Massachusetts,
        "Massachusetts independent contractor statute",
        "Mass. Gen. Laws ch. 149, § 148B",
        "the state wage and hour laws",
    ),
    state_law(
        UsState::NewJersey,
        "New Jersey ABC test",
        "N.J. Stat. Ann. § 43:21-19(i)(6)",
        "unemployment insurance and, by case law, the wage payment and wage and hour laws",
    ),
];

pub fn abc_test(state: UsState) -> Option<&'static StateLaw> {
    find(ABC_TESTS, state)
}
