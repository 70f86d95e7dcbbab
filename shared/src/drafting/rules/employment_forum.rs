//! States that void an out-of-state choice of law or forum in employment contracts (all or restrictive-covenant
//! terms) for people who live and work there.

use super::Law;
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForumProtection {
    pub state: UsState,
    pub law: Law,
    /// What the protection covers.
    pub scope: &'static str,
}

pub static EMPLOYMENT_FORUM: &[ForumProtection] = &[
    ForumProtection {
        state: UsState::California,
        law: Law { name: "California Labor Code section 925", citation: "Cal. Lab. Code § 925" },
        scope: "any employment agreement with an employee who primarily lives and works in California, unless the employee was individually represented by a lawyer in negotiating it",
    },
    ForumProtection {
        state: UsState::Colorado,
        law: Law { name: "Colorado restrictive-covenant statute", citation: "Colo. Rev. Stat. § 8-2-113(6)" },
        scope: "non-compete and non-solicitation covenants with workers who primarily live or work in Colorado when the relationship ends",
    },
    ForumProtection {
        state: UsState::Louisiana,
        law: Law { name: "Louisiana employment forum statute", citation: "La. Rev. Stat. § 23:921(A)(2)" },
        scope: "choice-of-forum and choice-of-law clauses in employment contracts, unless the employee ratifies them after the dispute arises",
    },
    ForumProtection {
        state: UsState::Massachusetts,
        law: Law { name: "Massachusetts Noncompetition Agreement Act", citation: "Mass. Gen. Laws ch. 149, § 24L(e)" },
        scope: "non-compete agreements with employees who live or have worked in Massachusetts for at least 30 days",
    },
    ForumProtection {
        state: UsState::Minnesota,
        law: Law { name: "Minnesota employment choice-of-law statute", citation: "Minn. Stat. § 181.988, subd. 3" },
        scope: "any employment agreement with an employee who primarily lives and works in Minnesota",
    },
    ForumProtection {
        state: UsState::Washington,
        law: Law { name: "Washington non-compete statute", citation: "Rev. Code Wash. § 49.62.050" },
        scope: "non-compete covenants with employees and contractors who live or work in Washington",
    },
];

pub fn protection(state: UsState) -> Option<&'static ForumProtection> {
    EMPLOYMENT_FORUM.iter().find(|r| r.state == state)
}

/// The states in the table, listed for a review note ("California, Colorado, ...").
pub fn state_list() -> String {
    EMPLOYMENT_FORUM.iter().map(|r| r.state.name()).collect::<Vec<_>>().join(", ")
}
