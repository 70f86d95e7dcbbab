//! `draft`: the offline drafter on the command line, for reviewers and tests.
//!
//! Reads one document-data JSON object (spec §3 field names and option labels) on standard input, drafts it with
//! the offline engine, writes the Word file to `--out` (atomically: a temporary file in the same directory, then a
//! rename), and prints the research and review notes as JSON on standard output.
//!
//! The order is admitted as the API admits it (`shared::admission`: parsed, of a type the offline engine drafts, its
//! customer text screened as of today), so a reviewer never sees a document the product would refuse; a refusal
//! prints the API's message, with each field's, and exits 3.
//!
//! Exit codes: 0 written; 1 the file could not be rendered or written; 2 bad usage or bad input; 3 refused by the
//! admission (the same refusal the API answers with).

use shared::admission::{Admission, Refusal};
use shared::domain::{DocumentData, DocumentRequest};
use shared::drafting::{plan, render_docx_with_notes, Plan, Research, WordProperties};
use shared::screening::OfflineClassifier;
use std::collections::BTreeSet;
use std::fs::{self, OpenOptions};
use std::io::{self, IsTerminal, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The help text, kept as text beside the code (`draft --help` prints it as written).
const USAGE: &str = include_str!("draft_usage.txt");

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{}", failure.message.trim_end());
            ExitCode::from(failure.code)
        }
    }
}

struct Failure {
    code: u8,
    message: String,
}

fn usage_error(problem: &str) -> Failure {
    Failure { code: 2, message: format!("draft: {problem}\n\n{USAGE}") }
}

fn input_error(message: String) -> Failure {
    Failure { code: 2, message }
}

fn output_error(message: String) -> Failure {
    Failure { code: 1, message }
}

enum Command {
    Help,
    Draft { out: PathBuf },
}

fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Command, Failure> {
    let mut out: Option<PathBuf> = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(Command::Help),
            "--out" | "-o" => match args.next() {
                Some(value) if !value.is_empty() => out = Some(PathBuf::from(value)),
                _ => return Err(usage_error("--out needs a file path")),
            },
            _ if arg.starts_with("--out=") => {
                let value = &arg["--out=".len()..];
                if value.is_empty() {
                    return Err(usage_error("--out needs a file path"));
                }
                out = Some(PathBuf::from(value));
            }
            _ => return Err(usage_error(&format!("unexpected argument '{arg}'"))),
        }
    }
    match out {
        Some(out) => Ok(Command::Draft { out }),
        None => Err(usage_error("missing --out FILE (where to write the .docx)")),
    }
}

fn run() -> Result<(), Failure> {
    let out = match parse_args(std::env::args().skip(1))? {
        Command::Help => {
            print!("{USAGE}");
            return Ok(());
        }
        Command::Draft { out } => out,
    };

    let stdin = io::stdin();
    if stdin.is_terminal() {
        eprintln!("draft: reading document data JSON from standard input (end with Ctrl-D)");
    }
    let mut input = String::new();
    stdin
        .lock()
        .read_to_string(&mut input)
        .map_err(|e| input_error(format!("draft: could not read standard input: {e}")))?;

    let data = parse_document_data(&input)?;
    let today = time::OffsetDateTime::now_utc().date();
    let request = admit(&data, today)?;

    // Drafted and researched in one pass, as the law stands today.
    // The Word file the product hands over: its review notes as comments beside the clauses they concern.
    let Plan { document, research, review_notes, .. } = plan(&request, today);
    let properties = WordProperties::new(shared::site::DEFAULT_SITE_NAME, time::OffsetDateTime::now_utc());
    let bytes = render_docx_with_notes(&document, &properties, &review_notes)
        .map_err(|e| output_error(format!("draft: could not render the document: {e}")))?;
    write_atomically(&out, &bytes)
        .map_err(|e| output_error(format!("draft: could not write {}: {e}", out.display())))?;

    let report = Report {
        file: out.display().to_string(),
        document_title: &document.title,
        word_count: document.word_count(),
        research: &research,
        review_notes: &research.review_points,
    };
    let mut stdout = io::stdout().lock();
    serde_json::to_writer_pretty(&mut stdout, &report)
        .map_err(io::Error::from)
        .and_then(|()| writeln!(stdout))
        .and_then(|()| stdout.flush())
        .map_err(|e| output_error(format!("draft: wrote {} but could not print the report: {e}", out.display())))?;
    Ok(())
}

/// The order as the API admits it with the offline engine drafting: the same parse, custom-type check and screen
/// (the offline rules; no AI classifier), as of `today`.
fn admit(data: &DocumentData, today: time::Date) -> Result<DocumentRequest, Failure> {
    let admission = Admission { classifier: &OfflineClassifier, offline_drafter: true, as_of: today };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .build()
        .map_err(|e| output_error(format!("draft: could not start: {e}")))?;
    runtime.block_on(admission.admit(data)).map_err(refused)
}

/// The refusal as the API words it: its message, then each field's where it says more.
fn refused(refusal: Refusal) -> Failure {
    let message = refusal.message();
    let code = match refusal {
        Refusal::Invalid(_) => 2,
        _ => 3,
    };
    let mut text = match code {
        2 => String::from("draft: the document data is not valid:\n"),
        _ => format!("draft: refused ({}): {message}\n", refusal.code()),
    };
    for (field, problem) in refusal.fields() {
        if code == 2 || problem != message {
            text.push_str(&format!("  {field}: {problem}\n"));
        }
    }
    Failure { code, message: text }
}

/// What standard output carries, in this order.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct Report<'a> {
    file: String,
    document_title: &'a str,
    word_count: usize,
    research: &'a Research,
    /// The points a qualified attorney should check, as stored with each job.
    review_notes: &'a [String],
}

/// Parses the JSON, naming the problem and its line and column; warns about fields the form does not have
/// (a misspelt field would otherwise only show up as "... is required").
fn parse_document_data(input: &str) -> Result<DocumentData, Failure> {
    if input.trim().is_empty() {
        return Err(input_error(
            "draft: no input: pipe one document-data JSON object to standard input (see draft --help)".into(),
        ));
    }
    let syntax_error = |e: serde_json::Error| input_error(format!("draft: invalid JSON on standard input: {e}"));
    let fields = match serde_json::from_str::<serde_json::Value>(input).map_err(syntax_error)? {
        serde_json::Value::Object(fields) => fields,
        other => {
            let kind = match other {
                serde_json::Value::Array(_) => "an array",
                serde_json::Value::String(_) => "a string",
                serde_json::Value::Number(_) => "a number",
                serde_json::Value::Bool(_) => "a boolean",
                _ => "null",
            };
            return Err(input_error(format!(
                "draft: the input is {kind}; expected one JSON object of document data (see draft --help)"
            )));
        }
    };
    let data: DocumentData = serde_json::from_str(input)
        .map_err(|e| input_error(format!("draft: the JSON does not have the document-data shape: {e}")))?;
    let known = known_fields();
    for name in fields.keys().filter(|name| !known.contains(name.as_str())) {
        eprintln!("draft: warning: ignoring unknown field '{name}'");
    }
    Ok(data)
}

/// The wire field names, taken from `DocumentData` itself so the list cannot drift from the type.
fn known_fields() -> BTreeSet<String> {
    // `details` is left out of the JSON when nothing in it is answered: answer one so its name shows.
    let details = shared::domain::DocumentDetailsData { purpose: "any".into(), ..Default::default() };
    let every_field = DocumentData { custom_document: Some(Default::default()), details, ..DocumentData::default() };
    match serde_json::to_value(every_field) {
        Ok(serde_json::Value::Object(fields)) => fields.keys().cloned().collect(),
        _ => BTreeSet::new(),
    }
}

/// Writes `bytes` to a new temporary file next to `path`, syncs it, then renames it over `path`, so a reader
/// never sees a half-written file. The temporary file is removed if anything fails.
fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let file_name =
        path.file_name().ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "the path does not name a file"))?;
    let directory = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if path.is_dir() {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "it is a directory"));
    }
    let temporary = directory.join(format!(
        ".{}.{}.{}.tmp",
        file_name.to_string_lossy(),
        std::process::id(),
        uuid::Uuid::new_v4().simple()
    ));
    let result = (|| {
        let mut file = OpenOptions::new().write(true).create_new(true).open(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temporary, path)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn arguments_need_an_output_path() {
        assert!(
            matches!(parse_args(args(&["--out", "a.docx"])), Ok(Command::Draft { out }) if out == Path::new("a.docx"))
        );
        assert!(
            matches!(parse_args(args(&["--out=b.docx"])), Ok(Command::Draft { out }) if out == Path::new("b.docx"))
        );
        assert!(matches!(parse_args(args(&["--help"])), Ok(Command::Help)));
        for bad in [&[][..], &["--out"], &["--out="], &["--verbose", "--out", "x.docx"]] {
            let failure = parse_args(args(bad)).err().expect("refused");
            assert_eq!(failure.code, 2);
            assert!(failure.message.contains("Usage: draft --out FILE"));
        }
    }

    #[test]
    fn known_fields_are_the_spec_names() {
        let known = known_fields();
        for name in ["documentType", "businessName", "stateJurisdiction", "specialClauses", "customDocument", "details"]
        {
            assert!(known.contains(name), "{name}");
        }
    }
}
