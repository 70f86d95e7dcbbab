//! One error contract under /api/: every answer that is not a success is JSON `{error, code}` with the security
//! headers, whatever went wrong (too large, unknown path, undecodable path, wrong method); and every answer outside
//! /api/ carries the security headers too.

use crate::helpers::*;
use crate::raw_http::{self, RawResponse};
use reqwest::Method;
use serde_json::Value;
use shared::http::{MAX_BODY_BYTES, SECURITY_HEADERS};

/// Asserts an answer is `status` with JSON `{error, code}`, `code` as given, and every security header.
fn assert_contract(
    what: &str,
    status: u16,
    header: impl Fn(&str) -> Option<String>,
    body: &[u8],
    expected: (u16, &str),
) {
    assert_eq!(status, expected.0, "{what}: status");
    assert_eq!(header("content-type").as_deref(), Some("application/json"), "{what}: content type");
    let body: Value = serde_json::from_slice(body)
        .unwrap_or_else(|_| panic!("{what}: body is not JSON: {}", String::from_utf8_lossy(body)));
    assert_eq!(body["code"], expected.1, "{what}: code in {body}");
    assert!(body["error"].as_str().is_some_and(|e| !e.is_empty()), "{what}: no error sentence in {body}");
    assert_security_headers(what, header);
}

fn assert_security_headers(what: &str, header: impl Fn(&str) -> Option<String>) {
    for (name, value) in SECURITY_HEADERS {
        assert_eq!(header(name).as_deref(), Some(value), "{what}: {name}");
    }
}

async fn assert_reqwest_contract(
    what: &str,
    response: reqwest::Response,
    expected: (u16, &str),
) -> reqwest::header::HeaderMap {
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let body = response.bytes().await.expect("body");
    let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok()).map(str::to_string);
    assert_contract(what, status, header, &body, expected);
    headers
}

fn assert_raw_contract(what: &str, response: &RawResponse, expected: (u16, &str)) {
    assert_contract(what, response.status, |name| response.headers.get(name).cloned(), &response.body, expected);
}

#[tokio::test]
async fn a_body_over_the_limit_is_a_json_413_for_every_function() {
    let app = spawn_app().await;
    let too_large = vec![b' '; MAX_BODY_BYTES + 1];
    // stripe-webhook reads text, not JSON; download-document answers a file; both are bounded like the rest.
    for function in ["create-checkout", "stripe-webhook", "validate-document-code", "download-document"] {
        let response = app
            .client
            .post(format!("{}/api/{function}", app.address))
            .header("content-type", "application/json")
            .body(too_large.clone())
            .send()
            .await
            .expect("the server answers rather than resetting the connection");
        assert_reqwest_contract(function, response, (413, "payload_too_large")).await;
    }
    // Exactly at the limit the body is read and judged by the function itself.
    let at_limit = app.client.post(format!("{}/api/create-checkout", app.address)).body(vec![b' '; MAX_BODY_BYTES]);
    assert_ne!(at_limit.send().await.unwrap().status(), 413);
}

#[tokio::test]
async fn a_declared_length_over_the_limit_is_refused_before_the_body_is_sent() {
    let app = spawn_app().await;
    let server = raw_http::server_address(&app.address);
    // Declares a gigabyte and sends none of it: an answer can only come from the declared length.
    let request = "POST /api/stripe-webhook HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\n\
                   Content-Length: 1000000000\r\nConnection: close\r\n\r\n";
    let response = raw_http::exchange(server, request.as_bytes()).await;
    assert_raw_contract("declared 1 GB", &response, (413, "payload_too_large"));
}

#[tokio::test]
async fn a_chunked_body_that_grows_past_the_limit_is_refused() {
    let app = spawn_app().await;
    let server = raw_http::server_address(&app.address);
    // No Content-Length: the size is only known by reading, so the read itself must stop at the limit.
    let chunk = vec![b'x'; 64 * 1024];
    let mut request = b"POST /api/stripe-webhook HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\
                        Connection: close\r\n\r\n"
        .to_vec();
    for _ in 0..(MAX_BODY_BYTES / chunk.len() + 1) {
        request.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
        request.extend_from_slice(&chunk);
        request.extend_from_slice(b"\r\n");
    }
    request.extend_from_slice(b"0\r\n\r\n");
    let response = raw_http::exchange(server, &request).await;
    assert_raw_contract("chunked over the limit", &response, (413, "payload_too_large"));
}

#[tokio::test]
async fn unknown_and_undecodable_paths_under_api_are_json_404s() {
    let app = spawn_app().await;
    // A static SPA exists, so a path falling through to it would answer 200 index.html.
    let spa = app.data_dir.join("no-spa");
    std::fs::create_dir_all(&spa).unwrap();
    std::fs::write(spa.join("index.html"), "<!doctype html><title>SPA</title>").unwrap();

    for path in ["/api/nope", "/api/a/b", "/api/", "/api", "/api/create-checkout/extra", "/api/CREATE-CHECKOUT"] {
        for method in [Method::POST, Method::GET] {
            let response = app.client.request(method.clone(), format!("{}{path}", app.address)).send().await.unwrap();
            assert_reqwest_contract(&format!("{method} {path}"), response, (404, "unknown_function")).await;
        }
    }
    // reqwest would re-encode these, so they go over the wire as written.
    let server = raw_http::server_address(&app.address);
    for path in ["/api/%ff", "/api/%", "/api/%2F", "/api/create-checkout%2Fx"] {
        let request =
            format!("POST {path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{{}}");
        let response = raw_http::exchange(server, request.as_bytes()).await;
        assert_raw_contract(path, &response, (404, "unknown_function"));
    }
    // A percent-encoded name is the same name.
    let encoded =
        "POST /api/get-credit-inf%6F HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}";
    let response = raw_http::exchange(server, encoded.as_bytes()).await;
    assert_ne!(response.status, 404, "{:?}", response.json());
    let code = response.json()["code"].as_str().expect("an error code").to_string();
    assert_raw_contract("percent-encoded name", &response, (response.status, &code));
}

#[tokio::test]
async fn other_methods_than_post_are_json_405s_that_name_post() {
    let app = spawn_app().await;
    for method in [Method::GET, Method::PUT, Method::DELETE, Method::OPTIONS, Method::PATCH] {
        let response = app
            .client
            .request(method.clone(), format!("{}/api/create-checkout", app.address))
            .body("{}")
            .send()
            .await
            .unwrap();
        let headers = assert_reqwest_contract(method.as_ref(), response, (405, "method_not_allowed")).await;
        assert_eq!(headers["allow"], "POST", "{method}");
    }
    // HEAD answers carry no body; the status and headers are the contract's.
    let head = app.client.head(format!("{}/api/get-credit-info", app.address)).send().await.unwrap();
    assert_eq!(head.status(), 405);
    assert_eq!(head.headers()["allow"], "POST");
    assert_eq!(head.headers()["content-type"], "application/json");
    assert_security_headers("HEAD", |name| head.headers().get(name).and_then(|v| v.to_str().ok()).map(str::to_string));
    // A wrong method with a body over the limit is still a 405: the method is judged first, the body never read.
    let big = app.client.put(format!("{}/api/stripe-webhook", app.address)).body(vec![b'x'; MAX_BODY_BYTES * 2]);
    assert_reqwest_contract("PUT with a large body", big.send().await.unwrap(), (405, "method_not_allowed")).await;
}

#[tokio::test]
async fn pages_health_checks_the_test_checkout_and_framework_answers_carry_the_security_headers() {
    let app = spawn_app().await;
    let spa = app.data_dir.join("no-spa");
    std::fs::create_dir_all(spa.join("assets")).unwrap();
    std::fs::write(spa.join("index.html"), "<!doctype html><title>SPA</title>").unwrap();
    std::fs::write(spa.join("assets/app.js"), "console.log(1)").unwrap();
    let checkout = app.create_checkout(&nda_data()).await;
    let session_id = session_id_of(&checkout);

    let cases: Vec<(Method, String, Option<u16>)> = vec![
        (Method::GET, "/healthz".into(), Some(200)),
        (Method::POST, "/healthz".into(), Some(405)),
        (Method::GET, "/".into(), Some(200)),
        (Method::GET, "/generate".into(), Some(200)),
        (Method::GET, "/assets/app.js".into(), Some(200)),
        (Method::GET, "/assets/missing.js".into(), None),
        (Method::POST, "/generate".into(), None),
        (Method::GET, format!("/test-checkout?session_id={session_id}"), Some(200)),
        (Method::GET, "/test-checkout?session_id=cs_test_unknown".into(), Some(404)),
        (Method::POST, "/test-checkout".into(), Some(405)),
        (Method::DELETE, "/test-checkout".into(), Some(405)),
        (Method::GET, "/test-checkout/pay".into(), Some(405)),
        (Method::PUT, "/test-checkout/cancel".into(), Some(405)),
        (Method::POST, "/test-checkout/cancel".into(), Some(404)),
    ];
    for (method, path, status) in cases {
        let response = app.client.request(method.clone(), format!("{}{path}", app.address)).send().await.unwrap();
        let what = format!("{method} {path}");
        if let Some(status) = status {
            assert_eq!(response.status(), status, "{what}");
        }
        assert_security_headers(&what, |name| {
            response.headers().get(name).and_then(|v| v.to_str().ok()).map(str::to_string)
        });
    }
    // The test checkout's buttons read form bodies under the same limit.
    let large_form = app
        .client
        .post(format!("{}/test-checkout/pay", app.address))
        .header("content-type", "application/x-www-form-urlencoded")
        .body(vec![b'a'; MAX_BODY_BYTES + 1]);
    assert_reqwest_contract("large test checkout form", large_form.send().await.unwrap(), (413, "payload_too_large"))
        .await;
}

/// serde reads a struct from an array of its fields in order, so `[null]` was a download of the latest document
/// (found by schemathesis), and a body of only a line break cleared a saved form. Every JSON body is an object: anything else is a 400 on every function that reads one.
#[tokio::test]
async fn a_json_body_that_is_not_an_object_is_refused_by_every_function_that_reads_json() {
    let token = crate::operator::TOKEN;
    let app = spawn_app_with(fresh_data_dir(), &[("ADMIN_TOKEN", token)], |_| {}).await;
    let code = app.buy_code().await;
    // stripe-webhook reads text (Stripe's signature decides); site-config is a GET. The calls that use nothing of
    // the body still require it to be an object (`{}` when there is nothing to send).
    let reads_json = shared::api::Function::ALL
        .iter()
        .map(|f| f.name())
        .filter(|name| !["stripe-webhook", "site-config"].contains(name));
    for function in reads_json {
        for body in ["[null]", r#"["x"]"#, "null", "3", r#""text""#, "\n", " \t "] {
            let response = app
                .client
                .post(format!("{}/api/{function}", app.address))
                .header("x-document-code", &code)
                .header("x-admin-token", token)
                .header("content-type", "application/json")
                .body(body)
                .send()
                .await
                .unwrap();
            assert_reqwest_contract(&format!("{function} {body}"), response, (400, "invalid_json")).await;
        }
    }
    assert_eq!(app.credits(&code).await["creditsUsed"], 0, "nothing was generated");
}

#[tokio::test]
async fn an_order_or_a_part_of_one_sent_as_a_list_is_refused_before_anything_is_spent() {
    let app = spawn_app().await;
    let code = app.buy_code().await;
    use serde_json::json;
    let as_list = |part: &str| {
        let mut order = nda_data();
        order[part] = json!([]);
        json!({ "documentData": order })
    };
    let with_pairs = {
        let mut order = nda_data();
        order["documentType"] = json!("Other (Beta)");
        order["customDocument"] = json!({ "specificDocumentType": "Lease", "questionAnswerPairs": [["q", "a"]] });
        json!({ "documentData": order })
    };
    let bodies = [json!({ "documentData": [] }), as_list("customDocument"), as_list("details"), with_pairs];
    for function in ["start-generation", "create-checkout", "plan-document", "save-document-data"] {
        for body in &bodies {
            let response = app.post_with_code(function, &code, body).await;
            assert_eq!(response.status(), 400, "{function} {body}");
        }
    }
    assert_eq!(app.credits(&code).await["creditsUsed"], 0, "nothing was generated");
}
