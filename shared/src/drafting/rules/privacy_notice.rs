//! Notices a state's law requires in a privacy policy (table `privacy_notice.toml`): California's yearly update, the
//! exact Texas notices for sales of sensitive and biometric data, Rhode Island's list of buyers. Every row applies to
//! every policy whose facts meet its condition (a business online serves every state's residents); where the facts
//! are not known, [`PrivacyNotice::applies`] says so and the review notes quote the row's note.

use super::{registry, Jurisdiction, Law, Row, Rows, Table, Value};
use crate::domain::details::{Details, SensitiveData};
use crate::domain::UsState;
use std::sync::LazyLock;
use time::Date;

/// Where the policy carries a notice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// With the effective date, before the first section.
    Preamble,
    /// In How We Disclose Information.
    Disclosures,
    /// In Changes to This Privacy Policy.
    Changes,
}

impl Place {
    pub fn parse(text: &str) -> Option<Place> {
        match text {
            "preamble" => Some(Place::Preamble),
            "disclosures" => Some(Place::Disclosures),
            "changes" => Some(Place::Changes),
            _ => None,
        }
    }
}

/// Whether a notice applies, as far as the order's facts tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Applies {
    Yes,
    No,
    /// A fact that decides it was not answered.
    Unknown,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrivacyNotice {
    pub state: UsState,
    pub law: Law,
    /// Whether it applies only to a business that sells or shares personal information.
    pub when_sells: bool,
    /// With `when_sells`: only when the business also handles one of these kinds of sensitive data (empty: any
    /// sale).
    pub sensitive: Vec<SensitiveData>,
    pub place: Place,
    /// The notice's text (a clause template's text: `{{ blank }}` is a line to fill).
    pub notice: &'static str,
    pub heading: Option<&'static str>,
    /// Printed in bold.
    pub conspicuous: bool,
    pub in_force_since: Date,
    /// What the law requires, for the research and the review notes.
    pub note: &'static str,
}

impl PrivacyNotice {
    /// Whether the notice applies to a policy with these facts, dated `as_of`.
    pub fn applies(&self, details: &Details, as_of: Date) -> Applies {
        if as_of < self.in_force_since {
            return Applies::No;
        }
        if !self.when_sells {
            return Applies::Yes;
        }
        let sells = match details.sells_or_shares_data {
            Some(false) => return Applies::No,
            Some(true) => Applies::Yes,
            None => Applies::Unknown,
        };
        if self.sensitive.is_empty() {
            return sells;
        }
        match &details.sensitive_data {
            Some(kinds) if !kinds.iter().any(|kind| self.sensitive.contains(kind)) => Applies::No,
            Some(_) => sells,
            None => Applies::Unknown,
        }
    }
}

/// The short name a rule table gives a kind of sensitive data ("precise-location").
pub fn sensitive_kind_id(kind: SensitiveData) -> &'static str {
    match kind {
        SensitiveData::NoneOfThese => "none",
        SensitiveData::Health => "health",
        SensitiveData::Children => "children",
        SensitiveData::Teens => "teens",
        SensitiveData::Financial => "financial",
        SensitiveData::Biometric => "biometric",
        SensitiveData::PreciseLocation => "precise-location",
        SensitiveData::Other => "other",
    }
}

/// The kind a rule table names, for the kinds the form asks about.
pub fn sensitive_kind(id: &str) -> Option<SensitiveData> {
    SensitiveData::ALL
        .iter()
        .copied()
        .filter(|kind| *kind != SensitiveData::NoneOfThese)
        .find(|kind| sensitive_kind_id(*kind) == id)
}

/// Reads a row of `privacy_notice.toml`.
pub fn notice_from(table: &Table, row: &Row) -> PrivacyNotice {
    let broken = |what: &str| -> ! {
        panic!("{}: {:?} {:?} {what} (the rules tests build every row)", table.id, row.state, row.key)
    };
    let Jurisdiction::State(state) = row.state else { broken("is not a state") };
    let text = |name: &str| row.fixed_text(name);
    let when_sells = match text("applies") {
        Some("always") => false,
        Some("sells") => true,
        _ => broken("has no `applies` of \"always\" or \"sells\""),
    };
    let sensitive = match text("sensitive") {
        None => Vec::new(),
        Some(list) => list
            .split(',')
            .map(|id| sensitive_kind(id.trim()).unwrap_or_else(|| broken(&format!("names no kind '{}'", id.trim()))))
            .collect(),
    };
    if !when_sells && !sensitive.is_empty() {
        broken("names sensitive kinds for a notice that applies always");
    }
    let place = text("place").and_then(Place::parse).unwrap_or_else(|| broken("has no known `place`"));
    let notice = text("notice").unwrap_or_else(|| broken("has no `notice`"));
    let conspicuous = match text("conspicuous") {
        None => false,
        Some("yes") => true,
        Some(_) => broken("has `conspicuous` other than \"yes\""),
    };
    let in_force_since = match row.fixed_value("in_force_since") {
        Some(Value::Date(date)) => date,
        _ => broken("has no in_force_since date"),
    };
    let note = row.fixed_note().filter(|note| !note.is_empty()).unwrap_or_else(|| broken("has no fixed note"));
    PrivacyNotice {
        state,
        law: row.law.law(),
        when_sells,
        sensitive,
        place,
        notice,
        heading: text("heading"),
        conspicuous,
        in_force_since,
        note,
    }
}

static BUILT: LazyLock<Vec<PrivacyNotice>> = LazyLock::new(|| {
    let table = registry().expect_table("privacy_notice");
    table.rows.iter().map(|row| notice_from(table, row)).collect()
});

pub const PRIVACY_NOTICES: Rows<PrivacyNotice> = Rows::new(|| BUILT.as_slice());
