//! The one place where failures become HTTP answers: `{"error": "...", "code": "..."}` with a fitting status.

use http::StatusCode;
use serde::Serialize;
use std::collections::BTreeMap;

/// A failure a visitor may see. Internal detail never goes in `message`; it is logged where it happens.
#[derive(Debug, Clone, PartialEq)]
pub struct ApiError {
    pub status: StatusCode,
    pub code: &'static str,
    pub message: String,
    pub fields: Option<BTreeMap<String, String>>,
    pub retry_after_seconds: Option<u64>,
}

#[derive(Serialize)]
struct ErrorBody<'a> {
    error: &'a str,
    code: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    fields: Option<&'a BTreeMap<String, String>>,
    #[serde(rename = "retryAfterSeconds", skip_serializing_if = "Option::is_none")]
    retry_after_seconds: Option<u64>,
}

impl ApiError {
    pub fn new(status: StatusCode, code: &'static str, message: impl Into<String>) -> Self {
        ApiError { status, code, message: message.into(), fields: None, retry_after_seconds: None }
    }

    pub fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::BAD_REQUEST, code, message)
    }

    pub fn not_found(code: &'static str, message: impl Into<String>) -> Self {
        Self::new(StatusCode::NOT_FOUND, code, message)
    }

    pub fn too_many_requests(message: impl Into<String>, retry_after_seconds: u64) -> Self {
        ApiError {
            retry_after_seconds: Some(retry_after_seconds.max(1)),
            ..Self::new(StatusCode::TOO_MANY_REQUESTS, "rate_limited", message)
        }
    }

    /// A dependency (database, storage, payment provider) failed; the cause was logged by the caller.
    pub fn unavailable() -> Self {
        Self::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "service_unavailable",
            "The service is temporarily unavailable. Please try again in a moment.",
        )
    }

    pub fn with_fields(mut self, fields: BTreeMap<String, String>) -> Self {
        self.fields = Some(fields);
        self
    }

    pub fn body(&self) -> Vec<u8> {
        let body = ErrorBody {
            error: &self.message,
            code: self.code,
            fields: self.fields.as_ref(),
            retry_after_seconds: self.retry_after_seconds,
        };
        serde_json::to_vec(&body).unwrap_or_else(|_| br#"{"error":"Internal error","code":"internal"}"#.to_vec())
    }
}

impl std::fmt::Display for ApiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {}: {}", self.status.as_u16(), self.code, self.message)
    }
}

impl std::error::Error for ApiError {}

impl From<crate::domain::document_data::FieldErrors> for ApiError {
    /// Form problems: the first message (spec §5 wording) plus every field's message for the form to show.
    fn from(errors: crate::domain::document_data::FieldErrors) -> Self {
        crate::admission::Refusal::Invalid(errors).into()
    }
}

impl From<crate::admission::Refusal> for ApiError {
    /// An order not admitted: 400 with the refusal's code, sentence and per-field messages, the same words the
    /// `draft` CLI prints.
    fn from(refusal: crate::admission::Refusal) -> Self {
        ApiError::bad_request(refusal.code(), refusal.message()).with_fields(refusal.fields())
    }
}

/// A record store failure. The detail is for logs only.
#[derive(Debug, thiserror::Error)]
#[error("record store: {detail}")]
pub struct StoreError {
    detail: String,
    /// The store was too busy with the same records to finish in time (a lock wait ran out, a conditional write
    /// kept losing to concurrent ones). The visitor is asked to retry shortly rather than told the service is down.
    pub contention: bool,
    /// One stored record cannot be read (a damaged row or item): the record named here, never a code in clear.
    /// Only calls that need that record fail, each with a clear 503; the operator is told once per process.
    pub damaged_record: Option<String>,
}

impl StoreError {
    pub fn new(detail: impl std::fmt::Display) -> Self {
        StoreError { detail: detail.to_string(), contention: false, damaged_record: None }
    }

    pub fn contention(detail: impl std::fmt::Display) -> Self {
        StoreError { detail: detail.to_string(), contention: true, damaged_record: None }
    }

    /// This error, as the failure to read the stored record `record` (e.g. `code AB******`).
    pub fn in_record(self, record: impl std::fmt::Display) -> Self {
        StoreError { damaged_record: Some(record.to_string()), ..self }
    }
}

/// What a visitor reads when a record their call needs is damaged.
pub const DAMAGED_RECORD: &str =
    "We could not read the records of this document code. We have been alerted; please contact support with your code.";

/// Records already reported damaged by this process: a damaged record is logged at ERROR once, not at every call.
static REPORTED_DAMAGE: std::sync::Mutex<Option<std::collections::HashSet<String>>> = std::sync::Mutex::new(None);

/// Whether `record` is reported for the first time (and remembers it; at most 10,000 are remembered).
fn first_report_of(record: &str) -> bool {
    let mut reported = REPORTED_DAMAGE.lock().unwrap_or_else(|e| e.into_inner());
    let reported = reported.get_or_insert_with(Default::default);
    if reported.contains(record) {
        return false;
    }
    if reported.len() >= 10_000 {
        reported.clear();
    }
    reported.insert(record.to_string())
}

/// Spec §8's rate-limit message for a blocked client, and for contention.
pub const TOO_MANY_ATTEMPTS: &str = "Too many attempts. Please wait before trying again.";

/// Seconds a visitor is asked to wait after contention: long enough for a burst to drain.
pub const CONTENTION_RETRY_SECONDS: u64 = 1;

impl From<StoreError> for ApiError {
    fn from(err: StoreError) -> Self {
        if let Some(record) = &err.damaged_record {
            if first_report_of(record) {
                tracing::error!(error = %err, record = %record, "a stored record is damaged; calls that need it answer 503");
            } else {
                tracing::debug!(record = %record, "damaged record asked for again");
            }
            return ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "record_damaged", DAMAGED_RECORD);
        }
        if err.contention {
            tracing::warn!(error = %err, "record store contention");
            return ApiError::too_many_requests(TOO_MANY_ATTEMPTS, CONTENTION_RETRY_SECONDS);
        }
        tracing::error!(error = %err, "record store failed");
        ApiError::unavailable()
    }
}
