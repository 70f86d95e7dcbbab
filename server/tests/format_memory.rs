//! format-document keeps the server's memory flat: the largest texts a client can send, in the shapes that cost
//! docx-rs the most (many short lines, many headings, bold switches, signature blocks), sent over and over, leave
//! resident memory and its peak within fixed bounds, and every answer far under Lambda's 6 MB.
//!
//! Its own test binary, so no other test's allocations share the process whose memory it reads. Before the limits,
//! one 160,000-character text of two-character lines peaked at about 400 MB and answered 17 MB.

#[allow(dead_code)]
#[path = "api/helpers.rs"]
mod helpers;
#[path = "api/shapes.rs"]
mod shapes;

use serde_json::json;
use shared::api::documents::{MAX_DOCUMENT_CHARS, MAX_DOCUMENT_LINES, MAX_DOCUMENT_RUNS, MAX_SIGNATURE_PARTIES};

/// A field of /proc/self/status in KiB ("VmRSS:" resident now, "VmHWM:" the peak).
fn status_kib(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    let line = status.lines().find(|l| l.starts_with(field)).expect("the field");
    line.split_whitespace().nth(1).and_then(|v| v.parse().ok()).expect("a number")
}

/// Under the body limit (256 KiB of JSON), each the worst of its kind.
fn hostile_texts() -> Vec<(&'static str, String)> {
    vec![
        (
            "at every limit",
            shapes::shaped(MAX_DOCUMENT_LINES, MAX_DOCUMENT_RUNS, MAX_SIGNATURE_PARTIES, MAX_DOCUMENT_CHARS),
        ),
        ("80,000 two-character lines", "a\n".repeat(80_000)),
        ("40,000 headings", "## x\n".repeat(40_000)),
        ("33,000 bold switches on one line", "**a** ".repeat(33_000)),
        ("1,500 signature blocks", format!("## Signatures\n{}", "P: n\n".repeat(1_500))),
        ("one line of 100,000 characters", "word ".repeat(20_000)),
    ]
}

/// The largest answer allowed here: far under Lambda's 6 MB.
const MAX_ANSWER_BYTES: usize = 1024 * 1024;

/// One format call; each round comes from a visitor of its own (one visitor may format 10 documents a minute).
async fn format(app: &helpers::TestApp, code: &str, round: usize, (shape, text): &(&str, String)) {
    let body = json!({ "documentContent": text, "documentType": "Agreement", "format": "docx" });
    let response = app
        .client_at(&format!("127.0.1.{}", round + 1))
        .post(format!("{}/api/format-document", app.address))
        .header("x-document-code", code)
        .json(&body)
        .send()
        .await
        .expect("request sent");
    let status = response.status();
    let answer = response.bytes().await.expect("an answer");
    assert!(status == 200 || status == 413, "round {round}, {shape}: {status}");
    assert!(answer.len() < MAX_ANSWER_BYTES, "round {round}, {shape}: {} bytes", answer.len());
}

/// Every text once, two at a time as two visitors would send them, so both worker threads (and their allocator
/// arenas) take part.
async fn send_all(app: &helpers::TestApp, code: &str, round: usize, texts: &[(&str, String)]) {
    for pair in texts.chunks(2) {
        match pair {
            [a, b] => {
                tokio::join!(format(app, code, round, a), format(app, code, round, b));
            }
            [a] => format(app, code, round, a).await,
            _ => {}
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn repeated_largest_texts_keep_resident_memory_and_answers_bounded() {
    const ROUNDS: usize = 8;
    const MAX_GROWTH_KIB: u64 = 48 * 1024;
    const MAX_PEAK_ABOVE_START_KIB: u64 = 160 * 1024;

    let app = helpers::spawn_app().await;
    let code = app.buy_code().await;
    let texts = hostile_texts();

    let start = status_kib("VmRSS:");
    // Warm-up: the first rounds grow pools, caches and allocator arenas to their working size.
    send_all(&app, &code, 0, &texts).await;
    send_all(&app, &code, 1, &texts).await;
    let warm = status_kib("VmRSS:");
    for round in 2..ROUNDS {
        send_all(&app, &code, round, &texts).await;
    }
    let end = status_kib("VmRSS:");
    let peak = status_kib("VmHWM:");
    println!("RSS start {start} KiB, after warm-up {warm} KiB, after {ROUNDS} rounds {end} KiB, peak {peak} KiB");
    assert!(
        end.saturating_sub(warm) <= MAX_GROWTH_KIB,
        "resident memory grew {} KiB over {} rounds after warm-up",
        end.saturating_sub(warm),
        ROUNDS - 2
    );
    assert!(peak.saturating_sub(start) <= MAX_PEAK_ABOVE_START_KIB, "peak {peak} KiB from {start} KiB");
}
