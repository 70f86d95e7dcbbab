//! A record store that counts the calls made to the one it wraps, split into reads and writes, so a test can hold
//! a handler to the store work it promises (decisions 0004: a known code is one read).

use async_trait::async_trait;
use shared::domain::{DocumentCode, DocumentData};
use shared::error::StoreError;
use shared::limits::{AttemptCounter, AttemptPolicy, Counted, Gate, PlacePolicy};
use shared::store::*;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use time::OffsetDateTime;

#[derive(Default)]
pub struct StoreCalls {
    reads: AtomicUsize,
    writes: AtomicUsize,
}

impl StoreCalls {
    /// (reads, writes) since the last call, which starts a new count.
    pub fn take(&self) -> (usize, usize) {
        (self.reads.swap(0, Ordering::SeqCst), self.writes.swap(0, Ordering::SeqCst))
    }

    fn read(&self) {
        self.reads.fetch_add(1, Ordering::SeqCst);
    }

    fn write(&self) {
        self.writes.fetch_add(1, Ordering::SeqCst);
    }
}

pub struct CountingStore {
    pub inner: Arc<dyn RecordStore>,
    pub calls: Arc<StoreCalls>,
}

#[async_trait]
impl CodeStore for CountingStore {
    async fn insert_code(&self, record: &CodeRecord) -> Result<bool, StoreError> {
        self.calls.write();
        self.inner.insert_code(record).await
    }
    async fn get_code(&self, code: &DocumentCode) -> Result<Option<CodeRecord>, StoreError> {
        self.calls.read();
        self.inner.get_code(code).await
    }
    async fn set_document_data(&self, code: &DocumentCode, data: Option<&DocumentData>) -> Result<(), StoreError> {
        self.calls.write();
        self.inner.set_document_data(code, data).await
    }
}

#[async_trait]
impl CheckoutStore for CountingStore {
    async fn insert_checkout(&self, record: &CheckoutRecord) -> Result<(), StoreError> {
        self.calls.write();
        self.inner.insert_checkout(record).await
    }
    async fn get_checkout(&self, session_id: &str) -> Result<Option<CheckoutRecord>, StoreError> {
        self.calls.read();
        self.inner.get_checkout(session_id).await
    }
    async fn fulfil_checkout(&self, session_id: &str, now: OffsetDateTime) -> Result<Fulfilment, StoreError> {
        self.calls.write();
        self.inner.fulfil_checkout(session_id, now).await
    }
    async fn confirm_purchase(&self, session_id: &str, now: OffsetDateTime) -> Result<bool, StoreError> {
        self.calls.write();
        self.inner.confirm_purchase(session_id, now).await
    }
    async fn hold_checkout_place(
        &self,
        client_key: &str,
        code: &DocumentCode,
        policy: &PlacePolicy,
        now: OffsetDateTime,
    ) -> Result<PlaceHold, StoreError> {
        self.calls.write();
        self.inner.hold_checkout_place(client_key, code, policy, now).await
    }
    async fn release_checkout_place(&self, code: &DocumentCode) -> Result<(), StoreError> {
        self.calls.write();
        self.inner.release_checkout_place(code).await
    }
}

#[async_trait]
impl JobStore for CountingStore {
    async fn start_job(&self, job: &JobRecord, now: OffsetDateTime) -> Result<(), SpendError> {
        self.calls.write();
        self.inner.start_job(job, now).await
    }
    async fn get_job(&self, job_id: &str) -> Result<Option<JobRecord>, StoreError> {
        self.calls.read();
        self.inner.get_job(job_id).await
    }
    async fn jobs_for_code(&self, code: &DocumentCode) -> Result<Vec<JobRecord>, StoreError> {
        self.calls.read();
        self.inner.jobs_for_code(code).await
    }
    async fn claim_job(
        &self,
        job_id: &str,
        owner: &str,
        now: OffsetDateTime,
        lease_until: OffsetDateTime,
    ) -> Result<Option<JobRecord>, StoreError> {
        self.calls.write();
        self.inner.claim_job(job_id, owner, now, lease_until).await
    }
    async fn renew_lease(&self, job_id: &str, owner: &str, lease_until: OffsetDateTime) -> Result<bool, StoreError> {
        self.calls.write();
        self.inner.renew_lease(job_id, owner, lease_until).await
    }
    async fn update_job(&self, job: &JobRecord) -> Result<bool, StoreError> {
        self.calls.write();
        self.inner.update_job(job).await
    }
    async fn complete_job(&self, job: &JobRecord) -> Result<bool, StoreError> {
        self.calls.write();
        self.inner.complete_job(job).await
    }
    async fn fail_job(&self, job: &JobRecord, guard: JobGuard<'_>) -> Result<bool, StoreError> {
        self.calls.write();
        self.inner.fail_job(job, guard).await
    }
    async fn requeue_job(
        &self,
        job_id: &str,
        guard: JobGuard<'_>,
        due: OffsetDateTime,
    ) -> Result<Option<JobRecord>, StoreError> {
        self.calls.write();
        self.inner.requeue_job(job_id, guard, due).await
    }
    // The start-up scan and the sweeper's timer are not request work: not counted, so a tick cannot skew a count.
    async fn unfinished_jobs(&self) -> Result<Vec<JobRecord>, StoreError> {
        self.inner.unfinished_jobs().await
    }
    async fn overdue_jobs(&self, now: OffsetDateTime) -> Result<Vec<JobRecord>, StoreError> {
        self.inner.overdue_jobs(now).await
    }
}

#[async_trait]
impl LimitStore for CountingStore {
    async fn read_code_attempt(
        &self,
        code: &DocumentCode,
        client_key: &str,
        code_key: Option<&str>,
    ) -> Result<CodeAttempt, StoreError> {
        self.calls.read();
        self.inner.read_code_attempt(code, client_key, code_key).await
    }
    async fn count_attempt(
        &self,
        key: &str,
        policy: &AttemptPolicy,
        now: OffsetDateTime,
    ) -> Result<Counted, StoreError> {
        self.calls.write();
        self.inner.count_attempt(key, policy, now).await
    }
    async fn remember_holder(
        &self,
        client_key: &str,
        code: &DocumentCode,
        policy: Option<&AttemptPolicy>,
        now: OffsetDateTime,
    ) -> Result<Gate, StoreError> {
        self.calls.write();
        self.inner.remember_holder(client_key, code, policy, now).await
    }
    async fn read_counter(&self, key: &str) -> Result<Option<AttemptCounter>, StoreError> {
        self.calls.read();
        self.inner.read_counter(key).await
    }
}

#[async_trait]
impl AuditStore for CountingStore {
    async fn record_buyer(&self, code: &DocumentCode, session: &str, email: Option<&str>) -> Result<(), StoreError> {
        self.calls.write();
        self.inner.record_buyer(code, session, email).await
    }
    async fn find_purchase(&self, code: &DocumentCode) -> Result<Option<Purchase>, StoreError> {
        self.calls.read();
        self.inner.find_purchase(code).await
    }
    async fn find_purchases_by_email(&self, email: &str) -> Result<Vec<Purchase>, StoreError> {
        self.calls.read();
        self.inner.find_purchases_by_email(email).await
    }
    async fn grant_extra_credits(
        &self,
        code: &DocumentCode,
        credits: u32,
        entry: &AuditEntry,
    ) -> Result<GuaranteeOutcome, StoreError> {
        self.calls.write();
        self.inner.grant_extra_credits(code, credits, entry).await
    }
    async fn mark_refunded(&self, code: &DocumentCode, entry: &AuditEntry) -> Result<GuaranteeOutcome, StoreError> {
        self.calls.write();
        self.inner.mark_refunded(code, entry).await
    }
    async fn audit_entries(&self, code: &DocumentCode) -> Result<Vec<AuditEntry>, StoreError> {
        self.calls.read();
        self.inner.audit_entries(code).await
    }
}

#[async_trait]
impl ReviewStore for CountingStore {
    async fn put_review(&self, review: &ReviewRecord) -> Result<SavedReview, StoreError> {
        self.calls.write();
        self.inner.put_review(review).await
    }
    async fn all_reviews(&self) -> Result<Vec<ReviewRecord>, StoreError> {
        self.calls.read();
        self.inner.all_reviews().await
    }
}

#[async_trait]
impl RecordStore for CountingStore {
    async fn check(&self) -> Result<String, shared::health::CheckFailure> {
        self.inner.check().await
    }
    async fn purge_expired(&self, now: OffsetDateTime) -> Result<Vec<String>, StoreError> {
        self.inner.purge_expired(now).await
    }
}
