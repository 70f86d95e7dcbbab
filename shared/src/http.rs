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

/// The answer to a call whose body is not declared as JSON. A browser sends a cross-site `text/plain`, form or
/// multipart POST without asking first (no CORS preflight); requiring `application/json` makes it ask, and we never
/// answer the preflight with permission (docs/decisions/0023).
pub fn unsupported_media_type() -> ApiError {
    ApiError::new(
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
        "unsupported_media_type",
        "This call accepts only JSON: send it with Content-Type: application/json.",
    )
}

/// The answer to a call another website's page made the visitor's browser send.
pub fn cross_site_request() -> ApiError {
    ApiError::new(
        StatusCode::FORBIDDEN,
        "cross_site_request",
        "This request came from another website and was refused.",
    )
}

/// Whether `Content-Type` declares JSON: `application/json`, with or without parameters (`; charset=utf-8`).
pub fn declares_json(headers: &HeaderMap) -> bool {
    let Some(value) = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()) else { return false };
    let media_type = value.split(';').next().unwrap_or_default().trim();
    media_type.eq_ignore_ascii_case("application/json")
}

/// Whether the request's `Origin` lets it through: no `Origin` at all (a non-browser client, or a browser's
/// same-origin GET), the request's own origin (its `Host`), or the configured public origin. Anything else,
/// `Origin: null` (sandboxed frames, `file:` pages) and a malformed value included, is another site.
pub fn origin_allowed(headers: &HeaderMap, public_base_url: Option<&str>) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else { return true };
    let Some(origin) = origin.to_str().ok().and_then(WebOrigin::parse) else { return false };
    let host = headers.get(header::HOST).and_then(|v| v.to_str().ok()).map(str::trim);
    if host.is_some_and(|host| origin.authority_matches(host)) {
        return true;
    }
    public_base_url.and_then(WebOrigin::parse).is_some_and(|public| public == origin)
}

/// A web origin, `scheme://host[:port]`, normalised: lowercase, the scheme's default port left out.
#[derive(Debug, Clone, PartialEq, Eq)]
struct WebOrigin {
    scheme: String,
    host: String,
    port: Option<u16>,
}

impl WebOrigin {
    fn parse(text: &str) -> Option<WebOrigin> {
        let text = text.trim();
        let (scheme, rest) = text.split_once("://")?;
        let scheme = scheme.to_ascii_lowercase();
        if scheme != "http" && scheme != "https" {
            return None;
        }
        // An origin has no path; a configured base URL may end in one `/` (already trimmed by the config).
        let authority = rest.strip_suffix('/').unwrap_or(rest);
        if authority.is_empty() || authority.contains(['/', '?', '#', '@', ' ']) {
            return None;
        }
        let (host, port) = split_authority(authority)?;
        let default_port = if scheme == "https" { 443 } else { 80 };
        Some(WebOrigin { scheme, host, port: port.filter(|p| *p != default_port) })
    }

    /// Whether `host_header` (`host[:port]`) names this origin's host and port. The scheme is not in `Host`, and
    /// behind a TLS-terminating proxy the server cannot see it; host and port decide.
    fn authority_matches(&self, host_header: &str) -> bool {
        let Some((host, port)) = split_authority(host_header) else { return false };
        let default_port = if self.scheme == "https" { 443 } else { 80 };
        host == self.host && port.filter(|p| *p != default_port) == self.port
    }
}

/// `host[:port]` (an IPv6 host in brackets), the host lowercased.
fn split_authority(authority: &str) -> Option<(String, Option<u16>)> {
    let (host, port) = if let Some(rest) = authority.strip_prefix('[') {
        let (host, after) = rest.split_once(']')?;
        let port = match after {
            "" => None,
            _ => Some(after.strip_prefix(':')?),
        };
        (format!("[{}]", host.to_ascii_lowercase()), port)
    } else {
        match authority.rsplit_once(':') {
            Some((host, port)) => (host.to_ascii_lowercase(), Some(port)),
            None => (authority.to_ascii_lowercase(), None),
        }
    };
    if host.is_empty() || host == "[]" {
        return None;
    }
    let port = match port {
        None => None,
        Some(port) => Some(port.parse::<u16>().ok()?),
    };
    Some((host, port))
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
        // No body at all stands for `{}` (a call with nothing to send); a body of only whitespace is not JSON text
        // (RFC 8259 needs a value), so it is refused like any other malformed body (found by schemathesis).
        let body: &[u8] = match self.body.iter().find(|b| !b.is_ascii_whitespace()) {
            None if self.body.is_empty() => b"{}",
            Some(b'{') => &self.body,
            // serde reads a struct from an array of its fields in order too (`[null]`): every body is an object.
            Some(_) | None => return Err(invalid()),
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

    fn with(pairs: &[(header::HeaderName, &str)]) -> HeaderMap {
        pairs.iter().map(|(name, value)| (name.clone(), HeaderValue::from_str(value).unwrap())).collect()
    }

    #[test]
    fn json_is_application_json_with_or_without_parameters() {
        for json in
            ["application/json", "Application/JSON", "application/json; charset=utf-8", " application/json ;x=y"]
        {
            assert!(declares_json(&with(&[(header::CONTENT_TYPE, json)])), "{json}");
        }
        for other in [
            "text/plain",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=x",
            "application/jsonp",
            "",
            "application/json-seq",
        ] {
            assert!(!declares_json(&with(&[(header::CONTENT_TYPE, other)])), "{other}");
        }
        assert!(!declares_json(&HeaderMap::new()), "no Content-Type at all");
    }

    #[test]
    fn an_origin_passes_when_absent_the_request_s_own_or_the_public_one() {
        let public = Some("https://docs.example.com");
        let allowed = |pairs: &[(header::HeaderName, &str)], public: Option<&str>| origin_allowed(&with(pairs), public);
        assert!(allowed(&[], public), "no Origin: not a cross-site browser request");
        assert!(allowed(&[(header::ORIGIN, "http://127.0.0.1:8080"), (header::HOST, "127.0.0.1:8080")], None));
        assert!(allowed(&[(header::ORIGIN, "http://LOCALHOST:8080"), (header::HOST, "localhost:8080")], None));
        assert!(allowed(&[(header::ORIGIN, "http://[::1]:8080"), (header::HOST, "[::1]:8080")], None));
        assert!(allowed(&[(header::ORIGIN, "https://docs.example.com"), (header::HOST, "docs.example.com")], None));
        // Behind CloudFront the function sees API Gateway's host; the site's configured origin passes.
        let behind_gateway = (header::HOST, "abc123.execute-api.us-east-1.amazonaws.com");
        assert!(allowed(&[(header::ORIGIN, "https://docs.example.com"), behind_gateway.clone()], public));
        assert!(allowed(&[(header::ORIGIN, "https://docs.example.com:443"), behind_gateway.clone()], public));

        for foreign in [
            "https://evil.example",
            "https://docs.example.com.evil.example",
            "http://docs.example.com",
            "https://docs.example.com:8443",
            "null",
            "not an origin",
            "https://user@docs.example.com",
            "ftp://docs.example.com",
        ] {
            assert!(!allowed(&[(header::ORIGIN, foreign), behind_gateway.clone()], public), "{foreign}");
        }
        assert!(
            !allowed(&[(header::ORIGIN, "http://127.0.0.1:9999"), (header::HOST, "127.0.0.1:8080")], None),
            "another port is another origin"
        );
    }

    #[test]
    fn a_body_is_an_object_or_nothing() {
        assert!(body("").json::<Job>().is_ok());
        assert!(body(r#" {"job_id": "j"}"#).json::<Job>().is_ok());
        // serde would read these as the struct's fields in order; whitespace alone is no JSON value at all.
        for not_an_object in ["[null]", r#"["j"]"#, "null", "7", r#""j""#, "\n", " \r\n\t"] {
            let err = body(not_an_object).json::<Job>().unwrap_err();
            assert_eq!((err.status, err.code), (StatusCode::BAD_REQUEST, "invalid_json"), "{not_an_object}");
        }
    }
}
