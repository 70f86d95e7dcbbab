//! What a fresh process pays before it answers (issue 27, point 1): the drafting engine's warm-up, which a drafting
//! Lambda runs in its init phase and the local server as it starts; then a first order with text of its own, whose
//! screen compiles the patterns of the families that apply to it.
//!
//!     cargo bench -p shared --bench startup
//!
//! Runs itself as a child process 20 times (`--child`): each child times `drafting::warm_up` from a cold start, then
//! the admission's screen and a plan of an employment agreement with an instruction, and prints both. Prints the
//! median, the 90th percentile and the fastest of each in milliseconds. Without `--bench` (as `cargo test --benches`
//! runs it) two children run, to show it works.

use shared::domain::{DocumentData, DocumentRequest};
use std::process::Command;
use std::time::Instant;
use time::macros::date;

const CHILD: &str = "--child";

fn main() {
    if std::env::args().any(|arg| arg == CHILD) {
        child();
        return;
    }
    let measuring = std::env::args().any(|arg| arg == "--bench");
    let runs = if measuring { 20 } else { 2 };
    let exe = std::env::current_exe().expect("the bench's own path");
    let mut warm_ups = Vec::new();
    let mut first_orders = Vec::new();
    for _ in 0..runs {
        let output = Command::new(&exe).arg(CHILD).output().expect("a child process runs");
        assert!(output.status.success(), "the child failed: {}", String::from_utf8_lossy(&output.stderr));
        let text = String::from_utf8_lossy(&output.stdout);
        let figures: Vec<f64> = text.split_whitespace().filter_map(|n| n.parse().ok()).collect();
        let [warm_up, first_order] = figures[..] else { panic!("the child printed {text:?}") };
        warm_ups.push(warm_up);
        first_orders.push(first_order);
    }
    println!("Fresh processes: {runs}, each from a cold start (release build).\n");
    println!("| Step | median ms | p90 ms | fastest ms |");
    println!("|---|---:|---:|---:|");
    println!("{}", row("`drafting::warm_up` (a drafting Lambda's init)", &mut warm_ups));
    println!("{}", row("then a first order with text: screen and plan", &mut first_orders));
}

fn row(name: &str, times: &mut [f64]) -> String {
    times.sort_by(f64::total_cmp);
    let at = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize];
    format!("| {name} | {:.1} | {:.1} | {:.1} |", at(0.5), at(0.9), times[0])
}

fn child() {
    let as_of = date!(2026 - 11 - 28);
    let started = Instant::now();
    shared::drafting::warm_up(as_of);
    let warm_up = started.elapsed();
    let order: DocumentData = serde_json::from_value(serde_json::json!({
        "documentType": "Employment Agreement",
        "businessName": "Harbor Lane Studio LLC",
        "businessType": "Limited Liability Company (LLC)",
        "stateJurisdiction": "Georgia",
        "industry": "Technology",
        "protectionLevel": "Comprehensive",
        "specialClauses": [],
        "customInstructions": "The employee may work from home two days a week.",
        "pricingTier": "$19"
    }))
    .expect("a form");
    let request: DocumentRequest = order.validate().unwrap_or_else(|e| panic!("a valid order: {:?}", e.0));
    let started = Instant::now();
    std::hint::black_box(shared::drafting::screen::screen(&request, as_of));
    std::hint::black_box(shared::drafting::plan(&request, as_of));
    let first_order = started.elapsed();
    println!("{:.3} {:.3}", warm_up.as_secs_f64() * 1e3, first_order.as_secs_f64() * 1e3);
}
