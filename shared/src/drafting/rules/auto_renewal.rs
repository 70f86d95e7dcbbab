//! Automatic-renewal (subscription) laws. The terms of service state their subscription terms so that they meet
//! the strictest of them (California's), which also satisfies the others and the federal Restore Online Shoppers'
//! Confidence Act; the table tells the research which laws a subscription business meets.
//!
//! Rows: table `auto_renewal.toml`.

use super::{find, registry, Rows, StateLaw};
use crate::domain::UsState;
use std::sync::LazyLock;

static BUILT: LazyLock<Vec<StateLaw>> = LazyLock::new(|| StateLaw::rows_of(registry().expect_table("auto_renewal")));

/// `note` says what the law requires of a subscription offer.
pub const AUTO_RENEWAL_LAWS: Rows<StateLaw> = Rows::new(|| BUILT.as_slice());

pub fn law_for(state: UsState) -> Option<&'static StateLaw> {
    find(AUTO_RENEWAL_LAWS, state)
}

/// The law the subscription terms are written to meet.
pub fn strictest() -> &'static StateLaw {
    law_for(UsState::California).unwrap_or_else(|| {
        AUTO_RENEWAL_LAWS.iter().next().expect("auto_renewal.toml has rows (checked by the rules tests)")
    })
}
