//! State laws that go beyond the federal Speak Out Act in limiting what confidentiality terms may cover
//! (disclosures about harassment, discrimination and other unlawful workplace conduct).
//!
//! Rows: table `disclosure.toml`.

use super::{find, registry, Rows, StateLaw};
use crate::domain::UsState;
use std::sync::LazyLock;

static BUILT: LazyLock<Vec<StateLaw>> = LazyLock::new(|| StateLaw::rows_of(registry().expect_table("disclosure")));

/// `note` says what the law forbids confidentiality terms to cover.
pub const DISCLOSURE_PROTECTIONS: Rows<StateLaw> = Rows::new(|| BUILT.as_slice());

pub fn protection(state: UsState) -> Option<&'static StateLaw> {
    find(DISCLOSURE_PROTECTIONS, state)
}
