//! Events as the Lambda service delivers them.

use base64::Engine;
use serde_json::{json, Value};

/// The address API Gateway reports as the caller's.
pub const SOURCE_IP: &str = "203.0.113.7";

/// An API Gateway HTTP API event, payload format 2.0, for `method path` with a JSON `body`, base64-encoded as API
/// Gateway does for bodies it treats as binary when `base64_encoded`.
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
