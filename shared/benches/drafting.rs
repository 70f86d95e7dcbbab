//! Offline drafting speed per document type: plan (draft + research in one pass) + render_docx (the Word file the
//! product hands over, its review notes as comments), timed end to end;
//! and a revision: the plain-words request read and applied, the revised order planned and rendered, and its redline
//! and summary against the parent's document.
//!
//!     CARGO_TARGET_DIR=/work/target cargo bench -p shared --bench drafting
//!
//! Prints a Markdown table (type, p50 ms, p99 ms, words, pages) and a per-stage breakdown. Pages come from one
//! LibreOffice conversion per type (`soffice` + `pdfinfo`) when both are installed, else an estimate of words / 450
//! marked "est.". `DRAFTING_BENCH_ITERATIONS` overrides the 300 timed iterations. Run without `--bench` (as
//! `cargo test --benches` does) it only smoke-tests a few iterations and skips LibreOffice.

use shared::domain::{DocumentData, DocumentRequest};
use shared::drafting::{
    changes, plan, render_docx_with_notes, render_redline_as, revise, DraftDocument, Plan, WordProperties,
};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};
use time::macros::date;

const WARM_UP: usize = 20;
const ITERATIONS: usize = 300;
const GOAL: Duration = Duration::from_millis(20);
/// A revision with the offline engine, its redline included (issue 11).
const REVISION_GOAL: Duration = Duration::from_millis(50);
const REVISION_REQUEST: &str =
    "Make the confidentiality period three years. Add an arbitration clause and remove the non-compete.";
const WORDS_PER_PAGE_ESTIMATE: usize = 450;
/// The documents' date: fixed, so the figures compare across runs.
const AS_OF: time::Date = date!(2026 - 11 - 23);

struct Case {
    label: &'static str,
    state: &'static str,
    request: DocumentRequest,
}

fn cases() -> Vec<Case> {
    let base = |document_type: &str, name: &str, business_type: &str, state: &str, industry: &str, clauses: &[&str]| {
        serde_json::json!({
            "documentType": document_type, "businessName": name, "businessType": business_type,
            "stateJurisdiction": state, "industry": industry, "protectionLevel": "Comprehensive",
            "specialClauses": clauses, "customInstructions": "", "pricingTier": "$19",
        })
    };
    let mut other = base(
        "Other (Beta)",
        "Cascade Community Kitchen",
        "Non-Profit Organization",
        "Washington",
        "Food & Beverage",
        &[],
    );
    other["customDocument"] = serde_json::json!({
        "specificDocumentType": "Commercial Lease Agreement",
        "documentDescription": "We lease the ground floor of our Seattle building to a cafe for five years.",
        "questionAnswerPairs": [
            {"question": "What is the monthly base rent?", "answer": "$6,500, rising 3% each year."},
            {"question": "What will the tenant use the premises for?", "answer": "A cafe and bakery."}
        ]
    });
    // The longest regulated custom kind: a HIPAA business associate agreement, the business on the associate's side.
    let mut associate = base(
        "Other (Beta)",
        "Prairie Billing Services LLC",
        "Limited Liability Company (LLC)",
        "Texas",
        "Healthcare",
        &[],
    );
    associate["customDocument"] = serde_json::json!({
        "specificDocumentType": "HIPAA Business Associate Agreement",
        "documentDescription": "Medical billing and coding for a family clinic.",
        "questionAnswerPairs": []
    });
    associate["details"] = serde_json::json!({"businessRole": "Business Associate", "counterpartyName": "Hill Country Family Clinic PLLC"});
    // The privacy policy with the answers that bring in the most: data sold and used for targeted advertising,
    // health and children's data (the Texas notices, Rhode Island's list, COPPA's and the health sections).
    let mut privacy =
        base("Privacy Policy", "Empire Health Partners", "Partnership", "New York", "Healthcare", &["data-protection"]);
    privacy["details"] = serde_json::json!({
        "sellsOrSharesData": "Yes",
        "targetedAdvertising": "Yes",
        "sensitiveData": ["Health or medical", "Children's data (under 13)", "Teens' data (13 to 17)"]
    });
    let samples = [
        (
            "Non-Disclosure Agreement",
            base(
                "Non-Disclosure Agreement",
                "Harbor Light Analytics LLC",
                "Limited Liability Company (LLC)",
                "California",
                "Technology",
                &["non-compete", "intellectual-property", "enhanced-confidentiality"],
            ),
        ),
        (
            "Terms of Service",
            base(
                "Terms of Service",
                "Lone Star Outfitters Inc.",
                "Corporation",
                "Texas",
                "Retail",
                &["arbitration-provision"],
            ),
        ),
        ("Privacy Policy", privacy),
        (
            "Freelance Agreement",
            base(
                "Freelance Agreement",
                "Big Sky Design & Print",
                "Sole Proprietorship",
                "Montana",
                "Media & Entertainment",
                &["intellectual-property", "advanced-termination"],
            ),
        ),
        (
            "Employment Agreement",
            base(
                "Employment Agreement",
                "Peachtree Builders Corp.",
                "Corporation",
                "Georgia",
                "Construction",
                &["non-compete", "intellectual-property"],
            ),
        ),
        ("Employment Agreement, with the facts", {
            let mut facts = base(
                "Employment Agreement",
                "Front Range Software LLC",
                "Limited Liability Company (LLC)",
                "Texas",
                "Technology",
                &["non-compete", "data-protection", "intellectual-property"],
            );
            facts["details"] =
                serde_json::json!({"annualPay": "$185,000", "exemptStatus": "Exempt", "workState": "Colorado"});
            facts
        }),
        ("Non-Disclosure Agreement, mutual", {
            let mut mutual = base(
                "Non-Disclosure Agreement",
                "Harbor Light Analytics LLC",
                "Limited Liability Company (LLC)",
                "Massachusetts",
                "Technology",
                &["non-compete", "data-protection"],
            );
            mutual["details"] =
                serde_json::json!({"mutuality": "Mutual", "purpose": "Evaluating a joint analytics product"});
            mutual
        }),
        ("Other (Beta): Commercial Lease Agreement", other),
        ("Other (Beta): HIPAA Business Associate Agreement", associate),
    ];
    samples
        .into_iter()
        .map(|(label, value)| {
            let data: DocumentData = serde_json::from_value(value).expect("sample has the wire shape");
            let request = data.validate().unwrap_or_else(|e| panic!("{label}: sample is valid: {e:?}"));
            Case { label, state: request.state.name(), request }
        })
        .collect()
}

#[derive(Default)]
struct Timings {
    total: Vec<Duration>,
    plan: Vec<Duration>,
    render: Vec<Duration>,
}

fn time_case(case: &Case, warm_up: usize, iterations: usize) -> Timings {
    let mut timings = Timings::default();
    for round in 0..warm_up + iterations {
        let start = Instant::now();
        let planned = plan(black_box(&case.request), AS_OF);
        let drafted = Instant::now();
        let bytes = rendered(&planned);
        let rendered = Instant::now();
        black_box((&planned, &bytes));
        if round >= warm_up {
            timings.total.push(rendered - start);
            timings.plan.push(drafted - start);
            timings.render.push(rendered - drafted);
        }
    }
    timings
}

/// The Word file the product hands over for `planned`: its review notes as comments.
fn rendered(planned: &Plan) -> Vec<u8> {
    let properties = WordProperties::new("LegalDraft", time::OffsetDateTime::now_utc());
    render_docx_with_notes(&planned.document, &properties, &planned.review_notes).expect("the document renders")
}

/// The nearest-rank percentile (p in 0..=100).
fn percentile(samples: &[Duration], p: usize) -> Duration {
    let mut sorted = samples.to_vec();
    sorted.sort();
    let rank = (p * sorted.len()).div_ceil(100).max(1);
    sorted[rank - 1]
}

fn ms(duration: Duration) -> String {
    format!("{:.2}", duration.as_secs_f64() * 1_000.0)
}

fn main() {
    let full = std::env::args().any(|arg| arg == "--bench");
    let (warm_up, iterations) = if full {
        let iterations =
            std::env::var("DRAFTING_BENCH_ITERATIONS").ok().and_then(|v| v.parse().ok()).unwrap_or(ITERATIONS);
        (WARM_UP, iterations.max(1))
    } else {
        (1, 5)
    };
    let cases = cases();

    println!("# Offline drafting benchmark");
    println!();
    println!("- date (UTC): {}", now_utc());
    println!("- machine: {}", machine());
    println!(
        "- build: {}",
        if cfg!(debug_assertions) { "debug (numbers are not representative)" } else { "release (cargo bench)" }
    );
    println!("- per type: {warm_up} warm-up + {iterations} timed iterations of plan + render_docx");
    println!();

    let mut rows = vec![];
    for case in &cases {
        let timings = time_case(case, warm_up, iterations);
        let planned = plan(&case.request, AS_OF);
        let bytes = rendered(&planned);
        rows.push((case, timings, planned.document.word_count(), bytes));
    }

    let pages = if full {
        libreoffice_pages(&rows.iter().map(|r| (r.0, r.3.as_slice())).collect::<Vec<_>>())
    } else {
        Err("smoke run (no --bench)".into())
    };
    let pages_note = match &pages {
        Ok(_) => "pages: LibreOffice PDF export, counted by pdfinfo".to_string(),
        Err(why) => format!("pages: estimated as words / {WORDS_PER_PAGE_ESTIMATE} ({why})"),
    };

    println!("| Document type | State | p50 ms | p99 ms | Words | Pages |");
    println!("|---|---|---:|---:|---:|---:|");
    let mut slowest = Duration::ZERO;
    for (index, (case, timings, words, _)) in rows.iter().enumerate() {
        let p99 = percentile(&timings.total, 99);
        slowest = slowest.max(p99);
        let page_cell = match &pages {
            Ok(counts) => counts[index].to_string(),
            Err(_) => format!("~{} (est.)", words.div_ceil(WORDS_PER_PAGE_ESTIMATE)),
        };
        println!(
            "| {} | {} | {} | {} | {} | {} |",
            case.label,
            case.state,
            ms(percentile(&timings.total, 50)),
            ms(p99),
            words,
            page_cell
        );
    }
    println!();
    println!("{pages_note}");
    println!();
    println!("Stages (p50 ms):");
    println!();
    println!("| Document type | plan | render_docx | .docx KiB |");
    println!("|---|---:|---:|---:|");
    for (case, timings, _, bytes) in &rows {
        println!(
            "| {} | {} | {} | {} |",
            case.label,
            ms(percentile(&timings.plan, 50)),
            ms(percentile(&timings.render, 50)),
            bytes.len().div_ceil(1024)
        );
    }
    println!();
    println!(
        "Slowest p99: {} ms; goal under {} ms per document: {}",
        ms(slowest),
        GOAL.as_millis(),
        if slowest < GOAL { "met" } else { "NOT met" }
    );
    println!();
    time_revision(warm_up, iterations);
}

/// The revised NDA's order: the parent's form data with the revision applied.
fn nda_parent_data() -> DocumentData {
    serde_json::from_value(serde_json::json!({
        "documentType": "Non-Disclosure Agreement", "businessName": "Harbor Light Analytics LLC",
        "businessType": "Limited Liability Company (LLC)", "stateJurisdiction": "California", "industry": "Technology",
        "protectionLevel": "Comprehensive", "specialClauses": ["non-compete", "intellectual-property"],
        "customInstructions": "", "pricingTier": "$19",
    }))
    .expect("sample has the wire shape")
}

/// One revision end to end: read and apply the request, plan and render the revised order, redline and summarise it.
fn revise_once(parent_data: &DocumentData, parent: &DraftDocument, properties: &WordProperties) -> (usize, usize) {
    let mut data = parent_data.clone();
    let revision = revise::parse(black_box(REVISION_REQUEST));
    let unapplied = revision.apply(&mut data);
    assert!(unapplied == revise::Unapplied::default() && revision.not_understood.is_empty(), "the request applies");
    let request = data.validate().expect("the revised order is valid");
    let planned = plan(&request, AS_OF);
    let bytes = rendered(&planned);
    let revised = planned.document;
    let redline = render_redline_as(parent, &revised, properties).expect("the redline renders");
    let summary = changes(parent, &revised);
    black_box((&bytes, &redline));
    (summary.iter().map(|s| s.changes.len()).sum(), redline.len())
}

fn time_revision(warm_up: usize, iterations: usize) {
    let parent_data = nda_parent_data();
    let parent = plan(&parent_data.validate().expect("valid parent"), AS_OF).document;
    let properties = WordProperties::new("Bench", time::OffsetDateTime::UNIX_EPOCH);
    let mut total = vec![];
    let mut shape = (0, 0);
    for round in 0..warm_up + iterations {
        let start = Instant::now();
        shape = revise_once(&parent_data, &parent, &properties);
        if round >= warm_up {
            total.push(start.elapsed());
        }
    }
    let p99 = percentile(&total, 99);
    println!("## Revision (offline engine, with its redline)");
    println!();
    println!("Request: \"{REVISION_REQUEST}\" on a California NDA: parse and apply + plan + render_docx + redline + summary.");
    println!();
    println!("| Case | p50 ms | p99 ms | Changes | Redline KiB |");
    println!("|---|---:|---:|---:|---:|");
    println!(
        "| NDA revision | {} | {} | {} | {} |",
        ms(percentile(&total, 50)),
        ms(p99),
        shape.0,
        shape.1.div_ceil(1024)
    );
    println!();
    println!(
        "Revision p99: {} ms; goal under {} ms: {}",
        ms(p99),
        REVISION_GOAL.as_millis(),
        if p99 < REVISION_GOAL { "met" } else { "NOT met" }
    );
}

fn now_utc() -> String {
    let now = time::OffsetDateTime::now_utc();
    format!("{:04}-{:02}-{:02} {:02}:{:02}", now.year(), u8::from(now.month()), now.day(), now.hour(), now.minute())
}

fn machine() -> String {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find_map(|l| l.strip_prefix("model name").map(|r| r.trim_start_matches([' ', '\t', ':']).to_string()))
        })
        .unwrap_or_else(|| "unknown CPU".into());
    let cores = std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1);
    format!("{cpu}, {cores} cores available, {} {}", std::env::consts::OS, std::env::consts::ARCH)
}

fn on_path(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|dir| dir.join(program)).find(|candidate| candidate.is_file())
}

/// One LibreOffice run converting every type's .docx to PDF (a fresh profile, so it never meets another instance),
/// then pdfinfo's page count for each.
fn libreoffice_pages(files: &[(&Case, &[u8])]) -> Result<Vec<usize>, String> {
    let soffice = on_path("soffice").ok_or("soffice not installed")?;
    let pdfinfo = on_path("pdfinfo").ok_or("pdfinfo not installed")?;
    let work = std::env::temp_dir().join(format!("drafting-bench-{}", uuid::Uuid::new_v4().simple()));
    let profile = work.join("lo-profile");
    std::fs::create_dir_all(&profile).map_err(|e| e.to_string())?;
    let result = (|| {
        let mut docx_paths = vec![];
        for (index, (_, bytes)) in files.iter().enumerate() {
            let path = work.join(format!("type-{index}.docx"));
            std::fs::write(&path, bytes).map_err(|e| e.to_string())?;
            docx_paths.push(path);
        }
        let status = Command::new(&soffice)
            .arg(format!("-env:UserInstallation=file://{}", profile.display()))
            .args(["--headless", "--norestore", "--convert-to", "pdf", "--outdir"])
            .arg(&work)
            .args(&docx_paths)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .map_err(|e| format!("soffice failed to start: {e}"))?;
        if !status.success() {
            return Err(format!("soffice exited with {status}"));
        }
        docx_paths.iter().map(|docx| pdf_pages(&pdfinfo, &docx.with_extension("pdf"))).collect()
    })();
    let _ = std::fs::remove_dir_all(&work);
    result
}

fn pdf_pages(pdfinfo: &Path, pdf: &Path) -> Result<usize, String> {
    let output = Command::new(pdfinfo).arg(pdf).output().map_err(|e| format!("pdfinfo failed to start: {e}"))?;
    if !output.status.success() {
        return Err(format!("LibreOffice did not produce {}", pdf.display()));
    }
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .find_map(|line| line.strip_prefix("Pages:").and_then(|n| n.trim().parse().ok()))
        .ok_or_else(|| format!("pdfinfo gave no page count for {}", pdf.display()))
}
