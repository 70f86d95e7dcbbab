//! Payments: Stripe Checkout in production, a built-in TEST MODE checkout page by default.

pub mod stripe;
pub mod test_checkout;

use crate::domain::Cents;
use crate::health::CheckFailure;
use async_trait::async_trait;

/// What the product asks the provider to charge for.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckoutRequest {
    /// Our reference for the order: the code record's id, never the code itself.
    pub order_reference: String,
    pub amount: Cents,
    pub product_name: String,
    pub success_url: String,
    pub cancel_url: String,
    /// When the session stops taking payment: the end of the client's place for this unpaid checkout
    /// (`limits::UNPAID_CHECKOUTS_PER_CLIENT`, docs/decisions/0031), so an unpaid checkout counts exactly while it can
    /// still be paid.
    pub expires_at: time::OffsetDateTime,
}

#[derive(Clone, Debug, PartialEq)]
pub struct CreatedCheckout {
    pub session_id: String,
    pub url: String,
}

/// A checkout session as the provider reports it now.
#[derive(Clone, Debug, PartialEq)]
pub struct SessionState {
    pub paid: bool,
    pub customer_email: Option<String>,
}

/// A refund the provider made (or had made before: refunding a session again returns the same refund).
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct RefundReceipt {
    pub refund_id: String,
    pub amount_cents: Option<i64>,
}

/// A verified webhook event, reduced to what fulfilment needs.
#[derive(Clone, Debug, PartialEq)]
pub enum WebhookEvent {
    /// The session's payment is complete (checkout.session.completed with payment_status paid, or
    /// checkout.session.async_payment_succeeded).
    SessionPaid { session_id: String, customer_email: Option<String> },
    /// Anything else: acknowledged and ignored.
    Other { event_type: String },
}

#[derive(Debug, thiserror::Error)]
pub enum PaymentError {
    #[error("payment provider: {0}")]
    Provider(String),
}

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum WebhookError {
    #[error("the signature does not match")]
    BadSignature,
    #[error("the signature timestamp is outside the tolerance")]
    Stale,
    #[error("the payload is not a Stripe event")]
    BadPayload,
}

#[async_trait]
pub trait PaymentGateway: Send + Sync {
    async fn create_checkout(&self, request: &CheckoutRequest) -> Result<CreatedCheckout, PaymentError>;
    /// `Ok(None)` when the provider does not know the session.
    async fn session_state(&self, session_id: &str) -> Result<Option<SessionState>, PaymentError>;
    /// Verifies the signature header over the raw payload and its timestamp against `now_unix`.
    fn verify_webhook(
        &self,
        payload: &str,
        signature_header: &str,
        now_unix: i64,
    ) -> Result<WebhookEvent, WebhookError>;
    /// Refunds the whole payment of a paid checkout session. Idempotent per session: asking again returns the
    /// refund already made rather than refunding twice.
    async fn refund(&self, session_id: &str) -> Result<RefundReceipt, PaymentError>;
    /// A cheap real call that proves the provider answers with this configuration (the integrations check).
    async fn check(&self) -> Result<String, CheckFailure>;
}
