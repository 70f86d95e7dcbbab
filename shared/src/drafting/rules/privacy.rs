//! Comprehensive consumer-privacy laws in force (table `privacy.toml`), and the online privacy-notice laws (table
//! `online_privacy_notice.toml`) led by CalOPPA, which applies to any site collecting personal information from
//! California residents.

use super::{registry, Jurisdiction, Law, Row, Rows, StateLaw, Table};
use crate::domain::UsState;
use std::sync::LazyLock;

/// CalOPPA: the California row of the online privacy-notice table.
pub static CALOPPA: LazyLock<Law> = LazyLock::new(|| {
    let table = registry().expect_table("online_privacy_notice");
    table
        .row(UsState::California)
        .map(|row| row.law.law())
        .unwrap_or_else(|| panic!("{} has a California row", table.id))
});

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

static NOTICE_LAWS: LazyLock<Vec<StateLaw>> =
    LazyLock::new(|| StateLaw::rows_of(registry().expect_table("online_privacy_notice")));

/// Laws that require any website or online service collecting personal information from the state's residents to
/// post a privacy policy with set contents; `note` says what each adds to CalOPPA's items.
pub const ONLINE_PRIVACY_NOTICE_LAWS: Rows<StateLaw> = Rows::new(|| NOTICE_LAWS.as_slice());

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrivacyLaw {
    pub state: UsState,
    pub law: Law,
    /// ISO date the law took effect.
    pub effective: &'static str,
}

/// Reads a row of `privacy.toml`.
pub fn law_from(table: &Table, row: &Row) -> PrivacyLaw {
    let broken = |what: &str| -> ! { panic!("{}: {:?} {what} (the rules tests build every row)", table.id, row.state) };
    let Jurisdiction::State(state) = row.state else { broken("is not a state") };
    let effective = match row.fixed_value("in_force_since") {
        Some(super::Value::Date(date)) => Box::leak(date.to_string().into_boxed_str()),
        _ => broken("has no in_force_since date"),
    };
    PrivacyLaw { state, law: row.law.law(), effective }
}

static COMPREHENSIVE: LazyLock<Vec<PrivacyLaw>> = LazyLock::new(|| {
    let table = registry().expect_table("privacy");
    table.rows.iter().map(|row| law_from(table, row)).collect()
});

pub const COMPREHENSIVE_PRIVACY_LAWS: Rows<PrivacyLaw> = Rows::new(|| COMPREHENSIVE.as_slice());

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
