//! Server-side rate limits on code attempts (decisions §4.4): per code, and per client address.
//!
//! Counters live in the record store with optimistic versioning, so concurrent failures are all counted.

use crate::error::StoreError;
use crate::store::{AttemptRecord, RecordStore};
use time::{Duration, OffsetDateTime};

#[derive(Clone, Copy, Debug)]
pub struct AttemptPolicy {
    pub max_failures: u32,
    pub block_for: Duration,
    /// Counters older than this are forgotten (spec §5: attempt records expire after 24 hours).
    pub forget_after: Duration,
}

/// Spec §5: 4 failed attempts on one code, then a 15-minute block.
pub const PER_CODE: AttemptPolicy =
    AttemptPolicy { max_failures: 4, block_for: Duration::minutes(15), forget_after: Duration::hours(24) };
/// Guessing random codes from one address: 10 unknown codes, then an hour's block.
pub const PER_CLIENT: AttemptPolicy =
    AttemptPolicy { max_failures: 10, block_for: Duration::hours(1), forget_after: Duration::hours(24) };

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gate {
    Open { remaining: u32 },
    Blocked { retry_after_seconds: u64 },
}

pub fn code_key(code: &str) -> String {
    format!("code#{code}")
}

pub fn client_key(client: &str) -> String {
    format!("client#{client}")
}

fn gate_for(record: Option<&AttemptRecord>, policy: &AttemptPolicy, now: OffsetDateTime) -> Gate {
    let Some(record) = record.filter(|r| now - r.updated_at < policy.forget_after) else {
        return Gate::Open { remaining: policy.max_failures };
    };
    match record.blocked_until {
        Some(until) if until > now => {
            Gate::Blocked { retry_after_seconds: (until - now).whole_seconds().max(1) as u64 }
        }
        Some(_) => Gate::Open { remaining: policy.max_failures },
        None => Gate::Open { remaining: policy.max_failures.saturating_sub(record.failures) },
    }
}

/// Whether another attempt is allowed now.
pub async fn check(
    store: &dyn RecordStore,
    key: &str,
    policy: &AttemptPolicy,
    now: OffsetDateTime,
) -> Result<Gate, StoreError> {
    Ok(gate_for(store.get_attempts(key).await?.as_ref(), policy, now))
}

/// Counts one failed attempt and returns the gate after it.
pub async fn record_failure(
    store: &dyn RecordStore,
    key: &str,
    policy: &AttemptPolicy,
    now: OffsetDateTime,
) -> Result<Gate, StoreError> {
    for _ in 0..8 {
        let previous = store.get_attempts(key).await?;
        // A finished block or a forgotten counter starts a new round.
        let carried = match &previous {
            Some(r) if now - r.updated_at < policy.forget_after && r.blocked_until.is_none() => r.failures,
            _ => 0,
        };
        let failures = carried + 1;
        let record = AttemptRecord {
            key: key.to_string(),
            failures,
            blocked_until: (failures >= policy.max_failures).then_some(now + policy.block_for),
            updated_at: now,
            version: previous.as_ref().map_or(1, |r| r.version + 1),
        };
        if store.put_attempts(&record, now + policy.forget_after).await? {
            return Ok(gate_for(Some(&record), policy, now));
        }
    }
    Err(StoreError::new(format!("attempt counter {key} kept changing under us")))
}

pub async fn reset(store: &dyn RecordStore, key: &str) -> Result<(), StoreError> {
    store.delete_attempts(key).await
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::sqlite::SqliteStore;

    #[tokio::test]
    async fn four_failures_block_a_code_for_fifteen_minutes_then_it_opens_again() {
        let store = SqliteStore::in_memory().unwrap();
        let now = OffsetDateTime::now_utc();
        let key = code_key("ABCD2345");
        for expected_remaining in [3, 2, 1] {
            assert_eq!(
                record_failure(&store, &key, &PER_CODE, now).await.unwrap(),
                Gate::Open { remaining: expected_remaining }
            );
        }
        assert_eq!(
            record_failure(&store, &key, &PER_CODE, now).await.unwrap(),
            Gate::Blocked { retry_after_seconds: 900 }
        );
        assert!(matches!(
            check(&store, &key, &PER_CODE, now + Duration::minutes(14)).await.unwrap(),
            Gate::Blocked { .. }
        ));
        let later = now + Duration::minutes(16);
        assert_eq!(check(&store, &key, &PER_CODE, later).await.unwrap(), Gate::Open { remaining: 4 });
        assert_eq!(record_failure(&store, &key, &PER_CODE, later).await.unwrap(), Gate::Open { remaining: 3 });
    }

    #[tokio::test]
    async fn concurrent_failures_are_all_counted() {
        let store = std::sync::Arc::new(SqliteStore::in_memory().unwrap());
        let now = OffsetDateTime::now_utc();
        let policy = AttemptPolicy { max_failures: 100, ..PER_CLIENT };
        let tasks: Vec<_> = (0..10)
            .map(|_| {
                let store = store.clone();
                tokio::spawn(async move { record_failure(store.as_ref(), "client#1.2.3.4", &policy, now).await })
            })
            .collect();
        for task in tasks {
            task.await.unwrap().unwrap();
        }
        assert_eq!(store.get_attempts("client#1.2.3.4").await.unwrap().unwrap().failures, 10);
    }
}
