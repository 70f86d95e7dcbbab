//! State laws that go beyond the federal Speak Out Act in limiting what confidentiality terms may cover
//! (disclosures about harassment, discrimination and other unlawful workplace conduct), and the notices some of them
//! require a worker's confidentiality terms to carry.
//!
//! Rows: table `disclosure.toml`.

use super::{find, registry, Jurisdiction, Law, Rows, StateLaw};
use crate::domain::UsState;
use std::sync::LazyLock;

static BUILT: LazyLock<Vec<StateLaw>> = LazyLock::new(|| StateLaw::rows_of(registry().expect_table("disclosure")));

/// `note` says what the law forbids confidentiality terms to cover.
pub const DISCLOSURE_PROTECTIONS: Rows<StateLaw> = Rows::new(|| BUILT.as_slice());

pub fn protection(state: UsState) -> Option<&'static StateLaw> {
    find(DISCLOSURE_PROTECTIONS, state)
}

/// A notice a state requires in a worker's confidentiality terms: whom the worker may still speak with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RequiredNotice {
    pub state: UsState,
    pub law: Law,
    /// "law enforcement, the Equal Employment Opportunity Commission, ..., or an attorney retained by the {{ other }}":
    /// a template in the clauses' vocabulary (`{{ other }}` is the worker's role in the document, `{{ owner }}` the
    /// business's).
    pub may_speak_with: &'static str,
}

static NOTICES: LazyLock<Vec<RequiredNotice>> = LazyLock::new(|| {
    let table = registry().expect_table("disclosure");
    table
        .rows
        .iter()
        .filter_map(|row| {
            let Jurisdiction::State(state) = row.state else { return None };
            let may_speak_with = row.fixed_text("may_speak_with")?;
            Some(RequiredNotice { state, law: row.law.law(), may_speak_with })
        })
        .collect()
});

/// The rows that require a notice.
pub const REQUIRED_NOTICES: Rows<RequiredNotice> = Rows::new(|| NOTICES.as_slice());

/// The notice `state` requires in a worker's confidentiality terms, if any.
pub fn required_notice(state: UsState) -> Option<&'static RequiredNotice> {
    REQUIRED_NOTICES.iter().find(|notice| notice.state == state)
}

/// What a state's law requires a worker's agreement to say in words, where it prescribes them (California's sentence
/// on unlawful acts in the workplace, `values.required_phrases`): what the review notes check the document for.
pub fn required_phrases(state: UsState) -> Vec<&'static str> {
    let row = registry().expect_table("disclosure").row(state);
    let phrases = row.and_then(|row| row.fixed_text("required_phrases")).unwrap_or_default();
    phrases.split(';').map(str::trim).filter(|phrase| !phrase.is_empty()).collect()
}
