//! States that void an out-of-state choice of law or forum in employment contracts (all or restrictive-covenant
//! terms) for people who live and work there.

use super::{find, state_law, StateLaw};
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

/// `note` says what the protection covers.
pub static EMPLOYMENT_FORUM: &[StateLaw] = &[
    state_law(
        UsState::California,
        "California Labor Code section 925",
        "Cal. Lab. Code § 925",
        "any employment agreement with an employee who primarily lives and works in California, unless the employee was individually represented by a lawyer in negotiating it",
    ),
    state_law(
        UsState::Colorado,
        "Colorado restrictive-covenant statute",
        "Colo. Rev. Stat. § 8-2-113(6)",
        "non-compete and non-solicitation covenants with workers who primarily live or work in Colorado when the relationship ends",
    ),
    state_law(
        UsState::Louisiana,
        "Louisiana employment forum statute",
        "La. Rev. Stat. § 23:921(A)(2)",
        "choice-of-forum and choice-of-law clauses in employment contracts, unless the employee ratifies them after the dispute arises",
    ),
    state_law(
        UsState::Massachusetts,
        "Massachusetts Noncompetition Agreement Act",
        "Mass. Gen. Laws ch. 149, § 24L(e)",
        "non-compete agreements with employees who live or have worked in Massachusetts for at least 30 days",
    ),
    state_law(
        UsState::Minnesota,
        "Minnesota employment choice-of-law statute",
        "Minn. Stat. § 181.988, subd. 3",
        "any employment agreement with an employee who primarily lives and works in Minnesota",
    ),
    state_law(
        UsState::Washington,
        "Washington non-compete statute",
        "Rev. Code Wash. § 49.62.050",
        "non-compete covenants with employees and contractors who live or work in Washington",
    ),
];

pub fn protection(state: UsState) -> Option<&'static StateLaw> {
    find(EMPLOYMENT_FORUM, state)
}

/// The states in the table, listed for a review note ("California, Colorado, ...").
pub fn state_list() -> String {
    EMPLOYMENT_FORUM.iter().map(|r| r.state.name()).collect::<Vec<_>>().join(", ")
}
