//! The operator's integrations check: each adapter's cheap, real call (a query, DescribeTable, HeadBucket, the SES
//! account, the Stripe account, a provider's model list) and, when it fails, why in words that carry no secret: a
//! kind, an HTTP status and an error code at most, never a provider's message or a request's headers.

/// Why an adapter's check failed, in terms an operator can act on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FailureKind {
    /// No connection: DNS, refused, TLS, a proxy.
    Unreachable,
    /// No answer in time.
    Timeout,
    /// The credentials or key were refused (401/403, AccessDenied, an invalid key).
    Unauthorized,
    /// The named resource does not exist (table, bucket, model list path).
    NotFound,
    /// The service answered with a server error or a rate limit.
    Unavailable,
    /// Anything else (a local folder that cannot be written, an unexpected answer).
    Other,
}

impl FailureKind {
    pub fn as_str(self) -> &'static str {
        match self {
            FailureKind::Unreachable => "unreachable",
            FailureKind::Timeout => "timeout",
            FailureKind::Unauthorized => "unauthorized",
            FailureKind::NotFound => "not_found",
            FailureKind::Unavailable => "unavailable",
            FailureKind::Other => "other",
        }
    }

    /// The kind an HTTP status means.
    pub fn from_status(status: u16) -> FailureKind {
        match status {
            401 | 403 => FailureKind::Unauthorized,
            404 => FailureKind::NotFound,
            408 => FailureKind::Timeout,
            429 | 500..=599 => FailureKind::Unavailable,
            _ => FailureKind::Other,
        }
    }
}

/// A failed check: safe to show the operator (no secret, no provider message, no customer data).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{kind:?}: {detail}")]
pub struct CheckFailure {
    pub kind: FailureKind,
    /// What happened, in a few words the code wrote (never text quoted from a response).
    pub detail: String,
    pub http_status: Option<u16>,
}

impl CheckFailure {
    pub fn new(kind: FailureKind, detail: impl Into<String>) -> CheckFailure {
        CheckFailure { kind, detail: detail.into(), http_status: None }
    }

    pub fn status(status: u16, detail: impl Into<String>) -> CheckFailure {
        CheckFailure { kind: FailureKind::from_status(status), detail: detail.into(), http_status: Some(status) }
    }

    /// An AWS SDK error (DynamoDB, S3 and SES share the type): its kind, HTTP status and error code only.
    pub fn from_aws<E>(
        service: &str,
        err: &aws_sdk_dynamodb::error::SdkError<E, aws_sdk_dynamodb::config::http::HttpResponse>,
    ) -> CheckFailure
    where
        E: aws_sdk_dynamodb::error::ProvideErrorMetadata,
    {
        use aws_sdk_dynamodb::error::{ProvideErrorMetadata, SdkError};
        let status = err.raw_response().map(|raw| raw.status().as_u16());
        match err {
            SdkError::DispatchFailure(_) => {
                CheckFailure::new(FailureKind::Unreachable, format!("{service}: the request could not be sent"))
            }
            SdkError::TimeoutError(_) => {
                CheckFailure::new(FailureKind::Timeout, format!("{service}: no answer in time"))
            }
            SdkError::ServiceError(_) => {
                let code = err.code().unwrap_or("no error code");
                let lowered = code.to_ascii_lowercase();
                let kind = if lowered.contains("notfound") || lowered.contains("nosuch") {
                    FailureKind::NotFound
                } else if lowered.contains("accessdenied")
                    || lowered.contains("unrecognizedclient")
                    || lowered.contains("invalidclienttoken")
                    || lowered.contains("signature")
                    || lowered.contains("expiredtoken")
                    || lowered.contains("forbidden")
                {
                    FailureKind::Unauthorized
                } else {
                    status.map(FailureKind::from_status).unwrap_or(FailureKind::Other)
                };
                CheckFailure { kind, detail: format!("{service} answered {code}"), http_status: status }
            }
            _ => CheckFailure::new(FailureKind::Other, format!("{service}: the answer could not be read")),
        }
    }
}
