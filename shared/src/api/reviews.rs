//! `submit-review` (spec §7): the download page's review form. Only a holder of a paid, unexpired code may review
//! (`x-document-code`, checked and counted like every code-gated call, docs/decisions/0004), and each code has one
//! review: a second one replaces the first. Reviews are stored under the code record's id, never the code itself,
//! and the operator reads them with `export-reviews` (README, 'Operating').

use super::access::Authorized;
use crate::context::AppContext;
use crate::domain::review::{bounded, ReviewErrors, ReviewForm, MAX_DOCUMENT_TYPE_CHARS};
use crate::domain::{DocumentData, DocumentType};
use crate::error::ApiError;
use crate::http::{ApiRequest, ApiResponse};
use crate::store::{CodeRecord, ReviewRecord};
use serde_json::json;

impl From<ReviewErrors> for ApiError {
    /// The first problem in form order, plus every field's message for the form to show.
    fn from(errors: ReviewErrors) -> Self {
        let fields = errors.0.iter().map(|(field, message)| (field.to_string(), message.to_string())).collect();
        ApiError::bad_request("invalid_review", errors.first_message()).with_fields(fields)
    }
}

pub async fn submit_review(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let Authorized { record, body } = Authorized::<ReviewForm>::from_request(ctx, request).await?;
    let review = body.validate()?;
    let document_type = reviewed_document_type(ctx, &record, review.document_type).await?;
    let now = ctx.clock.now();
    let saved = ctx
        .store
        .put_review(&ReviewRecord {
            code_id: record.id.clone(),
            reviewer_name: review.reviewer_name,
            rating: review.rating.get(),
            feedback: review.feedback,
            document_type,
            created_at: now,
            updated_at: now,
        })
        .await?;
    tracing::info!(rating = saved.review.rating, replaced = saved.replaced, "review stored");
    Ok(ApiResponse::ok(&json!({ "submitted": true, "replaced": saved.replaced })))
}

/// What the review is about: the type of the code's latest document, which the server drafted and so knows; else
/// the type the browser named, when it is one of the product's.
async fn reviewed_document_type(
    ctx: &AppContext,
    record: &CodeRecord,
    named: Option<DocumentType>,
) -> Result<String, ApiError> {
    if let Some(job_id) = &record.latest_job_id {
        if let Some(job) = ctx.store.get_job(job_id).await?.filter(|job| job.code == record.code) {
            return Ok(describe(&job.document_data));
        }
    }
    Ok(named.map(|t| t.label().to_string()).unwrap_or_default())
}

/// "Non-Disclosure Agreement", or for a custom type "Other (Beta): Volunteer Agreement", bounded.
fn describe(data: &DocumentData) -> String {
    let custom = data.custom_document.as_ref().map(|c| c.specific_document_type.trim()).filter(|t| !t.is_empty());
    let text = match custom {
        Some(custom) => format!("{}: {custom}", data.document_type.trim()),
        None => data.document_type.trim().to_string(),
    };
    bounded(&text, MAX_DOCUMENT_TYPE_CHARS)
}
