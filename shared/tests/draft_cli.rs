//! The `draft` command-line drafter, run as a reviewer runs it: JSON on standard input, `--out FILE`, the research
//! as JSON on standard output, messages on standard error and the exit status.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const DRAFT: &str = env!("CARGO_BIN_EXE_draft");

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(DRAFT)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start the draft binary");
    // The binary may refuse its arguments before reading; a closed pipe is then fine.
    let _ = child.stdin.take().expect("stdin").write_all(stdin.as_bytes());
    child.wait_with_output().expect("draft finishes")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

struct TempDir(PathBuf);

impl TempDir {
    fn new() -> TempDir {
        let path = std::env::temp_dir().join(format!("draft-cli-{}", uuid::Uuid::new_v4().simple()));
        std::fs::create_dir_all(&path).expect("create a temp dir");
        TempDir(path)
    }

    fn file(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    fn entries(&self) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(&self.0)
            .expect("list the temp dir")
            .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn texas_nda() -> serde_json::Value {
    serde_json::json!({
        "documentType": "Non-Disclosure Agreement",
        "businessName": "Lone Star Widgets Inc.",
        "businessType": "Corporation",
        "stateJurisdiction": "Texas",
        "industry": "Manufacturing",
        "protectionLevel": "Comprehensive",
        "specialClauses": ["non-compete", "intellectual-property"],
        "customInstructions": "Include a return-of-materials deadline of ten days."
    })
}

fn docx_text(path: &Path) -> String {
    let bytes = std::fs::read(path).expect("read the .docx");
    shared::drafting::read_back_texts(&bytes).expect("docx-rs opens the .docx").join("\n")
}

#[test]
fn good_input_writes_a_word_file_with_the_business_and_state_and_prints_the_research() {
    let dir = TempDir::new();
    let out = dir.file("nda.docx");
    let output = run(&["--out", out.to_str().unwrap()], &texas_nda().to_string());
    assert!(output.status.success(), "status {}; stderr:\n{}", output.status, stderr(&output));

    let text = docx_text(&out);
    assert!(text.contains("Lone Star Widgets Inc."), "business name in the .docx");
    assert!(text.contains("governed by the laws of the State of Texas"), "state in the governing-law text");

    let report: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("standard output is JSON");
    let keys: Vec<&str> = report.as_object().unwrap().keys().map(String::as_str).collect();
    for key in ["file", "documentTitle", "wordCount", "research", "reviewNotes"] {
        assert!(keys.contains(&key), "{key} in {keys:?}");
    }
    assert_eq!(report["file"], out.to_str().unwrap());
    assert_eq!(report["documentTitle"], "Non-Disclosure Agreement");
    assert!(report["wordCount"].as_u64().unwrap() > 1_000, "{}", report["wordCount"]);
    let research = &report["research"];
    assert!(!research["laws"].as_array().unwrap().is_empty());
    assert!(research["laws"][0]["citation"].is_string(), "camelCase research with citations");
    assert!(research["requiredProvisions"].is_array() && research["adaptations"].is_array());
    assert!(research["rulesLastChecked"].is_string());
    assert_eq!(report["reviewNotes"], research["reviewPoints"]);
    assert!(!report["reviewNotes"].as_array().unwrap().is_empty(), "a Texas non-compete always has review notes");

    // Written atomically: no temporary file is left beside it.
    assert_eq!(dir.entries(), vec!["nda.docx".to_string()]);
}

#[test]
fn an_existing_file_is_replaced_whole() {
    let dir = TempDir::new();
    let out = dir.file("replace.docx");
    std::fs::write(&out, b"not a word file").unwrap();
    let mut data = texas_nda();
    data["documentType"] = "Other (Beta)".into();
    data["customDocument"] = serde_json::json!({
        "specificDocumentType": "Tool Library Membership Agreement",
        "documentDescription": "We rent tools to members by the day.",
        "questionAnswerPairs": [{"question": "Is there a deposit?", "answer": "Yes, $50."}]
    });
    let output = run(&[&format!("--out={}", out.display())], &data.to_string());
    assert!(output.status.success(), "stderr:\n{}", stderr(&output));
    let text = docx_text(&out);
    assert!(text.contains("Tool Library Membership Agreement") && text.contains("Yes, $50."));
    assert_eq!(dir.entries(), vec!["replace.docx".to_string()]);
}

/// The refusal the API gives for `data` with the offline engine drafting, as of today: its message.
fn api_refusal(data: &serde_json::Value) -> String {
    let data: shared::domain::DocumentData = serde_json::from_value(data.clone()).expect("document data");
    let admission = shared::admission::Admission {
        classifier: &shared::screening::OfflineClassifier,
        offline_drafter: true,
        as_of: time::OffsetDateTime::now_utc().date(),
    };
    let runtime = tokio::runtime::Builder::new_current_thread().build().expect("runtime");
    let refusal = runtime.block_on(admission.admit(&data)).expect_err("the API refuses it");
    shared::error::ApiError::from(refusal).message
}

#[test]
fn what_the_site_refuses_the_cli_refuses_with_the_same_message_and_exit_3() {
    let mut employment = texas_nda();
    employment["documentType"] = "Employment Agreement".into();
    employment["stateJurisdiction"] = "California".into();
    employment["specialClauses"] = serde_json::json!([]);
    // A non-compete split over two sentences, in other words than "non-compete".
    employment["customInstructions"] =
        "After leaving, the employee won't go to work for a rival. That holds for two years, anywhere in the state."
            .into();
    let mut loan = texas_nda();
    loan["documentType"] = "Other (Beta)".into();
    loan["customDocument"] = serde_json::json!({
        "specificDocumentType": "Promissory Note",
        "documentDescription": "A member borrows $2,000 from us and repays it monthly.",
        "questionAnswerPairs": []
    });
    for (data, code) in [(employment, "instructions_conflict"), (loan, "custom_type_not_supported")] {
        let dir = TempDir::new();
        let out = dir.file("refused.docx");
        let output = run(&["--out", out.to_str().unwrap()], &data.to_string());
        assert_eq!(output.status.code(), Some(3), "stderr:\n{}", stderr(&output));
        let message = stderr(&output);
        assert!(message.contains(code), "{message}");
        let api = api_refusal(&data);
        assert!(message.contains(&api), "the CLI says what the API says.\nCLI: {message}\nAPI: {api}");
        assert!(dir.entries().is_empty(), "nothing is written for a refused order: {:?}", dir.entries());
        assert!(stdout(&output).is_empty());
    }
}

#[test]
fn invalid_json_exits_2_naming_the_line_and_column() {
    let dir = TempDir::new();
    let out = dir.file("x.docx");
    let output = run(&["--out", out.to_str().unwrap()], "{\n  \"documentType\": \"Privacy Policy\",\n}");
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains("invalid JSON"), "{message}");
    assert!(message.contains("line 3 column 1"), "{message}");
    assert!(stdout(&output).is_empty());
    assert!(!out.exists());

    for (input, expected) in
        [("", "no input"), ("[1, 2]", "expected one JSON object"), ("{\"businessName\": 7}", "line 1")]
    {
        let output = run(&["--out", out.to_str().unwrap()], input);
        assert_eq!(output.status.code(), Some(2), "{input}");
        assert!(stderr(&output).contains(expected), "{input}: {}", stderr(&output));
    }
}

#[test]
fn an_unknown_state_exits_2_with_the_field_message() {
    let dir = TempDir::new();
    let out = dir.file("x.docx");
    let mut data = texas_nda();
    data["stateJurisdiction"] = "Ontario".into();
    data["businessName"] = "  ".into();
    let output = run(&["--out", out.to_str().unwrap()], &data.to_string());
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains("stateJurisdiction: State/Jurisdiction is not one of the offered options"), "{message}");
    assert!(message.contains("businessName: Business name is required"), "every field's problem: {message}");
    assert!(stdout(&output).is_empty());
    assert!(dir.entries().is_empty(), "nothing written");
}

#[test]
fn a_misspelt_field_is_named_in_a_warning() {
    let dir = TempDir::new();
    let mut data = texas_nda();
    data.as_object_mut().unwrap().remove("industry");
    data["industrie"] = "Retail".into();
    let output = run(&["--out", dir.file("x.docx").to_str().unwrap()], &data.to_string());
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains("ignoring unknown field 'industrie'"), "{message}");
    assert!(message.contains("industry: Industry is required"), "{message}");
}

#[test]
fn missing_out_exits_2_with_the_usage() {
    let output = run(&[], &texas_nda().to_string());
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains("missing --out"), "{message}");
    assert!(message.contains("Usage: draft --out FILE"), "{message}");

    let output = run(&["--out", "x.docx", "--fast"], &texas_nda().to_string());
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("unexpected argument '--fast'"));
}

#[test]
fn help_prints_the_usage_and_succeeds() {
    let output = run(&["--help"], "");
    assert!(output.status.success());
    assert!(stdout(&output).contains("Usage: draft --out FILE"));
    assert!(stdout(&output).contains("stateJurisdiction"));
}

#[test]
fn a_path_that_cannot_be_written_exits_1() {
    let dir = TempDir::new();
    let out = dir.file("no-such-directory/nda.docx");
    let output = run(&["--out", out.to_str().unwrap()], &texas_nda().to_string());
    assert_eq!(output.status.code(), Some(1));
    let message = stderr(&output);
    assert!(message.contains("could not write") && message.contains("no-such-directory"), "{message}");
    assert!(stdout(&output).is_empty());

    let output = run(&["--out", dir.0.to_str().unwrap()], &texas_nda().to_string());
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("is a directory"), "{}", stderr(&output));
}
