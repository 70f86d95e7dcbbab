//! State laws on an employer's handling of its own employees' personal information that ask something of the
//! employer at hiring (a notice at collection, notice of electronic monitoring).
//!
//! Rows: table `employee_privacy.toml`.

use super::{find, registry, Rows, StateLaw};
use crate::domain::UsState;
use std::sync::LazyLock;

static BUILT: LazyLock<Vec<StateLaw>> =
    LazyLock::new(|| StateLaw::rows_of(registry().expect_table("employee_privacy")));

/// `note` says what the law requires of the employer.
pub const EMPLOYEE_PRIVACY_LAWS: Rows<StateLaw> = Rows::new(|| BUILT.as_slice());

pub fn law_for(state: UsState) -> Option<&'static StateLaw> {
    find(EMPLOYEE_PRIVACY_LAWS, state)
}
