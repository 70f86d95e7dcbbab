//! Records: document codes, checkout sessions, generation jobs, rate-limit counters and reviews.
//!
//! One trait per aggregate (decision 0040): `CodeStore`, `CheckoutStore`, `JobStore`, `LimitStore`, `AuditStore` and
//! `ReviewStore`; `RecordStore` is their sum. `sqlite::SqliteStore` is the embedded default and
//! `dynamodb::DynamoStore` the production adapter, each implementing every part in its own file
//! (`store/sqlite/<part>.rs`, `store/dynamodb/<part>.rs`). Both pass the same contract suite (`tests/contracts.rs`).
//! Every rule that must hold under concurrency (spend a credit only while one is left, fulfil a checkout once) is
//! enforced by the store atomically.

pub mod dynamodb;
pub mod sqlite;

use crate::domain::{CheckoutSecretHash, ClickId, Credits, DocumentCode, DocumentData, DocumentRequest};
use crate::error::StoreError;
use crate::limits::{AttemptCounter, AttemptPolicy, Counted, Gate, PlacePolicy};
use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use time::OffsetDateTime;

/// How long an unpaid code and its checkout are kept before they expire.
pub const PENDING_RETENTION: time::Duration = time::Duration::days(1);
/// How long a generation job is kept after it was created: the code's whole window.
pub const JOB_RETENTION: time::Duration = time::Duration::days(31);
/// How long a store remembers that a client holds a code: the code's whole window.
pub const HOLDER_RETENTION: time::Duration = time::Duration::days(31);
/// How long a review is kept after it was last written: long enough to read a year of feedback, then deleted.
pub const REVIEW_RETENTION: time::Duration = time::Duration::days(365);
/// A document made with a credit stays downloadable at least this long after its generation started, whatever the
/// code's window: 48 hours after it is made, plus an hour for the job itself (which stops itself after 12 minutes,
/// `context::JOB_DEADLINE`). A job started in the window's last minutes thus never buys a file nobody can download
/// (docs/decisions/0023).
pub const DOCUMENT_GRACE_AFTER_START: time::Duration = time::Duration::hours(49);

/// Until when the document of a job started at `started` on a code whose window ends at `window_end` may be
/// downloaded: the window's end, or the grace after it was made, whichever is later.
pub fn document_available_until(window_end: OffsetDateTime, started: OffsetDateTime) -> OffsetDateTime {
    window_end.max(started + DOCUMENT_GRACE_AFTER_START)
}

/// The status a job row is given when it cannot be read: no runner, poll or sweep reads it again.
pub const SET_ASIDE_STATUS: &str = "set_aside";

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
    /// The ad click the buyer arrived with, kept with the code (and gone with it) so the purchase is attributable.
    pub gclid: Option<ClickId>,
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
            gclid: None,
        }
    }

    /// The same code, carrying the ad click its buyer arrived with.
    pub fn with_gclid(mut self, gclid: Option<ClickId>) -> Self {
        self.gclid = gclid;
        self
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
    /// The ad click the buyer arrived with, sent by the browser with the checkout.
    pub gclid: Option<ClickId>,
    /// When the return page first showed this paid purchase to its buyer (`CheckoutStore::confirm_purchase`): from
    /// then on a verification is not a new purchase, so it is reported to analytics once.
    pub confirmed_at: Option<OffsetDateTime>,
    /// The hash of the secret the browser that started this checkout was given: only a verification bringing the
    /// secret back is shown the code. `None` for checkouts from before the secret existed (their code goes by
    /// email only).
    pub secret_hash: Option<CheckoutSecretHash>,
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

    pub fn parse(raw: &str) -> Option<JobStatus> {
        [JobStatus::Queued, JobStatus::Running, JobStatus::Succeeded, JobStatus::Failed]
            .into_iter()
            .find(|s| s.as_str() == raw)
    }

    pub fn is_finished(self) -> bool {
        matches!(self, JobStatus::Succeeded | JobStatus::Failed)
    }
}

/// The changes a revision made under one heading of its document ("4. Term"), each a readable phrase
/// ("Changed “two (2) years” to “three (3) years”").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SectionSummary {
    pub section: String,
    pub changes: Vec<String>,
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
    /// The form as the buyer filled it in: what the form is filled with again on the next visit.
    pub document_data: DocumentData,
    /// The admitted order (`crate::admission`) the job drafts: typed, screened, never parsed again. Jobs stored
    /// before it was kept have none; their form data is parsed when they run (`JobRecord::order_or_form`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub order: Option<DocumentRequest>,
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
    /// When the job entered its current stage, so a visitor watching a long stage sees time pass in it. Records
    /// written before this field, and requeued jobs, have none: their last write (`updated_at`) stands in.
    #[serde(default, with = "time::serde::rfc3339::option", skip_serializing_if = "Option::is_none")]
    pub stage_started_at: Option<OffsetDateTime>,
    /// Which version of its document this job makes: 1 for a new document, the parent's plus one for a revision.
    #[serde(default = "first_version")]
    pub version: u32,
    /// The job whose document this one revises.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub parent_job_id: Option<String>,
    /// Where the drafted document's model (JSON) is kept beside its Word file: what a revision starts from and its
    /// redline is compared with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model_key: Option<String>,
    /// A revision's redline: its Word file with tracked changes against its parent, when the parent's model was
    /// there to compare with.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redline_key: Option<String>,
    /// A revision's changes from its parent, by section, as the buyer reads them (empty for a first version).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<SectionSummary>,
    /// Until when its document may be downloaded ([`document_available_until`]), set when the credit is spent;
    /// the store keeps the job and its code's record as long. Jobs from before it have none: they go with the
    /// code's window.
    #[serde(default, with = "time::serde::rfc3339::option", skip_serializing_if = "Option::is_none")]
    pub available_until: Option<OffsetDateTime>,
    /// The runner holding the job while it runs. The lease fields live beside the body in the store, not in it:
    /// a runner's heartbeat extends them without rewriting the job.
    #[serde(skip)]
    pub lease_owner: Option<String>,
    /// By when the job must be heard from: the holder's lease while it runs, the deadline for a runner to take it
    /// while it is queued. Past it, the job is overdue and the sweeper gives it to another runner.
    #[serde(skip, default = "unix_epoch")]
    pub lease_until: OffsetDateTime,
    /// How many runners have taken the job; a job whose runners keep dying is closed and refunded.
    #[serde(skip)]
    pub attempts: u32,
}

fn unix_epoch() -> OffsetDateTime {
    OffsetDateTime::UNIX_EPOCH
}

fn first_version() -> u32 {
    1
}

/// How long a queued job may wait for a runner before the sweeper announces it again.
pub const QUEUE_GRACE: time::Duration = time::Duration::seconds(60);

impl JobRecord {
    /// A job as it is inserted: queued (due to be taken within `QUEUE_GRACE`), or running, held by the caller.
    pub fn new(code: DocumentCode, document_data: DocumentData, status: JobStatus, now: OffsetDateTime) -> Self {
        JobRecord {
            job_id: uuid::Uuid::new_v4().to_string(),
            code,
            status,
            stage: JobStage::Queued,
            progress: 5,
            message: "Initializing".into(),
            document_data,
            order: None,
            provider: None,
            used_fallback: false,
            error: None,
            file_key: None,
            file_name: None,
            review_notes: Vec::new(),
            created_at: now,
            updated_at: now,
            stage_started_at: Some(now),
            version: 1,
            parent_job_id: None,
            model_key: None,
            redline_key: None,
            changes: Vec::new(),
            available_until: None,
            lease_owner: None,
            lease_until: now + QUEUE_GRACE,
            attempts: 0,
        }
    }

    /// The order the job drafts: the admitted one it was stored with, or, for a job stored before orders were kept
    /// (a migration that ends with the last such job's window), its form parsed (not screened again, so a paid job
    /// is not refused by a screen that has since grown).
    pub fn order_or_form(&self) -> Result<DocumentRequest, crate::domain::document_data::FieldErrors> {
        match &self.order {
            Some(order) => Ok(order.clone()),
            None => self.document_data.validate(),
        }
    }

    /// Whether a runner may take the job at `now`: queued, or running on a lease that ended before `now` (its runner
    /// stopped renewing it). The one claim rule; an adapter that cannot read and write in one transaction also states
    /// it as its write's condition, so of two runners only one takes the job.
    pub fn is_claimable(&self, now: OffsetDateTime) -> bool {
        self.status == JobStatus::Queued || (self.status == JobStatus::Running && self.lease_until < now)
    }

    /// The job as `owner` takes it at `now`: running, held until `lease_until`, one attempt more.
    pub fn claim(&mut self, owner: &str, now: OffsetDateTime, lease_until: OffsetDateTime) {
        self.status = JobStatus::Running;
        self.updated_at = now;
        self.lease_owner = Some(owner.to_string());
        self.lease_until = lease_until;
        self.attempts += 1;
    }

    /// The job with the admitted order it drafts.
    pub fn with_order(mut self, order: DocumentRequest) -> Self {
        self.order = Some(order);
        self
    }

    /// A revision with a redline to download.
    pub fn has_redline(&self) -> bool {
        self.redline_key.is_some()
    }

    /// Whether its document may still be downloaded (and its status read) at `now`, for a code whose window ends at
    /// `window_end`: within the window, or within the job's own availability after it.
    pub fn is_available(&self, window_end: OffsetDateTime, now: OffsetDateTime) -> bool {
        now < self.available_until.map_or(window_end, |until| until.max(window_end))
    }

    /// Closed as failed with the visitor's `message`; the progress shown holds at 30 or more (spec §5).
    pub fn fail(&mut self, message: &str, now: OffsetDateTime) {
        self.status = JobStatus::Failed;
        self.error = Some(message.to_string());
        self.progress = self.progress.max(30);
        self.updated_at = now;
    }

    /// Moves the job to `stage` as of `now`; the stage's clock restarts only when the stage changes.
    pub fn enter_stage(&mut self, stage: JobStage, now: OffsetDateTime) {
        if self.stage != stage {
            self.stage_started_at = Some(now);
        }
        self.stage = stage;
        self.updated_at = now;
    }

    /// Whole seconds the job has spent in its current stage as of `now`; 0 once it has finished.
    pub fn stage_seconds(&self, now: OffsetDateTime) -> u64 {
        if self.status.is_finished() {
            return 0;
        }
        let since = self.stage_started_at.unwrap_or(self.updated_at);
        u64::try_from((now - since).whole_seconds()).unwrap_or(0)
    }

    /// Back in the queue, due to be taken by `due`: no holder, and its stages start over.
    pub fn requeue(&mut self, due: OffsetDateTime) {
        self.status = JobStatus::Queued;
        self.stage = JobStage::Queued;
        self.stage_started_at = None;
        self.progress = 5;
        self.message = "Initializing".into();
        self.lease_owner = None;
        self.lease_until = due;
    }

    /// The same job held by `owner` until `until` (a job run synchronously by the call that started it).
    pub fn held_by(mut self, owner: &str, until: OffsetDateTime) -> Self {
        self.lease_owner = Some(owner.to_string());
        self.lease_until = until;
        self.attempts = 1;
        self
    }
}

/// What the buyer was promised beyond the code (spec §1): on request, 3 more document credits or a full refund.
pub const GUARANTEE_EXTRA_CREDITS: u32 = 3;

/// A purchase as the operator sees it: the code's record and how it was bought, and what the guarantee has done.
#[derive(Clone, Debug, PartialEq)]
pub struct Purchase {
    pub record: CodeRecord,
    /// The payment provider's checkout session that paid for the code (recorded when it was activated).
    pub checkout_session_id: Option<String>,
    /// The address the buyer gave at checkout, lowercased (the code email went there).
    pub buyer_email: Option<String>,
    /// When the guarantee's extra credits were added (once per code).
    pub extra_credits_at: Option<OffsetDateTime>,
    /// When the purchase was refunded; the code is inactive from then on.
    pub refunded_at: Option<OffsetDateTime>,
}

/// The two things the guarantee lets the operator do for a buyer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GuaranteeAction {
    #[serde(rename = "add-credits")]
    AddCredits,
    #[serde(rename = "refund")]
    Refund,
}

impl GuaranteeAction {
    pub fn as_str(self) -> &'static str {
        match self {
            GuaranteeAction::AddCredits => "add-credits",
            GuaranteeAction::Refund => "refund",
        }
    }

    pub fn parse(raw: &str) -> Option<GuaranteeAction> {
        [GuaranteeAction::AddCredits, GuaranteeAction::Refund].into_iter().find(|a| a.as_str() == raw)
    }
}

/// One operator action, kept for the record: who, when, what, on which code and why. Never the customer's text.
#[derive(Clone, Debug, PartialEq)]
pub struct AuditEntry {
    pub id: String,
    pub at: OffsetDateTime,
    pub operator: String,
    pub action: GuaranteeAction,
    pub code: DocumentCode,
    pub reason: String,
}

/// What a guarantee action came to in the store.
#[derive(Clone, Debug, PartialEq)]
pub enum GuaranteeOutcome {
    /// Done now, once: the purchase as it is afterwards (the audit entry was written with it).
    Done(Box<Purchase>),
    /// The extra credits were added before: nothing changed.
    AlreadyGranted,
    /// The purchase was refunded before: nothing changed.
    AlreadyRefunded,
    /// The code was never paid for.
    NotPaid,
    /// The code's window has ended (extra credits would be unusable).
    Expired,
    UnknownCode,
}

/// Which unfinished job a caller may close or put back in the queue: the store checks it atomically with the write.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobGuard<'a> {
    /// A running job still held by this runner (a runner finishing, failing or releasing its own job).
    HeldBy(&'a str),
    /// An unfinished job nobody has been heard from for: its lease or queue deadline passed before this time.
    OverdueAt(OffsetDateTime),
    /// Any unfinished job: only for a local server that holds its data folder's lock and so knows that every
    /// runner a previous process had is gone.
    AnyUnfinished,
}

/// A buyer's review (spec §3 'Review'), one per code: a second review from the same code replaces the first.
///
/// It is keyed by the code record's id, never by the code: the code is a credential while it is valid, and reviews
/// outlive it and are exported for the operator to read.
#[derive(Clone, Debug, PartialEq)]
pub struct ReviewRecord {
    /// `CodeRecord::id` of the code that wrote it.
    pub code_id: String,
    pub reviewer_name: Option<String>,
    /// 1 to 5 (`domain::review::Rating`).
    pub rating: u8,
    pub feedback: String,
    /// The type of the document the code drafted last ('Other (Beta): ...' with the custom type), or empty.
    pub document_type: String,
    /// When the code first reviewed; kept when a later review replaces this one.
    pub created_at: OffsetDateTime,
    /// When this review was written.
    pub updated_at: OffsetDateTime,
}

impl ReviewRecord {
    /// When the store deletes it (DynamoDB TTL, SQLite purge).
    pub fn expires_at(&self) -> OffsetDateTime {
        self.updated_at + REVIEW_RETENTION
    }
}

/// What `put_review` stored.
#[derive(Clone, Debug, PartialEq)]
pub struct SavedReview {
    /// The review as stored (with the first review's `created_at` when it replaced one).
    pub review: ReviewRecord,
    /// Whether the code had reviewed before.
    pub replaced: bool,
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

/// What `CheckoutStore::hold_checkout_place` did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlaceHold {
    Held,
    /// The client holds all its places; the first of them ends at `until`.
    Full {
        until: OffsetDateTime,
    },
}

/// What deciding one code attempt needs, read in one round trip (`LimitStore::read_code_attempt`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CodeAttempt {
    pub code: Option<CodeRecord>,
    /// The presenting client's counter of unknown codes.
    pub client: Option<AttemptCounter>,
    /// Whether this client has already shown that it holds this code (`LimitStore::remember_holder`).
    pub client_holds_code: bool,
    /// The code string's own counter, when it was asked for.
    pub per_code: Option<AttemptCounter>,
}

/// The codes: a code's record and its saved form.
#[async_trait]
pub trait CodeStore: Send + Sync {
    /// Inserts a new code; `Ok(false)` if that code already exists (the caller draws another).
    async fn insert_code(&self, record: &CodeRecord) -> Result<bool, StoreError>;
    /// Looks a code up (codes are stored uppercase, so this is case-insensitive for a parsed `DocumentCode`).
    async fn get_code(&self, code: &DocumentCode) -> Result<Option<CodeRecord>, StoreError>;
    /// Replaces (or with `None` clears) the saved form data of a code.
    async fn set_document_data(&self, code: &DocumentCode, data: Option<&DocumentData>) -> Result<(), StoreError>;
}

/// Checkouts: the payment sessions, their fulfilment, and the places an unpaid checkout holds.
#[async_trait]
pub trait CheckoutStore: Send + Sync {
    async fn insert_checkout(&self, record: &CheckoutRecord) -> Result<(), StoreError>;
    async fn get_checkout(&self, session_id: &str) -> Result<Option<CheckoutRecord>, StoreError>;
    /// Marks the session paid and activates its code with 6 credits valid 30 days from `now`, atomically and once.
    async fn fulfil_checkout(&self, session_id: &str, now: OffsetDateTime) -> Result<Fulfilment, StoreError>;
    /// Marks a paid session's purchase as shown to its buyer, atomically and once: `true` for the one call that
    /// marked it (the purchase is new), `false` when it was marked before or the session is unknown or unpaid.
    async fn confirm_purchase(&self, session_id: &str, now: OffsetDateTime) -> Result<bool, StoreError>;
    /// Holds one of `client_key`'s places for an unpaid checkout of `code`, until `now + policy.hold_for`
    /// (docs/decisions/0031), atomically with the check: `PlaceHold::Full` (nothing held) when the client already
    /// holds `policy.max` places that have not ended, with when the first of them ends.
    async fn hold_checkout_place(
        &self,
        client_key: &str,
        code: &DocumentCode,
        policy: &PlacePolicy,
        now: OffsetDateTime,
    ) -> Result<PlaceHold, StoreError>;
    /// Gives back the place held for `code` (its checkout was paid, or never got a payment session). Nothing
    /// happens when none is held.
    async fn release_checkout_place(&self, code: &DocumentCode) -> Result<(), StoreError>;
}

/// Generation jobs: spending a credit on one, its lease, its progress and its end.
#[async_trait]
pub trait JobStore: Send + Sync {
    /// Spends one credit of the job's code and inserts the job, atomically: never above the code's total.
    async fn start_job(&self, job: &JobRecord, now: OffsetDateTime) -> Result<(), SpendError>;
    async fn get_job(&self, job_id: &str) -> Result<Option<JobRecord>, StoreError>;
    /// Every job of the code that is still kept (each made with its credits, in the code's window), oldest first.
    async fn jobs_for_code(&self, code: &DocumentCode) -> Result<Vec<JobRecord>, StoreError>;
    /// Takes the job for `owner` until `lease_until`, counting one more attempt: a queued job, or a running one whose
    /// lease expired before `now`. `None` when another runner holds it or it has finished.
    async fn claim_job(
        &self,
        job_id: &str,
        owner: &str,
        now: OffsetDateTime,
        lease_until: OffsetDateTime,
    ) -> Result<Option<JobRecord>, StoreError>;
    /// The holder's heartbeat: extends its lease; `false` when the job is no longer its own.
    async fn renew_lease(&self, job_id: &str, owner: &str, lease_until: OffsetDateTime) -> Result<bool, StoreError>;
    /// Saves stage, progress and message while `job.lease_owner` still holds the job; `false` when it lost it.
    async fn update_job(&self, job: &JobRecord) -> Result<bool, StoreError>;
    /// Marks the job succeeded and records it as the code's latest document, while `job.lease_owner` still holds it.
    async fn complete_job(&self, job: &JobRecord) -> Result<bool, StoreError>;
    /// Marks an unfinished job failed and gives its credit back, once, if `guard` allows; `false` otherwise.
    async fn fail_job(&self, job: &JobRecord, guard: JobGuard<'_>) -> Result<bool, StoreError>;
    /// Puts an unfinished job back in the queue, due to be taken by `due`, if `guard` allows; the job as requeued.
    async fn requeue_job(
        &self,
        job_id: &str,
        guard: JobGuard<'_>,
        due: OffsetDateTime,
    ) -> Result<Option<JobRecord>, StoreError>;
    /// Queued and running jobs, for a restarting local server. A row that cannot be read is set aside (marked so it
    /// is not read again, its credit given back), logged, and skipped, so one bad row never stops a start.
    async fn unfinished_jobs(&self) -> Result<Vec<JobRecord>, StoreError>;
    /// Unfinished jobs whose lease or queue deadline passed before `now`, for the sweeper.
    async fn overdue_jobs(&self, now: OffsetDateTime) -> Result<Vec<JobRecord>, StoreError>;
}

/// Rate limits: attempt counters and the clients known to hold a code.
#[async_trait]
pub trait LimitStore: Send + Sync {
    /// Reads what deciding an attempt with `code` needs, in one round trip: the code's record, the client's counter
    /// (and whether the client already holds this code), and the code string's counter when `code_key` is given.
    async fn read_code_attempt(
        &self,
        code: &DocumentCode,
        client_key: &str,
        code_key: Option<&str>,
    ) -> Result<CodeAttempt, StoreError>;
    /// Counts one attempt against `key` under `policy`, atomically: refused, and nothing changed, while it is blocked.
    async fn count_attempt(
        &self,
        key: &str,
        policy: &AttemptPolicy,
        now: OffsetDateTime,
    ) -> Result<Counted, StoreError>;
    /// Remembers that `client_key` holds `code`. With a `policy`, only if the client is not blocked under it, checked
    /// atomically with the write: `Gate::Blocked` (and nothing remembered) when it is.
    async fn remember_holder(
        &self,
        client_key: &str,
        code: &DocumentCode,
        policy: Option<&AttemptPolicy>,
        now: OffsetDateTime,
    ) -> Result<Gate, StoreError>;
    /// The counter stored under `key`, without counting anything.
    async fn read_counter(&self, key: &str) -> Result<Option<AttemptCounter>, StoreError>;
}

/// Purchases and the operator's actions on them: the buyer, the guarantee's extra credits and refunds, each in the audit log.
#[async_trait]
pub trait AuditStore: Send + Sync {
    /// Keeps how a code was bought, once it is activated: the checkout session and the buyer's address (lowercased).
    async fn record_buyer(
        &self,
        code: &DocumentCode,
        checkout_session_id: &str,
        buyer_email: Option<&str>,
    ) -> Result<(), StoreError>;
    /// The purchase behind a code.
    async fn find_purchase(&self, code: &DocumentCode) -> Result<Option<Purchase>, StoreError>;
    /// The purchases made with a checkout address (compared lowercased), newest first.
    async fn find_purchases_by_email(&self, email: &str) -> Result<Vec<Purchase>, StoreError>;
    /// Adds `credits` to a paid, unexpired, unrefunded code once ever, with `entry` in the audit log, atomically.
    async fn grant_extra_credits(
        &self,
        code: &DocumentCode,
        credits: u32,
        entry: &AuditEntry,
    ) -> Result<GuaranteeOutcome, StoreError>;
    /// Marks a paid code refunded and inactive once ever, with `entry` in the audit log, atomically.
    async fn mark_refunded(&self, code: &DocumentCode, entry: &AuditEntry) -> Result<GuaranteeOutcome, StoreError>;
    /// The audit log of a code, oldest first.
    async fn audit_entries(&self, code: &DocumentCode) -> Result<Vec<AuditEntry>, StoreError>;
}

/// Reviews: one per code.
#[async_trait]
pub trait ReviewStore: Send + Sync {
    /// Stores `review` as its code's one review, atomically replacing any earlier one but keeping that one's
    /// `created_at`.
    async fn put_review(&self, review: &ReviewRecord) -> Result<SavedReview, StoreError>;
    /// Every stored review, oldest first (by `created_at`, then `code_id`), for the operator's export.
    async fn all_reviews(&self) -> Result<Vec<ReviewRecord>, StoreError>;
}

/// The whole record store: one per aggregate (docs/decisions/0040), and what concerns the store as a whole. Each
/// adapter implements every part; a handler may take only the part it uses.
#[async_trait]
pub trait RecordStore: CodeStore + CheckoutStore + JobStore + LimitStore + AuditStore + ReviewStore {
    /// A cheap real call that proves the store answers (the operator's integrations check): what was checked.
    async fn check(&self) -> Result<String, crate::health::CheckFailure>;
    /// Deletes what has expired by `now`, a code's jobs with its window, and answers the deleted jobs' ids (their
    /// files go too). DynamoDB's TTL does this by itself (the jobs' files through the table's stream), so the default
    /// does nothing.
    async fn purge_expired(&self, _now: OffsetDateTime) -> Result<Vec<String>, StoreError> {
        Ok(vec![])
    }
}

/// Why a guarantee action cannot apply to `purchase` (checked inside the action's transaction).
pub(crate) fn guarantee_refusal(
    purchase: &Purchase,
    action: GuaranteeAction,
    now: OffsetDateTime,
) -> Option<GuaranteeOutcome> {
    if purchase.refunded_at.is_some() {
        return Some(GuaranteeOutcome::AlreadyRefunded);
    }
    if purchase.checkout_session_id.is_none() && !purchase.record.is_active {
        return Some(GuaranteeOutcome::NotPaid);
    }
    if action == GuaranteeAction::AddCredits {
        if purchase.extra_credits_at.is_some() {
            return Some(GuaranteeOutcome::AlreadyGranted);
        }
        if !purchase.record.is_active {
            return Some(GuaranteeOutcome::NotPaid);
        }
        if purchase.record.is_expired(now) {
            return Some(GuaranteeOutcome::Expired);
        }
    }
    None
}

/// Timestamps are stored as whole Unix seconds in both stores, so they compare as numbers.
/// How a damaged code record is named in logs: by a fingerprint, never the code.
pub(crate) fn damaged_code_record(code: &str) -> String {
    format!("code {}", crate::limits::code_fingerprint(code))
}

/// The jobs that read back, in order; an unreadable one is left out and logged (one damaged job never hides a code's
/// other documents).
pub(crate) fn readable_jobs<'a>(
    jobs: impl IntoIterator<Item = (&'a str, Result<JobRecord, StoreError>)>,
) -> Vec<JobRecord> {
    jobs.into_iter()
        .filter_map(|(job_id, job)| match job {
            Ok(job) => Some(job),
            Err(err) => {
                tracing::error!(job_id, error = %err, "a job record cannot be read; left out of its code's documents");
                None
            }
        })
        .collect()
}

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::{DocumentCode, DocumentData};

    fn job(now: OffsetDateTime) -> JobRecord {
        let code = DocumentCode::parse("ABCD2345").expect("a well-formed code");
        JobRecord::new(code, DocumentData::default(), JobStatus::Running, now)
    }

    #[test]
    fn a_runner_takes_a_queued_job_or_one_whose_lease_ended_and_never_a_held_or_finished_one() {
        let start = time::macros::datetime!(2026-11-28 10:00 UTC);
        let mut queued = job(start);
        queued.status = JobStatus::Queued;
        assert!(queued.is_claimable(start));
        queued.claim("runner-a", start, start + time::Duration::seconds(60));
        assert_eq!(
            (queued.status, queued.lease_owner.as_deref(), queued.attempts),
            (JobStatus::Running, Some("runner-a"), 1)
        );
        assert!(!queued.is_claimable(start + time::Duration::seconds(59)), "held while its lease runs");
        assert!(queued.is_claimable(start + time::Duration::seconds(61)), "taken again once the lease has ended");
        queued.claim("runner-b", start + time::Duration::seconds(61), start + time::Duration::seconds(120));
        assert_eq!((queued.lease_owner.as_deref(), queued.attempts), (Some("runner-b"), 2));
        for finished in [JobStatus::Succeeded, JobStatus::Failed] {
            let mut done = job(start);
            done.status = finished;
            assert!(!done.is_claimable(start + time::Duration::days(1)), "{finished:?}");
        }
    }

    #[test]
    fn the_stage_clock_restarts_only_when_the_stage_changes_and_stops_when_the_job_ends() {
        let start = OffsetDateTime::UNIX_EPOCH + time::Duration::days(20_000);
        let mut job = job(start);
        job.enter_stage(JobStage::Drafting, start + time::Duration::seconds(3));
        assert_eq!(job.stage_seconds(start + time::Duration::seconds(17)), 14);
        // A new message in the same stage (formatting, then finalizing) keeps the stage's clock.
        job.enter_stage(JobStage::Formatting, start + time::Duration::seconds(20));
        job.enter_stage(JobStage::Formatting, start + time::Duration::seconds(25));
        assert_eq!(job.stage_seconds(start + time::Duration::seconds(30)), 10);
        // A clock that reads earlier than the stage's start says 0, never a negative.
        assert_eq!(job.stage_seconds(start), 0);
        job.fail("Failed to generate your document", start + time::Duration::seconds(31));
        assert_eq!(job.stage_seconds(start + time::Duration::seconds(40)), 0);
    }

    #[test]
    fn a_job_stored_before_the_stage_clock_counts_from_its_last_write() {
        let start = OffsetDateTime::UNIX_EPOCH + time::Duration::days(20_000);
        let mut stored = serde_json::to_value(job(start)).expect("a job serialises");
        let fields = stored.as_object_mut().expect("an object");
        assert!(fields.remove("stageStartedAt").is_some(), "the field is stored: {fields:?}");
        let old: JobRecord = serde_json::from_value(stored).expect("an older record still reads");
        assert_eq!(old.stage_started_at, None);
        assert_eq!(old.stage_seconds(start + time::Duration::seconds(9)), 9);
    }
}
