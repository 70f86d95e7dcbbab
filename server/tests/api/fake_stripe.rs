//! A local stand-in for Stripe's API: creates and retrieves Checkout Sessions like Stripe does, checks what the
//! adapter sends, and can be told to fail.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

pub const SECRET_KEY: &str = "sk_test_fake_key";
pub const WEBHOOK_SECRET: &str = "whsec_fake_stripe_secret";

#[derive(Default)]
pub struct FakeStripeState {
    /// session id -> (form fields sent at creation, paid)
    pub sessions: HashMap<String, (HashMap<String, String>, bool)>,
    pub fail_creation: bool,
    /// Refunds made: (payment intent, Idempotency-Key header). A repeated key returns the first refund.
    pub refunds: Vec<(String, Option<String>)>,
}

pub struct FakeStripe {
    pub base_url: String,
    pub state: Arc<Mutex<FakeStripeState>>,
}

impl FakeStripe {
    pub async fn start() -> FakeStripe {
        let state = Arc::new(Mutex::new(FakeStripeState::default()));
        let app = Router::new()
            .route("/v1/checkout/sessions", post(create_session))
            .route("/v1/checkout/sessions/{id}", get(retrieve_session))
            .route("/v1/account", get(account))
            .route("/v1/refunds", post(create_refund))
            .with_state(state.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base_url = format!("http://{}/", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        FakeStripe { base_url, state }
    }

    pub fn mark_paid(&self, session_id: &str) {
        if let Some(session) = self.state.lock().unwrap().sessions.get_mut(session_id) {
            session.1 = true;
        }
    }

    pub fn created_with(&self, session_id: &str) -> HashMap<String, String> {
        self.state.lock().unwrap().sessions[session_id].0.clone()
    }
}

fn error(status: StatusCode, message: &str) -> (StatusCode, Json<Value>) {
    (status, Json(json!({ "error": { "type": "invalid_request_error", "message": message } })))
}

fn authorised(headers: &HeaderMap) -> bool {
    headers.get("authorization").and_then(|v| v.to_str().ok()) == Some(&format!("Bearer {SECRET_KEY}"))
}

fn session_json(id: &str, fields: &HashMap<String, String>, paid: bool) -> Value {
    json!({
        "id": id,
        "object": "checkout.session",
        "automatic_tax": { "enabled": false },
        "created": 1_700_000_000,
        "custom_fields": [],
        "custom_text": {},
        "expires_at": 1_700_086_400,
        "livemode": false,
        "mode": "payment",
        "payment_method_types": ["card"],
        "payment_status": if paid { "paid" } else { "unpaid" },
        "shipping_options": [],
        "status": if paid { "complete" } else { "open" },
        "amount_total": fields.get("line_items[0][price_data][unit_amount]").and_then(|v| v.parse::<i64>().ok()),
        "currency": "usd",
        "client_reference_id": fields.get("client_reference_id"),
        "success_url": fields.get("success_url"),
        "cancel_url": fields.get("cancel_url"),
        "payment_intent": if paid { json!(format!("pi_fake_{id}")) } else { Value::Null },
        "customer_details": if paid { json!({ "email": "stripe-buyer@example.com" }) } else { Value::Null },
        "url": if paid { Value::Null } else { json!(format!("https://checkout.example.test/pay/{id}")) },
    })
}

async fn create_session(
    State(state): State<Arc<Mutex<FakeStripeState>>>,
    headers: HeaderMap,
    body: String,
) -> (StatusCode, Json<Value>) {
    if !authorised(&headers) {
        return error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let mut state = state.lock().unwrap();
    if state.fail_creation {
        return error(StatusCode::INTERNAL_SERVER_ERROR, "Stripe is having a bad day");
    }
    let fields: HashMap<String, String> = form_urlencoded::parse(body.as_bytes()).into_owned().collect();
    let id = format!("cs_test_fake_{}", state.sessions.len() + 1);
    let session = session_json(&id, &fields, false);
    state.sessions.insert(id, (fields, false));
    (StatusCode::OK, Json(session))
}

async fn retrieve_session(
    State(state): State<Arc<Mutex<FakeStripeState>>>,
    Path(id): Path<String>,
    headers: HeaderMap,
) -> (StatusCode, Json<Value>) {
    if !authorised(&headers) {
        return error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let state = state.lock().unwrap();
    match state.sessions.get(&id) {
        Some((fields, paid)) => (StatusCode::OK, Json(session_json(&id, fields, *paid))),
        None => error(StatusCode::NOT_FOUND, &format!("No such checkout.session: '{id}'")),
    }
}

async fn account(headers: HeaderMap) -> (StatusCode, Json<Value>) {
    if !authorised(&headers) {
        return error(StatusCode::UNAUTHORIZED, &format!("Invalid API Key provided: {}", "sk_test_****_key"));
    }
    (StatusCode::OK, Json(json!({ "id": "acct_fake", "object": "account", "charges_enabled": true })))
}

async fn create_refund(
    State(state): State<Arc<Mutex<FakeStripeState>>>,
    headers: HeaderMap,
    body: String,
) -> (StatusCode, Json<Value>) {
    if !authorised(&headers) {
        return error(StatusCode::UNAUTHORIZED, "Invalid API Key provided");
    }
    let fields: HashMap<String, String> = form_urlencoded::parse(body.as_bytes()).into_owned().collect();
    let Some(payment_intent) = fields.get("payment_intent").cloned() else {
        return error(StatusCode::BAD_REQUEST, "Missing payment_intent");
    };
    let key = headers.get("idempotency-key").and_then(|v| v.to_str().ok()).map(str::to_string);
    let mut state = state.lock().unwrap();
    let index = match state.refunds.iter().position(|(_, k)| key.is_some() && *k == key) {
        Some(index) => index,
        None => {
            if state.refunds.iter().any(|(pi, _)| *pi == payment_intent) {
                return error(StatusCode::BAD_REQUEST, "Charge has already been refunded.");
            }
            state.refunds.push((payment_intent.clone(), key));
            state.refunds.len() - 1
        }
    };
    let refund = json!({ "id": format!("re_fake_{}", index + 1), "object": "refund", "amount": 1900,
                         "payment_intent": payment_intent, "status": "succeeded" });
    (StatusCode::OK, Json(refund))
}
