//! Memory and answer size of the format-document path (parse_markdown + render_docx + base64), by input shape and
//! size: `cargo run --release -p shared --example format_memory -- <shape> <chars> [calls] [threads]`.
//! Shapes: prose, lines, oneline, bold, bullets, table, headings, and limits (1,986 paragraphs of two runs each, 12
//! signature blocks, a title and a heading: 2,000 lines in about `chars` characters, format-document's limits at
//! once). Prints the .docx and base64 sizes,
//! the time, and resident memory (VmRSS, and the peak VmHWM) after each round of `threads` calls at once.

use base64::Engine;

fn rss_kib(field: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with(field))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

fn text(shape: &str, chars: usize) -> String {
    if shape == "limits" {
        let parties: String = (1..=12).map(|n| format!("**Party {n}:** Person {n}\n")).collect();
        let line_chars = chars.saturating_sub(parties.len() + 40) / 1_986;
        let body: String = (0..1_986)
            .map(|n| {
                let mut line = format!("**Term {n}** applies ");
                while line.len() + 1 < line_chars {
                    line.push('x');
                }
                line + "\n"
            })
            .collect();
        return format!("# Services Agreement\n{body}## Signatures\n{parties}");
    }
    let mut out = String::from("# Services Agreement\n\n");
    let mut n = 0usize;
    while out.len() < chars {
        n += 1;
        match shape {
            "prose" => {
                if n % 12 == 1 {
                    out.push_str(&format!("## {}. Section heading number {n}\n\n", n / 12 + 1));
                }
                if n % 4 == 1 {
                    out.push_str(&format!("### {}.{} Clause heading\n\n", n / 12 + 1, n % 12));
                }
                out.push_str(
                    "The **Receiving Party** shall hold the Confidential Information in strict confidence and ",
                );
                out.push_str("shall not disclose it to any third party without the prior written consent of the ");
                out.push_str("Disclosing Party, except to its employees and advisers who need to know it for the ");
                out.push_str("Purpose and who are bound by obligations of confidentiality no less protective.\n\n");
            }
            "lines" => out.push_str("a\n"),
            "oneline" => out.push_str("word "),
            "bold" => out.push_str("**a** "),
            "bullets" => {
                out.push_str(&" ".repeat(2 * (n % 40)));
                out.push_str("- item\n");
            }
            "table" => out.push_str("| a | b | c | d |\n"),
            "headings" => out.push_str("## x\n"),
            other => panic!("unknown shape {other}"),
        }
    }
    out.truncate(chars);
    out
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let shape = args.get(1).map(String::as_str).unwrap_or("prose").to_string();
    let chars: usize = args.get(2).and_then(|v| v.parse().ok()).unwrap_or(22_000);
    let calls: usize = args.get(3).and_then(|v| v.parse().ok()).unwrap_or(5);
    let threads: usize = args.get(4).and_then(|v| v.parse().ok()).unwrap_or(1);
    let input = std::sync::Arc::new(text(&shape, chars));
    let before = rss_kib("VmRSS:");
    for round in 0..calls {
        let started = std::time::Instant::now();
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let input = input.clone();
                std::thread::spawn(move || {
                    let doc = shared::drafting::parse_markdown("Document", &input);
                    let bytes = shared::drafting::render_docx(&doc).expect("renders");
                    let encoded = base64::engine::general_purpose::STANDARD.encode(&bytes);
                    (bytes.len(), encoded.len())
                })
            })
            .collect();
        let sizes: Vec<_> = handles.into_iter().map(|h| h.join().expect("thread")).collect();
        println!(
            "{shape} {chars} chars round {round}: docx {} KiB, base64 {} KiB, {:.0} ms, RSS {} KiB (+{} KiB), peak {} KiB",
            sizes[0].0 / 1024,
            sizes[0].1 / 1024,
            started.elapsed().as_secs_f64() * 1000.0,
            rss_kib("VmRSS:"),
            rss_kib("VmRSS:") as i64 - before as i64,
            rss_kib("VmHWM:"),
        );
    }
}
