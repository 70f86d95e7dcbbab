//! Records: document codes, checkout sessions, generation jobs and rate-limit counters.
//!
//! `RecordStore` is the one trait; `sqlite::SqliteStore` is the embedded default and `dynamodb::DynamoStore` the
//! production adapter. Both pass the same contract suite (`tests/store_contract.rs`). Every rule that must hold under
//! concurrency (spend a credit only while one is left, fulfil a checkout once) is enforced by the store atomically.

pub mod dynamodb;
pub mod sqlite;

use crate::domain::{Credits, DocumentCode, DocumentData};
use crate::error::StoreError;
use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;

/// How long an unpaid code and its checkout are kept before they expire.
pub const PENDING_RETENTION: time::Duration = time::Duration::days(1);
/// How long a generation job is kept after it was created: the code's whole window.
pub const JOB_RETENTION: time::Duration = time::Duration::days(31);

/// A document code record (spec §3 `document_codes`).
#[derive(Clone, Debug, PartialEq)]
pub struct CodeRecord {
    pub id: String,
    pub code: DocumentCode,
    pub credits: Credits,
    pub expires_at: OffsetDateTime,
    pub is_active: bool,
    pub created_at: OffsetDateTime,
    pub document_data: Option<DocumentData>,
    /// The most recent finished generation, so the document can be downloaded again.
    pub latest_job_id: Option<String>,
}

impl CodeRecord {
    /// A new, unpaid code: inactive, no credits, gone after `PENDING_RETENTION` unless paid.
    pub fn pending(code: DocumentCode, document_data: DocumentData, now: OffsetDateTime) -> Self {
        CodeRecord {
            id: uuid::Uuid::new_v4().to_string(),
            code,
            credits: Credits::new(0, 0),
            expires_at: now + PENDING_RETENTION,
            is_active: false,
            created_at: now,
            document_data: Some(document_data),
            latest_job_id: None,
        }
    }

    pub fn is_expired(&self, now: OffsetDateTime) -> bool {
        now >= self.expires_at
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CheckoutStatus {
    Open,
    Paid,
}

impl CheckoutStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            CheckoutStatus::Open => "open",
            CheckoutStatus::Paid => "paid",
        }
    }

    pub fn parse(raw: &str) -> Result<Self, StoreError> {
        match raw {
            "open" => Ok(CheckoutStatus::Open),
            "paid" => Ok(CheckoutStatus::Paid),
            other => Err(StoreError::new(format!("unknown checkout status {other}"))),
        }
    }
}

/// A payment provider's checkout session, tied server-side to the code it pays for (decisions §4.1).
#[derive(Clone, Debug, PartialEq)]
pub struct CheckoutRecord {
    pub session_id: String,
    pub code: DocumentCode,
    pub status: CheckoutStatus,
    pub created_at: OffsetDateTime,
    pub paid_at: Option<OffsetDateTime>,
}

/// What `fulfil_checkout` did.
#[derive(Clone, Debug, PartialEq)]
pub enum Fulfilment {
    /// This call activated the code: send the email.
    Activated(CodeRecord),
    /// An earlier call already did; nothing changed.
    AlreadyFulfilled(CodeRecord),
    UnknownSession,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobStatus {
    Queued,
    Running,
    Succeeded,
    Failed,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JobStage {
    Queued,
    Research,
    Drafting,
    Formatting,
    Done,
}

impl JobStatus {
    /// The stored form, the same as the serialised one.
    pub fn as_str(self) -> &'static str {
        match self {
            JobStatus::Queued => "queued",
            JobStatus::Running => "running",
            JobStatus::Succeeded => "succeeded",
            JobStatus::Failed => "failed",
        }
    }

    pub fn is_finished(self) -> bool {
        matches!(self, JobStatus::Succeeded | JobStatus::Failed)
    }
}

/// One generation: a credit spent when it starts, given back if it fails.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct JobRecord {
    pub job_id: String,
    pub code: DocumentCode,
    pub status: JobStatus,
    pub stage: JobStage,
    pub progress: u8,
    pub message: String,
    pub document_data: DocumentData,
    pub provider: Option<String>,
    pub used_fallback: bool,
    pub error: Option<String>,
    pub file_key: Option<String>,
    pub file_name: Option<String>,
    pub review_notes: Vec<String>,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    #[serde(with = "time::serde::rfc3339")]
    pub updated_at: OffsetDateTime,
}

impl JobRecord {
    pub fn new(code: DocumentCode, document_data: DocumentData, status: JobStatus, now: OffsetDateTime) -> Self {
        JobRecord {
            job_id: uuid::Uuid::new_v4().to_string(),
            code,
            status,
            stage: JobStage::Queued,
            progress: 5,
            message: "Initializing".into(),
            document_data,
            provider: None,
            used_fallback: false,
            error: None,
            file_key: None,
            file_name: None,
            review_notes: Vec::new(),
            created_at: now,
            updated_at: now,
        }
    }
}

/// Why a credit could not be spent.
#[derive(Debug, thiserror::Error)]
pub enum SpendError {
    #[error("unknown code")]
    UnknownCode,
    #[error("code inactive")]
    Inactive,
    #[error("code expired")]
    Expired,
    #[error("no credits left")]
    NoCredits,
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A rate-limit counter (failed code attempts for a code or a client).
#[derive(Clone, Debug, PartialEq)]
pub struct AttemptRecord {
    pub key: String,
    pub failures: u32,
    pub blocked_until: Option<OffsetDateTime>,
    pub updated_at: OffsetDateTime,
    /// Optimistic-concurrency version: a write succeeds only over the version it read.
    pub version: u64,
}

#[async_trait]
pub trait RecordStore: Send + Sync {
    /// Inserts a new code; `Ok(false)` if that code already exists (the caller draws another).
    async fn insert_code(&self, record: &CodeRecord) -> Result<bool, StoreError>;
    /// Looks a code up (codes are stored uppercase, so this is case-insensitive for a parsed `DocumentCode`).
    async fn get_code(&self, code: &DocumentCode) -> Result<Option<CodeRecord>, StoreError>;
    /// Replaces (or with `None` clears) the saved form data of a code.
    async fn set_document_data(&self, code: &DocumentCode, data: Option<&DocumentData>) -> Result<(), StoreError>;

    async fn insert_checkout(&self, record: &CheckoutRecord) -> Result<(), StoreError>;
    async fn get_checkout(&self, session_id: &str) -> Result<Option<CheckoutRecord>, StoreError>;
    /// Marks the session paid and activates its code with 6 credits valid 30 days from `now`, atomically and once.
    async fn fulfil_checkout(&self, session_id: &str, now: OffsetDateTime) -> Result<Fulfilment, StoreError>;

    /// Spends one credit of the job's code and inserts the job, atomically: never above the code's total.
    async fn start_job(&self, job: &JobRecord, now: OffsetDateTime) -> Result<(), SpendError>;
    async fn get_job(&self, job_id: &str) -> Result<Option<JobRecord>, StoreError>;
    /// Moves a queued job (or a running one not updated since `stale_before`) to running; `false` if another runner has it.
    async fn claim_job(
        &self,
        job_id: &str,
        now: OffsetDateTime,
        stale_before: OffsetDateTime,
    ) -> Result<bool, StoreError>;
    /// Saves stage, progress and message of a running job.
    async fn update_job(&self, job: &JobRecord) -> Result<(), StoreError>;
    /// Marks a running job succeeded and records it as the code's latest document.
    async fn complete_job(&self, job: &JobRecord) -> Result<(), StoreError>;
    /// Marks an unfinished job failed and gives its credit back, once; `false` if it had already finished.
    async fn fail_job(&self, job: &JobRecord) -> Result<bool, StoreError>;
    /// Jobs that are queued or running, for a restarted local server to pick up.
    async fn unfinished_jobs(&self) -> Result<Vec<JobRecord>, StoreError>;

    async fn get_attempts(&self, key: &str) -> Result<Option<AttemptRecord>, StoreError>;
    /// Writes the counter if its stored version is still `record.version - 1` (or absent when it is 1).
    async fn put_attempts(&self, record: &AttemptRecord, expires_at: OffsetDateTime) -> Result<bool, StoreError>;
    async fn delete_attempts(&self, key: &str) -> Result<(), StoreError>;

    /// Deletes what has expired by `now`. DynamoDB's TTL does this by itself, so the default does nothing.
    async fn purge_expired(&self, _now: OffsetDateTime) -> Result<(), StoreError> {
        Ok(())
    }
}

/// Timestamps are stored as whole Unix seconds in both stores, so they compare as numbers.
pub(crate) fn to_unix(t: OffsetDateTime) -> i64 {
    t.unix_timestamp()
}

pub(crate) fn from_unix(seconds: i64) -> Result<OffsetDateTime, StoreError> {
    OffsetDateTime::from_unix_timestamp(seconds).map_err(|e| StoreError::new(format!("bad timestamp {seconds}: {e}")))
}

pub(crate) fn parse_code(raw: &str) -> Result<DocumentCode, StoreError> {
    DocumentCode::parse(raw).map_err(|e| StoreError::new(format!("stored code is malformed: {e}")))
}

pub(crate) fn to_json<T: Serialize>(value: &T) -> Result<String, StoreError> {
    serde_json::to_string(value).map_err(StoreError::new)
}

pub(crate) fn from_json<T: serde::de::DeserializeOwned>(raw: &str) -> Result<T, StoreError> {
    serde_json::from_str(raw).map_err(StoreError::new)
}
