//! Research, generation (as a server-side job, or synchronously), formatting and download.

use super::access::{self, Authorized};
use super::admission::admission;
use crate::context::AppContext;
use crate::domain::{DocumentData, DocumentRequest, DocumentType};
use crate::drafting::{self, SignatureParty};
use crate::error::ApiError;
use crate::generation::{self, DOCX_CONTENT_TYPE};
use crate::http::{ApiRequest, ApiResponse};
use crate::limits;
use crate::store::{CodeRecord, JobRecord, JobStatus, SpendError};
use base64::Engine;
use http::StatusCode;
use serde::Deserialize;
use serde_json::json;

pub const NO_DOCUMENT: &str = "No document content available to download";
pub const NEED_FORM: &str = "Please fill out the document form to continue";
pub const NO_CREDITS: &str = "You have used all the document credits of this code.";
/// Longest document text `format-document` accepts, in characters. The longest document the offline engine drafts
/// is 30,467 characters of Markdown (a Freelance Agreement with every special clause; measured over every type,
/// state and business type), and an AI draft may run to 2-3 times a draft's length: 100,000 is room for the longest
/// of those. A call at all four limits at once takes about 12 MB while it renders, and answers well under 1 MB.
pub const MAX_DOCUMENT_CHARS: usize = 100_000;
/// Most non-blank lines (each a paragraph, heading, list item or table row). Memory follows lines rather than
/// characters: docx-rs holds each paragraph in about 4 KB, so 200 KB of two-character lines took 425 MB and made a
/// 17 MB answer. The longest offline document has 176 lines; 2,000 allow a draft ten times as finely broken up.
pub const MAX_DOCUMENT_LINES: usize = 2_000;
/// Most runs of text (a paragraph has one more for each switch between bold and plain), about 1 KB each in docx-rs.
/// The longest offline document has 123.
pub const MAX_DOCUMENT_RUNS: usize = 4_000;
/// Most signature blocks: each becomes a five-row table of about a dozen paragraphs. Real documents have two.
pub const MAX_SIGNATURE_PARTIES: usize = 12;

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct GenerationBody {
    #[serde(deserialize_with = "crate::domain::document_data::optional_object")]
    document_data: Option<DocumentData>,
}

/// 409: the call may leave the form data out, but the code has none saved. The request is well formed; the code's
/// state is what is missing.
fn no_saved_form() -> ApiError {
    ApiError::new(StatusCode::CONFLICT, "missing_document_data", NEED_FORM)
}

/// The order of a generation: the form data the call sends, else what is saved with the code, admitted (saved data
/// can reach generation without passing checkout again) before any credit is spent.
async fn order_for(
    ctx: &AppContext,
    record: &CodeRecord,
    sent: Option<DocumentData>,
) -> Result<(DocumentData, DocumentRequest), ApiError> {
    let data = sent.or_else(|| record.document_data.clone()).ok_or_else(no_saved_form)?;
    let order = admission(ctx).admit(&data).await?;
    Ok((data, order))
}

fn spend_error(err: SpendError) -> ApiError {
    match err {
        SpendError::NoCredits => ApiError::new(StatusCode::PAYMENT_REQUIRED, "no_credits", NO_CREDITS),
        SpendError::Expired => ApiError::new(StatusCode::FORBIDDEN, "code_expired", access::EXPIRED_CODE),
        SpendError::Inactive => ApiError::new(StatusCode::FORBIDDEN, "code_inactive", access::INACTIVE_CODE),
        SpendError::UnknownCode => ApiError::new(StatusCode::UNAUTHORIZED, "invalid_code", access::INVALID_CODE),
        SpendError::Store(err) => err.into(),
    }
}

/// Spends a credit and records the job with its admitted order; the form data is saved with the code for the next
/// visit.
async fn start_job(
    ctx: &AppContext,
    record: &CodeRecord,
    (data, order): (DocumentData, DocumentRequest),
    status: JobStatus,
) -> Result<JobRecord, ApiError> {
    let job = JobRecord::new(record.code.clone(), data, status, ctx.clock.now()).with_order(order);
    insert_job(ctx, record, job).await
}

/// Spends a credit and records `job` (a new document, or a revision of one), atomically; the data it uses is saved
/// with the code for the next visit.
pub(super) async fn insert_job(
    ctx: &AppContext,
    record: &CodeRecord,
    mut job: JobRecord,
) -> Result<JobRecord, ApiError> {
    let now = ctx.clock.now();
    if job.status == JobStatus::Running {
        job = job.held_by(&ctx.runner_id, now + generation::LEASE);
    }
    // A document made in the window's last minutes stays downloadable for its grace after it is made.
    job.available_until = Some(crate::store::document_available_until(record.expires_at, now));
    ctx.store.start_job(&job, now).await.map_err(spend_error)?;
    ctx.store.set_document_data(&record.code, Some(&job.document_data)).await?;
    tracing::info!(job_id = %job.job_id, code = %record.code.redacted(), "generation started; one credit spent");
    Ok(job)
}

/// `start-generation`: spends one credit and queues the job; answers at once with its id.
pub async fn start_generation(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let Authorized { record, body } = Authorized::<GenerationBody>::from_request(ctx, request).await?;
    let order = order_for(ctx, &record, body.document_data).await?;
    let job = start_job(ctx, &record, order, JobStatus::Queued).await?;
    ctx.jobs.dispatch(&job.job_id);
    Ok(ApiResponse::json(StatusCode::ACCEPTED, &json!({ "jobId": job.job_id, "status": "queued" })))
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct JobBody {
    job_id: Option<String>,
    /// download-document: `true` for the revision's redline rather than the document (absent or null: the document).
    redline: Option<bool>,
}

/// The job, if it exists and belongs to this code (anything else looks the same: not found).
pub(super) async fn job_of(ctx: &AppContext, record: &CodeRecord, job_id: &str) -> Result<Option<JobRecord>, ApiError> {
    if job_id.len() > 64 {
        return Ok(None);
    }
    Ok(ctx.store.get_job(job_id).await?.filter(|job| job.code == record.code))
}

/// The job as `job_of` finds it, for a code that may be past its window: a job whose document is no longer
/// available is refused as the expired code it belongs to (403), before anything about it is told.
async fn available_job_of(ctx: &AppContext, record: &CodeRecord, job_id: &str) -> Result<Option<JobRecord>, ApiError> {
    let job = job_of(ctx, record, job_id).await?;
    let expired = record.is_expired(ctx.clock.now());
    match job {
        Some(job) if access::document_available(ctx, record, &job) => Ok(Some(job)),
        _ if expired => Err(access::code_expired()),
        other => Ok(other),
    }
}

/// The longest a `generation-status` call may wait for its job to change: well within API Gateway's 29 seconds and
/// the function's timeout, so a waiting call is answered, never cut off (docs/decisions/0037).
pub const MAX_STATUS_WAIT_SECONDS: u64 = 20;
/// How often a waiting call looks at its job again: a job that finishes is seen within this time.
const STATUS_WAIT_STEP: std::time::Duration = std::time::Duration::from_millis(50);

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct StatusBody {
    job_id: Option<String>,
    /// How long to wait for the job to change before answering (0 or absent: answer at once).
    wait_seconds: Option<serde_json::Value>,
    /// The `statusToken` of the answer the caller has: the call waits for the job to differ from it (absent: from
    /// how it is when the call arrives).
    since_token: Option<String>,
}

/// What a watcher of the job sees change: its status, stage and progress, as an opaque token.
fn status_token(job: &JobRecord) -> String {
    format!("{:?}-{:?}-{}", job.status, job.stage, job.progress)
}

/// `waitSeconds` as sent: a whole number from 0 to [`MAX_STATUS_WAIT_SECONDS`].
fn status_wait(raw: Option<&serde_json::Value>) -> Result<std::time::Duration, ApiError> {
    let seconds = match raw {
        None | Some(serde_json::Value::Null) => Some(0),
        // JSON has one number type: `5.0` is the whole number 5, as a JSON Schema `integer` says.
        Some(value) => value
            .as_u64()
            .or_else(|| value.as_f64().filter(|s| s.fract() == 0.0 && *s >= 0.0).map(|s| s as u64))
            .filter(|s| *s <= MAX_STATUS_WAIT_SECONDS),
    };
    seconds.map(std::time::Duration::from_secs).ok_or_else(|| {
        ApiError::bad_request(
            "invalid_wait",
            format!("waitSeconds must be a whole number from 0 to {MAX_STATUS_WAIT_SECONDS}."),
        )
    })
}

/// The job once it differs from `since` (its token when absent), has finished, or `wait` has passed: a long poll, so
/// the generating page learns of the finished document within [`STATUS_WAIT_STEP`] instead of at its next poll.
async fn job_when_changed(
    ctx: &AppContext,
    mut job: JobRecord,
    wait: std::time::Duration,
    since: Option<String>,
) -> Result<JobRecord, ApiError> {
    let from = since.unwrap_or_else(|| status_token(&job));
    let deadline = tokio::time::Instant::now() + wait;
    while !job.status.is_finished() && status_token(&job) == from {
        let now = tokio::time::Instant::now();
        if now >= deadline {
            break;
        }
        tokio::time::sleep(STATUS_WAIT_STEP.min(deadline - now)).await;
        match ctx.store.get_job(&job.job_id).await? {
            Some(latest) => job = generation::with_overdue_recovered(ctx, latest).await?,
            None => break,
        }
    }
    Ok(job)
}

/// `generation-status`: the job's real stage, progress and outcome; with `waitSeconds`, once it has changed.
pub async fn generation_status(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    // A job started in the window's last minutes finishes (and is polled) after it.
    let Authorized { record, body } = Authorized::<StatusBody>::for_documents(ctx, request).await?;
    let wait = status_wait(body.wait_seconds.as_ref())?;
    let job_id = body.job_id.unwrap_or_default();
    let job = available_job_of(ctx, &record, &job_id)
        .await?
        .ok_or_else(|| ApiError::not_found("job_not_found", "This generation was not found for your document code."))?;
    let was_finished = job.status.is_finished();
    let job = generation::with_overdue_recovered(ctx, job).await?;
    let job = job_when_changed(ctx, job, wait, body.since_token).await?;
    // `authorize` has just read the code; only a job closed by this poll has changed its balance since.
    let credits = if job.status.is_finished() && !was_finished {
        ctx.store.get_code(&record.code).await?.map_or(record.credits, |r| r.credits)
    } else {
        record.credits
    };
    Ok(ApiResponse::ok(&json!({
        "jobId": job.job_id,
        "status": job.status,
        "stage": job.stage,
        "progress": job.progress,
        "message": job.message,
        "stageSeconds": job.stage_seconds(ctx.clock.now()),
        "provider": job.provider,
        "usedFallback": job.used_fallback,
        "error": job.error,
        "fileName": job.file_name,
        "reviewNotes": job.review_notes,
        "creditsRemaining": credits.remaining(),
        "version": job.version,
        "parentJobId": job.parent_job_id,
        "hasRedline": job.has_redline(),
        "changes": job.changes,
        "statusToken": status_token(&job),
    })))
}

/// `generate-document`: drafts synchronously (spends one credit, given back on failure).
pub async fn generate_document(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let Authorized { record, body } = Authorized::<GenerationBody>::from_request(ctx, request).await?;
    let order = order_for(ctx, &record, body.document_data).await?;
    // Inserted as running: this call owns the job, so a stream-triggered worker leaves it alone.
    let job = start_job(ctx, &record, order, JobStatus::Running).await?;
    let (job, document) = generation::run_claimed_job(ctx, job).await?;
    match document {
        Some(document) => Ok(ApiResponse::ok(&json!({
            "document": document.to_markdown(),
            "jobId": job.job_id,
            "provider": job.provider,
            "usedFallback": job.used_fallback,
            "reviewNotes": job.review_notes,
        }))),
        None => Err(ApiError::new(
            StatusCode::BAD_GATEWAY,
            "generation_failed",
            job.error.unwrap_or_else(|| "Failed to generate your document".into()),
        )),
    }
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct ResearchBody {
    document_type: String,
    state_jurisdiction: String,
    industry: String,
    business_type: String,
    custom_instructions: String,
    protection_level: String,
}

/// `research-document`: the laws, required provisions, adaptations and review points for an order.
pub async fn research_document(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let Authorized { record, body } = Authorized::<ResearchBody>::from_request(ctx, request).await?;
    let saved = record.document_data.clone().unwrap_or_default();
    // An 'Other (Beta)' order is researched for its custom type, which only the saved form holds.
    let custom_document = saved.custom_document.filter(|custom| !custom.specific_document_type.trim().is_empty());
    if DocumentType::parse(&body.document_type) == Some(DocumentType::Other) && custom_document.is_none() {
        return Err(no_saved_form());
    }
    // Research does not depend on the business's name, but the order type requires one.
    let business_name =
        Some(saved.business_name.clone()).filter(|n| !n.trim().is_empty()).unwrap_or_else(|| "The Company".into());
    let data = DocumentData {
        document_type: body.document_type,
        business_name,
        business_type: body.business_type,
        state_jurisdiction: body.state_jurisdiction,
        industry: body.industry,
        protection_level: body.protection_level,
        special_clauses: saved.special_clauses,
        custom_instructions: body.custom_instructions,
        pricing_tier: "$19".into(),
        custom_document,
        // The details decide the research as they decide the document: the saved form's.
        details: saved.details,
    };
    let order = data.validate()?;
    let day = ctx.clock.now().date();
    let client = access::client_key(request);
    let research = ctx.cpu.run(Some(&client), move || drafting::plan(&order, day).research).await?;
    Ok(ApiResponse::ok(&json!({ "research": research })))
}

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct FormatBody {
    document_content: String,
    document_type: String,
    business_name: String,
    format: Option<String>,
    include_signature: Option<bool>,
}

/// `format-document`: turns document text into a Word file (base64).
///
/// The text is bounded before any Word rendering (characters, lines, runs, signature blocks), so one call's memory
/// and answer stay small; over a bound the answer is 413 with the spec's 'Word Generation Failed' wording. Each
/// client may format 10 documents a minute, and the rendering runs off the async threads (`CpuPool`).
pub async fn format_document(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let Authorized { body, .. } = Authorized::<FormatBody>::from_request(ctx, request).await?;
    if body.format.as_deref().is_some_and(|f| !f.eq_ignore_ascii_case("docx")) {
        return Err(ApiError::bad_request("unsupported_format", "Only the Word (.docx) format is available."));
    }
    if body.document_content.trim().is_empty() {
        return Err(ApiError::bad_request("empty_document", NO_DOCUMENT));
    }
    let client = access::client_key(request);
    let now = ctx.clock.now();
    access::count_per_minute(ctx, "formats", &client, &limits::FORMATS_PER_CLIENT_PER_MINUTE).await?;
    let properties = drafting::WordProperties::new(&ctx.config.site.name, now);
    let bytes = ctx.cpu.run(Some(&client), move || render_formatted(&body, &properties)).await??;
    Ok(ApiResponse::ok(&json!({
        "fileContent": base64::engine::general_purpose::STANDARD.encode(bytes),
        "format": "docx",
    })))
}

/// format-document's work: the text within its bounds, as a Word file.
fn render_formatted(body: &FormatBody, properties: &drafting::WordProperties) -> Result<Vec<u8>, ApiError> {
    let too_large = |code: &'static str, what: String| {
        ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, code, format!("Word Generation Failed: the document {what}."))
    };
    if body.document_content.chars().count() > MAX_DOCUMENT_CHARS {
        let limit = thousands(MAX_DOCUMENT_CHARS);
        return Err(too_large("document_too_long", format!("is longer than {limit} characters")));
    }
    if body.document_content.lines().filter(|line| !line.trim().is_empty()).count() > MAX_DOCUMENT_LINES {
        let limit = thousands(MAX_DOCUMENT_LINES);
        return Err(too_large("document_too_long", format!("has more than {limit} lines")));
    }
    let title = Some(body.document_type.trim()).filter(|t| !t.is_empty()).unwrap_or("Document");
    let mut document = drafting::parse_markdown(title, &body.document_content);
    if document.run_count() > MAX_DOCUMENT_RUNS {
        let limit = thousands(MAX_DOCUMENT_RUNS);
        return Err(too_large(
            "document_too_complex",
            format!("switches between bold and plain text over {limit} times"),
        ));
    }
    if document.signature_parties.len() > MAX_SIGNATURE_PARTIES {
        return Err(too_large(
            "document_too_complex",
            format!("has more than {MAX_SIGNATURE_PARTIES} signature blocks"),
        ));
    }
    // Decision §4.11: Terms of Service and Privacy Policies are accepted online and never carry a signature table,
    // whatever includeSignature or the text says.
    let accepted_online = drafting::accepted_online(title) || drafting::accepted_online(&document.title);
    if accepted_online {
        document.signature_parties.clear();
    }
    let wants_signature = !accepted_online
        && body.include_signature.unwrap_or_else(|| drafting::needs_signature(title, &body.document_content));
    if wants_signature && document.signature_parties.is_empty() {
        document.signature_parties =
            vec![SignatureParty::new("Company", body.business_name.trim()), SignatureParty::new("Counterparty", "")];
    }
    drafting::render_docx_as(&document, properties).map_err(|err| {
        tracing::error!(error = %err, "docx rendering failed");
        ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "word_generation_failed", "Word Generation Failed")
    })
}

/// "100,000" for 100000: limits as people read them.
fn thousands(n: usize) -> String {
    crate::domain::credits::thousands(n as u64)
}

/// `download-document`: the finished .docx of a job (the latest one when no job is named).
pub async fn download_document(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    // A document stays downloadable for its grace after it is made, even past the code's window.
    let Authorized { record, body } = Authorized::<JobBody>::for_documents(ctx, request).await?;
    let no_document = || ApiError::not_found("no_document", NO_DOCUMENT);
    let job_id = body.job_id.or_else(|| record.latest_job_id.clone());
    let job_id = match job_id {
        Some(job_id) => job_id,
        None if record.is_expired(ctx.clock.now()) => return Err(access::code_expired()),
        None => return Err(no_document()),
    };
    let job = available_job_of(ctx, &record, &job_id).await?.ok_or_else(no_document)?;
    let (Some(key), Some(file_name), JobStatus::Succeeded) = (&job.file_key, &job.file_name, job.status) else {
        return Err(no_document());
    };
    let (key, file_name) = if body.redline == Some(true) {
        // A first version, or a revision whose parent's model was missing, has no redline.
        let key = job.redline_key.as_ref().ok_or_else(no_document)?;
        (key, redline_file_name(file_name))
    } else {
        (key, file_name.clone())
    };
    let bytes = ctx.files.get(key).await.map_err(|err| {
        tracing::error!(error = %err, "could not read the stored document");
        ApiError::unavailable()
    })?;
    let bytes = bytes.ok_or_else(no_document)?;
    Ok(ApiResponse::attachment(DOCX_CONTENT_TYPE, &file_name, bytes))
}

/// "Acme_NDA.docx" → "Acme_NDA-redline.docx".
fn redline_file_name(file_name: &str) -> String {
    let stem = file_name.strip_suffix(".docx").unwrap_or(file_name);
    format!("{stem}-redline.docx")
}
