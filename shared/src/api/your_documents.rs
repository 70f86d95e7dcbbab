//! `list-documents`: every document made with a code, for the buyer's 'Your documents' list on /download. Each one
//! downloads again with `download-document` and its `jobId`, free (decisions §4.6: 'download again'); revisions carry
//! their version and the document they revise.

use super::access;
use crate::context::AppContext;
use crate::domain::DocumentData;
use crate::error::ApiError;
use crate::http::{ApiRequest, ApiResponse};
use crate::store::{JobRecord, JobStatus, SectionSummary};
use serde::Serialize;
use serde_json::json;
use time::OffsetDateTime;

/// One finished document of the code, as the list shows it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ListedDocument<'a> {
    job_id: &'a str,
    version: u32,
    parent_job_id: Option<&'a str>,
    /// The document's title: the type, or for 'Other (Beta)' the customer's own name.
    title: String,
    business_name: &'a str,
    /// The state's name ("California"), as the order chose it.
    state: String,
    #[serde(with = "time::serde::rfc3339")]
    created_at: OffsetDateTime,
    file_name: &'a str,
    review_notes: &'a [String],
    /// The form data it was made from: a revision's field changes start from it.
    document_data: &'a DocumentData,
    /// A revision with a redline against its parent (download-document with `redline: true`).
    has_redline: bool,
    /// A revision's changes from its parent, by section; empty for a first version.
    changes: &'a [SectionSummary],
}

fn listed(job: &JobRecord) -> Option<ListedDocument<'_>> {
    let (JobStatus::Succeeded, Some(_), Some(file_name)) = (job.status, &job.file_key, &job.file_name) else {
        return None;
    };
    let data = &job.document_data;
    // The job's own order names it (a job from before orders were kept, its form).
    let (title, state) = match job.order_or_form().ok() {
        Some(order) => (order.document_title(), order.state.name().to_string()),
        None => (data.document_type.clone(), data.state_jurisdiction.clone()),
    };
    Some(ListedDocument {
        job_id: &job.job_id,
        version: job.version,
        parent_job_id: job.parent_job_id.as_deref(),
        title,
        business_name: data.business_name.trim(),
        state,
        created_at: job.created_at,
        file_name,
        review_notes: &job.review_notes,
        document_data: &job.document_data,
        has_redline: job.has_redline(),
        changes: &job.changes,
    })
}

/// `list-documents`: `{documents}`, the code's finished documents, newest first. A code's documents are kept for
/// its 30-day window, and one made near its end for its grace after it is made; once none is left, the code itself
/// is refused.
pub async fn list_documents(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let access::Authorized { record, .. } =
        access::Authorized::<serde::de::IgnoredAny>::for_documents(ctx, request).await?;
    let jobs = ctx.store.jobs_for_code(&record.code).await?;
    let available: Vec<&JobRecord> = jobs.iter().filter(|job| access::document_available(ctx, &record, job)).collect();
    if available.is_empty() && record.is_expired(ctx.clock.now()) {
        return Err(access::code_expired());
    }
    let mut documents: Vec<ListedDocument> = available.into_iter().filter_map(listed).collect();
    documents.reverse();
    Ok(ApiResponse::ok(&json!({ "documents": documents })))
}
