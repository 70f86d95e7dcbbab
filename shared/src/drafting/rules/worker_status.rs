//! States that presume a worker is an employee unless the "ABC" test is met (the worker is free from control, the
//! work is outside the usual course of the hiring business, and the worker has an independent business).
//!
//! Rows: table `worker_status.toml`.

use super::{find, registry, Rows, StateLaw};
use crate::domain::UsState;
use std::sync::LazyLock;

static BUILT: LazyLock<Vec<StateLaw>> = LazyLock::new(|| StateLaw::rows_of(registry().expect_table("worker_status")));

/// `note` says which laws the test applies to.
pub const ABC_TESTS: Rows<StateLaw> = Rows::new(|| BUILT.as_slice());

pub fn abc_test(state: UsState) -> Option<&'static StateLaw> {
    find(ABC_TESTS, state)
}
