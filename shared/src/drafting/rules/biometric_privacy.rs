//! Biometric privacy laws (table `biometric_privacy.toml`): how biometric identifiers are collected, kept, destroyed
//! and never sold where the law forbids it. `note` says what each requires.

use super::{registry, Rows, StateLaw};
use std::sync::LazyLock;

static BUILT: LazyLock<Vec<StateLaw>> =
    LazyLock::new(|| StateLaw::rows_of(registry().expect_table("biometric_privacy")));

pub const BIOMETRIC_PRIVACY_LAWS: Rows<StateLaw> = Rows::new(|| BUILT.as_slice());
