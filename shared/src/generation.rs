//! The generation job: research, drafting, formatting, stored as a .docx (decisions §4.6).
//!
//! A job is a record in the store. Starting one spends a credit atomically; the job then runs on the server (a task
//! in the local server, the generation-worker Lambda on AWS), saving its real stage and progress as it goes, so the
//! browser can poll it, close the tab, or come back later. A failed job gives its credit back.

use crate::context::AppContext;
use crate::drafter::DraftOutcome;
use crate::drafting::{self, DraftDocument};
use crate::error::StoreError;
use crate::queue::{BatchItemFailure, JobReceiver, StreamBatchResponse, StreamEvent};
use crate::store::{JobGuard, JobRecord, JobStage, JobStatus, SectionSummary, QUEUE_GRACE};
use std::sync::Arc;

/// The longest a job may run (the context holds it, so tests can shorten it).
pub use crate::context::JOB_DEADLINE;
/// A runner holds a job for this long at a time and renews it every `HEARTBEAT`: a job not renewed by its deadline
/// has a dead runner, and the sweeper (or a visitor's poll) gives it to another.
pub const LEASE: time::Duration = time::Duration::seconds(30);
pub const HEARTBEAT: std::time::Duration = std::time::Duration::from_secs(10);
/// Runners a job may lose (killed processes, crashed workers) before it is closed and its credit returned.
pub const MAX_ATTEMPTS: u32 = 3;
/// A job not finished this long after it was bought is closed and refunded rather than tried again.
pub const MAX_JOB_AGE: time::Duration = time::Duration::minutes(45);
pub const TOOK_TOO_LONG: &str = "Generation took too long and was stopped. Your credit was returned; please try again.";
/// Jobs the local server runs at once; the rest wait their turn in the queue.
pub const IN_PROCESS_CONCURRENCY: usize = 4;
pub const DOCX_CONTENT_TYPE: &str = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/// A drafted document's model, kept beside its Word file.
pub const MODEL_CONTENT_TYPE: &str = "application/json";

/// The in-process runner: its task, and what it needs to stop cleanly.
pub struct InProcessRunner {
    stop: tokio::sync::watch::Sender<bool>,
    task: tokio::task::JoinHandle<tokio::task::JoinSet<()>>,
    /// Jobs this runner has claimed and not finished; a job that finishes removes itself.
    in_flight: Arc<std::sync::Mutex<std::collections::HashSet<String>>>,
    ctx: Arc<AppContext>,
}

/// Runs queued jobs on tasks of this process, a few at a time, until stopped.
pub fn spawn_in_process_runner(ctx: Arc<AppContext>, mut receiver: JobReceiver) -> InProcessRunner {
    let (stop, mut stopped) = tokio::sync::watch::channel(false);
    let in_flight = Arc::new(std::sync::Mutex::new(std::collections::HashSet::new()));
    let task = {
        let (ctx, in_flight) = (ctx.clone(), in_flight.clone());
        tokio::spawn(async move {
            let permits = Arc::new(tokio::sync::Semaphore::new(IN_PROCESS_CONCURRENCY));
            let mut running = tokio::task::JoinSet::new();
            loop {
                let job_id = tokio::select! {
                    _ = stopped.changed() => break,
                    job_id = receiver.recv() => match job_id { Some(id) => id, None => break },
                };
                let permit = tokio::select! {
                    _ = stopped.changed() => break,
                    permit = permits.clone().acquire_owned() => match permit { Ok(p) => p, Err(_) => break },
                };
                // Reap finished tasks so the set does not grow with history.
                while running.try_join_next().is_some() {}
                if let Ok(mut ids) = in_flight.lock() {
                    ids.insert(job_id.clone());
                }
                let (ctx, in_flight) = (ctx.clone(), in_flight.clone());
                running.spawn(async move {
                    if let Err(err) = run_job(&ctx, &job_id).await {
                        tracing::error!(job_id, error = %err, "generation job could not be run");
                    }
                    // Removed only when the run ends on its own: a task aborted at shutdown leaves its id behind.
                    if let Ok(mut ids) = in_flight.lock() {
                        ids.remove(&job_id);
                    }
                    drop(permit);
                });
            }
            running
        })
    };
    InProcessRunner { stop, task, in_flight, ctx }
}

impl InProcessRunner {
    /// Stops taking jobs, lets running ones finish for up to `grace`, then puts the rest back in the queue, so the
    /// next start runs them. Jobs still waiting in the queue stay queued in the store.
    pub async fn shutdown(self, grace: std::time::Duration) {
        let _ = self.stop.send(true);
        let mut running = match self.task.await {
            Ok(running) => running,
            Err(err) => {
                tracing::error!(error = %err, "the job runner task failed");
                return;
            }
        };
        let finished = tokio::time::timeout(grace, async { while running.join_next().await.is_some() {} }).await;
        if finished.is_err() {
            running.shutdown().await;
        }
        let unfinished: Vec<String> =
            self.in_flight.lock().map(|ids| ids.iter().cloned().collect()).unwrap_or_default();
        let due = self.ctx.clock.now();
        for job_id in unfinished {
            match self.ctx.store.requeue_job(&job_id, JobGuard::HeldBy(&self.ctx.runner_id), due).await {
                Ok(Some(_)) => tracing::info!(job_id, "job still running at shutdown; left queued for the next start"),
                Ok(None) => {}
                Err(err) => {
                    tracing::error!(job_id, error = %err, "could not requeue a job at shutdown; its lease will expire")
                }
            }
        }
    }
}

/// At start-up, queues on this runner what a previous process left unfinished. With `previous_runners_gone` (the
/// local server holds its data folder's lock, so no other process runs jobs from it), running jobs are taken over at
/// once instead of when their leases expire. Returns how many jobs were queued.
pub async fn resume_unfinished_jobs(ctx: &AppContext, previous_runners_gone: bool) -> Result<usize, StoreError> {
    let mut queued = 0;
    for job in ctx.store.unfinished_jobs().await? {
        if job.status == JobStatus::Running && previous_runners_gone {
            if recover(ctx, &job, JobGuard::AnyUnfinished).await?.is_some_and(|j| j.status == JobStatus::Queued) {
                queued += 1;
            }
        } else {
            ctx.jobs.dispatch(&job.job_id);
            queued += 1;
        }
    }
    Ok(queued)
}

/// Claims the job for this runner (so a redelivered trigger does not run it twice) and runs it to the end.
pub async fn run_job(ctx: &AppContext, job_id: &str) -> Result<(), StoreError> {
    let now = ctx.clock.now();
    let Some(job) = ctx.store.claim_job(job_id, &ctx.runner_id, now, now + LEASE).await? else {
        tracing::info!(job_id, "job already taken or finished");
        return Ok(());
    };
    run_claimed_job(ctx, job).await.map(|_| ())
}

/// Runs a job this runner holds, saving each stage and renewing its lease; returns the job as it ended and, on
/// success, the drafted document. A runner that loses the job (another took it over) stops without writing.
pub async fn run_claimed_job(
    ctx: &AppContext,
    mut job: JobRecord,
) -> Result<(JobRecord, Option<DraftDocument>), StoreError> {
    let owner = ctx.runner_id.clone();
    job.lease_owner = Some(owner.clone());
    let job_id = job.job_id.clone();
    let outcome = {
        let work = tokio::time::timeout(ctx.job_deadline, execute(ctx, &mut job));
        tokio::select! {
            outcome = work => outcome.unwrap_or_else(|_| Err(JobFailure::new(TOOK_TOO_LONG, "the job deadline passed"))),
            () = keep_lease(ctx, &job_id, &owner) => Err(JobFailure::lost()),
        }
    };
    match outcome {
        Ok(document) => {
            job.status = JobStatus::Succeeded;
            job.stage = JobStage::Done;
            job.progress = 100;
            job.message = "Document successfully generated!".into();
            job.updated_at = ctx.clock.now();
            if !ctx.store.complete_job(&job).await? {
                tracing::warn!(job_id = %job.job_id, "job was taken over before it finished; the new runner completes it");
                return Ok((job, None));
            }
            tracing::info!(job_id = %job.job_id, provider = ?job.provider, "generation finished");
            Ok((job, Some(document)))
        }
        Err(failure) if failure.lost => {
            tracing::warn!(job_id = %job.job_id, "job was taken over by another runner; this one stops");
            Ok((job, None))
        }
        Err(failure) => {
            tracing::warn!(job_id = %job.job_id, stage = ?job.stage, reason = %failure.log_detail, "generation failed");
            job.fail(&failure.visitor_message, ctx.clock.now());
            let refunded = ctx.store.fail_job(&job, JobGuard::HeldBy(&owner)).await?;
            tracing::info!(job_id = %job.job_id, refunded, "failed job closed");
            Ok((job, None))
        }
    }
}

/// The holder's heartbeat: renews the lease every `HEARTBEAT` and returns only when the job is no longer its own.
/// A store outage is retried: the lease then lapses on its own and the sweeper decides.
async fn keep_lease(ctx: &AppContext, job_id: &str, owner: &str) {
    loop {
        tokio::time::sleep(HEARTBEAT).await;
        match ctx.store.renew_lease(job_id, owner, ctx.clock.now() + LEASE).await {
            Ok(true) => {}
            Ok(false) => return,
            Err(err) => tracing::warn!(job_id, error = %err, "could not renew a job's lease"),
        }
    }
}

struct JobFailure {
    visitor_message: String,
    log_detail: String,
    /// The runner no longer holds the job: nothing is written, the new holder finishes it.
    lost: bool,
}

/// Work on the CPU pool that did not finish (it panicked): the job fails with the usual sentence.
fn cpu_failure(err: crate::error::ApiError) -> JobFailure {
    JobFailure::new("Failed to generate your document", err)
}

impl JobFailure {
    fn new(visitor_message: &str, log_detail: impl std::fmt::Display) -> Self {
        JobFailure { visitor_message: visitor_message.into(), log_detail: log_detail.to_string(), lost: false }
    }

    fn lost() -> Self {
        JobFailure { visitor_message: String::new(), log_detail: "lease lost".into(), lost: true }
    }
}

async fn advance(
    ctx: &AppContext,
    job: &mut JobRecord,
    stage: JobStage,
    progress: u8,
    message: &str,
) -> Result<(), JobFailure> {
    job.enter_stage(stage, ctx.clock.now());
    job.progress = progress;
    job.message = message.into();
    match ctx.store.update_job(job).await {
        Ok(true) => Ok(()),
        Ok(false) => Err(JobFailure::lost()),
        Err(err) => Err(JobFailure::new("Failed to generate your document", err)),
    }
}

async fn execute(ctx: &AppContext, job: &mut JobRecord) -> Result<DraftDocument, JobFailure> {
    let request = job.order_or_form().map_err(|errors| {
        let fields: Vec<&str> = errors.0.keys().copied().collect();
        JobFailure::new("Please fill out the document form to continue", format!("invalid fields: {fields:?}"))
    })?;

    advance(ctx, job, JobStage::Research, 20, "Processing document requirements").await?;
    // One plan per job: the engine drafts and researches the order once, as of the day it was bought, and every
    // drafter starts from that plan. Drafting and rendering run on the CPU pool, never on the async threads.
    let day = job.created_at.date();
    let plan = {
        let request = request.clone();
        ctx.cpu.run(None, move || drafting::plan(&request, day)).await.map_err(cpu_failure)?
    };
    job.review_notes = plan.research.review_points.clone();
    // The same notes go in the Word file, as comments beside the clauses they concern.
    let notes = plan.review_notes.clone();

    advance(ctx, job, JobStage::Drafting, 45, "Processing document content").await?;
    let outcome = ctx
        .drafters
        .draft(&request, &plan)
        .await
        .map_err(|e| JobFailure::new("Failed to generate your document", e))?;
    job.provider = Some(outcome.provider.clone());
    job.used_fallback = outcome.used_fallback;

    advance(ctx, job, JobStage::Formatting, 80, "Formatting your document").await?;
    let properties = drafting::WordProperties::new(&ctx.config.site.name, ctx.clock.now());
    let (document, rendered) = {
        let (document, properties) = (outcome.document, properties.clone());
        ctx.cpu
            .run(None, move || {
                let rendered = drafting::render_docx_with_notes(&document, &properties, &notes);
                (document, rendered)
            })
            .await
            .map_err(cpu_failure)?
    };
    let outcome = DraftOutcome { document, ..outcome };
    let bytes = rendered.map_err(|e| JobFailure::new("Word Generation Failed", e))?;

    advance(ctx, job, JobStage::Formatting, 92, "Finalizing document generation").await?;
    let [key, model_key, _] = document_keys(&job.job_id);
    ctx.files
        .put(&key, DOCX_CONTENT_TYPE, bytes)
        .await
        .map_err(|e| JobFailure::new("Failed to generate your document", e))?;
    // The document's model beside its Word file: a revision starts from it and its redline is compared with it.
    let model = serde_json::to_vec(&outcome.document)
        .map_err(|e| JobFailure::new("Failed to generate your document", format!("document model: {e}")))?;
    ctx.files
        .put(&model_key, MODEL_CONTENT_TYPE, model)
        .await
        .map_err(|e| JobFailure::new("Failed to generate your document", e))?;
    job.file_key = Some(key);
    job.model_key = Some(model_key);
    // A revision's file name carries its version ("...-v2.docx"), and its redline's after it ("...-v2-redline.docx").
    job.file_name = Some(crate::domain::document_data::versioned_file_name(&request.file_name(), job.version));
    if let Some(parent_id) = job.parent_job_id.clone() {
        redline(ctx, job, &parent_id, &outcome.document, &properties).await;
    }
    Ok(outcome.document)
}

/// Where a job's files are kept: its Word file, its document's model and, for a revision, its redline. The one list,
/// so the files that expire with a job are the files it wrote.
pub fn document_keys(job_id: &str) -> [String; 3] {
    [format!("documents/{job_id}.docx"), format!("documents/{job_id}.json"), format!("documents/{job_id}-redline.docx")]
}

/// Deletes the files of jobs whose records have expired with their code's window (the jobs table's TTL on AWS, the
/// local server's housekeeping): a buyer's documents do not outlive the code that reaches them.
pub async fn delete_documents_of(ctx: &AppContext, job_ids: &[String]) -> Result<(), crate::files::FileError> {
    for job_id in job_ids {
        for key in document_keys(job_id) {
            ctx.files.delete(&key).await?;
        }
    }
    Ok(())
}

/// A revision's redline against its parent's document model, and its changes by section, kept with the job. A
/// revision whose parent's model is missing or unreadable still succeeds, without a redline (the buyer has the new
/// version all the same); so does one whose redline cannot be stored.
async fn redline(
    ctx: &AppContext,
    job: &mut JobRecord,
    parent_id: &str,
    revised: &DraftDocument,
    properties: &drafting::WordProperties,
) {
    let [_, parent_key, _] = document_keys(parent_id);
    let parent: DraftDocument = match ctx.files.get(&parent_key).await {
        Ok(Some(bytes)) => match serde_json::from_slice(&bytes) {
            Ok(parent) => parent,
            Err(err) => {
                tracing::warn!(job_id = %job.job_id, parent_id, error = %err, "parent's document model unreadable; revision kept without a redline");
                return;
            }
        },
        Ok(None) => {
            tracing::warn!(job_id = %job.job_id, parent_id, "parent's document model missing; revision kept without a redline");
            return;
        }
        Err(err) => {
            tracing::warn!(job_id = %job.job_id, parent_id, error = %err, "parent's document model could not be read; revision kept without a redline");
            return;
        }
    };
    let (revised, properties) = (revised.clone(), properties.clone());
    let compared = ctx
        .cpu
        .run(None, move || {
            let changes = drafting::changes(&parent, &revised)
                .into_iter()
                .map(|section| SectionSummary {
                    section: section.section,
                    changes: section.changes.iter().map(drafting::Change::sentence).collect(),
                })
                .collect::<Vec<_>>();
            (changes, drafting::render_redline_as(&parent, &revised, &properties))
        })
        .await;
    let (changes, rendered) = match compared {
        Ok(compared) => compared,
        Err(err) => {
            tracing::error!(job_id = %job.job_id, error = %err, "redline could not be compared; revision kept without a redline");
            return;
        }
    };
    job.changes = changes;
    let bytes = match rendered {
        Ok(bytes) => bytes,
        Err(err) => {
            tracing::error!(job_id = %job.job_id, error = %err, "redline rendering failed; revision kept without a redline");
            return;
        }
    };
    let [_, _, key] = document_keys(&job.job_id);
    match ctx.files.put(&key, DOCX_CONTENT_TYPE, bytes).await {
        Ok(()) => job.redline_key = Some(key),
        Err(err) => {
            tracing::error!(job_id = %job.job_id, error = %err, "redline could not be stored; revision kept without one")
        }
    }
}

/// Gives an unfinished job nobody is running to a new runner (requeued, and dispatched to this process's runner
/// when it has one), or closes it and returns its credit when its runners have died `MAX_ATTEMPTS` times or it is
/// older than `MAX_JOB_AGE`. `guard` says which jobs the caller may touch; `None` when another caller got there first.
pub async fn recover(ctx: &AppContext, job: &JobRecord, guard: JobGuard<'_>) -> Result<Option<JobRecord>, StoreError> {
    let now = ctx.clock.now();
    if job.attempts >= MAX_ATTEMPTS || now - job.created_at > MAX_JOB_AGE {
        let mut failed = job.clone();
        failed.fail(TOOK_TOO_LONG, now);
        if ctx.store.fail_job(&failed, guard).await? {
            tracing::warn!(job_id = %job.job_id, attempts = job.attempts, "job abandoned by its runners closed; credit returned");
            return Ok(Some(failed));
        }
        return Ok(None);
    }
    let requeued = ctx.store.requeue_job(&job.job_id, guard, now + QUEUE_GRACE).await?;
    if let Some(requeued) = &requeued {
        tracing::info!(job_id = %requeued.job_id, attempts = requeued.attempts, "overdue job queued again");
        ctx.jobs.dispatch(&requeued.job_id);
    }
    Ok(requeued)
}

/// The job as a visitor should see it: an overdue one is recovered first (so nobody waits on a dead runner).
pub async fn with_overdue_recovered(ctx: &AppContext, job: JobRecord) -> Result<JobRecord, StoreError> {
    let now = ctx.clock.now();
    if job.status.is_finished() || job.lease_until >= now {
        return Ok(job);
    }
    match recover(ctx, &job, JobGuard::OverdueAt(now)).await? {
        Some(recovered) => Ok(recovered),
        None => Ok(ctx.store.get_job(&job.job_id).await?.unwrap_or(job)),
    }
}

/// What one sweep did.
#[derive(Debug, Default, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Sweep {
    pub requeued: usize,
    pub closed: usize,
}

/// The sweeper (a scheduled Lambda on AWS, a timer in the local server): every overdue job is queued again for a new
/// runner, or closed with its credit returned.
pub async fn sweep(ctx: &AppContext) -> Result<Sweep, StoreError> {
    let now = ctx.clock.now();
    let mut sweep = Sweep::default();
    for job in ctx.store.overdue_jobs(now).await? {
        match recover(ctx, &job, JobGuard::OverdueAt(now)).await? {
            Some(job) if job.status == JobStatus::Queued => sweep.requeued += 1,
            Some(_) => sweep.closed += 1,
            None => {}
        }
    }
    if sweep != Sweep::default() {
        tracing::info!(requeued = sweep.requeued, closed = sweep.closed, "sweep finished");
    }
    Ok(sweep)
}

/// The generation-worker Lambda's input: runs every queued job in the batch. A record whose job could not be run
/// for a store failure is reported for redelivery; the sweeper covers anything redelivery does not.
pub async fn handle_stream_event(ctx: &AppContext, event: StreamEvent) -> StreamBatchResponse {
    let mut response = StreamBatchResponse::default();
    for record in &event.records {
        if let Some(job_id) = record.removed_job_id() {
            if let Err(err) = delete_documents_of(ctx, &[job_id.to_string()]).await {
                tracing::error!(job_id, error = %err, "expired job's documents could not be deleted; asking for redelivery");
                if let Some(sequence) = &record.dynamodb.sequence_number {
                    response.batch_item_failures.push(BatchItemFailure { item_identifier: sequence.clone() });
                }
            }
            continue;
        }
        let Some(job_id) = record.queued_job_id() else { continue };
        if let Err(err) = run_job(ctx, job_id).await {
            tracing::error!(job_id, error = %err, "generation job could not be run; asking for redelivery");
            if let Some(sequence) = &record.dynamodb.sequence_number {
                response.batch_item_failures.push(BatchItemFailure { item_identifier: sequence.clone() });
            }
        }
    }
    response
}
