//! State and federal rules as data: one table per rule family, each row with its citation, each table with the date
//! it was last checked. Clause code asks a table; it never tests a state by name.
//!
//! Thresholds and dates change every year. When a table changes, update its rows and its `LAST_CHECKED`.

pub mod at_will;
pub mod auto_renewal;
pub mod consumer_notice;
pub mod disclosure;
pub mod employment_forum;
pub mod federal;
pub mod freelance;
pub mod invention_notice;
pub mod non_compete;
pub mod privacy;
pub mod worker_status;

/// A statute or regulation as the research list names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Law {
    pub name: &'static str,
    pub citation: &'static str,
}

use crate::domain::UsState;

/// A row of a table whose rows are a state, its law and what the law does (in the words the review notes use).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StateLaw {
    pub state: UsState,
    pub law: Law,
    pub note: &'static str,
}

/// Builds a [`StateLaw`] row.
pub const fn state_law(state: UsState, name: &'static str, citation: &'static str, note: &'static str) -> StateLaw {
    StateLaw { state, law: Law { name, citation }, note }
}

/// The state's row in a table of [`StateLaw`] rows.
pub fn find(table: &'static [StateLaw], state: UsState) -> Option<&'static StateLaw> {
    table.iter().find(|row| row.state == state)
}

/// Every table's `LAST_CHECKED`, with the table's name.
pub const TABLES: [(&str, &str); 11] = [
    ("non-compete status", non_compete::LAST_CHECKED),
    ("invention-assignment notice", invention_notice::LAST_CHECKED),
    ("at-will exceptions", at_will::LAST_CHECKED),
    ("freelance-protection laws", freelance::LAST_CHECKED),
    ("comprehensive privacy laws and online privacy-notice laws", privacy::LAST_CHECKED),
    ("employment choice-of-law and forum protection", employment_forum::LAST_CHECKED),
    ("confidentiality carve-outs", disclosure::LAST_CHECKED),
    ("worker-status ABC tests", worker_status::LAST_CHECKED),
    ("automatic-renewal laws", auto_renewal::LAST_CHECKED),
    ("consumer-complaint notices", consumer_notice::LAST_CHECKED),
    ("federal laws", federal::LAST_CHECKED),
];

/// The oldest of the tables' check dates: what a research result can vouch for (ISO dates compare as text).
pub fn rules_last_checked() -> &'static str {
    TABLES.iter().map(|(_, date)| *date).min().unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_table_has_an_iso_check_date_and_rows_have_citations() {
        for (name, date) in TABLES {
            let ok = date.len() == 10 && date.as_bytes()[4] == b'-' && date.as_bytes()[7] == b'-';
            assert!(ok, "{name}: {date}");
        }
        assert!(non_compete::NON_COMPETE.iter().all(|r| !r.citation.is_empty()));
        assert!(privacy::COMPREHENSIVE_PRIVACY_LAWS.iter().all(|r| !r.law.citation.is_empty()));
        assert!(invention_notice::INVENTION_NOTICE.iter().all(|r| !r.citation.is_empty()));
        assert!(freelance::FREELANCE_LAWS.iter().all(|r| !r.law.citation.is_empty()));
        for table in [
            disclosure::DISCLOSURE_PROTECTIONS,
            employment_forum::EMPLOYMENT_FORUM,
            worker_status::ABC_TESTS,
            auto_renewal::AUTO_RENEWAL_LAWS,
            privacy::ONLINE_PRIVACY_NOTICE_LAWS,
        ] {
            assert!(table.iter().all(|r| !r.law.name.is_empty() && !r.law.citation.is_empty() && !r.note.is_empty()));
        }
    }

    #[test]
    fn tables_have_at_most_one_row_per_state() {
        let mut seen = std::collections::HashSet::new();
        assert!(non_compete::NON_COMPETE.iter().all(|r| seen.insert(r.state)));
        seen.clear();
        assert!(privacy::COMPREHENSIVE_PRIVACY_LAWS.iter().all(|r| seen.insert(r.state)));
        seen.clear();
        assert!(invention_notice::INVENTION_NOTICE.iter().all(|r| seen.insert(r.state)));
        seen.clear();
        assert!(employment_forum::EMPLOYMENT_FORUM.iter().all(|r| seen.insert(r.state)));
        seen.clear();
        assert!(auto_renewal::AUTO_RENEWAL_LAWS.iter().all(|r| seen.insert(r.state)));
        seen.clear();
        assert!(disclosure::DISCLOSURE_PROTECTIONS.iter().all(|r| seen.insert(r.state)));
        assert_eq!(at_will::AT_WILL_EXCEPTIONS.len(), 1);
        assert_eq!(at_will::AT_WILL_EXCEPTIONS[0].state, UsState::Montana);
    }

    #[test]
    fn the_brief_s_void_states_are_void() {
        use non_compete::Status;
        for state in [UsState::California, UsState::NorthDakota, UsState::Oklahoma, UsState::Minnesota] {
            assert_eq!(non_compete::position(state).status, Status::Void, "{state}");
        }
        for state in [
            UsState::Washington,
            UsState::Oregon,
            UsState::Illinois,
            UsState::Colorado,
            UsState::Massachusetts,
            UsState::Maine,
            UsState::Virginia,
            UsState::Maryland,
            UsState::NewHampshire,
            UsState::RhodeIsland,
        ] {
            assert_eq!(non_compete::position(state).status, Status::Restricted, "{state}");
        }
        assert_eq!(non_compete::position(UsState::Texas).status, Status::Reasonableness);
        assert_eq!(non_compete::position(UsState::Ohio).status, Status::Reasonableness);
    }
}
