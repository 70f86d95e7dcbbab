//! The generation job: research, drafting, formatting, stored as a .docx (decisions §4.6).
//!
//! A job is a record in the store. Starting one spends a credit atomically; the job then runs on the server (a task
//! in the local server, the generation-worker Lambda on AWS), saving its real stage and progress as it goes, so the
//! browser can poll it, close the tab, or come back later. A failed job gives its credit back.

use crate::context::AppContext;
use crate::domain::DocumentRequest;
use crate::drafting::{self, DraftDocument, Research};
use crate::error::StoreError;
use crate::store::{JobRecord, JobStage, JobStatus};
use async_trait::async_trait;
use std::sync::Arc;
use tokio::sync::mpsc;

/// The longest a job may run before it stops itself and gives the credit back: under the generation-worker
/// Lambda's 15-minute limit, so a job always ends on its own terms.
pub const JOB_DEADLINE: std::time::Duration = std::time::Duration::from_secs(12 * 60);
/// A job not heard from for this long cannot still be running (every job ends by `JOB_DEADLINE`): its runner died.
/// It may be claimed again, and a visitor polling it sees it closed with the credit returned.
pub const STALE_AFTER: time::Duration = time::Duration::minutes(15);
pub const TOOK_TOO_LONG: &str = "Generation took too long and was stopped. Your credit was returned; please try again.";
/// Jobs the local server runs at once; the rest wait their turn in the queue.
pub const IN_PROCESS_CONCURRENCY: usize = 4;
pub const DOCX_CONTENT_TYPE: &str = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

#[derive(Debug, thiserror::Error)]
pub enum DraftError {
    #[error("{provider} failed: {detail}")]
    Provider { provider: String, detail: String },
    #[error("{provider} returned an empty document")]
    Empty { provider: String },
}

/// One drafting capability: the offline engine, or an AI provider (next issue).
#[async_trait]
pub trait DocumentDrafter: Send + Sync {
    /// A short name recorded with the document ("offline", "openai", ...).
    fn name(&self) -> &str;
    async fn draft(&self, request: &DocumentRequest, research: &Research) -> Result<DraftDocument, DraftError>;
}

/// The project's own clause library: no network, no key.
pub struct OfflineDrafter;

#[async_trait]
impl DocumentDrafter for OfflineDrafter {
    fn name(&self) -> &str {
        "offline"
    }

    async fn draft(&self, request: &DocumentRequest, research: &Research) -> Result<DraftDocument, DraftError> {
        Ok(drafting::draft_offline(request, research))
    }
}

/// A primary drafter and an optional fallback, tried in that order.
#[derive(Clone)]
pub struct Drafters {
    pub primary: Arc<dyn DocumentDrafter>,
    pub fallback: Option<Arc<dyn DocumentDrafter>>,
}

pub struct DraftOutcome {
    pub document: DraftDocument,
    pub provider: String,
    pub used_fallback: bool,
}

impl Drafters {
    pub fn offline() -> Self {
        Drafters { primary: Arc::new(OfflineDrafter), fallback: None }
    }

    /// Drafts with the primary, and with the fallback when the primary fails or returns nothing.
    pub async fn draft(&self, request: &DocumentRequest, research: &Research) -> Result<DraftOutcome, DraftError> {
        let first = attempt(self.primary.as_ref(), request, research).await;
        let primary_error = match first {
            Ok(document) => {
                return Ok(DraftOutcome { document, provider: self.primary.name().into(), used_fallback: false })
            }
            Err(err) => err,
        };
        let Some(fallback) = &self.fallback else { return Err(primary_error) };
        tracing::warn!(error = %primary_error, fallback = fallback.name(), "primary drafter failed; using the fallback");
        let document = attempt(fallback.as_ref(), request, research).await?;
        Ok(DraftOutcome { document, provider: fallback.name().into(), used_fallback: true })
    }
}

async fn attempt(
    drafter: &dyn DocumentDrafter,
    request: &DocumentRequest,
    research: &Research,
) -> Result<DraftDocument, DraftError> {
    let document = drafter.draft(request, research).await?;
    if document.sections.is_empty() {
        return Err(DraftError::Empty { provider: drafter.name().into() });
    }
    Ok(document)
}

/// How a started job reaches a runner.
pub enum JobQueue {
    /// Send the job id to the in-process runner.
    InProcess(mpsc::UnboundedSender<String>),
    /// Nothing to do: inserting the job record triggers the worker through the table's stream.
    Stream,
}

pub type JobReceiver = mpsc::UnboundedReceiver<String>;

impl JobQueue {
    pub fn in_process() -> (JobQueue, JobReceiver) {
        let (sender, receiver) = mpsc::unbounded_channel();
        (JobQueue::InProcess(sender), receiver)
    }

    pub fn dispatch(&self, job_id: &str) {
        if let JobQueue::InProcess(sender) = self {
            if sender.send(job_id.to_string()).is_err() {
                tracing::error!(job_id, "the in-process job runner has stopped; the job will run on the next start");
            }
        }
    }
}

/// Runs queued jobs on tasks of this process, a few at a time, until the queue's senders are gone.
pub fn spawn_in_process_runner(ctx: Arc<AppContext>, mut receiver: JobReceiver) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        let permits = Arc::new(tokio::sync::Semaphore::new(IN_PROCESS_CONCURRENCY));
        while let Some(job_id) = receiver.recv().await {
            let Ok(permit) = permits.clone().acquire_owned().await else { break };
            let ctx = ctx.clone();
            tokio::spawn(async move {
                if let Err(err) = run_job(&ctx, &job_id).await {
                    tracing::error!(job_id, error = %err, "generation job could not be run");
                }
                drop(permit);
            });
        }
    })
}

/// Re-queues jobs a previous run of the local server left unfinished, so no paid generation is lost to a restart.
pub async fn resume_unfinished_jobs(ctx: &AppContext) -> Result<usize, StoreError> {
    let jobs = ctx.store.unfinished_jobs().await?;
    for job in &jobs {
        ctx.jobs.dispatch(&job.job_id);
    }
    Ok(jobs.len())
}

/// Claims the job (so a redelivered trigger does not run it twice) and runs it to the end.
pub async fn run_job(ctx: &AppContext, job_id: &str) -> Result<(), StoreError> {
    let now = ctx.clock.now();
    if !ctx.store.claim_job(job_id, now, now - STALE_AFTER).await? {
        tracing::info!(job_id, "job already taken or finished");
        return Ok(());
    }
    let Some(job) = ctx.store.get_job(job_id).await? else { return Ok(()) };
    run_claimed_job(ctx, job).await.map(|_| ())
}

/// Runs a job this runner owns, saving each stage; returns the finished job and, on success, the drafted document.
pub async fn run_claimed_job(
    ctx: &AppContext,
    mut job: JobRecord,
) -> Result<(JobRecord, Option<DraftDocument>), StoreError> {
    let outcome = match tokio::time::timeout(ctx.job_deadline, execute(ctx, &mut job)).await {
        Ok(outcome) => outcome,
        Err(_) => Err(JobFailure::new(TOOK_TOO_LONG, "the job deadline passed")),
    };
    match outcome {
        Ok(document) => {
            job.status = JobStatus::Succeeded;
            job.stage = JobStage::Done;
            job.progress = 100;
            job.message = "Document successfully generated!".into();
            job.updated_at = ctx.clock.now();
            ctx.store.complete_job(&job).await?;
            tracing::info!(job_id = %job.job_id, provider = ?job.provider, "generation finished");
            Ok((job, Some(document)))
        }
        Err(failure) => {
            tracing::warn!(job_id = %job.job_id, stage = ?job.stage, reason = %failure.log_detail, "generation failed");
            job.status = JobStatus::Failed;
            job.error = Some(failure.visitor_message);
            job.progress = job.progress.max(30);
            job.updated_at = ctx.clock.now();
            let refunded = ctx.store.fail_job(&job).await?;
            tracing::info!(job_id = %job.job_id, refunded, "failed job closed");
            Ok((job, None))
        }
    }
}

struct JobFailure {
    visitor_message: String,
    log_detail: String,
}

impl JobFailure {
    fn new(visitor_message: &str, log_detail: impl std::fmt::Display) -> Self {
        JobFailure { visitor_message: visitor_message.into(), log_detail: log_detail.to_string() }
    }
}

async fn advance(
    ctx: &AppContext,
    job: &mut JobRecord,
    stage: JobStage,
    progress: u8,
    message: &str,
) -> Result<(), JobFailure> {
    job.stage = stage;
    job.progress = progress;
    job.message = message.into();
    job.updated_at = ctx.clock.now();
    ctx.store.update_job(job).await.map_err(|e| JobFailure::new("Failed to generate your document", e))
}

async fn execute(ctx: &AppContext, job: &mut JobRecord) -> Result<DraftDocument, JobFailure> {
    let request = job.document_data.validate().map_err(|errors| {
        let fields: Vec<&str> = errors.0.keys().copied().collect();
        JobFailure::new("Please fill out the document form to continue", format!("invalid fields: {fields:?}"))
    })?;

    advance(ctx, job, JobStage::Research, 20, "Processing document requirements").await?;
    let research = drafting::research(&request);
    job.review_notes = research.review_points.clone();

    advance(ctx, job, JobStage::Drafting, 45, "Processing document content").await?;
    let outcome = ctx
        .drafters
        .draft(&request, &research)
        .await
        .map_err(|e| JobFailure::new("Failed to generate your document", e))?;
    job.provider = Some(outcome.provider.clone());
    job.used_fallback = outcome.used_fallback;

    advance(ctx, job, JobStage::Formatting, 80, "Formatting your document").await?;
    let bytes = drafting::render_docx(&outcome.document).map_err(|e| JobFailure::new("Word Generation Failed", e))?;

    advance(ctx, job, JobStage::Formatting, 92, "Finalizing document generation").await?;
    let key = format!("documents/{}.docx", job.job_id);
    ctx.files
        .put(&key, DOCX_CONTENT_TYPE, bytes)
        .await
        .map_err(|e| JobFailure::new("Failed to generate your document", e))?;
    job.file_key = Some(key);
    job.file_name = Some(request.file_name());
    Ok(outcome.document)
}

/// Closes a job whose runner died (not heard from for `STALE_AFTER`), giving its credit back, so a visitor never
/// waits on a job that will not finish.
pub async fn close_if_abandoned(ctx: &AppContext, mut job: JobRecord) -> Result<JobRecord, StoreError> {
    if job.status.is_finished() || job.updated_at >= ctx.clock.now() - STALE_AFTER {
        return Ok(job);
    }
    job.status = JobStatus::Failed;
    job.error = Some(TOOK_TOO_LONG.into());
    job.progress = job.progress.max(30);
    job.updated_at = ctx.clock.now();
    if ctx.store.fail_job(&job).await? {
        tracing::warn!(job_id = %job.job_id, "abandoned job closed and its credit returned");
        return Ok(job);
    }
    // Another runner finished it meanwhile: report what it recorded.
    Ok(ctx.store.get_job(&job.job_id).await?.unwrap_or(job))
}

/// The generation-worker Lambda's input: a DynamoDB stream batch. Runs every inserted job in it.
pub async fn handle_stream_event(ctx: &AppContext, event: &serde_json::Value) -> Result<(), StoreError> {
    let records = event["Records"].as_array().map(Vec::as_slice).unwrap_or_default();
    for record in records {
        if record["eventName"].as_str() != Some("INSERT") {
            continue;
        }
        match record["dynamodb"]["NewImage"]["job_id"]["S"].as_str() {
            Some(job_id) => run_job(ctx, job_id).await?,
            None => tracing::warn!("stream record without a job_id"),
        }
    }
    Ok(())
}
