//! The built SPA (`frontend/dist`): its files, with the build's brotli and gzip copies chosen by `Accept-Encoding`;
//! `index.html` for the SPA's routes (200) and for every other path (404, and the SPA shows its not-found page), or
//! the route's own page with its first screen drawn, where the build wrote one (`frontend/build-tools/prerender.ts`);
//! cache headers that let browsers keep hashed assets for a year and always revalidate everything else.
//!
//! The route table is the SPA's (`frontend/src/config/paths.ts`); `tests/spa_routes.rs` fails when they differ, and
//! the CloudFront function (`infra/cloudfront/spa-rewrite.js`) has the same list under the same kind of test.

use axum::body::Body;
use axum::extract::State;
use axum::http::{header, HeaderValue, Method, Request, Response, StatusCode};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tower::ServiceExt;
use tower_http::services::ServeDir;

/// The SPA's routes, as `paths.ts` writes them; `:name` matches any one segment.
pub const SPA_ROUTES: &[&str] = &[
    "/",
    "/nda",
    "/generate",
    "/payment-success",
    "/document-code",
    "/download",
    "/sample-document/:documentType",
    "/about",
    "/contact",
    "/terms",
    "/privacy",
    "/privacy-policy",
    "/disclaimer",
    "/test-adobe",
];

/// Pages that are one visitor's own or the operator's: answered with `X-Robots-Tag: noindex, nofollow` so no
/// search engine keeps them (CloudFront's function does the same: infra/cloudfront/spa-rewrite.js `NOINDEX`).
pub const NOINDEX_ROUTES: &[&str] = &["/test-adobe", "/payment-success", "/download", "/generate"];

/// Route -> file of the pages the build draws ahead (`frontend/build-tools/prerendered-pages.json`, also read by the
/// build and compared with the CloudFront function's list).
const PRERENDERED_PAGES_JSON: &str = include_str!("../../frontend/build-tools/prerendered-pages.json");

/// Hashed build output: a changed file gets a new name, so a copy never needs checking again.
pub const IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// Everything else (index.html above all, which names the current assets) is checked with the server on each use.
pub const REVALIDATE: &str = "no-cache";

/// Where the build writes the site's public address into robots.txt and sitemap.xml when it is not known at build
/// time (frontend/build-tools/site-placeholders.ts); this server fills in its own.
pub const PUBLIC_BASE_URL_PLACEHOLDER: &str = "%PUBLIC_BASE_URL%";

/// Files that carry the site's address, with their content type.
const FILES_WITH_ADDRESS: &[(&str, &str)] =
    &[("/robots.txt", "text/plain; charset=utf-8"), ("/sitemap.xml", "application/xml; charset=utf-8")];

/// Whether the SPA has a page at `path` (the router's matching: case-insensitive, trailing slashes ignored,
/// percent-encoded characters decoded).
pub fn is_spa_route(path: &str) -> bool {
    let segments = route_segments(path);
    SPA_ROUTES.iter().any(|route| {
        let pattern: Vec<&str> = route.split('/').filter(|segment| !segment.is_empty()).collect();
        pattern.len() == segments.len()
            && pattern
                .iter()
                .zip(&segments)
                .all(|(expected, actual)| expected.starts_with(':') || expected.eq_ignore_ascii_case(actual))
    })
}

/// A path's segments as the router compares them: decoded, lower-case, empty ones (trailing slashes) dropped.
fn route_segments(path: &str) -> Vec<String> {
    path.split('/')
        .filter(|segment| !segment.is_empty())
        .map(|segment| percent_encoding::percent_decode_str(segment).decode_utf8_lossy().to_lowercase())
        .collect()
}

/// The table of prerendered pages, keyed by their routes' segments.
fn prerendered_pages() -> HashMap<Vec<String>, String> {
    #[derive(serde::Deserialize)]
    struct Table {
        pages: HashMap<String, String>,
    }
    // The file is part of this binary and checked by a test: a malformed one is a build mistake, not input.
    let table: Table = serde_json::from_str(PRERENDERED_PAGES_JSON).unwrap_or(Table { pages: HashMap::new() });
    table.pages.into_iter().map(|(route, file)| (route_segments(&route), file)).collect()
}

/// Hashed assets up to this size are read once, when the server starts, and sent from memory: most of a first
/// visit's files are small, and reading each from disk made them the slowest thing the server sent (issue 27). A
/// hashed asset never changes under its name, so the copy in memory cannot go stale; a rebuild's new files have new
/// names, and are read from disk.
const IN_MEMORY_MAX_BYTES: u64 = 64 * 1024;

/// A small hashed asset held in memory, with the compressed copies the build wrote beside it.
struct MemoryFile {
    content_type: HeaderValue,
    /// The file's modification time, to the second (HTTP dates have no finer unit).
    modified: Option<std::time::SystemTime>,
    plain: Vec<u8>,
    br: Option<Vec<u8>>,
    gzip: Option<Vec<u8>>,
}

/// The build's small hashed assets (`assets/*`, not the compressed copies), by their path as requested.
fn small_assets(static_dir: &Path) -> HashMap<String, MemoryFile> {
    let Ok(entries) = std::fs::read_dir(static_dir.join("assets")) else {
        return HashMap::new();
    };
    let mut files = HashMap::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()).map(str::to_string) else { continue };
        if name.ends_with(".br") || name.ends_with(".gz") {
            continue;
        }
        let Ok(metadata) = entry.metadata() else { continue };
        let small = metadata.is_file() && metadata.len() <= IN_MEMORY_MAX_BYTES;
        let modified =
            metadata.modified().ok().and_then(|time| httpdate::parse_http_date(&httpdate::fmt_http_date(time)).ok());
        let Some(plain) = small.then(|| std::fs::read(&path).ok()).flatten() else { continue };
        let content_type = mime_guess::from_path(&path).first_or_octet_stream();
        let Ok(content_type) = HeaderValue::from_str(content_type.as_ref()) else { continue };
        let copy = |extension: &str| std::fs::read(static_dir.join("assets").join(format!("{name}.{extension}"))).ok();
        let file = MemoryFile { content_type, modified, plain, br: copy("br"), gzip: copy("gz") };
        files.insert(format!("/assets/{name}"), file);
    }
    files
}

#[derive(Clone)]
pub struct Spa {
    static_dir: PathBuf,
    public_base_url: String,
    files: ServeDir,
    in_memory: Arc<HashMap<String, MemoryFile>>,
    prerendered: HashMap<Vec<String>, String>,
}

impl Spa {
    pub fn new(static_dir: PathBuf, public_base_url: String) -> Spa {
        let files = ServeDir::new(&static_dir)
            .precompressed_br()
            .precompressed_gzip()
            // index.html is only ever sent by `index_page`, with its own status and cache header.
            .append_index_html_on_directories(false);
        let in_memory = Arc::new(small_assets(&static_dir));
        Spa { static_dir, public_base_url, files, in_memory, prerendered: prerendered_pages() }
    }
}

/// A small asset from memory, in the best encoding held and accepted, or 304 when the client's copy is as new
/// (`None`: not one held in memory).
fn memory_file(spa: &Spa, request: &Request<Body>, path: &str, accept_encoding: &str) -> Option<Response<Body>> {
    let file = spa.in_memory.get(path)?;
    let method = request.method();
    let since = request
        .headers()
        .get(header::IF_MODIFIED_SINCE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| httpdate::parse_http_date(value).ok());
    if let (Some(modified), Some(since)) = (file.modified, since) {
        if modified <= since {
            let mut response = Response::new(Body::empty());
            *response.status_mut() = StatusCode::NOT_MODIFIED;
            response.headers_mut().insert(header::LAST_MODIFIED, last_modified(modified));
            return Some(response);
        }
    }
    let (body, encoding) = match (&file.br, &file.gzip) {
        (Some(br), _) if accepts(accept_encoding, "br") => (br, Some("br")),
        (_, Some(gzip)) if accepts(accept_encoding, "gzip") => (gzip, Some("gzip")),
        _ => (&file.plain, None),
    };
    let length = HeaderValue::from(body.len());
    let mut response = Response::new(if *method == Method::HEAD { Body::empty() } else { Body::from(body.clone()) });
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, file.content_type.clone());
    headers.insert(header::CONTENT_LENGTH, length);
    if let Some(encoding) = encoding {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
    }
    if let Some(modified) = file.modified {
        headers.insert(header::LAST_MODIFIED, last_modified(modified));
    }
    Some(response)
}

fn last_modified(time: std::time::SystemTime) -> HeaderValue {
    HeaderValue::from_str(&httpdate::fmt_http_date(time)).unwrap_or_else(|_| HeaderValue::from_static(""))
}

/// The fallback of the whole router: every path the API and the test checkout do not claim.
pub async fn serve(State(spa): State<Arc<Spa>>, request: Request<Body>) -> Response<Body> {
    let path = request.uri().path().to_string();
    let method = request.method().clone();
    let accept_encoding = request
        .headers()
        .get(header::ACCEPT_ENCODING)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default()
        .to_string();
    let mut response = match FILES_WITH_ADDRESS.iter().find(|(name, _)| *name == path) {
        Some((name, content_type)) if method == Method::GET || method == Method::HEAD => {
            match file_with_address(&spa, name, content_type).await {
                Some(response) => response,
                None => index_page(&spa, false, &accept_encoding).await,
            }
        }
        _ if method == Method::GET || method == Method::HEAD => {
            match memory_file(&spa, &request, &path, &accept_encoding) {
                Some(response) => response,
                None => file_or_page(&spa, request, &path, &accept_encoding).await,
            }
        }
        _ => file_or_page(&spa, request, &path, &accept_encoding).await,
    };
    // A 304 counts as the file: its headers replace the cached copy's, so it must not downgrade the cache.
    let file_sent = response.status().is_success() || response.status() == StatusCode::NOT_MODIFIED;
    let cache_control = if path.starts_with("/assets/") && file_sent {
        // The same name may be sent brotli, gzip or plain: caches keep one copy per encoding.
        response.headers_mut().insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        IMMUTABLE
    } else {
        REVALIDATE
    };
    response.headers_mut().insert(header::CACHE_CONTROL, HeaderValue::from_static(cache_control));
    let segments = route_segments(&path);
    if NOINDEX_ROUTES.iter().any(|route| route_segments(route) == segments) {
        response.headers_mut().insert("x-robots-tag", HeaderValue::from_static("noindex, nofollow"));
    }
    response
}

/// A file of the build, else the SPA's page: 200 on its routes, 404 elsewhere.
async fn file_or_page(spa: &Spa, request: Request<Body>, path: &str, accept_encoding: &str) -> Response<Body> {
    let method = request.method().clone();
    let response = match spa.files.clone().oneshot(request).await {
        Ok(response) => response.map(Body::new),
        Err(infallible) => match infallible {},
    };
    if response.status() != StatusCode::NOT_FOUND || !(method == Method::GET || method == Method::HEAD) {
        return response;
    }
    if let Some(page) = spa.prerendered.get(&route_segments(path)) {
        if let Some(response) = html_file(&spa.static_dir.join(page), StatusCode::OK, accept_encoding).await {
            return response;
        }
    }
    index_page(spa, is_spa_route(path), accept_encoding).await
}

/// An HTML file of the build with `status`, in the best encoding the build wrote beside it (`.br`, `.gz`) and the
/// client accepts; `None` when the file is missing.
async fn html_file(file: &Path, status: StatusCode, accept_encoding: &str) -> Option<Response<Body>> {
    for (encoding, extension) in [("br", "br"), ("gzip", "gz")] {
        if !accepts(accept_encoding, encoding) {
            continue;
        }
        if let Ok(body) = tokio::fs::read(file.with_extension(format!("html.{extension}"))).await {
            let mut response = with_body(status, "text/html; charset=utf-8", body);
            response.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static(encoding));
            response.headers_mut().insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            return Some(response);
        }
    }
    match tokio::fs::read(file).await {
        Ok(body) => {
            let mut response = with_body(status, "text/html; charset=utf-8", body);
            response.headers_mut().insert(header::VARY, HeaderValue::from_static("accept-encoding"));
            Some(response)
        }
        Err(err) => {
            if err.kind() != std::io::ErrorKind::NotFound {
                tracing::warn!(error = %err, file = %file.display(), "could not read a page of the SPA");
            }
            None
        }
    }
}

/// Whether an `Accept-Encoding` value accepts `encoding` (named with a weight above zero; `*` is not relied on).
fn accepts(accept_encoding: &str, encoding: &str) -> bool {
    accept_encoding.split(',').any(|item| {
        let mut parts = item.split(';').map(str::trim);
        let named = parts.next().is_some_and(|name| name.eq_ignore_ascii_case(encoding));
        let refused = parts.any(|parameter| {
            parameter
                .strip_prefix("q=")
                .and_then(|weight| weight.parse::<f32>().ok())
                .is_some_and(|weight| weight <= 0.0)
        });
        named && !refused
    })
}

/// index.html (compressed as the client accepts, where the build wrote copies), with 200 on a route of the SPA and
/// 404 elsewhere (the SPA then shows its not-found page).
async fn index_page(spa: &Spa, found: bool, accept_encoding: &str) -> Response<Body> {
    let status = if found { StatusCode::OK } else { StatusCode::NOT_FOUND };
    match html_file(&spa.static_dir.join("index.html"), status, accept_encoding).await {
        Some(response) => response,
        None => with_body(StatusCode::NOT_FOUND, "text/plain; charset=utf-8", b"Not Found".to_vec()),
    }
}

/// robots.txt or sitemap.xml with this server's public address where the build left the placeholder.
async fn file_with_address(spa: &Spa, name: &str, content_type: &'static str) -> Option<Response<Body>> {
    let file = spa.static_dir.join(name.trim_start_matches('/'));
    let text = match tokio::fs::read_to_string(&file).await {
        Ok(text) => text,
        Err(err) => {
            if err.kind() != std::io::ErrorKind::NotFound {
                tracing::warn!(error = %err, file = %file.display(), "could not read a public file");
            }
            return None;
        }
    };
    let text = text.replace(PUBLIC_BASE_URL_PLACEHOLDER, &spa.public_base_url);
    Some(with_body(StatusCode::OK, content_type, text.into_bytes()))
}

fn with_body(status: StatusCode, content_type: &'static str, body: Vec<u8>) -> Response<Body> {
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_prerendered_pages_table_parses_and_names_routes_of_the_spa() {
        let table: serde_json::Value = serde_json::from_str(PRERENDERED_PAGES_JSON).expect("valid JSON");
        let pages = table["pages"].as_object().expect("a `pages` object");
        assert!(!pages.is_empty());
        assert_eq!(prerendered_pages().len(), pages.len());
        for (route, file) in pages {
            assert!(is_spa_route(route), "{route} is not a route of the SPA");
            assert!(file.as_str().is_some_and(|file| file.ends_with(".html")), "{route}: {file}");
        }
        assert_eq!(prerendered_pages().get(&route_segments("/NDA/")), Some(&"prerendered/nda.html".to_string()));
    }

    #[test]
    fn accept_encoding_is_read_with_its_weights() {
        assert!(accepts("gzip, deflate, br, zstd", "br"));
        assert!(accepts("gzip;q=0.5", "gzip"));
        assert!(!accepts("gzip;q=0, br", "gzip"));
        assert!(!accepts("", "br"));
        assert!(!accepts("brotli", "br"));
    }

    #[test]
    fn routes_match_as_the_router_does() {
        for path in [
            "/",
            "",
            "/nda",
            "/nda/",
            "/NDA",
            "/generate",
            "/sample-document/nda",
            "/sample-document/anything",
            "/sample-document/nda/",
            "/privacy-policy",
            "/n%64a",
        ] {
            assert!(is_spa_route(path), "{path}");
        }
        for path in [
            "/nope",
            "/404",
            "/sample-document",
            "/sample-document/nda/extra",
            "/nda/extra",
            "/index.htm",
            "/api",
            "/about-us",
        ] {
            assert!(!is_spa_route(path), "{path}");
        }
    }
}
