//! Comprehensive consumer-privacy laws in force, and CalOPPA, which applies to any site collecting personal
//! information from California residents.

use super::{state_law, Law, StateLaw};
use crate::domain::UsState;

pub const LAST_CHECKED: &str = "2026-11-01";

pub const CALOPPA: Law = Law {
    name: "California Online Privacy Protection Act (CalOPPA)",
    citation: "Cal. Bus. & Prof. Code §§ 22575 to 22579",
};

/// What CalOPPA requires a privacy policy to state; the policy carries each item.
pub const CALOPPA_ITEMS: [&str; 7] = [
    "categories of personal information collected",
    "categories of third parties it is shared with",
    "how users can review and request changes to their information",
    "how users are told of material changes to the policy",
    "the policy's effective date",
    "how the site responds to Do Not Track signals",
    "whether third parties may collect information about users' online activities over time and across sites",
];

/// Laws that require any website or online service collecting personal information from the state's residents to
/// post a privacy policy with set contents; `note` says what each adds to CalOPPA's items.
pub static ONLINE_PRIVACY_NOTICE_LAWS: &[StateLaw] = &[
    state_law(
        UsState::California,
        CALOPPA.name,
        CALOPPA.citation,
        "the policy must state the categories of information collected and of third parties it is shared with, how users review and correct it, how changes are announced, its effective date, the response to Do Not Track signals, and whether third parties track users across sites",
    ),
    state_law(
        UsState::Delaware,
        "Delaware Online Privacy and Protection Act",
        "Del. Code Ann. tit. 6, § 1205C",
        "the same contents as CalOPPA for operators collecting information from Delaware residents",
    ),
    state_law(
        UsState::Nevada,
        "Nevada online privacy notice law",
        "Nev. Rev. Stat. §§ 603A.300 to 603A.360",
        "a notice of the categories collected and shared, how users review and correct information, how changes are announced and the effective date, and a designated address where consumers may direct the operator not to sell their covered information",
    ),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrivacyLaw {
    pub state: UsState,
    pub law: Law,
    /// ISO date the law took effect.
    pub effective: &'static str,
}

const fn row(state: UsState, name: &'static str, citation: &'static str, effective: &'static str) -> PrivacyLaw {
    PrivacyLaw { state, law: Law { name, citation }, effective }
}

pub static COMPREHENSIVE_PRIVACY_LAWS: &[PrivacyLaw] = &[
    row(
        UsState::California,
        "California Consumer Privacy Act, as amended by the California Privacy Rights Act",
        "Cal. Civ. Code §§ 1798.100 to 1798.199.100",
        "2020-01-01",
    ),
    row(UsState::Virginia, "Virginia Consumer Data Protection Act", "Va. Code §§ 59.1-575 to 59.1-585", "2023-01-01"),
    row(UsState::Colorado, "Colorado Privacy Act", "Colo. Rev. Stat. §§ 6-1-1301 to 6-1-1313", "2023-07-01"),
    row(UsState::Connecticut, "Connecticut Data Privacy Act", "Conn. Gen. Stat. §§ 42-515 to 42-526", "2023-07-01"),
    row(UsState::Utah, "Utah Consumer Privacy Act", "Utah Code §§ 13-61-101 to 13-61-404", "2023-12-31"),
    row(UsState::Texas, "Texas Data Privacy and Security Act", "Tex. Bus. & Com. Code ch. 541", "2024-07-01"),
    row(UsState::Oregon, "Oregon Consumer Privacy Act", "Or. Rev. Stat. §§ 646A.570 to 646A.589", "2024-07-01"),
    row(
        UsState::Montana,
        "Montana Consumer Data Privacy Act",
        "Mont. Code Ann. §§ 30-14-2801 to 30-14-2817",
        "2024-10-01",
    ),
    row(UsState::Iowa, "Iowa Consumer Data Protection Act", "Iowa Code ch. 715D", "2025-01-01"),
    row(
        UsState::Delaware,
        "Delaware Personal Data Privacy Act",
        "Del. Code Ann. tit. 6, §§ 12D-101 to 12D-111",
        "2025-01-01",
    ),
    row(UsState::Nebraska, "Nebraska Data Privacy Act", "Neb. Rev. Stat. §§ 87-1101 to 87-1130", "2025-01-01"),
    row(UsState::NewHampshire, "New Hampshire consumer data privacy law", "N.H. Rev. Stat. ch. 507-H", "2025-01-01"),
    row(
        UsState::NewJersey,
        "New Jersey Data Privacy Act",
        "N.J. Stat. Ann. §§ 56:8-166.4 to 56:8-166.19",
        "2025-01-15",
    ),
    row(
        UsState::Tennessee,
        "Tennessee Information Protection Act",
        "Tenn. Code Ann. §§ 47-18-3301 to 47-18-3315",
        "2025-07-01",
    ),
    row(UsState::Minnesota, "Minnesota Consumer Data Privacy Act", "Minn. Stat. ch. 325M", "2025-07-31"),
    row(
        UsState::Maryland,
        "Maryland Online Data Privacy Act",
        "Md. Code, Com. Law §§ 14-4601 to 14-4613",
        "2025-10-01",
    ),
    row(UsState::Indiana, "Indiana Consumer Data Protection Act", "Ind. Code art. 24-15", "2026-01-01"),
    row(
        UsState::Kentucky,
        "Kentucky Consumer Data Protection Act",
        "Ky. Rev. Stat. §§ 367.3611 to 367.3629",
        "2026-01-01",
    ),
    row(
        UsState::RhodeIsland,
        "Rhode Island Data Transparency and Privacy Protection Act",
        "R.I. Gen. Laws ch. 6-48.1",
        "2026-01-01",
    ),
];

pub fn law_for(state: UsState) -> Option<&'static PrivacyLaw> {
    COMPREHENSIVE_PRIVACY_LAWS.iter().find(|r| r.state == state)
}

/// Every state whose residents have privacy rights the policy must describe (a comprehensive law or an online
/// privacy-notice law), in table order, without repeats.
pub fn states_with_rights() -> Vec<UsState> {
    let mut states: Vec<UsState> = COMPREHENSIVE_PRIVACY_LAWS.iter().map(|r| r.state).collect();
    for row in ONLINE_PRIVACY_NOTICE_LAWS {
        if !states.contains(&row.state) {
            states.push(row.state);
        }
    }
    states
}
