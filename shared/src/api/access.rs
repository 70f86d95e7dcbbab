//! Code-gated access (decisions §4.5): every call that touches a code's data proves it holds a paid, unexpired code.
//! Unknown codes count against the caller's address, so nobody can guess codes through any function.

use crate::context::AppContext;
use crate::domain::DocumentCode;
use crate::error::ApiError;
use crate::http::{ApiRequest, DOCUMENT_CODE_HEADER};
use crate::limits::{self, Gate, PER_CLIENT};
use crate::store::CodeRecord;
use http::StatusCode;

pub const MISSING_CODE: &str = "No document code found. Please enter your document code on the homepage.";
pub const INVALID_CODE: &str = "Invalid document code.";
pub const EXPIRED_CODE: &str = "This document code has expired. Credits are valid for 30 days after payment.";
pub const INACTIVE_CODE: &str =
    "This document code is not active yet. If you have just paid, please wait a moment and try again.";
pub const TOO_MANY_ATTEMPTS: &str = "Too many attempts. Please wait before trying again.";

/// The caller's address key for per-client limits.
pub fn client_key(request: &ApiRequest) -> String {
    limits::client_key(request.client_ip.as_deref().unwrap_or("unknown"))
}

/// Refuses the call with 429 when the caller's address is blocked.
pub async fn ensure_client_not_blocked(ctx: &AppContext, request: &ApiRequest) -> Result<(), ApiError> {
    match limits::check(ctx.store.as_ref(), &client_key(request), &PER_CLIENT, ctx.clock.now()).await? {
        Gate::Blocked { retry_after_seconds } => {
            Err(ApiError::too_many_requests(TOO_MANY_ATTEMPTS, retry_after_seconds))
        }
        Gate::Open { .. } => Ok(()),
    }
}

/// Counts an unknown code against the caller's address.
pub async fn count_client_failure(ctx: &AppContext, request: &ApiRequest) -> Result<Gate, ApiError> {
    Ok(limits::record_failure(ctx.store.as_ref(), &client_key(request), &PER_CLIENT, ctx.clock.now()).await?)
}

/// The paid, unexpired code record named by the `x-document-code` header.
pub async fn authorize(ctx: &AppContext, request: &ApiRequest) -> Result<CodeRecord, ApiError> {
    let raw = request.header(DOCUMENT_CODE_HEADER).map(str::trim).filter(|v| !v.is_empty());
    let Some(raw) = raw else {
        return Err(ApiError::new(StatusCode::UNAUTHORIZED, "missing_code", MISSING_CODE));
    };
    ensure_client_not_blocked(ctx, request).await?;
    let invalid = || ApiError::new(StatusCode::UNAUTHORIZED, "invalid_code", INVALID_CODE);
    let record = match DocumentCode::parse(raw) {
        Ok(code) => ctx.store.get_code(&code).await?,
        Err(_) => None,
    };
    let Some(record) = record else {
        count_client_failure(ctx, request).await?;
        return Err(invalid());
    };
    usable(ctx, record)
}

/// The caller's code record when it sends a usable one; `None` when it sends none or one that cannot be used.
/// Being blocked (429) or a store outage still stops the call.
pub async fn optional(ctx: &AppContext, request: &ApiRequest) -> Result<Option<CodeRecord>, ApiError> {
    if request.header(DOCUMENT_CODE_HEADER).is_none() {
        return Ok(None);
    }
    match authorize(ctx, request).await {
        Ok(record) => Ok(Some(record)),
        Err(err) if err.status == StatusCode::TOO_MANY_REQUESTS || err.status.is_server_error() => Err(err),
        Err(_) => Ok(None),
    }
}

/// Refuses inactive and expired codes with a clear message.
pub fn usable(ctx: &AppContext, record: CodeRecord) -> Result<CodeRecord, ApiError> {
    if !record.is_active {
        return Err(ApiError::new(StatusCode::FORBIDDEN, "code_inactive", INACTIVE_CODE));
    }
    if record.is_expired(ctx.clock.now()) {
        return Err(ApiError::new(StatusCode::FORBIDDEN, "code_expired", EXPIRED_CODE));
    }
    Ok(record)
}
