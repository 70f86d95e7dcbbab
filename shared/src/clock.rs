//! Time as a capability, so tests can move it (code expiry, rate-limit blocks) without waiting.

use std::sync::atomic::{AtomicI64, Ordering};
use time::OffsetDateTime;

pub trait Clock: Send + Sync {
    fn now(&self) -> OffsetDateTime;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> OffsetDateTime {
        OffsetDateTime::now_utc()
    }
}

/// The system clock shifted by an adjustable offset: tests advance it past an expiry or a block.
#[derive(Default)]
pub struct ShiftedClock {
    offset_seconds: AtomicI64,
}

impl ShiftedClock {
    pub fn advance(&self, by: time::Duration) {
        self.offset_seconds.fetch_add(by.whole_seconds(), Ordering::SeqCst);
    }
}

impl Clock for ShiftedClock {
    fn now(&self) -> OffsetDateTime {
        OffsetDateTime::now_utc() + time::Duration::seconds(self.offset_seconds.load(Ordering::SeqCst))
    }
}
