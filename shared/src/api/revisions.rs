//! `revise-document` (contract R1): a new version of a finished document, from the buyer's field changes and what
//! they ask for in plain words. The request is read into typed changes the engine applies to the order
//! (`drafting::revise`); what it cannot read goes to the AI drafter as extra instructions when one is configured, and
//! is refused before any credit is spent when the offline engine drafts. The revision then runs as a generation job
//! (one credit, atomically; given back if it fails), linked to its parent, and its job makes the redline.

use super::access::Authorized;
use super::admission::admission;
use super::documents::{insert_job, job_of};
use crate::admission::CHANGES_FIELD;
use crate::config::DraftingBackend;
use crate::context::AppContext;
use crate::domain::{DocumentData, DocumentRequest};
use crate::drafting;
use crate::drafting::revise::{self, join_blocks, OFFLINE_CAN_CHANGE};
use crate::error::ApiError;
use crate::http::{ApiRequest, ApiResponse};
use crate::store::{JobRecord, JobStatus};
use http::StatusCode;
use serde::Deserialize;
use serde_json::json;
use std::collections::BTreeMap;

/// Longest `changes`, in characters as sent.
pub const MAX_CHANGES_CHARS: usize = 2_000;
pub const INVALID_REVISION: &str = "invalid_revision";
pub const REVISION_NOT_UNDERSTOOD: &str = "revision_not_understood";
pub const NOTHING_TO_CHANGE: &str = "Say what to change, or change a field.";
pub const CHANGES_TOO_LONG: &str = "What to change must be at most 2,000 characters.";
pub const NOTHING_WOULD_CHANGE: &str =
    "This would not change the document's text, so no credit was used. Say what to change, or change a field.";
pub const OTHER_DOCUMENT_TYPE: &str =
    "A revision keeps the document's type. To make another kind of document, start a new one.";
pub const JOB_NOT_FOUND: &str = "This document was not found for your document code.";

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct ReviseBody {
    job_id: String,
    changes: String,
    #[serde(deserialize_with = "crate::domain::document_data::optional_object")]
    document_data: Option<DocumentData>,
}

fn invalid(field: &str, message: &str) -> ApiError {
    let fields = BTreeMap::from([(field.to_string(), message.to_string())]);
    ApiError::bad_request(INVALID_REVISION, message).with_fields(fields)
}

/// The refusal of a request the offline engine cannot apply, naming what it could not and what it can.
pub fn not_understood(sentences: &[String]) -> ApiError {
    let quoted: Vec<String> = sentences.iter().map(|s| format!("“{}”", s.trim())).collect();
    let message = format!(
        "We could not apply {} without an AI drafter. Without one we can change: {OFFLINE_CAN_CHANGE}.",
        quoted.join(" or ")
    );
    let fields = BTreeMap::from([(CHANGES_FIELD.to_string(), message.clone())]);
    ApiError::bad_request(REVISION_NOT_UNDERSTOOD, message).with_fields(fields)
}

/// `revise-document`: `{jobId, changes, documentData?}` → 202 `{jobId, status: "queued", version}`.
pub async fn revise_document(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let Authorized { record, body } = Authorized::<ReviseBody>::from_request(ctx, request).await?;
    if body.changes.chars().count() > MAX_CHANGES_CHARS {
        return Err(invalid(CHANGES_FIELD, CHANGES_TOO_LONG));
    }
    let not_found = || ApiError::not_found("job_not_found", JOB_NOT_FOUND);
    let parent = job_of(ctx, &record, &body.job_id).await?.ok_or_else(not_found)?;
    if parent.status != JobStatus::Succeeded || parent.file_key.is_none() {
        return Err(not_found());
    }
    let mut data = body.document_data.unwrap_or_else(|| parent.document_data.clone());
    if data.document_type.trim() != parent.document_data.document_type.trim() {
        return Err(invalid("documentType", OTHER_DOCUMENT_TYPE));
    }
    let fields_changed = data != parent.document_data;
    if body.changes.trim().is_empty() && !fields_changed {
        return Err(invalid(CHANGES_FIELD, NOTHING_TO_CHANGE));
    }
    let revision = revise::parse(&body.changes);
    let applied = revision.apply(&mut data);
    // A length no document may say is refused on any drafter, naming the range.
    let out_of_range: Vec<String> =
        revision.out_of_range.iter().chain(&applied.out_of_range).map(|asked| asked.message()).collect();
    if !out_of_range.is_empty() {
        return Err(invalid(CHANGES_FIELD, &out_of_range.join(" ")));
    }
    let mut unapplied = revision.not_understood.clone();
    unapplied.extend(applied.not_applied);
    let offline = ctx.config.ai.primary == DraftingBackend::Offline;
    if !unapplied.is_empty() && !offline {
        // The AI drafter reads them as the customer's own instructions, fenced and checked like any.
        data.custom_instructions = join_blocks(&data.custom_instructions, &unapplied.join("\n"));
    }
    // The revised order is admitted like any (its plain-words request screened too) before any credit is spent; a
    // conflict is told before what the offline engine could not apply.
    let order = admission(ctx).admit_revision(&data, &body.changes).await?;
    if !unapplied.is_empty() && offline {
        tracing::info!(sentences = unapplied.len(), "revision refused: the offline engine cannot apply part of it");
        return Err(not_understood(&unapplied));
    }
    if unapplied.is_empty() && changes_nothing(ctx, &parent, &order).await? {
        tracing::info!("revision refused: the document's text would not change");
        return Err(invalid(CHANGES_FIELD, NOTHING_WOULD_CHANGE));
    }
    let document_type = order.document_type;

    let mut job = JobRecord::new(record.code.clone(), data, JobStatus::Queued, ctx.clock.now()).with_order(order);
    job.version = parent.version + 1;
    job.parent_job_id = Some(parent.job_id.clone());
    let job = insert_job(ctx, &record, job).await?;
    tracing::info!(
        job_id = %job.job_id,
        parent_id = %parent.job_id,
        version = job.version,
        understood = revision.changes.len(),
        for_the_ai = unapplied.len(),
        document_type = %document_type,
        "revision started"
    );
    ctx.jobs.dispatch(&job.job_id);
    Ok(ApiResponse::json(
        StatusCode::ACCEPTED,
        &json!({ "jobId": job.job_id, "status": "queued", "version": job.version }),
    ))
}

/// Whether the revised order drafts the same text as its parent's (both as the law stands today): a revision the
/// buyer would pay for and not see. A parent whose order cannot be read (an old job whose form no longer parses) is
/// not compared.
async fn changes_nothing(ctx: &AppContext, parent: &JobRecord, revised: &DocumentRequest) -> Result<bool, ApiError> {
    let Some(before) = parent.order_or_form().ok() else {
        return Ok(false);
    };
    if &before == revised {
        return Ok(true);
    }
    let (after, day) = (revised.clone(), ctx.clock.now().date());
    ctx.cpu
        .run(None, move || {
            drafting::plan(&before, day).document.plain_text() == drafting::plan(&after, day).document.plain_text()
        })
        .await
}
