//! The operator's functions (decisions §4.7 and spec §1's guarantee), behind the admin token (`ADMIN_TOKEN`):
//!
//! - `check-integrations`: each configured adapter's cheap, real call, with its status, latency and the spec's
//!   test-page shape (error, message, details, networkDiagnostics, possibleSolutions). Nothing secret in it.
//! - `admin-lookup-purchase`: a purchase by code or checkout address (credits, expiry, status, what the guarantee
//!   has done), never the document's content.
//! - `admin-guarantee-action`: 3 more credits (once per code) or a full refund that deactivates the code; the buyer
//!   is emailed either way, and the action is kept in the audit log (who, when, what, why).
//!
//! With `ADMIN_TOKEN` unset these functions do not exist (404, decided in `api::dispatch`). A wrong token is 401 and
//! counts against the caller's address; after [`ADMIN_FAILURES_PER_CLIENT`] every token from it is 429 for a while.

use super::access;
use crate::context::AppContext;
use crate::domain::{DocumentCode, EmailAddress};
use crate::email::EmailMessage;
use crate::error::ApiError;
use crate::health::CheckFailure;
use crate::http::{ApiRequest, ApiResponse};
use crate::limits::{self, Counted, Gate, ADMIN_FAILURES_PER_CLIENT};
use crate::store::{AuditEntry, GuaranteeAction, GuaranteeOutcome, Purchase, GUARANTEE_EXTRA_CREDITS};
use http::StatusCode;
use serde::{Deserialize, Serialize};
use serde_json::json;
use sha2::{Digest, Sha256};
use std::time::{Duration, Instant};
use time::format_description::well_known::Rfc3339;
use time::OffsetDateTime;

/// The header that carries the operator's token (`Authorization: Bearer <token>` is read too).
pub const ADMIN_TOKEN_HEADER: &str = "x-admin-token";
pub const WRONG_TOKEN: &str = "The admin token is missing or wrong.";
/// The longest an adapter's check may take before it is reported as timed out.
pub const CHECK_TIMEOUT: Duration = Duration::from_secs(10);

/// Lets the call through when it carries the operator's token. Compared in constant time over SHA-256 digests, so
/// neither the content nor the length of the token leaks through timing; wrong tokens count against the caller.
pub async fn authorize_operator(ctx: &AppContext, request: &ApiRequest) -> Result<(), ApiError> {
    // Unset: the functions are off (api::dispatch answers before this); the same answer here, should one be called.
    let Some(expected) = &ctx.config.admin_token else {
        return Err(ApiError::not_found("unknown_function", "There is no such API call."));
    };
    let presented = request
        .header(ADMIN_TOKEN_HEADER)
        .or_else(|| request.header("authorization").and_then(|v| v.strip_prefix("Bearer ")))
        .map(str::trim)
        .unwrap_or_default();
    let wrong = || ApiError::new(StatusCode::UNAUTHORIZED, "invalid_admin_token", WRONG_TOKEN);
    // No token is no guess: refused at once, counted against nobody.
    if presented.is_empty() {
        return Err(wrong());
    }
    let client = access::client_key(request);
    let key = limits::event_key("admin", &client);
    let now = ctx.clock.now();
    // A blocked address is refused whatever token it sends: otherwise a guesser would still learn which is right.
    if let Gate::Blocked { until } = ADMIN_FAILURES_PER_CLIENT.gate(ctx.store.read_counter(&key).await?.as_ref(), now) {
        return Err(access::client_blocked(until, now));
    }
    if tokens_match(presented, expected.expose()) {
        return Ok(());
    }
    tracing::warn!(client = %client, "operator call with a missing or wrong admin token");
    match ctx.store.count_attempt(&key, &ADMIN_FAILURES_PER_CLIENT, now).await? {
        Counted::Refused { until } => Err(access::client_blocked(until, now)),
        Counted::Counted { .. } => Err(wrong()),
    }
}

/// Equal digests, compared without an early exit.
fn tokens_match(presented: &str, expected: &str) -> bool {
    let (a, b) = (Sha256::digest(presented.as_bytes()), Sha256::digest(expected.as_bytes()));
    let difference = a.iter().zip(b.iter()).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    // An empty token never matches, even if the configuration were somehow empty.
    difference == 0 && !presented.is_empty()
}

// ---------------------------------------------------------------------------------------------------------------
// check-integrations

/// One adapter's check as the page shows it (the spec's test-page fields, per adapter).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CheckReport {
    /// records, files, email, payments, ai-primary, ai-fallback
    name: &'static str,
    label: &'static str,
    /// Which implementation is configured ("SQLite", "DynamoDB", "Stripe", "openai", ...).
    adapter: String,
    /// ok, failed, or off (not configured).
    status: &'static str,
    latency_ms: u64,
    error: bool,
    message: String,
    details: Option<String>,
    network_diagnostics: Option<serde_json::Value>,
    possible_solutions: Vec<String>,
}

fn off(name: &'static str, label: &'static str, message: &str) -> CheckReport {
    CheckReport {
        name,
        label,
        adapter: "none".into(),
        status: "off",
        latency_ms: 0,
        error: false,
        message: message.into(),
        details: None,
        network_diagnostics: None,
        possible_solutions: vec![],
    }
}

/// What to do about a failure of `name`'s `kind`: specific to the adapter and the kind, never naming a value.
fn solutions(name: &str, adapter: &str, failure: &CheckFailure) -> Vec<String> {
    use crate::health::FailureKind::*;
    let mut list: Vec<String> = match (name, failure.kind) {
        (_, Unreachable) => vec![
            format!("Check that the {adapter} endpoint setting points at a reachable address (base URL, AWS_ENDPOINT_URL, region)."),
            "Check outbound network access from this function (VPC, NAT, proxy, DNS).".into(),
        ],
        (_, Timeout) => vec![
            format!("{adapter} did not answer within {} seconds: check its status page and this function's network.", CHECK_TIMEOUT.as_secs()),
        ],
        ("records" | "files" | "email", Unauthorized) => vec![
            "Check the function's IAM role: it needs the read permissions of the template (DescribeTable, ListBucket, ses:GetAccount).".into(),
        ],
        ("payments", Unauthorized) => vec!["Check STRIPE_SECRET_KEY: the key was refused (revoked, test/live mix-up, or a restricted key without account read).".into()],
        ("ai-primary" | "ai-fallback", Unauthorized) => vec!["Check the provider's API key setting (OPENAI_API_KEY, ANTHROPIC_API_KEY or COMPATIBLE_API_KEY).".into()],
        ("records", NotFound) => vec!["Check the table name settings (CODES_TABLE, CHECKOUTS_TABLE, JOBS_TABLE, RATE_LIMITS_TABLE, AUDIT_TABLE, REVIEWS_TABLE) and the region.".into()],
        ("files", NotFound) => vec!["Check DOCUMENTS_BUCKET and the region.".into()],
        ("ai-primary" | "ai-fallback", NotFound) => vec!["Check the provider's base URL setting: the model list was not found under it.".into()],
        (_, Unavailable) => vec![format!("{adapter} reported a server error or a rate limit: try again shortly and check its status page.")],
        ("records" | "files" | "email", Other) => vec!["Check that DATA_DIR exists and that this process may write to it.".into()],
        _ => vec![],
    };
    list.push("Run the check again after changing a setting: functions read their settings when they start.".into());
    list
}

/// The host a check talks to, without any path, query or credentials.
fn endpoint_host(url: &str) -> Option<String> {
    let parsed = reqwest::Url::parse(url).ok()?;
    let host = parsed.host_str()?;
    Some(match parsed.port() {
        Some(port) => format!("{}://{host}:{port}", parsed.scheme()),
        None => format!("{}://{host}", parsed.scheme()),
    })
}

async fn run_check<F>(
    name: &'static str,
    label: &'static str,
    adapter: String,
    endpoint: Option<String>,
    check: F,
) -> CheckReport
where
    F: std::future::Future<Output = Result<String, CheckFailure>>,
{
    let started = Instant::now();
    let result = match tokio::time::timeout(CHECK_TIMEOUT, check).await {
        Ok(result) => result,
        Err(_) => {
            Err(CheckFailure::new(crate::health::FailureKind::Timeout, "no answer within the check's time limit"))
        }
    };
    let latency_ms = started.elapsed().as_millis() as u64;
    match result {
        Ok(details) => CheckReport {
            name,
            label,
            message: format!("{label}: {adapter} answered."),
            adapter,
            status: "ok",
            latency_ms,
            error: false,
            details: Some(details),
            network_diagnostics: endpoint.map(|endpoint| json!({ "endpoint": endpoint, "reachable": true })),
            possible_solutions: vec![],
        },
        Err(failure) => {
            tracing::warn!(check = name, adapter = %adapter, kind = failure.kind.as_str(), status = failure.http_status, "integration check failed");
            CheckReport {
                name,
                label,
                message: format!("{label}: {adapter} failed ({}).", failure.kind.as_str().replace('_', " ")),
                possible_solutions: solutions(name, &adapter, &failure),
                status: "failed",
                latency_ms,
                error: true,
                details: Some(failure.detail.clone()),
                network_diagnostics: Some(json!({
                    "endpoint": endpoint,
                    "reachable": !matches!(failure.kind, crate::health::FailureKind::Unreachable | crate::health::FailureKind::Timeout),
                    "failure": failure.kind.as_str(),
                    "httpStatus": failure.http_status,
                    "timeoutSeconds": CHECK_TIMEOUT.as_secs(),
                })),
                adapter,
            }
        }
    }
}

fn drafting_adapter(backend: &crate::config::DraftingBackend) -> (String, Option<String>) {
    match backend {
        crate::config::DraftingBackend::Offline => ("offline engine".into(), None),
        crate::config::DraftingBackend::Provider(settings) => {
            (settings.kind.name().to_string(), endpoint_host(&settings.base_url))
        }
    }
}

/// `check-integrations`: every adapter at once, each within [`CHECK_TIMEOUT`].
pub async fn check_integrations(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    use crate::config::{EmailBackend, FilesBackend, PaymentsBackend, StoreBackend};
    authorize_operator(ctx, request).await?;
    // Nothing is read from the body, but like every body it must be a JSON object.
    let _: serde::de::IgnoredAny = request.json()?;
    let config = &ctx.config;
    let aws_endpoint = |service: &str| {
        std::env::var(format!("AWS_ENDPOINT_URL_{service}"))
            .or_else(|_| std::env::var("AWS_ENDPOINT_URL"))
            .ok()
            .and_then(|url| endpoint_host(&url))
    };
    let (store_adapter, store_endpoint) = match &config.store {
        StoreBackend::Sqlite => ("SQLite".to_string(), None),
        StoreBackend::DynamoDb(_) => ("DynamoDB".to_string(), aws_endpoint("DYNAMODB")),
    };
    let (files_adapter, files_endpoint) = match &config.files {
        FilesBackend::Local => ("local folder".to_string(), None),
        FilesBackend::S3 { .. } => ("S3".to_string(), aws_endpoint("S3")),
    };
    let (email_adapter, email_endpoint) = match &config.email {
        EmailBackend::Outbox => ("outbox folder".to_string(), None),
        EmailBackend::Ses => ("SES".to_string(), aws_endpoint("SESV2")),
    };
    let (payments_adapter, payments_endpoint) = match &config.payments {
        PaymentsBackend::Test => ("TEST MODE checkout".to_string(), None),
        PaymentsBackend::Stripe { api_base, .. } => ("Stripe".to_string(), endpoint_host(api_base)),
    };
    let (primary_adapter, primary_endpoint) = drafting_adapter(&config.ai.primary);
    let fallback = config.ai.fallback.as_ref().map(drafting_adapter);
    let fallback_check = async {
        match (&ctx.drafters.fallback, fallback) {
            (Some(drafter), Some((adapter, endpoint))) => {
                run_check("ai-fallback", "AI fallback", adapter, endpoint, drafter.check()).await
            }
            _ => off("ai-fallback", "AI fallback", "AI fallback: none configured (AI_FALLBACK=none)."),
        }
    };
    let (records, files, email, payments, primary, fallback) = tokio::join!(
        run_check("records", "Records", store_adapter, store_endpoint, ctx.store.check()),
        run_check("files", "Files", files_adapter, files_endpoint, ctx.files.check()),
        run_check("email", "Email", email_adapter, email_endpoint, ctx.mailer.check()),
        run_check("payments", "Payments", payments_adapter, payments_endpoint, ctx.payments.check()),
        run_check("ai-primary", "AI primary", primary_adapter, primary_endpoint, ctx.drafters.primary.check()),
        fallback_check,
    );
    let checks = [records, files, email, payments, primary, fallback];
    let failed: Vec<&str> = checks.iter().filter(|c| c.error).map(|c| c.label).collect();
    let checked = checks.iter().filter(|c| c.status != "off").count();
    let message = if failed.is_empty() {
        format!("All {checked} configured integrations answered.")
    } else {
        format!("{} of {checked} integrations failed: {}.", failed.len(), failed.join(", "))
    };
    tracing::info!(checked, failed = failed.len(), "integrations checked");
    let answer = json!({
        "error": !failed.is_empty(),
        "message": message,
        "checkedAt": ctx.clock.now().format(&Rfc3339).unwrap_or_default(),
        "checks": checks,
    });
    Ok(ApiResponse::ok(&without_secrets(ctx, answer)))
}

/// The answer with any configured secret's value replaced, a last guard behind the checks' own care.
fn without_secrets(ctx: &AppContext, answer: serde_json::Value) -> serde_json::Value {
    let mut secrets: Vec<&str> = vec![ctx.config.webhook_secret.expose()];
    if let crate::config::PaymentsBackend::Stripe { secret_key, .. } = &ctx.config.payments {
        secrets.push(secret_key.expose());
    }
    for backend in std::iter::once(&ctx.config.ai.primary).chain(ctx.config.ai.fallback.as_ref()) {
        if let crate::config::DraftingBackend::Provider(settings) = backend {
            secrets.extend(settings.api_key.as_ref().map(|key| key.expose()));
        }
    }
    secrets.extend(ctx.config.admin_token.as_ref().map(|t| t.expose()));
    secrets.extend(ctx.config.origin_verify_token.as_ref().map(|t| t.expose()));
    let mut text = answer.to_string();
    if !secrets.iter().any(|s| s.len() >= 8 && text.contains(s)) {
        return answer;
    }
    for secret in secrets.into_iter().filter(|s| s.len() >= 8) {
        text = text.replace(secret, crate::secret::REDACTED);
    }
    serde_json::from_str(&text)
        .unwrap_or_else(|_| json!({ "error": true, "message": "The check's answer was withheld." }))
}

// ---------------------------------------------------------------------------------------------------------------
// admin-lookup-purchase and admin-guarantee-action

/// A purchase as the operator sees it: no document content, no form data.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PurchaseView {
    code: String,
    /// active, expired, refunded or unpaid
    status: &'static str,
    credits_total: u32,
    credits_used: u32,
    credits_remaining: u32,
    expires_at: String,
    purchased_at: String,
    buyer_email: Option<String>,
    extra_credits_added_at: Option<String>,
    refunded_at: Option<String>,
    can_add_credits: bool,
    can_refund: bool,
    history: Vec<HistoryView>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct HistoryView {
    at: String,
    operator: String,
    action: &'static str,
    reason: String,
}

fn rfc3339(t: OffsetDateTime) -> String {
    t.format(&Rfc3339).unwrap_or_default()
}

async fn purchase_view(ctx: &AppContext, purchase: &Purchase) -> Result<PurchaseView, ApiError> {
    let now = ctx.clock.now();
    let record = &purchase.record;
    let status = if purchase.refunded_at.is_some() {
        "refunded"
    } else if !record.is_active {
        "unpaid"
    } else if record.is_expired(now) {
        "expired"
    } else {
        "active"
    };
    let history = ctx.store.audit_entries(&record.code).await?;
    Ok(PurchaseView {
        code: record.code.to_string(),
        status,
        credits_total: record.credits.total(),
        credits_used: record.credits.used(),
        credits_remaining: record.credits.remaining(),
        expires_at: rfc3339(record.expires_at),
        purchased_at: rfc3339(record.created_at),
        buyer_email: purchase.buyer_email.clone(),
        extra_credits_added_at: purchase.extra_credits_at.map(rfc3339),
        refunded_at: purchase.refunded_at.map(rfc3339),
        can_add_credits: status == "active" && purchase.extra_credits_at.is_none(),
        can_refund: purchase.refunded_at.is_none() && purchase.checkout_session_id.is_some(),
        history: history
            .into_iter()
            .map(|entry| HistoryView {
                at: rfc3339(entry.at),
                operator: entry.operator,
                action: entry.action.as_str(),
                reason: entry.reason,
            })
            .collect(),
    })
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct LookupBody {
    code: Option<String>,
    email: Option<String>,
}

pub const LOOKUP_NEEDS_ONE: &str = "Enter a document code or the email address used at checkout.";
pub const NO_PURCHASE: &str = "No purchase was found for that code or email address.";

fn parse_code(raw: &str) -> Result<DocumentCode, ApiError> {
    DocumentCode::parse(raw.trim())
        .map_err(|_| ApiError::bad_request("invalid_code_format", "A document code has 8 or 12 letters and digits."))
}

/// `admin-lookup-purchase`: `{code}` or `{email}` → `{purchases: [...]}`, newest first.
pub async fn admin_lookup_purchase(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    authorize_operator(ctx, request).await?;
    let body: LookupBody = request.json()?;
    let code = body.code.as_deref().map(str::trim).filter(|c| !c.is_empty());
    let email = body.email.as_deref().map(str::trim).filter(|e| !e.is_empty());
    let purchases = match (code, email) {
        (Some(code), None) => ctx.store.find_purchase(&parse_code(code)?).await?.into_iter().collect(),
        (None, Some(email)) => {
            let email = EmailAddress::parse(email)
                .map_err(|_| ApiError::bad_request("invalid_email", "Please enter a valid email address"))?;
            ctx.store.find_purchases_by_email(email.as_str()).await?
        }
        _ => return Err(ApiError::bad_request("invalid_lookup", LOOKUP_NEEDS_ONE)),
    };
    if purchases.is_empty() {
        return Err(ApiError::not_found("purchase_not_found", NO_PURCHASE));
    }
    let mut views = Vec::with_capacity(purchases.len());
    for purchase in &purchases {
        views.push(purchase_view(ctx, purchase).await?);
    }
    Ok(ApiResponse::ok(&json!({ "purchases": views })))
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct ActionBody {
    code: String,
    action: String,
    reason: String,
    operator: String,
}

pub const MIN_REASON_CHARS: usize = 3;
pub const MAX_REASON_CHARS: usize = 500;
pub const MAX_OPERATOR_CHARS: usize = 100;

fn conflict(code: &'static str, message: &str) -> ApiError {
    ApiError::new(StatusCode::CONFLICT, code, message)
}

fn refusal(outcome: GuaranteeOutcome) -> ApiError {
    match outcome {
        GuaranteeOutcome::AlreadyGranted => {
            conflict("credits_already_added", "The 3 additional credits were already added to this code.")
        }
        GuaranteeOutcome::AlreadyRefunded => {
            conflict("already_refunded", "This purchase was refunded; its code is deactivated and gets no credits.")
        }
        GuaranteeOutcome::NotPaid => conflict("not_paid", "No payment is recorded for this code."),
        GuaranteeOutcome::Expired => conflict(
            "code_expired",
            "This code's 30 days have ended, so added credits could not be used; a refund is still possible.",
        ),
        GuaranteeOutcome::UnknownCode => ApiError::not_found("purchase_not_found", NO_PURCHASE),
        GuaranteeOutcome::Done(_) => ApiError::unavailable(),
    }
}

/// The checked input of a guarantee action.
fn validate_action(body: &ActionBody) -> Result<(DocumentCode, GuaranteeAction, String, String), ApiError> {
    let mut fields = std::collections::BTreeMap::new();
    let action = GuaranteeAction::parse(body.action.trim());
    if action.is_none() {
        fields.insert("action".to_string(), "Choose add-credits or refund.".to_string());
    }
    let reason = body.reason.trim();
    let reason_chars = reason.chars().count();
    if !(MIN_REASON_CHARS..=MAX_REASON_CHARS).contains(&reason_chars) {
        fields.insert(
            "reason".to_string(),
            format!("Give a reason of {MIN_REASON_CHARS} to {MAX_REASON_CHARS} characters."),
        );
    }
    let operator = body.operator.trim();
    let operator_chars = operator.chars().count();
    if !(2..=MAX_OPERATOR_CHARS).contains(&operator_chars) || operator.chars().any(char::is_control) {
        fields.insert(
            "operator".to_string(),
            format!("Give your name, 2 to {MAX_OPERATOR_CHARS} characters on one line."),
        );
    }
    let code = DocumentCode::parse(body.code.trim());
    if code.is_err() {
        fields.insert("code".to_string(), "A document code has 8 or 12 letters and digits.".to_string());
    }
    match (code, action) {
        (Ok(code), Some(action)) if fields.is_empty() => Ok((code, action, reason.to_string(), operator.to_string())),
        _ => {
            let first = ["code", "action", "reason", "operator"]
                .iter()
                .find_map(|f| fields.get(*f).cloned())
                .unwrap_or_else(|| "The action is incomplete.".into());
            Err(ApiError::bad_request("invalid_guarantee_action", first).with_fields(fields))
        }
    }
}

/// `admin-guarantee-action`: `{code, action: "add-credits" | "refund", reason, operator}`.
pub async fn admin_guarantee_action(ctx: &AppContext, request: &ApiRequest) -> Result<ApiResponse, ApiError> {
    authorize_operator(ctx, request).await?;
    let body: ActionBody = request.json()?;
    let (code, action, reason, operator) = validate_action(&body)?;
    let entry = AuditEntry {
        id: uuid::Uuid::new_v4().to_string(),
        at: ctx.clock.now(),
        operator,
        action,
        code: code.clone(),
        reason,
    };
    let mut refund_id = None;
    let outcome = match action {
        GuaranteeAction::AddCredits => ctx.store.grant_extra_credits(&code, GUARANTEE_EXTRA_CREDITS, &entry).await?,
        GuaranteeAction::Refund => {
            let purchase = ctx.store.find_purchase(&code).await?;
            let Some(purchase) = purchase else { return Err(refusal(GuaranteeOutcome::UnknownCode)) };
            if purchase.refunded_at.is_some() {
                return Err(refusal(GuaranteeOutcome::AlreadyRefunded));
            }
            let Some(session_id) = purchase.checkout_session_id.as_deref() else {
                return Err(refusal(GuaranteeOutcome::NotPaid));
            };
            // The money first: a code is only deactivated once the provider has refunded it. Asking again after a
            // failure below is safe, the provider's refund of a session is made once.
            let receipt = ctx.payments.refund(session_id).await.map_err(|err| {
                tracing::error!(error = %err, code = %code.redacted(), "the payment provider did not make the refund");
                ApiError::new(
                    StatusCode::BAD_GATEWAY,
                    "refund_failed",
                    "The payment provider did not make the refund. Nothing was changed; please try again.",
                )
            })?;
            refund_id = Some(receipt.refund_id);
            ctx.store.mark_refunded(&code, &entry).await?
        }
    };
    let GuaranteeOutcome::Done(purchase) = outcome else { return Err(refusal(outcome)) };
    // The audit trail in the log too: who, when, what, why; the code shortened as everywhere in the logs.
    tracing::info!(
        audit = true,
        operator = %entry.operator,
        action = action.as_str(),
        code = %code.redacted(),
        reason = %entry.reason,
        at = %rfc3339(entry.at),
        "guarantee action"
    );
    let emailed = email_buyer(ctx, &purchase, action).await;
    let view = purchase_view(ctx, &purchase).await?;
    Ok(ApiResponse::ok(
        &json!({ "purchase": view, "action": action.as_str(), "emailed": emailed, "refundId": refund_id }),
    ))
}

/// Tells the buyer what was done (plain text, no document content); `false` when there is no address or it failed.
async fn email_buyer(ctx: &AppContext, purchase: &Purchase, action: GuaranteeAction) -> bool {
    let Some(to) = purchase.buyer_email.clone() else {
        tracing::warn!("guarantee action on a purchase without a checkout address: no email sent");
        return false;
    };
    let site = &ctx.config.site;
    let record = &purchase.record;
    let (subject, body) = match action {
        GuaranteeAction::AddCredits => (
            format!("{}: 3 additional document credits added", site.name),
            format!(
                "As promised by our satisfaction guarantee, 3 additional document credits were added to your \
                 document code {code}.\n\nYou now have {remaining} credits left, valid until {until}.\n\n\
                 Questions: {support}\n",
                code = record.code,
                remaining = record.credits.remaining(),
                until = record.expires_at.date(),
                support = site.support_email,
            ),
        ),
        GuaranteeAction::Refund => (
            format!("{}: your refund", site.name),
            format!(
                "Your purchase has been refunded in full under our 30-day money-back guarantee. The refund usually \
                 appears on your statement within 5 to 10 business days.\n\nYour document code {code} has been \
                 deactivated and can no longer be used.\n\nQuestions: {support}\n",
                code = record.code,
                support = site.support_email,
            ),
        ),
    };
    let message = EmailMessage { to, reply_to: None, subject, text_body: body };
    match ctx.mailer.send(&message).await {
        Ok(()) => true,
        Err(err) => {
            tracing::error!(error = %err, "could not email the buyer about the guarantee action");
            false
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_match_only_when_equal_and_not_empty() {
        assert!(tokens_match("operator-token-0123456789abcd", "operator-token-0123456789abcd"));
        assert!(!tokens_match("operator-token-0123456789abce", "operator-token-0123456789abcd"));
        assert!(!tokens_match("operator-token", "operator-token-0123456789abcd"));
        assert!(!tokens_match("", ""));
    }

    #[test]
    fn an_action_needs_a_code_an_action_a_reason_and_an_operator() {
        let err = validate_action(&ActionBody::default()).unwrap_err();
        let fields = err.fields.unwrap();
        assert_eq!(fields.len(), 4, "{fields:?}");
        let ok = ActionBody {
            code: "abcd2345".into(),
            action: "refund".into(),
            reason: "Customer asked by mail".into(),
            operator: "Sam".into(),
        };
        let (code, action, ..) = validate_action(&ok).unwrap();
        assert_eq!((code.as_str(), action), ("ABCD2345", GuaranteeAction::Refund));
        let multi_line = ActionBody { operator: "Sam\nBcc: x".into(), ..ok };
        assert!(validate_action(&multi_line).unwrap_err().fields.unwrap().contains_key("operator"));
    }

    #[test]
    fn endpoints_show_scheme_host_and_port_only() {
        assert_eq!(endpoint_host("https://user:pw@api.example.com/v1?k=1").as_deref(), Some("https://api.example.com"));
        assert_eq!(endpoint_host("http://127.0.0.1:4566/").as_deref(), Some("http://127.0.0.1:4566"));
    }
}
