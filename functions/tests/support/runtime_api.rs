//! A minimal Lambda Runtime API on 127.0.0.1, the interface the Lambda service offers a custom runtime
//! (https://docs.aws.amazon.com/lambda/latest/dg/runtimes-api.html): it hands out the events a test queues and keeps
//! what the function answers, reports as an invocation error, or reports as an init error.
//!
//! Any event goes: API Gateway REST API (and HTTP API) events for the HTTP functions, DynamoDB stream batches for the
//! generation-worker.

use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::Router;
use serde_json::Value;
use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub const FUNCTION_ARN: &str = "arn:aws:lambda:us-east-1:123456789012:function:legaldraft-test";

/// What the function sent back for one invocation.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// `POST /runtime/invocation/{id}/response`: the handler's answer.
    Response(Value),
    /// `POST /runtime/invocation/{id}/error`: the error type header and the body.
    Error { error_type: Option<String>, body: Value },
}

/// One `POST /runtime/init/error`.
#[derive(Clone, Debug)]
pub struct InitError {
    /// The `Lambda-Runtime-Function-Error-Type` header.
    pub error_type: Option<String>,
    pub body: Value,
}

#[derive(Default)]
struct Shared {
    pending: Mutex<VecDeque<(String, Value)>>,
    outcomes: Mutex<HashMap<String, Outcome>>,
    init_errors: Mutex<Vec<InitError>>,
    next_requests: AtomicUsize,
    request_ids: AtomicUsize,
}

pub struct RuntimeApi {
    /// `host:port`, the value of `AWS_LAMBDA_RUNTIME_API`.
    pub address: String,
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl RuntimeApi {
    pub async fn start() -> RuntimeApi {
        let shared = Arc::new(Shared::default());
        let app = Router::new()
            .route("/2018-06-01/runtime/invocation/next", get(next_invocation))
            .route("/2018-06-01/runtime/invocation/{request_id}/response", post(invocation_response))
            .route("/2018-06-01/runtime/invocation/{request_id}/error", post(invocation_error))
            .route("/2018-06-01/runtime/init/error", post(init_error))
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.expect("bind a random port");
        let address = listener.local_addr().expect("local address").to_string();
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.expect("the Runtime API stand-in serves");
        });
        RuntimeApi { address, shared, server }
    }

    /// Queues one event for the function; returns its request id.
    pub fn queue(&self, event: Value) -> String {
        let number = self.shared.request_ids.fetch_add(1, Ordering::SeqCst) + 1;
        let request_id = format!("8476a536-e9f4-11e8-9739-{number:012}");
        lock(&self.shared.pending).push_back((request_id.clone(), event));
        request_id
    }

    /// The function's answer to `request_id`, once it has sent one (`None` if it has not within `limit`).
    pub async fn outcome(&self, request_id: &str, limit: Duration) -> Option<Outcome> {
        let deadline = Instant::now() + limit;
        loop {
            if let Some(outcome) = lock(&self.shared.outcomes).get(request_id) {
                return Some(outcome.clone());
            }
            if Instant::now() >= deadline {
                return None;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Queues `event` and waits up to `limit` for the function's answer; panics on anything else.
    pub async fn answer(&self, event: Value, limit: Duration) -> Value {
        let request_id = self.queue(event);
        match self.outcome(&request_id, limit).await {
            Some(Outcome::Response(response)) => response,
            other => panic!("expected a response to {request_id}, got {other:?}"),
        }
    }

    pub fn init_errors(&self) -> Vec<InitError> {
        lock(&self.shared.init_errors).clone()
    }

    /// How many times the function asked for its next event.
    pub fn next_requests(&self) -> usize {
        self.shared.next_requests.load(Ordering::SeqCst)
    }
}

impl Drop for RuntimeApi {
    fn drop(&mut self) {
        self.server.abort();
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Long-polls like the real API: answers when an event is queued.
async fn next_invocation(State(shared): State<Arc<Shared>>) -> Response {
    shared.next_requests.fetch_add(1, Ordering::SeqCst);
    let (request_id, event) = loop {
        if let Some(next) = lock(&shared.pending).pop_front() {
            break next;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    };
    let now_ms = SystemTime::now().duration_since(UNIX_EPOCH).expect("clock after 1970").as_millis();
    let deadline_ms = (now_ms + 29_000).to_string();
    let trace_id = format!("Root=1-5e9f0c65-{request_id:0>24};Parent=91ed514f1e5c03b2;Sampled=0");
    (
        [
            ("content-type", "application/json".to_string()),
            ("lambda-runtime-aws-request-id", request_id),
            ("lambda-runtime-deadline-ms", deadline_ms),
            ("lambda-runtime-invoked-function-arn", FUNCTION_ARN.to_string()),
            ("lambda-runtime-trace-id", trace_id),
        ],
        event.to_string(),
    )
        .into_response()
}

async fn invocation_response(
    State(shared): State<Arc<Shared>>,
    Path(request_id): Path<String>,
    body: axum::body::Bytes,
) -> StatusCode {
    lock(&shared.outcomes).insert(request_id, Outcome::Response(json_or_text(&body)));
    StatusCode::ACCEPTED
}

async fn invocation_error(
    State(shared): State<Arc<Shared>>,
    Path(request_id): Path<String>,
    headers: HeaderMap,
    body: axum::body::Bytes,
) -> StatusCode {
    let outcome = Outcome::Error { error_type: error_type(&headers), body: json_or_text(&body) };
    lock(&shared.outcomes).insert(request_id, outcome);
    StatusCode::ACCEPTED
}

async fn init_error(State(shared): State<Arc<Shared>>, headers: HeaderMap, body: axum::body::Bytes) -> StatusCode {
    lock(&shared.init_errors).push(InitError { error_type: error_type(&headers), body: json_or_text(&body) });
    StatusCode::ACCEPTED
}

fn error_type(headers: &HeaderMap) -> Option<String> {
    headers.get("lambda-runtime-function-error-type").and_then(|v| v.to_str().ok()).map(str::to_string)
}

/// The body as JSON, or as a JSON string when it is not JSON (so a test can still show it).
fn json_or_text(body: &[u8]) -> Value {
    serde_json::from_slice(body).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(body).into_owned()))
}
