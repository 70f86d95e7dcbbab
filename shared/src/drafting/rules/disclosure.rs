//! State laws that go beyond the federal Speak Out Act in limiting what confidentiality terms may cover
//! (disclosures about harassment, discrimination and other unlawful workplace conduct).

use super::Law;
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DisclosureProtection {
    pub state: UsState,
    pub law: Law,
    pub summary: &'static str,
}

pub static DISCLOSURE_PROTECTIONS: &[DisclosureProtection] = &[
    DisclosureProtection {
        state: UsState::California,
        law: Law { name: "California Silenced No More Act", citation: "Cal. Gov. Code § 12964.5; Cal. Civ. Proc. Code § 1001" },
        summary: "employment-related agreements may not restrict disclosure of information about unlawful acts in the workplace and must carry specific language saying so",
    },
    DisclosureProtection {
        state: UsState::Illinois,
        law: Law { name: "Illinois Workplace Transparency Act", citation: "820 ILCS 96" },
        summary: "confidentiality terms in employment agreements may not bar reporting unlawful employment practices or truthful statements about them, and must say so",
    },
    DisclosureProtection {
        state: UsState::NewJersey,
        law: Law { name: "New Jersey non-disclosure statute", citation: "N.J. Stat. Ann. § 10:5-12.8" },
        summary: "employment agreement terms concealing details of discrimination, retaliation or harassment claims are unenforceable against the employee",
    },
    DisclosureProtection {
        state: UsState::NewYork,
        law: Law { name: "New York confidentiality statute", citation: "N.Y. Gen. Oblig. Law § 5-336" },
        summary: "agreements may not bar disclosure of the facts of discrimination, harassment or retaliation claims except at the complainant's preference, and may not stop reports to agencies",
    },
    DisclosureProtection {
        state: UsState::Oregon,
        law: Law { name: "Oregon Workplace Fairness Act", citation: "Or. Rev. Stat. § 659A.370" },
        summary: "employers may not require agreements preventing disclosure of discrimination, harassment or sexual assault",
    },
    DisclosureProtection {
        state: UsState::Washington,
        law: Law { name: "Washington Silenced No More Act", citation: "Rev. Code Wash. § 49.44.211" },
        summary: "employment agreements may not prevent employees from disclosing illegal discrimination, harassment, retaliation, wage and hour violations or sexual assault",
    },
];

pub fn protection(state: UsState) -> Option<&'static DisclosureProtection> {
    DISCLOSURE_PROTECTIONS.iter().find(|r| r.state == state)
}
