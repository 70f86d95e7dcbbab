//! Code-gated access (decisions §4.4–4.5): every call that touches a code's data proves it holds a paid, unexpired
//! code, and nobody can guess codes through any function.
//!
//! A code attempt reads the code and the caller's counters in one round trip, but its verdict is revealed only after
//! the store has atomically counted the attempt within the caller's limit (or the caller had already shown it holds
//! that very code). So however many attempts arrive at once, at most the limit of unknown codes is ever answered
//! as such; the rest are 429 with `Retry-After`. See docs/decisions/0004-rate-limits-count-before-they-reveal.md.

use crate::context::AppContext;
use crate::domain::DocumentCode;
use crate::error::ApiError;
use crate::http::{ApiRequest, DOCUMENT_CODE_HEADER};
use crate::limits::{self, AttemptPolicy, Counted, Gate, PER_CLIENT, PER_CODE};
use crate::store::{CodeRecord, JobRecord};
use http::StatusCode;
use serde::de::DeserializeOwned;
use time::OffsetDateTime;

pub use crate::error::TOO_MANY_ATTEMPTS;
pub const MISSING_CODE: &str = "No document code found. Please enter your document code on the homepage.";
pub const INVALID_CODE: &str = "Invalid document code.";
pub const EXPIRED_CODE: &str = "This document code has expired. Credits are valid for 30 days after payment.";
/// A code whose purchase was refunded under the guarantee: deactivated for good.
pub const REFUNDED_CODE: &str =
    "This document code was refunded under our money-back guarantee and can no longer be used.";
pub const INACTIVE_CODE: &str =
    "This document code is not active yet. If you have just paid, please wait a moment and try again.";

/// The caller's address key for per-client limits.
pub fn client_key(request: &ApiRequest) -> String {
    limits::client_key(request.client_ip.as_deref())
}

fn retry_after(until: OffsetDateTime, now: OffsetDateTime) -> u64 {
    (until - now).whole_seconds().max(1) as u64
}

/// 429 for a client that has guessed too many unknown codes (spec §8 wording).
pub fn client_blocked(until: OffsetDateTime, now: OffsetDateTime) -> ApiError {
    ApiError::too_many_requests(TOO_MANY_ATTEMPTS, retry_after(until, now))
}

/// 429 for a code string tried too often (spec §8 wording, with the minutes left: it says when by itself).
fn code_blocked(until: OffsetDateTime, now: OffsetDateTime) -> ApiError {
    let seconds = retry_after(until, now);
    let minutes = seconds.div_ceil(60);
    let unit = if minutes == 1 { "minute" } else { "minutes" };
    ApiError::too_many_requests_said(
        format!("Too many failed attempts. Please wait {minutes} {unit} before trying again."),
        seconds,
    )
}

/// What a code attempt came to, once the caller's limits allowed an answer.
#[derive(Debug)]
pub enum Verdict {
    /// The code exists (paid or not, expired or not: the caller decides what it may do with it).
    Known(Box<CodeRecord>),
    /// There is no such code. `attempts_remaining` counts down the code string's own limit, when it was counted.
    Unknown { attempts_remaining: Option<u32> },
}

/// Looks `code` up for the caller. With `count_code`, the code string's own limit (spec §5: 4 failures, then 15
/// minutes) applies too. A known code is never locked out by anybody's failures on it; a caller blocked for guessing
/// may still use a code it had already shown it holds.
pub async fn attempt(
    ctx: &AppContext,
    request: &ApiRequest,
    code: &DocumentCode,
    count_code: bool,
) -> Result<Verdict, ApiError> {
    let client = client_key(request);
    let code_key = count_code.then(|| limits::code_key(code.as_str()));
    let now = ctx.clock.now();
    let seen = ctx.store.read_code_attempt(code, &client, code_key.as_deref()).await?;
    if let Some(record) = seen.code {
        // Revealing that a code exists is an answer like any other: it needs the caller to be within its limit,
        // unless it already holds this code. Remembering it makes the next calls a single read.
        if !seen.client_holds_code {
            if let Gate::Blocked { until } = ctx.store.remember_holder(&client, code, Some(&PER_CLIENT), now).await? {
                return Err(client_blocked(until, now));
            }
        }
        return Ok(Verdict::Known(Box::new(record)));
    }
    // Already blocked, as just read: refuse without writing anything.
    if let Gate::Blocked { until } = PER_CLIENT.gate(seen.client.as_ref(), now) {
        return Err(client_blocked(until, now));
    }
    if let (true, Gate::Blocked { until }) = (count_code, PER_CODE.gate(seen.per_code.as_ref(), now)) {
        return Err(code_blocked(until, now));
    }
    count_unknown(ctx, &client).await?;
    let Some(code_key) = code_key else { return Ok(Verdict::Unknown { attempts_remaining: None }) };
    match ctx.store.count_attempt(&code_key, &PER_CODE, now).await? {
        Counted::Refused { until } => Err(code_blocked(until, now)),
        Counted::Counted { remaining: 0, counter } => Err(code_blocked(counter.last_at + PER_CODE.block_for, now)),
        Counted::Counted { remaining, .. } => Ok(Verdict::Unknown { attempts_remaining: Some(remaining) }),
    }
}

/// Counts one unknown code (or checkout session) against the caller: 429 once it is over its limit.
pub async fn count_unknown(ctx: &AppContext, client: &str) -> Result<(), ApiError> {
    count_event(ctx, client, &PER_CLIENT).await
}

/// Counts one event under `policy` for `key`: 429 (spec §8 wording) when the key is blocked.
pub async fn count_event(ctx: &AppContext, key: &str, policy: &AttemptPolicy) -> Result<(), ApiError> {
    let now = ctx.clock.now();
    match ctx.store.count_attempt(key, policy, now).await? {
        Counted::Refused { until } => Err(client_blocked(until, now)),
        Counted::Counted { .. } => Ok(()),
    }
}

/// Counts one `event` of `client` under a per-minute policy (`limits::per_minute_key`): 429 when this minute's
/// allowance is used up, asking the caller to wait until the next minute starts, when the count begins anew.
pub async fn count_per_minute(
    ctx: &AppContext,
    event: &str,
    client: &str,
    policy: &AttemptPolicy,
) -> Result<(), ApiError> {
    let now = ctx.clock.now();
    match ctx.store.count_attempt(&limits::per_minute_key(event, client, now), policy, now).await? {
        Counted::Refused { until } => Err(client_blocked(until.min(limits::next_minute(now)), now)),
        Counted::Counted { .. } => Ok(()),
    }
}

/// The paid, unexpired code record named by the `x-document-code` header.
pub async fn authorize(ctx: &AppContext, request: &ApiRequest) -> Result<CodeRecord, ApiError> {
    let record = known_code(ctx, request).await?;
    usable(ctx, record).await
}

/// The paid code record named by the `x-document-code` header, for reading its documents: it may be past its window,
/// since a document made in the window's last minutes stays downloadable for its grace after it is made
/// (`store::DOCUMENT_GRACE_AFTER_START`). Each job read with it must pass [`document_available`].
pub async fn authorize_documents(ctx: &AppContext, request: &ApiRequest) -> Result<CodeRecord, ApiError> {
    let record = known_code(ctx, request).await?;
    paid(ctx, record).await
}

/// Whether the buyer may still read `job` (its status, its files) with `record` now: within the window, or within
/// the job's own grace after it.
pub fn document_available(ctx: &AppContext, record: &CodeRecord, job: &JobRecord) -> bool {
    job.is_available(record.expires_at, ctx.clock.now())
}

/// 403 for a code whose window (and every document's grace) has ended.
pub fn code_expired() -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, "code_expired", EXPIRED_CODE)
}

/// The code record named by the `x-document-code` header, whatever its state; unknown codes are counted.
async fn known_code(ctx: &AppContext, request: &ApiRequest) -> Result<CodeRecord, ApiError> {
    let raw = request.header(DOCUMENT_CODE_HEADER).map(str::trim).filter(|v| !v.is_empty());
    let Some(raw) = raw else {
        return Err(ApiError::new(StatusCode::UNAUTHORIZED, "missing_code", MISSING_CODE));
    };
    let invalid = || ApiError::new(StatusCode::UNAUTHORIZED, "invalid_code", INVALID_CODE);
    // A malformed code can be no one's, but it counts like any wrong code: free requests would let one client spend
    // the shared capacity of code entry (docs/decisions/0023, in place of 0009's rule).
    let Ok(code) = DocumentCode::parse(raw) else {
        count_unknown(ctx, &client_key(request)).await?;
        return Err(invalid());
    };
    match attempt(ctx, request, &code, false).await? {
        Verdict::Known(record) => Ok(*record),
        Verdict::Unknown { .. } => Err(invalid()),
    }
}

/// A code-gated call's input, read in the one safe order: first the code in `x-document-code` is authorized (paid,
/// unexpired, and counted against the caller's limits when unknown), then the body is parsed into the handler's
/// request type. Nothing a caller sends is read before it has shown a code; every code-gated handler starts here.
pub struct Authorized<T> {
    pub record: CodeRecord,
    pub body: T,
}

impl<T: DeserializeOwned> Authorized<T> {
    pub async fn from_request(ctx: &AppContext, request: &ApiRequest) -> Result<Authorized<T>, ApiError> {
        let record = authorize(ctx, request).await?;
        let body = request.json()?;
        Ok(Authorized { record, body })
    }

    /// As `from_request`, for reading a code's documents: the code may be past its window
    /// ([`authorize_documents`]).
    pub async fn for_documents(ctx: &AppContext, request: &ApiRequest) -> Result<Authorized<T>, ApiError> {
        let record = authorize_documents(ctx, request).await?;
        let body = request.json()?;
        Ok(Authorized { record, body })
    }
}

/// The input of a call a code improves but does not gate (suggestions and questions: a valid code unlocks the
/// configured AI advisor): the code when the caller sends a usable one ([`optional`]), then the parsed body.
pub struct MaybeAuthorized<T> {
    pub record: Option<CodeRecord>,
    pub body: T,
}

impl<T: DeserializeOwned> MaybeAuthorized<T> {
    pub async fn from_request(ctx: &AppContext, request: &ApiRequest) -> Result<MaybeAuthorized<T>, ApiError> {
        let record = optional(ctx, request).await?;
        let body = request.json()?;
        Ok(MaybeAuthorized { record, body })
    }
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

/// Why an inactive code cannot be used: refunded (for good), or not paid yet. One more read, on this rare path only.
pub async fn inactive_reason(ctx: &AppContext, record: &CodeRecord) -> Result<(&'static str, &'static str), ApiError> {
    let refunded = ctx.store.find_purchase(&record.code).await?.is_some_and(|p| p.refunded_at.is_some());
    Ok(if refunded { ("code_refunded", REFUNDED_CODE) } else { ("code_inactive", INACTIVE_CODE) })
}

/// Refuses inactive (unpaid or refunded) and expired codes with a clear message.
pub async fn usable(ctx: &AppContext, record: CodeRecord) -> Result<CodeRecord, ApiError> {
    let record = paid(ctx, record).await?;
    if record.is_expired(ctx.clock.now()) {
        return Err(code_expired());
    }
    Ok(record)
}

/// Refuses inactive (unpaid or refunded) codes with a clear message.
async fn paid(ctx: &AppContext, record: CodeRecord) -> Result<CodeRecord, ApiError> {
    if !record.is_active {
        let (code, message) = inactive_reason(ctx, &record).await?;
        return Err(ApiError::new(StatusCode::FORBIDDEN, code, message));
    }
    Ok(record)
}
