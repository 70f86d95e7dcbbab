//! Issue 21.5: one client looping the heaviest calls must not starve everybody else. Measures another visitor's
//! `validate-document-code` latency on a quiet server, then while a client loops `format-document` at its limits,
//! `generate-sample-document` and `research-document` as fast as it can (and, to load the pool past one client's
//! share and per-minute limits, while 16 addresses do the same), and prints a Markdown table for the README.
//!
//!     cargo bench -p local-server --bench fairness
//!
//! The server is the real router on loopback, in this process, on a 2-worker runtime as on the 2-core machine.
//! Each scenario validates for `FAIRNESS_BENCH_SECONDS` (default 10). Run without `--bench` (as `cargo test
//! --benches` does) it only smoke-tests for a moment.

#[allow(dead_code)]
#[path = "../tests/api/helpers.rs"]
mod helpers;
#[path = "../tests/api/shapes.rs"]
mod shapes;

use serde_json::{json, Value};
use shared::api::documents::{MAX_DOCUMENT_CHARS, MAX_DOCUMENT_LINES, MAX_DOCUMENT_RUNS, MAX_SIGNATURE_PARTIES};
use std::collections::BTreeMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let index = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[index.min(sorted.len() - 1)]
}

/// One visitor's validations, one after another, for `duration`: their latencies, sorted.
async fn validations(app: &helpers::TestApp, code: &str, duration: Duration) -> Vec<Duration> {
    let client = app.client_at("127.0.0.2");
    let mut latencies = Vec::new();
    let until = Instant::now() + duration;
    while Instant::now() < until {
        let started = Instant::now();
        let response = client
            .post(format!("{}/api/validate-document-code", app.address))
            .json(&json!({ "code": code }))
            .send()
            .await
            .expect("sent");
        assert_eq!(response.status(), 200);
        let body: Value = response.json().await.expect("json");
        assert_eq!(body["isValid"], true);
        latencies.push(started.elapsed());
    }
    latencies.sort();
    latencies
}

/// Loops the heavy calls from `address` until `stop`, `connections` at a time; counts the answers by status.
fn hog(
    app: &helpers::TestApp,
    code: &str,
    address: &str,
    connections: usize,
    stop: Arc<AtomicBool>,
    statuses: Arc<Mutex<BTreeMap<u16, usize>>>,
) -> Vec<tokio::task::JoinHandle<()>> {
    let heavy = shapes::shaped(MAX_DOCUMENT_LINES, MAX_DOCUMENT_RUNS, MAX_SIGNATURE_PARTIES, MAX_DOCUMENT_CHARS);
    let calls: Arc<Vec<(&str, Value)>> = Arc::new(vec![
        ("format-document", json!({ "documentContent": heavy, "documentType": "Agreement", "format": "docx" })),
        ("generate-sample-document", json!({ "documentType": "employment" })),
        (
            "research-document",
            json!({ "documentType": "Employment Agreement", "stateJurisdiction": "California",
                    "industry": "Technology", "businessType": "Limited Liability Company (LLC)",
                    "customInstructions": "", "protectionLevel": "Comprehensive" }),
        ),
    ]);
    (0..connections)
        .map(|n| {
            let client = app.client_at(address);
            let base = app.address.clone();
            let (code, stop, statuses, calls) = (code.to_string(), stop.clone(), statuses.clone(), calls.clone());
            tokio::spawn(async move {
                let mut i = n;
                while !stop.load(Ordering::Relaxed) {
                    let (function, body) = &calls[i % calls.len()];
                    i += 1;
                    let sent = client
                        .post(format!("{base}/api/{function}"))
                        .header("x-document-code", &code)
                        .json(body)
                        .send()
                        .await;
                    if let Ok(response) = sent {
                        let status = response.status().as_u16();
                        let _ = response.bytes().await;
                        *statuses.lock().unwrap().entry(status).or_default() += 1;
                    }
                }
            })
        })
        .collect()
}

struct Row {
    scenario: &'static str,
    latencies: Vec<Duration>,
    hog: BTreeMap<u16, usize>,
    seconds: f64,
}

fn main() {
    let measuring = std::env::args().any(|arg| arg == "--bench");
    let seconds = if measuring {
        std::env::var("FAIRNESS_BENCH_SECONDS").ok().and_then(|n| n.parse().ok()).unwrap_or(10)
    } else {
        1
    };
    let duration = Duration::from_secs(seconds);
    let runtime =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().expect("a runtime");
    let rows = runtime.block_on(async {
        let app = helpers::spawn_app().await;
        let victim = app.buy_code().await;
        let hog_code = app.buy_code().await;
        let mut rows = Vec::new();
        // Warm-up: connections, caches, the samples drafted once.
        validations(&app, &victim, duration / 5).await;

        let started = Instant::now();
        let quiet = validations(&app, &victim, duration).await;
        rows.push(Row {
            scenario: "quiet",
            latencies: quiet,
            hog: BTreeMap::new(),
            seconds: started.elapsed().as_secs_f64(),
        });

        for (scenario, addresses, connections) in [
            ("one client looping the heavy calls (4 connections)", 1, 4),
            ("16 addresses looping them (2 connections each)", 16, 2),
        ] {
            let stop = Arc::new(AtomicBool::new(false));
            let statuses = Arc::new(Mutex::new(BTreeMap::new()));
            let tasks: Vec<_> = (0..addresses)
                .flat_map(|n| {
                    hog(&app, &hog_code, &format!("127.0.2.{}", n + 1), connections, stop.clone(), statuses.clone())
                })
                .collect();
            tokio::time::sleep(Duration::from_millis(500)).await;
            let started = Instant::now();
            let latencies = validations(&app, &victim, duration).await;
            let seconds = started.elapsed().as_secs_f64();
            stop.store(true, Ordering::Relaxed);
            for task in tasks {
                let _ = task.await;
            }
            let hog = statuses.lock().unwrap().clone();
            rows.push(Row { scenario, latencies, hog, seconds });
            // The next scenario starts in a fresh minute, with fresh per-minute allowances.
            app.clock.advance(time::Duration::minutes(2));
        }
        rows
    });

    let quiet_p50 = percentile(&rows[0].latencies, 0.5);
    let quiet_p99 = percentile(&rows[0].latencies, 0.99);
    println!(
        "| Scenario | validations | validate p50 ms | p99 ms | p50 vs quiet | p99 vs quiet | heavy calls answered \
         (status: count) | heavy calls/s |"
    );
    println!("|---|---:|---:|---:|---:|---:|---|---:|");
    for row in &rows {
        let p50 = percentile(&row.latencies, 0.5);
        let p99 = percentile(&row.latencies, 0.99);
        let statuses = if row.hog.is_empty() {
            "none".to_string()
        } else {
            row.hog.iter().map(|(status, n)| format!("{status}: {n}")).collect::<Vec<_>>().join(", ")
        };
        let heavy: usize = row.hog.values().sum();
        println!(
            "| {} | {} | {:.2} | {:.2} | {:.1}x | {:.1}x | {} | {:.0} |",
            row.scenario,
            row.latencies.len(),
            p50.as_secs_f64() * 1e3,
            p99.as_secs_f64() * 1e3,
            p50.as_secs_f64() / quiet_p50.as_secs_f64(),
            p99.as_secs_f64() / quiet_p99.as_secs_f64(),
            statuses,
            heavy as f64 / row.seconds,
        );
    }
}
