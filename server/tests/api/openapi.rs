//! docs/openapi.json states what the server parses and sends: the option lists, the limits, the security headers and
//! the whitespace its patterns mean. schemathesis (`scripts/test api`) generates requests from these statements, so
//! they must be the server's own; these tests catch a drift without running it.

use serde_json::Value;
use shared::advice::MAX_QUERY_CHARS;
use shared::api::documents::MAX_DOCUMENT_CHARS;
use shared::domain::details::{CounterpartyEntity, ExemptStatus, Mutuality, Profession, SensitiveData, YesNo};
use shared::domain::document_data::{
    MAX_BUSINESS_NAME_CHARS, MAX_CUSTOM_INSTRUCTIONS_CHARS, MAX_DESCRIPTION_CHARS, MAX_QUESTION_ANSWER_CHARS,
    MAX_QUESTION_ANSWER_PAIRS,
};
use shared::domain::{BusinessType, DocumentType, Industry, SpecialClause, UsState};
use shared::http::SECURITY_HEADERS;

pub fn openapi() -> Value {
    let raw = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/openapi.json"))
        .expect("docs/openapi.json");
    serde_json::from_str(&raw).expect("valid JSON")
}

fn strings(values: &Value) -> Vec<String> {
    values.as_array().expect("a list").iter().map(|v| v.as_str().expect("a string").to_string()).collect()
}

fn labels<T>(all: &[T], label: impl Fn(&T) -> &'static str) -> Vec<String> {
    all.iter().map(|v| label(v).to_string()).collect()
}

fn request_schema<'a>(spec: &'a Value, function: &str) -> &'a Value {
    &spec["paths"][format!("/api/{function}")]["post"]["requestBody"]["content"]["application/json"]["schema"]
}

#[test]
fn the_option_lists_are_the_ones_the_server_parses() {
    let spec = openapi();
    let schemas = &spec["components"]["schemas"];
    let data = &schemas["DocumentData"]["properties"];
    assert_eq!(strings(&data["documentType"]["enum"]), labels(DocumentType::ALL, |t| t.label()));
    assert_eq!(strings(&data["businessType"]["enum"]), labels(BusinessType::ALL, |t| t.label()));
    assert_eq!(strings(&data["industry"]["enum"]), labels(Industry::ALL, |t| t.label()));
    assert_eq!(strings(&data["specialClauses"]["items"]["enum"]), labels(&SpecialClause::ALL, |c| c.id()));
    let mut states = labels(&UsState::ALL, |s| s.name());
    states.extend(labels(&UsState::ALL, |s| s.abbreviation()));
    assert_eq!(strings(&schemas["StateJurisdiction"]["enum"]), states);

    let samples = strings(&request_schema(&spec, "generate-sample-document")["properties"]["documentType"]["enum"]);
    assert_eq!(samples.len(), 5);
    for key in samples {
        assert!(shared::api::assist::sample_type_label(&key).is_some(), "{key} is no sample type");
    }
    // The research call takes the same options as the form.
    let research = &request_schema(&spec, "research-document")["properties"];
    assert_eq!(research["documentType"]["enum"], data["documentType"]["enum"]);
    assert_eq!(research["businessType"]["enum"], data["businessType"]["enum"]);
    assert_eq!(research["industry"]["enum"], data["industry"]["enum"]);

    // The details' options: "" (not answered) and then exactly the labels the server parses.
    let details = &schemas["DocumentDetails"]["properties"];
    let answered = |key: &str| strings(&details[key]["enum"]).into_iter().skip(1).collect::<Vec<_>>();
    assert_eq!(answered("exemptStatus"), labels(ExemptStatus::ALL, |v| v.label()));
    assert_eq!(answered("profession"), labels(Profession::ALL, |v| v.label()));
    assert_eq!(answered("mutuality"), labels(Mutuality::ALL, |v| v.label()));
    assert_eq!(answered("sellsOrSharesData"), labels(YesNo::ALL, |v| v.label()));
    assert_eq!(answered("targetedAdvertising"), labels(YesNo::ALL, |v| v.label()));
    assert_eq!(strings(&details["sensitiveData"]["items"]["enum"]), labels(SensitiveData::ALL, |v| v.label()));
    let mut entities = vec![CounterpartyEntity::INDIVIDUAL.to_string()];
    entities.extend(labels(BusinessType::ALL, |t| t.label()));
    assert_eq!(answered("counterpartyEntityType"), entities);
}

#[test]
fn the_limits_are_the_ones_the_server_applies() {
    let spec = openapi();
    let schemas = &spec["components"]["schemas"];
    let max = |schema: &Value| schema["maxLength"].as_u64().expect("a maxLength") as usize;
    assert_eq!(max(&schemas["DocumentData"]["properties"]["businessName"]), MAX_BUSINESS_NAME_CHARS);
    assert_eq!(max(&schemas["CustomInstructions"]), MAX_CUSTOM_INSTRUCTIONS_CHARS);
    let custom = &schemas["CustomDocument"]["properties"];
    assert_eq!(max(&custom["specificDocumentType"]), MAX_BUSINESS_NAME_CHARS);
    assert_eq!(max(&custom["documentDescription"]), MAX_DESCRIPTION_CHARS);
    assert_eq!(custom["questionAnswerPairs"]["maxItems"].as_u64(), Some(MAX_QUESTION_ANSWER_PAIRS as u64));
    for part in ["question", "answer"] {
        assert_eq!(max(&custom["questionAnswerPairs"]["items"]["properties"][part]), MAX_QUESTION_ANSWER_CHARS);
    }
    assert_eq!(max(&request_schema(&spec, "format-document")["properties"]["documentContent"]), MAX_DOCUMENT_CHARS);
    assert_eq!(max(&request_schema(&spec, "suggest-document-types")["properties"]["query"]), MAX_QUERY_CHARS);
    let questions = &request_schema(&spec, "generate-document-questions")["properties"]["documentType"];
    assert_eq!(max(questions), MAX_QUERY_CHARS);
    let review = &request_schema(&spec, "submit-review")["properties"];
    assert_eq!(max(&review["reviewerName"]), shared::domain::review::MAX_NAME_CHARS);
    assert_eq!(max(&review["feedback"]), shared::domain::review::MAX_FEEDBACK_CHARS);
    assert_eq!(review["rating"]["minimum"].as_u64(), Some(shared::domain::review::MIN_RATING.into()));
    assert_eq!(review["rating"]["maximum"].as_u64(), Some(shared::domain::review::MAX_RATING.into()));
}

#[test]
fn every_answer_promises_the_security_headers_the_server_sends() {
    let spec = openapi();
    let headers = spec["components"]["headers"].as_object().expect("headers");
    for (name, value) in SECURITY_HEADERS {
        let (_, stated) = headers.iter().find(|(key, _)| key.eq_ignore_ascii_case(name)).expect(name);
        assert_eq!(stated["schema"]["const"], value, "{name}");
        assert_eq!(stated["required"], true, "{name}");
    }
    // Each answer of each call refers to them, errors included.
    let responses = &spec["components"]["responses"];
    for (path, item) in spec["paths"].as_object().expect("paths") {
        // Each path has one operation: POST, or GET for site-config.
        let (_, operation) = item.as_object().and_then(|ops| ops.iter().next()).expect("an operation");
        for (status, answer) in operation["responses"].as_object().expect("responses") {
            let answer = match answer["$ref"].as_str() {
                Some(reference) => &responses[reference.rsplit('/').next().expect("a name")],
                None => answer,
            };
            for (name, _) in SECURITY_HEADERS {
                let listed =
                    answer["headers"].as_object().is_some_and(|h| h.keys().any(|k| k.eq_ignore_ascii_case(name)));
                assert!(listed, "{path} {status} does not promise {name}");
            }
        }
    }
}

/// One class `[^...]` of a pattern, as ranges of characters (`\t`, `\r`, `\n`, `\uXXXX`, literals and `a-b`).
fn negated_class(pattern: &str) -> Vec<(char, char)> {
    let body = pattern.strip_prefix("[^").and_then(|rest| rest.split(']').next()).expect("a [^...] class");
    let mut chars = body.chars().peekable();
    let mut items = Vec::new();
    while let Some(c) = chars.next() {
        let c = if c == '\\' {
            match chars.next().expect("an escape") {
                't' => '\t',
                'n' => '\n',
                'r' => '\r',
                'u' => {
                    let hex: String = (0..4).map(|_| chars.next().expect("four hex digits")).collect();
                    char::from_u32(u32::from_str_radix(&hex, 16).expect("hex")).expect("a character")
                }
                other => other,
            }
        } else {
            c
        };
        items.push(c);
    }
    let mut ranges = Vec::new();
    let mut i = 0;
    while i < items.len() {
        if i + 2 < items.len() && items[i + 1] == '-' {
            ranges.push((items[i], items[i + 2]));
            i += 3;
        } else {
            ranges.push((items[i], items[i]));
            i += 1;
        }
    }
    ranges
}

/// The patterns say "not blank" with a class of the characters Rust's `trim` removes, so a request the document calls
/// valid is one the server does not find blank, and the reverse.
#[test]
fn the_patterns_blank_is_the_whitespace_the_server_trims() {
    let spec = openapi();
    let pattern = spec["components"]["schemas"]["DocumentData"]["properties"]["businessName"]["pattern"]
        .as_str()
        .expect("a pattern");
    let class = negated_class(pattern);
    for code in 0..=0x10FFFFu32 {
        let Some(c) = char::from_u32(code) else { continue };
        let listed = class.iter().any(|(low, high)| (*low..=*high).contains(&c));
        assert_eq!(listed, c.is_whitespace(), "U+{code:04X}");
    }
    // Every non-blank pattern uses the same class.
    let raw = serde_json::to_string(&spec).expect("JSON");
    let class_text = &pattern[..pattern.find(']').expect("class end") + 1];
    let uses = raw.matches(&class_text.replace('\\', "\\\\")).count();
    assert!(uses >= 6, "the class appears {uses} times");
    assert_eq!(raw.matches("[^\\\\t").count(), uses, "another whitespace class is in the document");
}
