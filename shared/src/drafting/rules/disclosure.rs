//! State laws that go beyond the federal Speak Out Act in limiting what confidentiality terms may cover
//! (disclosures about harassment, discrimination and other unlawful workplace conduct).

use super::{find, state_law, StateLaw};
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

/// `note` says what the law forbids confidentiality terms to cover.
pub static DISCLOSURE_PROTECTIONS: &[StateLaw] = &[
    state_law(
        UsState::California,
        "California Silenced No More Act",
        "Cal. Gov. Code § 12964.5; Cal. Civ. Proc. Code § 1001",
        "employment-related agreements may not restrict disclosure of information about unlawful acts in the workplace and must carry specific language saying so",
    ),
    state_law(
        UsState::Illinois,
        "Illinois Workplace Transparency Act",
        "820 ILCS 96",
        "confidentiality terms in employment agreements may not bar reporting unlawful employment practices or truthful statements about them, and must say so",
    ),
    state_law(
        UsState::NewJersey,
        "New Jersey non-disclosure statute",
        "N.J. Stat. Ann. § 10:5-12.8",
        "employment agreement terms concealing details of discrimination, retaliation or harassment claims are unenforceable against the employee",
    ),
    state_law(
        UsState::NewYork,
        "New York confidentiality statute",
        "N.Y. Gen. Oblig. Law § 5-336",
        "agreements may not bar disclosure of the facts of discrimination, harassment or retaliation claims except at the complainant's preference, and may not stop reports to agencies",
    ),
    state_law(
        UsState::Oregon,
        "Oregon Workplace Fairness Act",
        "Or. Rev. Stat. § 659A.370",
        "employers may not require agreements preventing disclosure of discrimination, harassment or sexual assault",
    ),
    state_law(
        UsState::Washington,
        "Washington Silenced No More Act",
        "Rev. Code Wash. § 49.44.211",
        "employment agreements may not prevent employees from disclosing illegal discrimination, harassment, retaliation, wage and hour violations or sexual assault",
    ),
];

pub fn protection(state: UsState) -> Option<&'static StateLaw> {
    find(DISCLOSURE_PROTECTIONS, state)
}
