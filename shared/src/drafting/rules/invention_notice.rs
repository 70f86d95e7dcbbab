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

pub static INVENTION_NOTICE: &[InventionRule] = &[
    InventionRule {
        state: UsState::California,
        kind: NoticeRequired,
        name: "California employee-invention statute",
        citation: "Cal. Lab. Code §§ 2870 to 2872",
    },
    InventionRule {
        state: UsState::Illinois,
        kind: NoticeRequired,
        name: "Illinois Employee Patent Act",
        citation: "765 ILCS 1060/2",
    },
    InventionRule {
        state: UsState::Kansas,
        kind: NoticeRequired,
        name: "Kansas employee-invention statute",
        citation: "Kan. Stat. Ann. § 44-130",
    },
    InventionRule {
        state: UsState::Minnesota,
        kind: NoticeRequired,
        name: "Minnesota employee-invention statute",
        citation: "Minn. Stat. § 181.78",
    },
    InventionRule {
        state: UsState::Washington,
        kind: NoticeRequired,
        name: "Washington employee-invention statute",
        citation: "Rev. Code Wash. §§ 49.44.140, 49.44.150",
    },
    InventionRule {
        state: UsState::Delaware,
        kind: CarveOutOnly,
        name: "Delaware employee-invention statute",
        citation: "Del. Code Ann. tit. 19, § 805",
    },
    InventionRule {
        state: UsState::NewJersey,
        kind: CarveOutOnly,
        name: "New Jersey employee-invention statute",
        citation: "N.J. Stat. Ann. § 34:1B-265",
    },
    InventionRule {
        state: UsState::NewYork,
        kind: CarveOutOnly,
        name: "New York employee-invention statute",
        citation: "N.Y. Lab. Law § 203-f",
    },
    InventionRule {
        state: UsState::NorthCarolina,
        kind: CarveOutOnly,
        name: "North Carolina employee-invention statute",
        citation: "N.C. Gen. Stat. §§ 66-57.1, 66-57.2",
    },
    InventionRule {
        state: UsState::Utah,
        kind: CarveOutOnly,
        name: "Utah Employment Inventions Act",
        citation: "Utah Code §§ 34-39-1 to 34-39-3",
    },
];

pub fn rule(state: UsState) -> Option<&'static InventionRule> {
    INVENTION_NOTICE.iter().find(|r| r.state == state)
}
