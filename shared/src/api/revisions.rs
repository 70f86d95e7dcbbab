//! `revise-document` (contract R1): a new version of a finished document, from the buyer's field changes and what
//! they ask for in plain words. The request is read into typed changes the engine applies to the order
//! (`drafting::revise`); what it cannot read goes to the AI drafter as extra instructions when one is configured, and
//! is refused before any credit is spent when the offline engine drafts. The revision then runs as a generation job
//! (one credit, atomically; given back if it fails), linked to its parent, and its job makes the redline.

use super::access::Authorized;
use super::documents::{insert_job, job_of};
use super::screening;
use crate::config::DraftingBackend;
use crate::context::AppContext;
use crate::domain::{DocumentData, DocumentRequest};
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
pub const OTHER_DOCUMENT_TYPE: &str =
    "A revision keeps the document's type. To make another kind of document, start a new one.";
pub const JOB_NOT_FOUND: &str = "This document was not found for your document code.";
/// The field of a refusal about the plain-words request.
const CHANGES_FIELD: &str = "changes";

#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase", default)]
struct ReviseBody {
    job_id: String,
    changes: String,
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
    // The form data as the buyer left it must be a valid order before anything is read into it.
    data.validate()?;

    let revision = revise::parse(&body.changes);
    let mut unapplied = revision.apply(&mut data);
    unapplied.splice(0..0, revision.not_understood.iter().cloned());
    let request_now = data.validate()?;
    refuse_conflicts_in_changes(ctx, &request_now, &body.changes).await?;
    screening::refuse_conflicts(ctx, &request_now).await?;
    super::checkout::refuse_unsupported_custom_type(ctx, &request_now)?;
    if !unapplied.is_empty() {
        if ctx.config.ai.primary == DraftingBackend::Offline {
            tracing::info!(sentences = unapplied.len(), "revision refused: the offline engine cannot apply part of it");
            return Err(not_understood(&unapplied));
        }
        // The AI drafter reads them as the customer's own instructions, fenced and checked like any.
        data.custom_instructions = join_blocks(&data.custom_instructions, &unapplied.join("\n"));
    }
    let request_final = data.validate()?;

    let mut job = JobRecord::new(record.code.clone(), data, JobStatus::Queued, ctx.clock.now());
    job.version = parent.version + 1;
    job.parent_job_id = Some(parent.job_id.clone());
    let job = insert_job(ctx, &record, job).await?;
    tracing::info!(
        job_id = %job.job_id,
        parent_id = %parent.job_id,
        version = job.version,
        understood = revision.changes.len(),
        for_the_ai = unapplied.len(),
        document_type = %request_final.document_type,
        "revision started"
    );
    ctx.jobs.dispatch(&job.job_id);
    Ok(ApiResponse::json(
        StatusCode::ACCEPTED,
        &json!({ "jobId": job.job_id, "status": "queued", "version": job.version }),
    ))
}

/// Screens the plain-words request as custom instructions of the revised order; a conflict in it is refused
/// naming `changes`.
async fn refuse_conflicts_in_changes(ctx: &AppContext, order: &DocumentRequest, changes: &str) -> Result<(), ApiError> {
    if changes.trim().is_empty() {
        return Ok(());
    }
    let mut asked = order.clone();
    asked.custom_instructions = changes.to_string();
    asked.custom_document = None;
    match screening::refuse_conflicts(ctx, &asked).await {
        Ok(()) => Ok(()),
        Err(mut error) => {
            if let Some(fields) = error.fields.as_mut() {
                if let Some(message) = fields.remove(crate::drafting::screen::Field::CustomInstructions.wire_name()) {
                    fields.insert(CHANGES_FIELD.to_string(), message);
                }
            }
            Err(error)
        }
    }
}
