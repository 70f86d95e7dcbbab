//! Consumer health data laws: health information outside HIPAA, with its own consent, sharing, sale and policy rules
//! (table `consumer_health_data.toml`). `note` says what each requires.

use super::{registry, Rows, StateLaw};
use std::sync::LazyLock;

static BUILT: LazyLock<Vec<StateLaw>> =
    LazyLock::new(|| StateLaw::rows_of(registry().expect_table("consumer_health_data")));

pub const CONSUMER_HEALTH_DATA_LAWS: Rows<StateLaw> = Rows::new(|| BUILT.as_slice());
