//! States that presume a worker is an employee unless the "ABC" test is met (the worker is free from control, the
//! work is outside the usual course of the hiring business, and the worker has an independent business).

use super::Law;
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AbcTest {
    pub state: UsState,
    pub law: Law,
    /// Which laws the test applies to.
    pub scope: &'static str,
}

pub static ABC_TESTS: &[AbcTest] = &[
    AbcTest {
        state: UsState::California,
        law: Law { name: "California ABC test for worker status", citation: "Cal. Lab. Code §§ 2775 to 2787" },
        scope: "the Labor Code, the Unemployment Insurance Code and wage orders, with listed exemptions",
    },
    AbcTest {
        state: UsState::Massachusetts,
        law: Law { name: "Massachusetts independent contractor statute", citation: "Mass. Gen. Laws ch. 149, § 148B" },
        scope: "the state wage and hour laws",
    },
    AbcTest {
        state: UsState::NewJersey,
        law: Law { name: "New Jersey ABC test", citation: "N.J. Stat. Ann. § 43:21-19(i)(6)" },
        scope: "unemployment insurance and, by case law, the wage payment and wage and hour laws",
    },
];

pub fn abc_test(state: UsState) -> Option<&'static AbcTest> {
    ABC_TESTS.iter().find(|r| r.state == state)
}
