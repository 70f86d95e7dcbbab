//! The function binaries as the Lambda service runs them: against a Runtime API stand-in, with the API Gateway REST
//! API events (payload 1.0) the stack delivers (and HTTP API 2.0 ones, which they still answer), and with
//! configurations they must refuse.

mod support;

use base64::Engine;
use serde_json::{json, Value};
use shared::domain::{Credits, DocumentCode, DocumentData};
use shared::store::sqlite::SqliteStore;
use shared::store::{CodeRecord, CodeStore, JobRecord, JobStatus, JobStore};
use std::path::PathBuf;
use std::time::Duration;
use support::events::{header, http_api_event, rest_api_event};
use support::process::FunctionProcess;
use support::runtime_api::RuntimeApi;
use time::OffsetDateTime;

const VALIDATE_DOCUMENT_CODE: &str = env!("CARGO_BIN_EXE_validate-document-code");
const DOWNLOAD_DOCUMENT: &str = env!("CARGO_BIN_EXE_download-document");
const GENERATION_WORKER: &str = env!("CARGO_BIN_EXE_generation-worker");
const SITE_CONFIG: &str = env!("CARGO_BIN_EXE_site-config");

/// Generous: a cold debug binary on a busy 2-core machine. Not a speed assertion, only a bound on a hung test.
const PATIENCE: Duration = Duration::from_secs(60);

struct DataDir(PathBuf);

impl DataDir {
    fn fresh() -> DataDir {
        DataDir(std::env::temp_dir().join(format!("legaldraft-function-test-{}", uuid::Uuid::new_v4())))
    }

    fn path(&self) -> &str {
        self.0.to_str().expect("temp paths are UTF-8 here")
    }
}

impl Drop for DataDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[tokio::test]
async fn a_configured_function_answers_api_gateway_events_with_the_handlers_json_and_security_headers() {
    let runtime_api = RuntimeApi::start().await;
    let data_dir = DataDir::fresh();
    let _function = FunctionProcess::spawn(
        VALIDATE_DOCUMENT_CODE,
        &runtime_api,
        &[("LOG_FORMAT", "json"), ("DATA_DIR", data_dir.path()), ("PUBLIC_BASE_URL", "https://docs.example.test")],
    );

    // The spec's wording (§5): under 4 characters is one message, any other length another.
    let cases = [("AB", "Please enter a valid document code"), ("ABCDE", "Document code must be 8 or 12 characters")];
    for (code, message) in cases {
        let body = json!({ "code": code }).to_string();
        // The REST API's binary media types are */*, so its bodies arrive base64-encoded; a body as text, and the
        // HTTP API's payload 2.0, are answered the same.
        let events = [
            rest_api_event("POST", "/api/validate-document-code", &body, true, &[]),
            rest_api_event("POST", "/api/validate-document-code", &body, false, &[]),
            http_api_event("POST", "/api/validate-document-code", &body, false),
            http_api_event("POST", "/api/validate-document-code", &body, true),
        ];
        for (index, event) in events.into_iter().enumerate() {
            let response = runtime_api.answer(event, PATIENCE).await;
            assert_eq!(response["statusCode"], 200, "event {index}: {response}");
            // JSON goes back as text: with binary media types */*, API Gateway passes it through as it is.
            assert_eq!(response["isBase64Encoded"], false, "event {index}: {response}");
            // Each event is answered in its own payload format: a REST API's headers are lists.
            let rest = index < 2;
            assert_eq!(response["multiValueHeaders"]["content-type"].is_array(), rest, "event {index}: {response}");
            let body: Value = serde_json::from_str(response["body"].as_str().expect("a text body")).expect("JSON");
            assert_eq!(body["isValid"], false, "{body}");
            assert_eq!(body["error"], message, "{body}");
            assert!(header(&response, "content-type").is_some_and(|t| t.starts_with("application/json")), "{response}");
            for (name, value) in shared::http::SECURITY_HEADERS {
                assert_eq!(header(&response, name), Some(value), "{name} in event {index}: {response}");
            }
        }
    }
    assert!(runtime_api.init_errors().is_empty(), "{:?}", runtime_api.init_errors());
}

#[tokio::test]
async fn the_site_config_function_answers_a_get_with_the_public_settings_for_caches() {
    let runtime_api = RuntimeApi::start().await;
    let data_dir = DataDir::fresh();
    let _function = FunctionProcess::spawn(
        SITE_CONFIG,
        &runtime_api,
        &[
            ("LOG_FORMAT", "json"),
            ("DATA_DIR", data_dir.path()),
            ("PUBLIC_BASE_URL", "https://docs.example.test"),
            ("SITE_NAME", "Acme Docs"),
            ("URGENT_PHONE", "+1 512-555-0142"),
        ],
    );
    let response = runtime_api.answer(rest_api_event("GET", "/api/site-config", "", true, &[]), PATIENCE).await;
    assert_eq!(response["statusCode"], 200, "{response}");
    assert_eq!(header(&response, "cache-control"), Some("public, max-age=300"), "{response}");
    let body: Value = serde_json::from_str(response["body"].as_str().expect("a text body")).expect("JSON");
    assert_eq!(body["brandName"], "Acme Docs", "{body}");
    assert_eq!(body["urgentPhone"], "+1 512-555-0142", "{body}");
    assert!(body.get("introVideoUrl").is_none(), "unset is absent: {body}");
}

#[tokio::test]
async fn a_malformed_site_setting_is_reported_as_an_init_error_naming_it() {
    let runtime_api = RuntimeApi::start().await;
    let data_dir = DataDir::fresh();
    let mut function = FunctionProcess::spawn(
        SITE_CONFIG,
        &runtime_api,
        &[
            ("LOG_FORMAT", "json"),
            ("DATA_DIR", data_dir.path()),
            ("PUBLIC_BASE_URL", "https://docs.example.test"),
            ("INTRO_VIDEO_URL", "http://player.example.test/1"),
        ],
    );
    let status = function.exited_within(PATIENCE).await.expect("the function exits on its own");
    assert!(!status.success(), "exit status {status}");
    let reports = runtime_api.init_errors();
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert_eq!(reports[0].body["errorType"], "Runtime.ConfigurationError");
    assert!(reports[0].body["errorMessage"].as_str().is_some_and(|m| m.contains("INTRO_VIDEO_URL")), "{reports:?}");
    let line = the_one_json_line_naming(&function, "INTRO_VIDEO_URL");
    assert_eq!(line["variable"], "INTRO_VIDEO_URL", "{line}");
}

#[tokio::test]
async fn a_malformed_body_is_the_json_error_contract_not_an_invocation_error() {
    let runtime_api = RuntimeApi::start().await;
    let data_dir = DataDir::fresh();
    let _function = FunctionProcess::spawn(
        VALIDATE_DOCUMENT_CODE,
        &runtime_api,
        &[("LOG_FORMAT", "json"), ("DATA_DIR", data_dir.path()), ("PUBLIC_BASE_URL", "https://docs.example.test")],
    );

    let event = rest_api_event("POST", "/api/validate-document-code", "{not json", true, &[]);
    let response = runtime_api.answer(event, PATIENCE).await;
    assert_eq!(response["statusCode"], 400, "{response}");
    let body: Value = serde_json::from_str(response["body"].as_str().expect("a text body")).expect("JSON body");
    assert!(body["error"].is_string() && body["code"].is_string(), "{body}");
    assert_eq!(header(&response, "x-content-type-options"), Some("nosniff"), "{response}");
}

/// A paid code with a finished document in a fresh data folder, as the generation worker leaves them.
struct FinishedDocument {
    data_dir: DataDir,
    code: DocumentCode,
    job_id: String,
    bytes: Vec<u8>,
}

impl FinishedDocument {
    async fn new() -> FinishedDocument {
        let data_dir = DataDir::fresh();
        let store = SqliteStore::open(&data_dir.0.join("records.sqlite3")).expect("store");
        let now = OffsetDateTime::now_utc();
        let order: DocumentData = serde_json::from_value(json!({
            "documentType": "Non-Disclosure Agreement", "businessName": "Acme Widgets",
            "businessType": "Corporation", "stateJurisdiction": "Texas", "industry": "Retail",
            "protectionLevel": "Comprehensive", "specialClauses": [], "customInstructions": "", "pricingTier": "$19"
        }))
        .expect("an order");
        let mut record = CodeRecord::pending(DocumentCode::generate(), order.clone(), now);
        record.is_active = true;
        record.credits = Credits::new(6, 0);
        record.expires_at = now + time::Duration::days(30);
        assert!(store.insert_code(&record).await.expect("insert the code"));
        let mut job = JobRecord::new(record.code.clone(), order, JobStatus::Succeeded, now);
        let key = format!("documents/{}.docx", job.job_id);
        job.file_key = Some(key.clone());
        job.file_name = Some("Acme_Widgets_NDA.docx".into());
        store.start_job(&job, now).await.expect("store the finished job");
        // Bytes no text decoding survives: a zip's signature, a NUL, invalid UTF-8, every byte value.
        let mut bytes = b"PK\x03\x04\x00\xff\xfe\x80".to_vec();
        bytes.extend((0..=255u8).cycle().take(4096));
        let path = data_dir.0.join("files").join(&key);
        std::fs::create_dir_all(path.parent().expect("a folder")).expect("the files folder");
        std::fs::write(&path, &bytes).expect("the stored .docx");
        FinishedDocument { data_dir, code: record.code, job_id: job.job_id, bytes }
    }
}

#[tokio::test]
async fn the_download_goes_back_as_base64_marked_binary_so_api_gateway_returns_the_docx_bytes() {
    let document = FinishedDocument::new().await;
    let runtime_api = RuntimeApi::start().await;
    let _function = FunctionProcess::spawn(
        DOWNLOAD_DOCUMENT,
        &runtime_api,
        &[
            ("LOG_FORMAT", "json"),
            ("DATA_DIR", document.data_dir.path()),
            ("PUBLIC_BASE_URL", "https://docs.example.test"),
        ],
    );

    let body = json!({ "jobId": document.job_id }).to_string();
    let event =
        rest_api_event("POST", "/api/download-document", &body, true, &[("x-document-code", document.code.as_str())]);
    let response = runtime_api.answer(event, PATIENCE).await;
    assert_eq!(response["statusCode"], 200, "{response}");
    // API Gateway turns the body back into bytes only when it is marked base64 (and the API's binary media types
    // match the request: */* in template.yaml); a .docx sent as text would be corrupted on the way.
    assert_eq!(response["isBase64Encoded"], true, "{response}");
    let sent = base64::engine::general_purpose::STANDARD
        .decode(response["body"].as_str().expect("a body"))
        .expect("the body is base64");
    assert!(sent == document.bytes, "the .docx's bytes, unchanged ({} bytes sent)", sent.len());
    assert_eq!(header(&response, "content-type"), Some(shared::generation::DOCX_CONTENT_TYPE), "{response}");
    assert_eq!(
        header(&response, "content-disposition"),
        Some("attachment; filename=\"Acme_Widgets_NDA.docx\""),
        "{response}"
    );
    assert!(runtime_api.init_errors().is_empty(), "{:?}", runtime_api.init_errors());
}

/// The one output line that names `variable`, parsed as JSON; fails unless there is exactly one and it is JSON.
fn the_one_json_line_naming(function: &FunctionProcess, variable: &str) -> Value {
    let lines = function.output_lines();
    let naming: Vec<&String> = lines.iter().filter(|line| line.contains(variable)).collect();
    assert_eq!(naming.len(), 1, "exactly one line names {variable}: {lines:#?}");
    serde_json::from_str(naming[0]).unwrap_or_else(|e| panic!("not a JSON line ({e}): {}", naming[0]))
}

#[tokio::test]
async fn a_missing_public_url_is_reported_as_an_init_error_logged_once_and_ends_the_process() {
    let runtime_api = RuntimeApi::start().await;
    let data_dir = DataDir::fresh();
    let mut function = FunctionProcess::spawn(
        VALIDATE_DOCUMENT_CODE,
        &runtime_api,
        &[("LOG_FORMAT", "json"), ("DATA_DIR", data_dir.path())],
    );

    let status = function.exited_within(PATIENCE).await.expect("the function exits on its own");
    assert!(!status.success(), "exit status {status}");

    let reports = runtime_api.init_errors();
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert_eq!(reports[0].error_type.as_deref(), Some("Runtime.ConfigurationError"));
    let report = &reports[0].body;
    assert_eq!(report["errorType"], "Runtime.ConfigurationError", "{report}");
    assert!(report["errorMessage"].as_str().is_some_and(|m| m.contains("PUBLIC_BASE_URL")), "{report}");
    assert_eq!(report["stackTrace"], json!([]), "{report}");
    assert_eq!(runtime_api.next_requests(), 0, "a function that cannot start asks for no events");

    let line = the_one_json_line_naming(&function, "PUBLIC_BASE_URL");
    assert_eq!(line["level"], "ERROR", "{line}");
    assert_eq!(line["variable"], "PUBLIC_BASE_URL", "{line}");
    assert_eq!(line["error_type"], "Runtime.ConfigurationError", "{line}");
    assert_eq!(line["reported_to_runtime"], true, "{line}");
}

#[tokio::test]
async fn the_generation_worker_reports_a_missing_table_without_showing_any_secret() {
    let runtime_api = RuntimeApi::start().await;
    let secrets = [
        ("STRIPE_SECRET_KEY", "sk_live_do_not_print_4242"),
        ("STRIPE_WEBHOOK_SECRET", "whsec_do_not_print_1313"),
        ("ORIGIN_VERIFY_TOKEN", "origin-token-do-not-print"),
    ];
    let mut settings = vec![
        ("LOG_FORMAT", "json"),
        ("PUBLIC_BASE_URL", "https://docs.example.test"),
        ("PAYMENTS_BACKEND", "stripe"),
        ("STORE_BACKEND", "dynamodb"),
        ("CODES_TABLE", "codes"),
        ("JOB_RUNNER", "dynamodb-stream"),
    ];
    settings.extend(secrets);
    let mut function = FunctionProcess::spawn(GENERATION_WORKER, &runtime_api, &settings);

    let status = function.exited_within(PATIENCE).await.expect("the worker exits on its own");
    assert!(!status.success(), "exit status {status}");
    let reports = runtime_api.init_errors();
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert_eq!(reports[0].error_type.as_deref(), Some("Runtime.ConfigurationError"));
    let message = reports[0].body["errorMessage"].as_str().unwrap_or_default().to_string();
    assert!(message.contains("CHECKOUTS_TABLE") && message.contains("STORE_BACKEND=dynamodb"), "{message}");

    let line = the_one_json_line_naming(&function, "CHECKOUTS_TABLE");
    assert_eq!(line["variable"], "CHECKOUTS_TABLE", "{line}");
    let everything = format!("{message}\n{}", function.output_lines().join("\n"));
    for (name, secret) in secrets {
        assert!(!everything.contains(secret), "{name}'s value appears in: {everything}");
    }
}

#[tokio::test]
async fn an_adapter_that_cannot_be_set_up_is_reported_as_an_init_error() {
    let runtime_api = RuntimeApi::start().await;
    let data_dir = DataDir::fresh();
    // DATA_DIR is a file, so the SQLite store cannot create its folder there.
    std::fs::write(&data_dir.0, b"not a folder").expect("write the blocking file");
    let mut function = FunctionProcess::spawn(
        VALIDATE_DOCUMENT_CODE,
        &runtime_api,
        &[("LOG_FORMAT", "json"), ("DATA_DIR", data_dir.path()), ("PUBLIC_BASE_URL", "https://docs.example.test")],
    );

    let status = function.exited_within(PATIENCE).await.expect("the function exits on its own");
    assert!(!status.success(), "exit status {status}");
    let reports = runtime_api.init_errors();
    assert_eq!(reports.len(), 1, "{reports:?}");
    assert_eq!(reports[0].error_type.as_deref(), Some("Runtime.AdapterError"));
    assert!(reports[0].body["errorMessage"].as_str().is_some_and(|m| m.contains(data_dir.path())), "{reports:?}");
    let errors: Vec<String> = function.output_lines().into_iter().filter(|line| line.contains("\"ERROR\"")).collect();
    assert_eq!(errors.len(), 1, "{errors:#?}");
}

#[tokio::test]
async fn without_log_format_the_start_up_failure_is_one_readable_line() {
    let runtime_api = RuntimeApi::start().await;
    let data_dir = DataDir::fresh();
    let mut function = FunctionProcess::spawn(VALIDATE_DOCUMENT_CODE, &runtime_api, &[("DATA_DIR", data_dir.path())]);

    let status = function.exited_within(PATIENCE).await.expect("the function exits on its own");
    assert!(!status.success(), "exit status {status}");
    let lines = function.output_lines();
    let naming: Vec<&String> = lines.iter().filter(|line| line.contains("PUBLIC_BASE_URL")).collect();
    assert_eq!(naming.len(), 1, "{lines:#?}");
    assert!(serde_json::from_str::<Value>(naming[0]).is_err(), "text, not JSON: {}", naming[0]);
    assert!(naming[0].contains("ERROR") && naming[0].contains("required on AWS Lambda"), "{}", naming[0]);
    assert_eq!(runtime_api.init_errors().len(), 1);
}
