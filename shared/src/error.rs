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

    /// A refusal for a limit (429 `rate_limited`): `message`, then when to try again ([`try_again_in`]), computed
    /// from the same wait that goes in `Retry-After`, so the sentence and the header never disagree.
    pub fn too_many_requests(message: impl Into<String>, retry_after_seconds: u64) -> Self {
        let seconds = retry_after_seconds.max(1);
        let message = format!("{} {}", message.into(), try_again_in(seconds));
        Self::too_many_requests_said(message, seconds)
    }

    /// As [`ApiError::too_many_requests`], for a message that already says when (spec §8's "Please wait N minutes
    /// before trying again.").
    pub fn too_many_requests_said(message: impl Into<String>, retry_after_seconds: u64) -> Self {
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

/// A wait as people say it, rounded up: "1 second", "40 seconds", "12 minutes", "1 hour", "1 hour 5 minutes".
/// Under a minute it counts seconds; under an hour, whole minutes; beyond, hours and minutes.
pub fn wait_words(seconds: u64) -> String {
    let unit = |n: u64, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
    let seconds = seconds.max(1);
    if seconds < 60 {
        return unit(seconds, "second", "seconds");
    }
    let minutes = seconds.div_ceil(60);
    if minutes < 60 {
        return unit(minutes, "minute", "minutes");
    }
    let (hours, minutes) = (minutes / 60, minutes % 60);
    match minutes {
        0 => unit(hours, "hour", "hours"),
        _ => format!("{} {}", unit(hours, "hour", "hours"), unit(minutes, "minute", "minutes")),
    }
}

/// The sentence every limit's refusal ends with: "You can try again in 40 seconds."
pub fn try_again_in(seconds: u64) -> String {
    format!("You can try again in {}.", wait_words(seconds))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wait_is_said_in_the_unit_people_use_rounded_up() {
        for (seconds, words) in [
            (0, "1 second"),
            (1, "1 second"),
            (40, "40 seconds"),
            (59, "59 seconds"),
            (60, "1 minute"),
            (61, "2 minutes"),
            (899, "15 minutes"),
            (3599, "1 hour"),
            (3600, "1 hour"),
            (3601, "1 hour 1 minute"),
            (3900, "1 hour 5 minutes"),
            (7200, "2 hours"),
        ] {
            assert_eq!(wait_words(seconds), words, "{seconds} s");
        }
    }

    #[test]
    fn a_limit_refusal_keeps_its_sentence_and_says_when_from_its_retry_after() {
        let err = ApiError::too_many_requests(TOO_MANY_ATTEMPTS, 40);
        assert_eq!(err.message, "Too many attempts. Please wait before trying again. You can try again in 40 seconds.");
        assert_eq!(
            (err.status, err.code, err.retry_after_seconds),
            (StatusCode::TOO_MANY_REQUESTS, "rate_limited", Some(40))
        );
        let body: serde_json::Value = serde_json::from_slice(&err.body()).unwrap();
        assert_eq!(body["retryAfterSeconds"], 40);
        assert!(body["error"].as_str().unwrap().starts_with(TOO_MANY_ATTEMPTS), "the spec's sentence first: {body}");
        // Contention asks for a second's wait, and says so.
        let contention: ApiError = StoreError::contention("busy").into();
        assert!(contention.message.ends_with("You can try again in 1 second."), "{}", contention.message);
        assert_eq!(contention.retry_after_seconds, Some(CONTENTION_RETRY_SECONDS));
    }
}
