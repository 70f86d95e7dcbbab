//! Code redemption, credit info and the saved form data of a code.

use super::access::{self, Authorized, Verdict, EXPIRED_CODE, INVALID_CODE};
use crate::context::AppContext;
use crate::domain::{DocumentCode, DocumentData};
use crate::error::ApiError;
use crate::http::{ApiRequest, ApiResponse};
use crate::store::CodeRecord;
use serde::{Deserialize, Serialize};
use serde_json::json;
use time::OffsetDateTime;

/// A code's record as the browser sees it (spec §3 fields, camelCase).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CodeRecordView {
    pub code: String,
    pub credits_total: u32,
    pub credits_used: u32,
    pub credits_remaining: u32,
    #[serde(with = "time::serde::rfc3339")]
    pub expires_at: OffsetDateTime,
    pub is_active: bool,
    #[serde(with = "time::serde::rfc3339")]
    pub created_at: OffsetDateTime,
    pub document_data: Option<DocumentData>,
    pub latest_job_id: Option<String>,
}

impl From<&CodeRecord> for CodeRecordView {
    fn from(record: &CodeRecord) -> Self {
        CodeRecordView {
            code: record.code.to_string(),
            credits_total: record.credits.total(),
            credits_used: record.credits.used(),
            credits_remaining: record.credits.remaining(),
            expires_at: record.expires_at,
            is_active: record.is_active,
            created_at: record.created_at,
            document_data: record.document_data.clone(),
            latest_job_id: record.latest_job_id.clone(),
        }
    }
}

/// `code` is required: a call without one is malformed (400), not a wrong code (docs/openapi.json).
#[derive(Deserialize)]
struct ValidateBody {
    code: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Validated {
    is_valid: bool,
    document_code: CodeRecordView,
    error: Option<String>,
}

fn invalid(error: &str, attempts_remaining: Option<u32>) -> ApiResponse {
    ApiResponse::ok(
        &json!({ "isValid": false, "documentCode": null, "error": error, "attemptsRemaining": attempts_remaining }),
    )
}

/// `validate-document-code`: `{code}` → `{isValid, documentCode, error}`; 4 failures on a code block it 15 minutes.
/// A valid code the caller has used before costs one read (docs/decisions/0004).
pub async fn validate_document_code(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let body: ValidateBody = request.json()?;
    let code = match DocumentCode::parse(&body.code) {
        Ok(code) => code,
        Err(format_error) => {
            // Counted like a wrong code: nothing a caller sends is free to repeat (docs/decisions/0023).
            access::count_unknown(ctx, &access::client_key(request)).await?;
            return Ok(invalid(&format_error.to_string(), None));
        }
    };
    let record = match access::attempt(ctx, request, &code, true).await? {
        Verdict::Unknown { attempts_remaining } => return Ok(invalid(INVALID_CODE, attempts_remaining)),
        Verdict::Known(record) => record,
    };
    if !record.is_active {
        let (_, message) = access::inactive_reason(ctx, &record).await?;
        return Ok(invalid(message, None));
    }
    if record.is_expired(ctx.clock.now()) {
        return Ok(invalid(EXPIRED_CODE, None));
    }
    // A typed answer on the hot path: serialised straight to bytes, without building a JSON tree first.
    Ok(ApiResponse::ok(&Validated {
        is_valid: true,
        document_code: CodeRecordView::from(record.as_ref()),
        error: None,
    }))
}

/// `get-credit-info`: the code's balance and expiry.
pub async fn get_credit_info(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    // Nothing is read from the body, but like every body it must be a JSON object.
    let Authorized { record, .. } = Authorized::<serde::de::IgnoredAny>::from_request(ctx, request).await?;
    let view = CodeRecordView::from(&record);
    Ok(ApiResponse::ok(&json!({
        "creditsTotal": view.credits_total,
        "creditsUsed": view.credits_used,
        "creditsRemaining": view.credits_remaining,
        "expiresAt": view.expires_at.format(&time::format_description::well_known::Rfc3339).unwrap_or_default(),
    })))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct SaveBody {
    #[serde(default, deserialize_with = "crate::domain::document_data::optional_object")]
    document_data: Option<DocumentData>,
}

/// `save-document-data`: keeps the form with the code, so a returning visitor can reuse it.
pub async fn save_document_data(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let Authorized { record, body } = Authorized::<SaveBody>::from_request(ctx, request).await?;
    let data = body.document_data.ok_or_else(|| {
        ApiError::bad_request("missing_document_data", "Please fill out the document form to continue")
    })?;
    data.validate()?;
    ctx.store.set_document_data(&record.code, Some(&data)).await?;
    Ok(ApiResponse::ok(&json!({ "saved": true })))
}

/// `clear-document-data`: forgets the saved form (spec: after download, and on 'Start New Document').
pub async fn clear_document_data(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    let Authorized { record, .. } = Authorized::<serde::de::IgnoredAny>::from_request(ctx, request).await?;
    ctx.store.set_document_data(&record.code, None).await?;
    Ok(ApiResponse::ok(&json!({ "success": true })))
}
