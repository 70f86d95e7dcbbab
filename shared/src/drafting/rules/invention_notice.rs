//! Invention assignment: states that exclude an employee's own-time inventions from assignment, and those of them
//! that also require the employer to give written notice of the exclusion.

use super::Law;
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The carve-out applies and the employer must give the employee written notice of it.
    NoticeRequired,
    /// The carve-out applies by law; no notice is required.
    CarveOutOnly,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InventionRule {
    pub state: UsState,
    pub kind: Kind,
    pub name: &'static str,
    pub citation: &'static str,
}

impl InventionRule {
    pub fn law(&self) -> Law {
        Law { name: self.name, citation: self.citation }
    }
}

use Kind::{CarveOutOnly, NoticeRequired};

const fn rule_row(state: UsState, kind: Kind, name: &'static str, citation: &'static str) -> InventionRule {
    InventionRule { state, kind, name, citation }
}

pub static INVENTION_NOTICE: &[InventionRule] = &[
    rule_row(
        UsState::California,
        NoticeRequired,
        "California employee-invention statute",
        "Cal. Lab. Code §§ 2870 to 2872",
    ),
    rule_row(UsState::Illinois, NoticeRequired, "Illinois Employee Patent Act", "765 ILCS 1060/2"),
    rule_row(UsState::Kansas, NoticeRequired, "Kansas employee-invention statute", "Kan. Stat. Ann. § 44-130"),
    rule_row(UsState::Minnesota, NoticeRequired, "Minnesota employee-invention statute", "Minn. Stat. § 181.78"),
    rule_row(
        UsState::Washington,
        NoticeRequired,
        "Washington employee-invention statute",
        "Rev. Code Wash. §§ 49.44.140, 49.44.150",
    ),
    rule_row(UsState::Delaware, CarveOutOnly, "Delaware employee-invention statute", "Del. Code Ann. tit. 19, § 805"),
    rule_row(UsState::NewJersey, CarveOutOnly, "New Jersey employee-invention statute", "N.J. Stat. Ann. § 34:1B-265"),
    rule_row(UsState::NewYork, CarveOutOnly, "New York employee-invention statute", "N.Y. Lab. Law § 203-f"),
    rule_row(
        UsState::NorthCarolina,
        CarveOutOnly,
        "North Carolina employee-invention statute",
        "N.C. Gen. Stat. §§ 66-57.1, 66-57.2",
    ),
    rule_row(UsState::Utah, CarveOutOnly, "Utah Employment Inventions Act", "Utah Code §§ 34-39-1 to 34-39-3"),
];

pub fn rule(state: UsState) -> Option<&'static InventionRule> {
    INVENTION_NOTICE.iter().find(|r| r.state == state)
}
