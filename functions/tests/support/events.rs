//! Events as the Lambda service delivers them.

use base64::Engine;
use serde_json::{json, Map, Value};

/// The address API Gateway reports as the caller's.
pub const SOURCE_IP: &str = "203.0.113.7";

/// The REST API's stage (template.yaml, RestApi StageName).
pub const STAGE: &str = "live";

/// An API Gateway REST API event, payload format 1.0 (Lambda proxy integration), as the stack's REST API delivers
/// `method path` with `body`. Its binary media types are `*/*`, so API Gateway hands every body over base64-encoded:
/// `base64_encoded` is `true` for what AWS sends, `false` for a body passed as text (an API without binary media
/// types). `extra_headers` are added to the usual ones (e.g. `x-document-code`).
pub fn rest_api_event(
    method: &str,
    path: &str,
    body: &str,
    base64_encoded: bool,
    extra_headers: &[(&str, &str)],
) -> Value {
    let body = if base64_encoded { base64::engine::general_purpose::STANDARD.encode(body) } else { body.to_string() };
    let mut headers = json!({
        "Accept": "application/json",
        "Content-Type": "application/json",
        "Host": "abcdef1234.execute-api.us-east-1.amazonaws.com",
        "User-Agent": "function-binary-test",
        "X-Forwarded-For": SOURCE_IP,
        "X-Forwarded-Port": "443",
        "X-Forwarded-Proto": "https"
    });
    for (name, value) in extra_headers {
        headers[*name] = json!(value);
    }
    // API Gateway sends every header twice: the last value in `headers`, all of them in `multiValueHeaders`.
    let multi_value_headers: Map<String, Value> =
        headers.as_object().expect("an object").iter().map(|(name, value)| (name.clone(), json!([value]))).collect();
    json!({
        "resource": path,
        "path": path,
        "httpMethod": method,
        "headers": headers,
        "multiValueHeaders": multi_value_headers,
        "queryStringParameters": null,
        "multiValueQueryStringParameters": null,
        "pathParameters": null,
        "stageVariables": null,
        "requestContext": {
            "accountId": "123456789012",
            "apiId": "abcdef1234",
            "domainName": "abcdef1234.execute-api.us-east-1.amazonaws.com",
            "domainPrefix": "abcdef1234",
            "extendedRequestId": "JKJaXmPLvHcESHA=",
            "httpMethod": method,
            "identity": {
                "sourceIp": SOURCE_IP,
                "userAgent": "function-binary-test"
            },
            "path": format!("/{STAGE}{path}"),
            "protocol": "HTTP/1.1",
            "requestId": "c6af9ac6-7b61-11e6-9a41-93e8deadbeef",
            "requestTime": "10/Mar/2025:12:00:00 +0000",
            "requestTimeEpoch": 1741608000000u64,
            "resourceId": "a1b2c3",
            "resourcePath": path,
            "stage": STAGE
        },
        "body": if body.is_empty() { Value::Null } else { json!(body) },
        "isBase64Encoded": base64_encoded
    })
}

/// An API Gateway HTTP API event, payload format 2.0, for `method path` with a JSON `body`, base64-encoded as API
/// Gateway does for bodies it treats as binary when `base64_encoded`. The stack serves a REST API now; the functions
/// still answer this format (lambda_http reads both), which one test keeps true.
pub fn http_api_event(method: &str, path: &str, body: &str, base64_encoded: bool) -> Value {
    let body = if base64_encoded { base64::engine::general_purpose::STANDARD.encode(body) } else { body.to_string() };
    json!({
        "version": "2.0",
        "routeKey": format!("{method} {path}"),
        "rawPath": path,
        "rawQueryString": "",
        "headers": {
            "accept": "application/json",
            "content-type": "application/json",
            "host": "abcdef1234.execute-api.us-east-1.amazonaws.com",
            "user-agent": "function-binary-test",
            "x-forwarded-for": SOURCE_IP,
            "x-forwarded-port": "443",
            "x-forwarded-proto": "https"
        },
        "requestContext": {
            "accountId": "123456789012",
            "apiId": "abcdef1234",
            "domainName": "abcdef1234.execute-api.us-east-1.amazonaws.com",
            "domainPrefix": "abcdef1234",
            "http": {
                "method": method,
                "path": path,
                "protocol": "HTTP/1.1",
                "sourceIp": SOURCE_IP,
                "userAgent": "function-binary-test"
            },
            "requestId": "JKJaXmPLvHcESHA=",
            "routeKey": format!("{method} {path}"),
            "stage": "$default",
            "time": "10/Mar/2025:12:00:00 +0000",
            "timeEpoch": 1741608000000u64
        },
        "body": body,
        "isBase64Encoded": base64_encoded
    })
}

/// A response header as the function answered it: a REST API (1.0) answer carries its headers in
/// `multiValueHeaders` (lists), an HTTP API (2.0) answer in `headers`. Names are lowercase, as lambda_http writes them.
pub fn header<'a>(response: &'a Value, name: &str) -> Option<&'a str> {
    response["multiValueHeaders"][name][0].as_str().or_else(|| response["headers"][name].as_str())
}
