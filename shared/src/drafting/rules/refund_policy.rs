//! Laws that make a retailer post its refund or return policy where customers see it before they buy (table
//! `refund_policy.toml`). `note` says what each requires.

use super::{registry, Rows, StateLaw};
use std::sync::LazyLock;

static BUILT: LazyLock<Vec<StateLaw>> = LazyLock::new(|| StateLaw::rows_of(registry().expect_table("refund_policy")));

pub const REFUND_POLICY_LAWS: Rows<StateLaw> = Rows::new(|| BUILT.as_slice());
