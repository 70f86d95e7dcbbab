//! format-document is bounded: text over a limit is refused with 413 before any Word rendering, and text at every
//! limit at once renders to a small answer that reads back.

use crate::helpers::{docx_text, spawn_app};
use crate::shapes::shaped;
use base64::Engine;
use serde_json::{json, Value};
use shared::api::documents::{MAX_DOCUMENT_CHARS, MAX_DOCUMENT_LINES, MAX_DOCUMENT_RUNS, MAX_SIGNATURE_PARTIES};
use shared::http::SECURITY_HEADERS;

/// Lambda's limit on a function's answer.
const LAMBDA_RESPONSE_LIMIT: usize = 6 * 1024 * 1024;

fn format_body(text: &str) -> Value {
    json!({ "documentContent": text, "documentType": "Services Agreement", "businessName": "Acme Widgets",
            "format": "docx", "includeSignature": true })
}

#[tokio::test]
async fn text_at_every_limit_at_once_renders_to_a_small_word_file_that_reads_back() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let text = shaped(MAX_DOCUMENT_LINES, MAX_DOCUMENT_RUNS, MAX_SIGNATURE_PARTIES, MAX_DOCUMENT_CHARS);
    // The text really is at each limit, as the server counts.
    let parsed = shared::drafting::parse_markdown("x", &text);
    assert_eq!(parsed.run_count(), MAX_DOCUMENT_RUNS);
    assert_eq!(parsed.signature_parties.len(), MAX_SIGNATURE_PARTIES);
    assert_eq!(text.lines().filter(|l| !l.trim().is_empty()).count(), MAX_DOCUMENT_LINES);

    let response = app.post_with_code("format-document", &code, &format_body(&text)).await;
    assert_eq!(response.status(), 200);
    let answer = response.bytes().await.unwrap();
    assert!(answer.len() < LAMBDA_RESPONSE_LIMIT / 4, "answer of {} bytes", answer.len());
    let answer: Value = serde_json::from_slice(&answer).unwrap();
    let bytes = base64::engine::general_purpose::STANDARD.decode(answer["fileContent"].as_str().unwrap()).unwrap();
    let read_back = docx_text(&bytes);
    for expected in
        ["Services Agreement", "Each Term 1 applies.", "Term 1985 applies.lorem lorem", "Party 12: Person 12"]
    {
        assert!(read_back.contains(expected), "{expected:?} missing from the Word file");
    }
}

#[tokio::test]
async fn text_one_over_any_limit_is_refused_with_413_and_the_spec_wording() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let (lines, runs, parties, chars) =
        (MAX_DOCUMENT_LINES, MAX_DOCUMENT_RUNS, MAX_SIGNATURE_PARTIES, MAX_DOCUMENT_CHARS);
    let cases = [
        (shaped(lines, runs, parties, chars + 1), "document_too_long", "is longer than 100,000 characters."),
        (shaped(lines + 1, runs, parties, chars), "document_too_long", "has more than 2,000 lines."),
        (shaped(lines, runs + 1, parties, chars), "document_too_complex", "over 4,000 times."),
        (shaped(lines, runs, parties + 1, chars), "document_too_complex", "has more than 12 signature blocks."),
        // Characters, not bytes: 100,000 two-byte characters are within the limit, one more is not.
        ("\u{e9}".repeat(chars + 1), "document_too_long", "is longer than 100,000 characters."),
    ];
    for (text, code_name, ending) in cases {
        let response = app.post_with_code("format-document", &code, &format_body(&text)).await;
        assert_eq!(response.status(), 413, "{code_name} {ending}");
        for (name, value) in SECURITY_HEADERS {
            assert_eq!(response.headers().get(name).and_then(|v| v.to_str().ok()), Some(value), "{name}");
        }
        let body: Value = response.json().await.expect("a JSON answer");
        assert_eq!(body["code"], code_name);
        let error = body["error"].as_str().unwrap();
        assert!(error.starts_with("Word Generation Failed: the document ") && error.ends_with(ending), "{error}");
    }

    let accented = app.post_with_code("format-document", &code, &format_body(&"\u{e9}".repeat(chars))).await;
    assert_eq!(accented.status(), 200, "100,000 characters of 200,000 bytes are within the limit");
}

/// Found by schemathesis: text whose only line reads as a title (ALL CAPS, all bold, a lone heading) or that is
/// markup alone (a rule, a fence) parsed to an empty document, and the call answered 500. Now the text is the body.
#[tokio::test]
async fn text_that_is_all_title_or_markup_becomes_a_word_file_that_says_it() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    for text in ["HELLO WORLD", "**Acme Terms**", "# Just A Heading", "---", "\u{c636}\u{f74f1}"] {
        let response = app.post_with_code("format-document", &code, &format_body(text)).await;
        assert_eq!(response.status(), 200, "{text:?}");
        let answer: Value = response.json().await.unwrap();
        let bytes = base64::engine::general_purpose::STANDARD.decode(answer["fileContent"].as_str().unwrap()).unwrap();
        let read_back = docx_text(&bytes);
        assert!(read_back.contains(text), "{text:?} missing from the Word file: {read_back:?}");
    }
}

/// The text of the Word file format-document makes of `text` as a `document_type`, asked for a signature table.
async fn word_text_with_signature(
    app: &crate::helpers::TestApp,
    code: &str,
    document_type: &str,
    text: &str,
) -> String {
    let body = json!({ "documentContent": text, "documentType": document_type, "businessName": "Acme Widgets",
                       "format": "docx", "includeSignature": true });
    let response = app.post_with_code("format-document", code, &body).await;
    assert_eq!(response.status(), 200, "{document_type}");
    let answer: Value = response.json().await.unwrap();
    let bytes = base64::engine::general_purpose::STANDARD.decode(answer["fileContent"].as_str().unwrap()).unwrap();
    docx_text(&bytes)
}

/// Decision §4.11: Terms of Service and Privacy Policies are accepted online, so format-document never gives them a
/// signature table: not when includeSignature asks for one, nor when the text brings its own. Other types still get
/// theirs.
#[tokio::test]
async fn online_terms_and_policies_get_no_signature_table_even_when_asked() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    let plain = "## 1. Acceptance\n\nYou accept these terms online.";
    let signed = format!("{plain}\n\n## Signatures\n\n**Company:** Acme Widgets\n\nSignature: ____________________");
    for document_type in ["Terms of Service", "Privacy Policy", "privacy policy"] {
        for text in [plain, signed.as_str()] {
            let read_back = word_text_with_signature(&app, &code, document_type, text).await;
            assert!(read_back.contains("You accept these terms online."), "{document_type}");
            assert!(!read_back.contains("Signature"), "{document_type}: {read_back}");
        }
    }
    let agreement = word_text_with_signature(&app, &code, "Non-Disclosure Agreement", plain).await;
    assert!(agreement.contains("Signatures") && agreement.contains("Acme Widgets"), "{agreement}");
}
