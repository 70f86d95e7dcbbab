//! A fake AI provider: an axum server on 127.0.0.1 and a random port that answers each request with the next
//! scripted reply and records what it was sent. Replies are given in the providers' own wire formats.

use axum::body::{Body, Bytes};
use axum::extract::State;
use axum::http::{HeaderMap, StatusCode, Uri};
use axum::response::Response;
use serde_json::{json, Value};
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// One scripted answer.
pub enum Reply {
    /// 200 with a JSON body.
    Json(Value),
    /// 200 with an event stream, sent in `pieces` chunks of about equal size (split anywhere, even inside a
    /// character), `gap` apart.
    Stream { body: String, pieces: usize, gap: Duration },
    /// An error status, with an optional `Retry-After` and a JSON body.
    Status { status: u16, retry_after: Option<&'static str>, body: Value },
    /// Waits this long, then answers 200 with an empty JSON object.
    Sleep(Duration),
    /// 200 with any body and content type.
    Raw { content_type: &'static str, body: String },
}

#[derive(Clone, Debug)]
pub struct Recorded {
    pub path: String,
    pub headers: HeaderMap,
    pub body: Value,
}

#[derive(Default)]
struct Script {
    replies: Mutex<VecDeque<Reply>>,
    requests: Mutex<Vec<Recorded>>,
}

pub struct FakeProvider {
    pub base_url: String,
    script: Arc<Script>,
}

impl FakeProvider {
    /// Starts a server answering with `replies` in order; past the last it answers 599 (never retried into
    /// success), so a test that sends too many requests fails.
    pub async fn start(replies: Vec<Reply>) -> FakeProvider {
        let script = Arc::new(Script { replies: Mutex::new(replies.into()), requests: Mutex::default() });
        let app = axum::Router::new().fallback(answer).with_state(script.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let base_url = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
        FakeProvider { base_url, script }
    }

    pub fn requests(&self) -> Vec<Recorded> {
        self.script.requests.lock().unwrap().clone()
    }

    pub fn count(&self) -> usize {
        self.script.requests.lock().unwrap().len()
    }
}

async fn answer(State(script): State<Arc<Script>>, uri: Uri, headers: HeaderMap, body: Bytes) -> Response {
    let body = serde_json::from_slice(&body).unwrap_or(Value::Null);
    script.requests.lock().unwrap().push(Recorded { path: uri.path().to_string(), headers, body });
    let reply = script.replies.lock().unwrap().pop_front();
    let builder = Response::builder();
    match reply {
        Some(Reply::Json(value)) => json_response(StatusCode::OK, &value),
        Some(Reply::Raw { content_type, body }) => {
            builder.header("content-type", content_type).body(Body::from(body)).unwrap()
        }
        Some(Reply::Status { status, retry_after, body }) => {
            let mut response = json_response(StatusCode::from_u16(status).unwrap(), &body);
            if let Some(wait) = retry_after {
                response.headers_mut().insert("retry-after", wait.parse().unwrap());
            }
            response
        }
        Some(Reply::Sleep(wait)) => {
            tokio::time::sleep(wait).await;
            json_response(StatusCode::OK, &json!({}))
        }
        Some(Reply::Stream { body, pieces, gap }) => {
            let bytes = body.into_bytes();
            let size = bytes.len().div_ceil(pieces.max(1)).max(1);
            let chunks: VecDeque<Vec<u8>> = bytes.chunks(size).map(<[u8]>::to_vec).collect();
            let stream = futures_util::stream::unfold((chunks, true), move |(mut chunks, first)| async move {
                let chunk = chunks.pop_front()?;
                if !first {
                    tokio::time::sleep(gap).await;
                }
                Some((Ok::<_, std::convert::Infallible>(Bytes::from(chunk)), (chunks, false)))
            });
            builder.header("content-type", "text/event-stream").body(Body::from_stream(stream)).unwrap()
        }
        None => json_response(StatusCode::from_u16(599).unwrap(), &json!({"error": {"code": "no_reply_left"}})),
    }
}

fn json_response(status: StatusCode, value: &Value) -> Response {
    Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(Body::from(value.to_string()))
        .unwrap()
}

/// An OpenAI chat completion holding `text`.
pub fn openai_json(text: &str) -> Reply {
    Reply::Json(json!({
        "id": "chatcmpl-1",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}],
    }))
}

/// `text` in `n` pieces (on character boundaries).
fn split_text(text: &str, n: usize) -> Vec<String> {
    let chars: Vec<char> = text.chars().collect();
    chars.chunks(chars.len().div_ceil(n.max(1)).max(1)).map(|c| c.iter().collect()).collect()
}

/// OpenAI's stream: a chunk per delta, a finishing chunk, then `[DONE]`.
pub fn openai_stream_body(text: &str, deltas: usize) -> String {
    let mut body = String::new();
    for piece in split_text(text, deltas) {
        let chunk = json!({"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {"content": piece}, "finish_reason": null}]});
        body.push_str(&format!("data: {chunk}\n\n"));
    }
    let last =
        json!({"object": "chat.completion.chunk", "choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]});
    body.push_str(&format!("data: {last}\n\ndata: [DONE]\n\n"));
    body
}

/// Anthropic's stream: message_start, a text block of deltas (with a ping), message_delta, message_stop.
pub fn anthropic_stream_body(text: &str, deltas: usize) -> String {
    let mut events = vec![
        (
            "message_start",
            json!({"type": "message_start", "message": {"id": "msg_1", "type": "message", "role": "assistant", "content": []}}),
        ),
        (
            "content_block_start",
            json!({"type": "content_block_start", "index": 0, "content_block": {"type": "text", "text": ""}}),
        ),
        ("ping", json!({"type": "ping"})),
    ];
    for piece in split_text(text, deltas) {
        events.push((
            "content_block_delta",
            json!({"type": "content_block_delta", "index": 0, "delta": {"type": "text_delta", "text": piece}}),
        ));
    }
    events.push(("content_block_stop", json!({"type": "content_block_stop", "index": 0})));
    events.push((
        "message_delta",
        json!({"type": "message_delta", "delta": {"stop_reason": "end_turn"}, "usage": {"output_tokens": 10}}),
    ));
    events.push(("message_stop", json!({"type": "message_stop"})));
    events.iter().map(|(name, data)| format!("event: {name}\ndata: {data}\n\n")).collect()
}
