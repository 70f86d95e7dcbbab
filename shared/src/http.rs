//! A framework-neutral request and response, so the local server, the Lambdas and the tests run the same handlers.

use crate::error::ApiError;
use bytes::Bytes;
use http::{header, HeaderMap, HeaderName, HeaderValue, StatusCode};
use serde::{de::DeserializeOwned, Serialize};

/// The header that carries a document code on every call that touches a code's data (decisions §4.5).
pub const DOCUMENT_CODE_HEADER: &str = "x-document-code";

/// Security headers sent on every response, locally and by CloudFront (template.yaml holds the same values).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";
pub const SECURITY_HEADERS: [(&str, &str); 5] = [
    ("content-security-policy", CONTENT_SECURITY_POLICY),
    ("strict-transport-security", "max-age=63072000; includeSubDomains; preload"),
    ("x-content-type-options", "nosniff"),
    ("x-frame-options", "DENY"),
    ("referrer-policy", "strict-origin-when-cross-origin"),
];

/// Largest body any function accepts (JSON or not); above it the answer is 413 `payload_too_large`.
pub const MAX_BODY_BYTES: usize = 256 * 1024;

/// The answer to a body over [`MAX_BODY_BYTES`], wherever it is noticed (the local server's body read, dispatch).
pub fn payload_too_large() -> ApiError {
    ApiError::new(StatusCode::PAYLOAD_TOO_LARGE, "payload_too_large", "The request is too large.")
}

#[derive(Debug, Clone, Default)]
pub struct ApiRequest {
    pub method: http::Method,
    pub headers: HeaderMap,
    pub body: Bytes,
    /// The raw query string, without the `?`.
    pub query: String,
    /// The visitor's address as the edge saw it, used for per-client rate limits.
    pub client_ip: Option<String>,
    pub request_id: String,
}

impl ApiRequest {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// Parses the JSON body, which must be an object; an empty body counts as `{}` so optional payloads may be left
    /// out.
    pub fn json<T: DeserializeOwned>(&self) -> Result<T, ApiError> {
        if self.body.len() > MAX_BODY_BYTES {
            return Err(payload_too_large());
        }
        let invalid = || ApiError::bad_request("invalid_json", "The request body is not valid JSON for this call.");
        let body: &[u8] = match self.body.iter().find(|b| !b.is_ascii_whitespace()) {
            None => b"{}",
            Some(b'{') => &self.body,
            // serde reads a struct from an array of its fields in order too (`[null]`): every body is an object.
            Some(_) => return Err(invalid()),
        };
        serde_json::from_slice(body).map_err(|err| {
            // serde's message can quote the input, which is customer text: log only where and what kind.
            tracing::info!(category = ?err.classify(), line = err.line(), column = err.column(), "request body is not the expected JSON");
            invalid()
        })
    }

    /// One query parameter, percent-decoded.
    pub fn query_param(&self, name: &str) -> Option<String> {
        form_urlencoded::parse(self.query.as_bytes()).find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
    }

    /// One field of an `application/x-www-form-urlencoded` body.
    pub fn form_field(&self, name: &str) -> Option<String> {
        form_urlencoded::parse(&self.body).find(|(k, _)| k == name).map(|(_, v)| v.into_owned())
    }

    pub fn body_text(&self) -> Result<&str, ApiError> {
        std::str::from_utf8(&self.body)
            .map_err(|_| ApiError::bad_request("invalid_body", "The request body is not text."))
    }
}

#[derive(Debug, Clone)]
pub struct ApiResponse {
    pub status: StatusCode,
    pub headers: HeaderMap,
    pub body: Bytes,
}

impl ApiResponse {
    pub fn json<T: Serialize>(status: StatusCode, value: &T) -> Self {
        match serde_json::to_vec(value) {
            Ok(body) => Self::with_body(status, "application/json", body),
            Err(err) => {
                tracing::error!(error = %err, "could not serialise a response");
                Self::from(ApiError::new(StatusCode::INTERNAL_SERVER_ERROR, "internal", "Something went wrong."))
            }
        }
    }

    pub fn ok<T: Serialize>(value: &T) -> Self {
        Self::json(StatusCode::OK, value)
    }

    pub fn with_body(status: StatusCode, content_type: &'static str, body: impl Into<Bytes>) -> Self {
        let mut headers = HeaderMap::new();
        headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
        ApiResponse { status, headers, body: body.into() }
    }

    /// A file download with a safe `Content-Disposition` file name.
    pub fn attachment(content_type: &'static str, file_name: &str, body: Vec<u8>) -> Self {
        let mut response = Self::with_body(StatusCode::OK, content_type, body);
        let safe: String = file_name.chars().filter(|c| c.is_ascii_graphic() && *c != '"' && *c != '\\').collect();
        if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{safe}\"")) {
            response.headers.insert(header::CONTENT_DISPOSITION, value);
        }
        response
    }

    pub fn html(status: StatusCode, body: String) -> Self {
        Self::with_body(status, "text/html; charset=utf-8", body)
    }

    pub fn redirect(location: &str) -> Self {
        let mut response = Self::with_body(StatusCode::SEE_OTHER, "text/plain; charset=utf-8", Bytes::new());
        if let Ok(value) = HeaderValue::from_str(location) {
            response.headers.insert(header::LOCATION, value);
        }
        response
    }

    pub fn with_security_headers(mut self) -> Self {
        add_security_headers(&mut self.headers);
        self
    }
}

impl From<ApiError> for ApiResponse {
    fn from(err: ApiError) -> Self {
        let mut response = Self::with_body(err.status, "application/json", err.body());
        if let Some(seconds) = err.retry_after_seconds {
            response.headers.insert(header::RETRY_AFTER, HeaderValue::from(seconds));
        }
        response
    }
}

pub fn add_security_headers(headers: &mut HeaderMap) {
    for (name, value) in SECURITY_HEADERS {
        headers.insert(HeaderName::from_static(name), HeaderValue::from_static(value));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug, Default)]
    #[serde(default)]
    #[allow(dead_code)]
    struct Job {
        job_id: Option<String>,
    }

    fn body(text: &str) -> ApiRequest {
        ApiRequest { body: Bytes::copy_from_slice(text.as_bytes()), ..ApiRequest::default() }
    }

    #[test]
    fn a_body_is_an_object_or_nothing() {
        assert!(body("").json::<Job>().is_ok());
        assert!(body(" \n").json::<Job>().is_ok());
        assert!(body(r#" {"job_id": "j"}"#).json::<Job>().is_ok());
        // serde would read these as the struct's fields in order.
        for not_an_object in ["[null]", r#"["j"]"#, "null", "7", r#""j""#] {
            let err = body(not_an_object).json::<Job>().unwrap_err();
            assert_eq!((err.status, err.code), (StatusCode::BAD_REQUEST, "invalid_json"), "{not_an_object}");
        }
    }
}
