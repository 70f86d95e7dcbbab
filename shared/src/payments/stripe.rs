//! The Stripe adapter: Checkout Sessions, refunds and signed webhooks, over Stripe's form-encoded HTTP API with the
//! same HTTP client as the AI providers (decision 0042: a generated SDK for four calls built a second HTTP stack and
//! the largest crate of the build).

use super::*;
use crate::health::FailureKind;
use hmac::{Hmac, Mac};
use reqwest::header::{HeaderValue, AUTHORIZATION};
use std::time::Duration;

pub const DEFAULT_API_BASE: &str = "https://api.stripe.com/";

/// The API version every request names, so an account upgraded in Stripe's dashboard answers in the shape read here.
pub const API_VERSION: &str = "2023-10-16";

/// A signature older or newer than this (seconds) is refused, as Stripe's own libraries do: a replayed event.
pub const WEBHOOK_TOLERANCE_SECS: i64 = 300;

/// The longest a call waits for Stripe in all. API Gateway ends a request at 29 s; the function answers before that
/// with the spec's checkout error rather than the gateway's blank 504.
const CALL_TIMEOUT: Duration = Duration::from_secs(20);
const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);

pub struct StripeGateway {
    client: reqwest::Client,
    /// Ends in `/`; paths are joined to it.
    api_base: String,
    authorization: HeaderValue,
    webhook_secret: String,
}

/// How one call to Stripe failed.
#[derive(Debug)]
enum StripeFailure {
    /// Stripe answered with an error status; `error_type` is its `error.type` (never its message, which can quote part
    /// of the key).
    Status {
        status: u16,
        error_type: String,
    },
    Timeout,
    Unreachable,
    /// A success status whose body is not JSON.
    Unreadable,
}

impl std::fmt::Display for StripeFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StripeFailure::Status { status, error_type } => write!(f, "Stripe answered HTTP {status} ({error_type})"),
            StripeFailure::Timeout => f.write_str("Stripe did not answer in time"),
            StripeFailure::Unreachable => f.write_str("Stripe could not be reached"),
            StripeFailure::Unreadable => f.write_str("Stripe's answer could not be read"),
        }
    }
}

impl From<StripeFailure> for PaymentError {
    fn from(failure: StripeFailure) -> PaymentError {
        PaymentError::Provider(failure.to_string())
    }
}

/// A Stripe failure as the integrations check shows it.
impl From<StripeFailure> for CheckFailure {
    fn from(failure: StripeFailure) -> CheckFailure {
        let detail = failure.to_string();
        match failure {
            StripeFailure::Status { status, .. } => CheckFailure::status(status, detail),
            StripeFailure::Timeout => CheckFailure::new(FailureKind::Timeout, detail),
            StripeFailure::Unreachable => CheckFailure::new(FailureKind::Unreachable, detail),
            StripeFailure::Unreadable => CheckFailure::new(FailureKind::Other, detail),
        }
    }
}

impl StripeGateway {
    /// `api_base` must be an absolute URL (checked when configuration is read).
    pub fn new(api_base: &str, secret_key: &str, webhook_secret: &str) -> anyhow::Result<StripeGateway> {
        let client = reqwest::Client::builder()
            .connect_timeout(CONNECT_TIMEOUT)
            .timeout(CALL_TIMEOUT)
            .build()
            .map_err(|err| anyhow::anyhow!("the Stripe HTTP client could not be built: {}", err.without_url()))?;
        let mut authorization = HeaderValue::from_str(&format!("Bearer {secret_key}"))
            .map_err(|_| anyhow::anyhow!("STRIPE_SECRET_KEY holds characters a header cannot carry"))?;
        authorization.set_sensitive(true);
        let api_base = if api_base.ends_with('/') { api_base.to_string() } else { format!("{api_base}/") };
        Ok(StripeGateway { client, api_base, authorization, webhook_secret: webhook_secret.to_string() })
    }

    /// One call: `GET` when `form` is `None`, else a form `POST`; the answer's JSON on a 2xx.
    async fn call(
        &self,
        path: &str,
        form: Option<&[(&str, String)]>,
        idempotency_key: Option<&str>,
    ) -> Result<serde_json::Value, StripeFailure> {
        let url = format!("{}v1/{path}", self.api_base);
        let mut request = match form {
            None => self.client.get(&url),
            Some(fields) => self.client.post(&url).form(fields),
        };
        request = request.header(AUTHORIZATION, self.authorization.clone()).header("Stripe-Version", API_VERSION);
        if let Some(key) = idempotency_key {
            request = request.header("Idempotency-Key", key);
        }
        let response = request.send().await.map_err(transport_failure)?;
        let status = response.status();
        let body = response.bytes().await.map_err(transport_failure)?;
        let json: Option<serde_json::Value> = serde_json::from_slice(&body).ok();
        if !status.is_success() {
            let error_type =
                json.as_ref().and_then(|body| body["error"]["type"].as_str()).unwrap_or("no error type").to_string();
            return Err(StripeFailure::Status { status: status.as_u16(), error_type });
        }
        json.ok_or(StripeFailure::Unreadable)
    }
}

fn transport_failure(err: reqwest::Error) -> StripeFailure {
    if err.is_timeout() {
        StripeFailure::Timeout
    } else {
        StripeFailure::Unreachable
    }
}

/// A path segment as Stripe reads it: an id is percent-encoded so it cannot name another resource.
fn segment(id: &str) -> String {
    form_urlencoded::byte_serialize(id.as_bytes()).collect()
}

#[async_trait]
impl PaymentGateway for StripeGateway {
    async fn create_checkout(&self, request: &CheckoutRequest) -> Result<CreatedCheckout, PaymentError> {
        let form = [
            ("mode", "payment".to_string()),
            ("success_url", request.success_url.clone()),
            ("cancel_url", request.cancel_url.clone()),
            ("client_reference_id", request.order_reference.clone()),
            ("expires_at", request.expires_at.unix_timestamp().to_string()),
            ("metadata[order_reference]", request.order_reference.clone()),
            ("line_items[0][quantity]", "1".to_string()),
            ("line_items[0][price_data][currency]", "usd".to_string()),
            ("line_items[0][price_data][unit_amount]", request.amount.0.to_string()),
            ("line_items[0][price_data][product_data][name]", request.product_name.clone()),
        ];
        let session = self.call("checkout/sessions", Some(&form), None).await?;
        let (Some(id), Some(url)) = (session["id"].as_str(), session["url"].as_str()) else {
            return Err(PaymentError::Provider("the checkout session has no id or no url".into()));
        };
        Ok(CreatedCheckout { session_id: id.to_string(), url: url.to_string() })
    }

    async fn session_state(&self, session_id: &str) -> Result<Option<SessionState>, PaymentError> {
        // Every Checkout Session id starts so; anything else was never one of Stripe's.
        if !session_id.starts_with("cs_") {
            return Ok(None);
        }
        let session = match self.call(&format!("checkout/sessions/{}", segment(session_id)), None, None).await {
            Ok(session) => session,
            Err(StripeFailure::Status { status: 404, .. }) => return Ok(None),
            Err(failure) => return Err(failure.into()),
        };
        Ok(Some(SessionState {
            paid: matches!(session["payment_status"].as_str(), Some("paid" | "no_payment_required")),
            customer_email: email_of(&session),
        }))
    }

    fn verify_webhook(
        &self,
        payload: &str,
        signature_header: &str,
        now_unix: i64,
    ) -> Result<WebhookEvent, WebhookError> {
        verify_stripe_webhook(payload, signature_header, &self.webhook_secret, now_unix)
    }

    async fn refund(&self, session_id: &str) -> Result<RefundReceipt, PaymentError> {
        // The session names its payment intent; the refund is made on that, for the whole amount.
        let session = self.call(&format!("checkout/sessions/{}", segment(session_id)), None, None).await?;
        let payment_intent = session["payment_intent"]
            .as_str()
            .or_else(|| session["payment_intent"]["id"].as_str())
            .ok_or_else(|| PaymentError::Provider("the checkout session has no payment intent".into()))?
            .to_string();
        let form = [("payment_intent", payment_intent), ("metadata[reason]", "money-back guarantee".to_string())];
        // One refund per session however often this is asked: Stripe returns the first answer to a repeated key.
        let key = format!("guarantee-refund-{session_id}");
        let refund = self.call("refunds", Some(&form), Some(&key)).await?;
        let refund_id = refund["id"]
            .as_str()
            .ok_or_else(|| PaymentError::Provider("the refund answer has no id".into()))?
            .to_string();
        Ok(RefundReceipt { refund_id, amount_cents: refund["amount"].as_i64() })
    }

    async fn check(&self) -> Result<String, CheckFailure> {
        let account = self.call("account", None, None).await?;
        let charges = if account["charges_enabled"].as_bool() == Some(true) { "enabled" } else { "not enabled" };
        let mode = if account["id"].is_string() { "account retrieved" } else { "answered" };
        Ok(format!("Stripe: {mode}, charges {charges}"))
    }
}

/// The buyer's email as a Checkout Session holds it: what they typed at checkout, else what the session was made with.
fn email_of(session: &serde_json::Value) -> Option<String> {
    session["customer_details"]["email"].as_str().or_else(|| session["customer_email"].as_str()).map(str::to_string)
}

/// Verifies a `Stripe-Signature` header (`t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">`, more than one `v1` while a
/// secret is being rolled) in constant time, then its timestamp, then reads the few fields fulfilment needs. The
/// event body is read loosely, so a newer API version with fields not read here is still accepted once its signature
/// is proven.
pub fn verify_stripe_webhook(
    payload: &str,
    signature_header: &str,
    secret: &str,
    now_unix: i64,
) -> Result<WebhookEvent, WebhookError> {
    let mut timestamp = None;
    let mut signatures = Vec::new();
    for part in signature_header.split(',') {
        match part.trim().split_once('=') {
            Some(("t", value)) => timestamp = value.parse::<i64>().ok(),
            Some(("v1", value)) => signatures.extend(hex::decode(value).ok()),
            _ => {}
        }
    }
    let timestamp = timestamp.ok_or(WebhookError::BadSignature)?;
    let mac = webhook_mac(payload, secret, timestamp);
    if !signatures.iter().any(|signature| mac.clone().verify_slice(signature).is_ok()) {
        return Err(WebhookError::BadSignature);
    }
    if (now_unix - timestamp).abs() > WEBHOOK_TOLERANCE_SECS {
        return Err(WebhookError::Stale);
    }
    let event: serde_json::Value = serde_json::from_str(payload).map_err(|_| WebhookError::BadPayload)?;
    let event_type = event["type"].as_str().ok_or(WebhookError::BadPayload)?.to_string();
    let object = &event["data"]["object"];
    let session_id = object["id"].as_str().map(str::to_string);
    let paid = match event_type.as_str() {
        "checkout.session.completed" => {
            matches!(object["payment_status"].as_str(), Some("paid" | "no_payment_required"))
        }
        "checkout.session.async_payment_succeeded" => true,
        _ => false,
    };
    match session_id {
        Some(session_id) if paid => Ok(WebhookEvent::SessionPaid { session_id, customer_email: email_of(object) }),
        _ => Ok(WebhookEvent::Other { event_type }),
    }
}

fn webhook_mac(payload: &str, secret: &str, timestamp: i64) -> Hmac<sha2::Sha256> {
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC accepts keys of any length");
    mac.update(timestamp.to_string().as_bytes());
    mac.update(b".");
    mac.update(payload.as_bytes());
    mac
}

/// Builds a `Stripe-Signature` header the way Stripe does, for tests and the local test checkout.
pub fn sign_webhook_payload(payload: &str, secret: &str, timestamp: i64) -> String {
    let signature = webhook_mac(payload, secret, timestamp).finalize().into_bytes();
    format!("t={timestamp},v1={}", hex::encode(signature))
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &str = "whsec_test_secret";

    fn completed_event(payment_status: &str) -> String {
        serde_json::json!({
            "id": "evt_1", "object": "event", "type": "checkout.session.completed",
            "data": {"object": {"id": "cs_test_1", "object": "checkout.session", "payment_status": payment_status,
                                "customer_details": {"email": "buyer@example.com"}}}
        })
        .to_string()
    }

    #[test]
    fn accepts_a_correctly_signed_paid_event() {
        let payload = completed_event("paid");
        let header = sign_webhook_payload(&payload, SECRET, 1_700_000_000);
        let event = verify_stripe_webhook(&payload, &header, SECRET, 1_700_000_010).unwrap();
        assert_eq!(
            event,
            WebhookEvent::SessionPaid {
                session_id: "cs_test_1".into(),
                customer_email: Some("buyer@example.com".into())
            }
        );
    }

    #[test]
    fn an_unpaid_completion_does_not_fulfil() {
        let payload = completed_event("unpaid");
        let header = sign_webhook_payload(&payload, SECRET, 1_700_000_000);
        assert!(matches!(
            verify_stripe_webhook(&payload, &header, SECRET, 1_700_000_000),
            Ok(WebhookEvent::Other { .. })
        ));
    }

    #[test]
    fn refuses_wrong_secret_tampering_and_stale_timestamps() {
        let payload = completed_event("paid");
        let header = sign_webhook_payload(&payload, "whsec_other", 1_700_000_000);
        assert_eq!(verify_stripe_webhook(&payload, &header, SECRET, 1_700_000_000), Err(WebhookError::BadSignature));
        let header = sign_webhook_payload(&payload, SECRET, 1_700_000_000);
        let tampered = payload.replace("cs_test_1", "cs_test_2");
        assert_eq!(verify_stripe_webhook(&tampered, &header, SECRET, 1_700_000_000), Err(WebhookError::BadSignature));
        assert_eq!(verify_stripe_webhook(&payload, &header, SECRET, 1_700_000_000 + 301), Err(WebhookError::Stale));
        assert_eq!(verify_stripe_webhook(&payload, "garbage", SECRET, 1_700_000_000), Err(WebhookError::BadSignature));
        let moved = header.replace("t=1700000000", "t=1700000100");
        assert_eq!(verify_stripe_webhook(&payload, &moved, SECRET, 1_700_000_100), Err(WebhookError::BadSignature));
    }

    #[test]
    fn while_a_secret_is_rolled_any_of_the_signatures_may_match() {
        let payload = completed_event("paid");
        let old = sign_webhook_payload(&payload, "whsec_old", 1_700_000_000);
        let current = sign_webhook_payload(&payload, SECRET, 1_700_000_000);
        let both = format!("{}, {}", old, current.replace("t=1700000000,", ""));
        assert!(matches!(
            verify_stripe_webhook(&payload, &both, SECRET, 1_700_000_000),
            Ok(WebhookEvent::SessionPaid { .. })
        ));
        assert_eq!(verify_stripe_webhook(&payload, &old, SECRET, 1_700_000_000), Err(WebhookError::BadSignature));
    }
}
