//! The screen of customer text on its labelled corpus (issue 22.3): recall on the unlawful wordings and false
//! refusals on the lawful ones, per family, for the development set and the held-out fifth apart; and how long a
//! screen takes.
//!
//!     cargo bench -p shared --bench screen
//!
//! Prints Markdown tables (the README's). Run without `--bench` (as `cargo test --benches` does) it reads the
//! corpus once and prints the same tables without the timing.

use shared::drafting::screen::corpus;
use std::time::{Duration, Instant};
use time::macros::date;

fn main() {
    let measuring = std::env::args().any(|arg| arg == "--bench");
    let as_of = date!(2026 - 11 - 26);
    let mut all = Vec::new();
    for file in corpus::FILES {
        let path = format!("{}/drafting/screen/corpus/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let cases = corpus::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
        // The development set read by learned readers trained without each of its fifths (as the test measures it).
        let report = if file == "dev.toml" {
            corpus::evaluate_cross_validated(&cases, as_of, 5)
        } else {
            corpus::evaluate(&cases, as_of)
        };
        let report = report.unwrap_or_else(|e| panic!("{path}: {e}"));
        println!("{}", report.table(&format!("### {file}: {} cases", cases.len())));
        all.extend(cases);
    }
    if !measuring {
        return;
    }
    // The learned reader trained from the embedded development set: what its prebuilt form (`learned-model.txt`)
    // saves every process, and what each fold of the cross-validation pays.
    let started = Instant::now();
    let model =
        shared::drafting::screen::learned::Model::train(&shared::drafting::screen::learned::development_cases());
    println!(
        "Training the learned reader: {:.1} ms ({} words and pairs)",
        started.elapsed().as_secs_f64() * 1e3,
        model.vocabulary()
    );
    // Each case's order screened again and again: the time one screen of a customer's text takes.
    let requests: Vec<_> = all.iter().map(|case| case.request().expect("a valid order")).collect();
    let mut times: Vec<Duration> = Vec::new();
    for _ in 0..5 {
        for request in &requests {
            let started = Instant::now();
            std::hint::black_box(shared::drafting::screen::screen(request, as_of));
            times.push(started.elapsed());
        }
    }
    times.sort();
    let at = |p: f64| times[((times.len() - 1) as f64 * p) as usize];
    println!(
        "One screen of a case's order: p50 {:.1} µs, p99 {:.1} µs ({} screens)",
        at(0.5).as_secs_f64() * 1e6,
        at(0.99).as_secs_f64() * 1e6,
        times.len()
    );
}
