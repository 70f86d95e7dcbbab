//! The Stripe adapter (async-stripe): Checkout Sessions and signed webhooks.

use super::*;
use crate::health::FailureKind;
use ::stripe::{
    CheckoutSession, CheckoutSessionId, CheckoutSessionMode, CheckoutSessionPaymentStatus, Client,
    CreateCheckoutSession, CreateCheckoutSessionLineItems, CreateCheckoutSessionLineItemsPriceData,
    CreateCheckoutSessionLineItemsPriceDataProductData, Currency, StripeError, Webhook,
};
use std::collections::HashMap;

pub const DEFAULT_API_BASE: &str = "https://api.stripe.com/";

pub struct StripeGateway {
    client: Client,
    webhook_secret: String,
}

impl StripeGateway {
    /// `api_base` must be an absolute URL (checked when configuration is read).
    pub fn new(api_base: &str, secret_key: &str, webhook_secret: &str) -> Self {
        StripeGateway { client: Client::from_url(api_base, secret_key), webhook_secret: webhook_secret.to_string() }
    }
}

fn provider_error(err: StripeError) -> PaymentError {
    PaymentError::Provider(format!("{err}"))
}

/// A Stripe failure as the integrations check shows it: the HTTP status and Stripe's error type, never its message
/// (which can quote part of the key).
fn check_failure(err: &StripeError) -> CheckFailure {
    match err {
        StripeError::Stripe(request) => {
            CheckFailure::status(request.http_status, format!("Stripe answered HTTP {}", request.http_status))
        }
        StripeError::Timeout => CheckFailure::new(FailureKind::Timeout, "Stripe did not answer in time"),
        StripeError::ClientError(_) => CheckFailure::new(FailureKind::Unreachable, "Stripe could not be reached"),
        _ => CheckFailure::new(FailureKind::Other, "Stripe's answer could not be read"),
    }
}

/// The form of a refund request: the whole payment of the session's payment intent.
#[derive(serde::Serialize)]
struct RefundForm<'a> {
    payment_intent: &'a str,
    #[serde(rename = "metadata[reason]")]
    reason: &'a str,
}

#[async_trait]
impl PaymentGateway for StripeGateway {
    async fn create_checkout(&self, request: &CheckoutRequest) -> Result<CreatedCheckout, PaymentError> {
        let mut params = CreateCheckoutSession::new();
        params.mode = Some(CheckoutSessionMode::Payment);
        params.success_url = Some(&request.success_url);
        params.cancel_url = Some(&request.cancel_url);
        params.client_reference_id = Some(&request.order_reference);
        params.expires_at = Some(request.expires_at.unix_timestamp());
        params.metadata = Some(HashMap::from([("order_reference".to_string(), request.order_reference.clone())]));
        params.line_items = Some(vec![CreateCheckoutSessionLineItems {
            quantity: Some(1),
            price_data: Some(CreateCheckoutSessionLineItemsPriceData {
                currency: Currency::USD,
                unit_amount: Some(request.amount.0),
                product_data: Some(CreateCheckoutSessionLineItemsPriceDataProductData {
                    name: request.product_name.clone(),
                    ..Default::default()
                }),
                ..Default::default()
            }),
            ..Default::default()
        }]);
        let session = CheckoutSession::create(&self.client, params).await.map_err(provider_error)?;
        let url = session.url.ok_or_else(|| PaymentError::Provider("checkout session has no url".into()))?;
        Ok(CreatedCheckout { session_id: session.id.to_string(), url })
    }

    async fn session_state(&self, session_id: &str) -> Result<Option<SessionState>, PaymentError> {
        let Ok(id) = session_id.parse::<CheckoutSessionId>() else { return Ok(None) };
        match CheckoutSession::retrieve(&self.client, &id, &[]).await {
            Ok(session) => Ok(Some(SessionState {
                paid: matches!(
                    session.payment_status,
                    CheckoutSessionPaymentStatus::Paid | CheckoutSessionPaymentStatus::NoPaymentRequired
                ),
                customer_email: session.customer_details.and_then(|d| d.email).or(session.customer_email),
            })),
            Err(StripeError::Stripe(err)) if err.http_status == 404 => Ok(None),
            Err(err) => Err(provider_error(err)),
        }
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
        let path = format!(
            "/checkout/sessions/{}",
            form_urlencoded::byte_serialize(session_id.as_bytes()).collect::<String>()
        );
        let session: serde_json::Value = self.client.get(&path).await.map_err(provider_error)?;
        let payment_intent = session["payment_intent"]
            .as_str()
            .or_else(|| session["payment_intent"]["id"].as_str())
            .ok_or_else(|| PaymentError::Provider("the checkout session has no payment intent".into()))?
            .to_string();
        // One refund per session however often this is asked: Stripe returns the first answer to a repeated key.
        let client = self
            .client
            .clone()
            .with_strategy(::stripe::RequestStrategy::Idempotent(format!("guarantee-refund-{session_id}")));
        let refund: serde_json::Value = client
            .post_form("/refunds", RefundForm { payment_intent: &payment_intent, reason: "money-back guarantee" })
            .await
            .map_err(provider_error)?;
        let refund_id = refund["id"]
            .as_str()
            .ok_or_else(|| PaymentError::Provider("the refund answer has no id".into()))?
            .to_string();
        Ok(RefundReceipt { refund_id, amount_cents: refund["amount"].as_i64() })
    }

    async fn check(&self) -> Result<String, CheckFailure> {
        let account: serde_json::Value = self.client.get("/account").await.map_err(|err| check_failure(&err))?;
        let charges = if account["charges_enabled"].as_bool() == Some(true) { "enabled" } else { "not enabled" };
        let mode = if account["id"].is_string() { "account retrieved" } else { "answered" };
        Ok(format!("Stripe: {mode}, charges {charges}"))
    }
}

/// Verifies a `Stripe-Signature` header (HMAC-SHA256 over "timestamp.payload", 5-minute tolerance) with async-stripe,
/// then reads the few fields fulfilment needs. The event body is read loosely, so a newer Stripe API version with fields
/// this crate does not model is still accepted once its signature is proven.
pub fn verify_stripe_webhook(
    payload: &str,
    signature_header: &str,
    secret: &str,
    now_unix: i64,
) -> Result<WebhookEvent, WebhookError> {
    match Webhook::construct_event_with_timestamp(payload, signature_header, secret, now_unix) {
        Ok(_) | Err(::stripe::WebhookError::BadParse(_)) => {}
        Err(::stripe::WebhookError::BadTimestamp(_)) => return Err(WebhookError::Stale),
        Err(_) => return Err(WebhookError::BadSignature),
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
        Some(session_id) if paid => Ok(WebhookEvent::SessionPaid {
            session_id,
            customer_email: object["customer_details"]["email"]
                .as_str()
                .or_else(|| object["customer_email"].as_str())
                .map(str::to_string),
        }),
        _ => Ok(WebhookEvent::Other { event_type }),
    }
}

/// Builds a `Stripe-Signature` header the way Stripe does, for tests and the local test checkout.
pub fn sign_webhook_payload(payload: &str, secret: &str, timestamp: i64) -> String {
    use hmac::{Hmac, Mac};
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC accepts keys of any length");
    mac.update(format!("{timestamp}.{payload}").as_bytes());
    format!("t={timestamp},v1={}", hex::encode(mac.finalize().into_bytes()))
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
    }
}
