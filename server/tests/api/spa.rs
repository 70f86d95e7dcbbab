//! The built SPA as a visitor's browser and a crawler get it: status by the route table, precompressed assets by
//! Accept-Encoding, cache headers, and robots.txt / sitemap.xml as real files with this server's address.

use crate::helpers::*;
use local_server::spa::{IMMUTABLE, REVALIDATE, SPA_ROUTES};
use std::path::Path;

const INDEX: &str = "<!doctype html><title>SPA</title><div id=root></div>";
const SCRIPT: &str = "console.log('the plain copy');";

/// A small build: index.html, one hashed script with its brotli and gzip copies (contents that tell them apart),
/// one asset without copies, and the two crawler files with the build's placeholder.
fn write_build(dir: &Path) {
    std::fs::create_dir_all(dir.join("assets")).expect("assets folder");
    std::fs::write(dir.join("index.html"), INDEX).expect("index.html");
    std::fs::write(dir.join("assets/index-abc123.js"), SCRIPT).expect("script");
    std::fs::write(dir.join("assets/index-abc123.js.br"), b"brotli bytes").expect("brotli copy");
    std::fs::write(dir.join("assets/index-abc123.js.gz"), b"gzip bytes").expect("gzip copy");
    std::fs::write(dir.join("assets/logo-def456.svg"), "<svg/>").expect("svg");
    std::fs::write(dir.join("favicon.svg"), "<svg/>").expect("favicon");
    std::fs::write(dir.join("robots.txt"), "User-agent: *\nAllow: /\n\nSitemap: %PUBLIC_BASE_URL%/sitemap.xml\n")
        .expect("robots.txt");
    std::fs::write(
        dir.join("sitemap.xml"),
        "<?xml version=\"1.0\"?><urlset><url><loc>%PUBLIC_BASE_URL%/</loc></url>\
         <url><loc>%PUBLIC_BASE_URL%/nda</loc></url></urlset>",
    )
    .expect("sitemap.xml");
}

async fn spawn_with_build() -> TestApp {
    let app = spawn_app().await;
    write_build(&app.data_dir.join("no-spa"));
    app
}

fn header(response: &reqwest::Response, name: &str) -> String {
    response.headers().get(name).and_then(|v| v.to_str().ok()).unwrap_or_default().to_string()
}

async fn get(app: &TestApp, path: &str, accept_encoding: Option<&str>) -> reqwest::Response {
    let mut request = app.client.get(format!("{}{path}", app.address));
    if let Some(encoding) = accept_encoding {
        request = request.header("accept-encoding", encoding);
    }
    request.send().await.expect("request sent")
}

#[tokio::test]
async fn every_route_of_the_spa_answers_200_with_index_html_and_no_cache() {
    let app = spawn_with_build().await;
    let concrete = |route: &str| route.replace(":documentType", "nda");
    let mut paths: Vec<String> = SPA_ROUTES.iter().map(|route| concrete(route)).collect();
    // The router matches case-insensitively and ignores a trailing slash; so does the server.
    paths.extend(["/NDA".to_string(), "/nda/".to_string(), "/sample-document/employment".to_string()]);
    for path in paths {
        let response = get(&app, &path, None).await;
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(header(&response, "content-type"), "text/html; charset=utf-8", "{path}");
        assert_eq!(header(&response, "cache-control"), REVALIDATE, "{path}");
        assert_eq!(response.text().await.expect("body"), INDEX, "{path}");
    }
}

#[tokio::test]
async fn other_paths_answer_404_with_the_spa_so_it_shows_its_not_found_page() {
    let app = spawn_with_build().await;
    for path in ["/nope", "/404", "/nda/extra", "/sample-document", "/sample-document/nda/x", "/assets/missing.js"] {
        let response = get(&app, path, None).await;
        assert_eq!(response.status(), 404, "{path}");
        assert_eq!(header(&response, "content-type"), "text/html; charset=utf-8", "{path}");
        assert_eq!(header(&response, "cache-control"), REVALIDATE, "{path}");
        assert_eq!(response.text().await.expect("body"), INDEX, "{path}");
    }
    let head = app.client.head(format!("{}/nope", app.address)).send().await.expect("HEAD sent");
    assert_eq!(head.status(), 404);
    // Other methods than GET and HEAD are refused, not answered with the page.
    let post = app.client.post(format!("{}/nda", app.address)).send().await.expect("POST sent");
    assert_eq!(post.status(), 405);
}

#[tokio::test]
async fn a_route_the_build_drew_ahead_gets_its_own_page_in_the_encoding_the_client_accepts() {
    let app = spawn_with_build().await;
    // The build drew `/` (prerendered-pages.json also names `/nda`, whose file this build lacks).
    let drawn = app.data_dir.join("no-spa/prerendered");
    std::fs::create_dir_all(&drawn).expect("prerendered folder");
    std::fs::write(drawn.join("home.html"), "<!doctype html><h1>drawn home</h1>").expect("page");
    std::fs::write(drawn.join("home.html.br"), b"brotli home").expect("brotli copy");
    std::fs::write(drawn.join("home.html.gz"), b"gzip home").expect("gzip copy");
    let cases: [(Option<&str>, Option<&str>, &[u8]); 4] = [
        (Some("gzip, deflate, br"), Some("br"), b"brotli home"),
        (Some("gzip"), Some("gzip"), b"gzip home"),
        (Some("br;q=0, gzip"), Some("gzip"), b"gzip home"),
        (None, None, b"<!doctype html><h1>drawn home</h1>"),
    ];
    for (accept, encoding, body) in cases {
        let response = get(&app, "/", accept).await;
        let what = format!("Accept-Encoding: {accept:?}");
        assert_eq!(response.status(), 200, "{what}");
        assert_eq!(response.headers().get("content-encoding").and_then(|v| v.to_str().ok()), encoding, "{what}");
        assert_eq!(header(&response, "content-type"), "text/html; charset=utf-8", "{what}");
        assert_eq!(header(&response, "cache-control"), REVALIDATE, "{what}");
        assert!(header(&response, "vary").to_ascii_lowercase().contains("accept-encoding"), "{what}");
        assert_eq!(response.bytes().await.expect("body").as_ref(), body, "{what}");
    }
    // A query string does not change the page; other routes, and a drawn route whose file is missing, get index.html.
    assert_eq!(get(&app, "/?fresh=1", None).await.text().await.expect("body"), "<!doctype html><h1>drawn home</h1>");
    for path in ["/nda", "/NDA/", "/about"] {
        let response = get(&app, path, Some("br")).await;
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.text().await.expect("body"), INDEX, "{path}");
    }
}

#[tokio::test]
async fn the_spas_page_is_sent_compressed_as_the_client_accepts_where_the_build_wrote_copies() {
    let app = spawn_with_build().await;
    let build = app.data_dir.join("no-spa");
    std::fs::write(build.join("index.html.br"), b"brotli index").expect("brotli copy");
    std::fs::write(build.join("index.html.gz"), b"gzip index").expect("gzip copy");
    for (path, status) in [("/about", 200), ("/no-such-page", 404)] {
        let cases: [(Option<&str>, Option<&str>, &[u8]); 3] = [
            (Some("gzip, deflate, br"), Some("br"), b"brotli index"),
            (Some("gzip"), Some("gzip"), b"gzip index"),
            (None, None, INDEX.as_bytes()),
        ];
        for (accept, encoding, body) in cases {
            let response = get(&app, path, accept).await;
            let what = format!("{path}, Accept-Encoding: {accept:?}");
            assert_eq!(response.status(), status, "{what}");
            assert_eq!(response.headers().get("content-encoding").and_then(|v| v.to_str().ok()), encoding, "{what}");
            assert_eq!(header(&response, "content-type"), "text/html; charset=utf-8", "{what}");
            assert!(header(&response, "vary").to_ascii_lowercase().contains("accept-encoding"), "{what}");
            assert_eq!(response.bytes().await.expect("body").as_ref(), body, "{what}");
        }
    }
}

#[tokio::test]
async fn small_hashed_assets_are_read_once_at_start_and_sent_from_memory_in_each_encoding() {
    // The build is there when the server starts: its small assets are read then.
    let data_dir = fresh_data_dir();
    write_build(&data_dir.join("no-spa"));
    let app = spawn_app_with(data_dir, &[], |_| {}).await;
    assert_eq!(get(&app, "/healthz", None).await.status(), 200, "the server has started");
    // Gone from the disk afterwards: still sent whole, in each encoding, from memory.
    for file in ["index-abc123.js", "index-abc123.js.br", "index-abc123.js.gz", "logo-def456.svg"] {
        std::fs::remove_file(app.data_dir.join("no-spa/assets").join(file)).expect("removed");
    }
    // (path, Accept-Encoding, the encoding sent, the bytes sent, the content type)
    type Case<'a> = (&'a str, Option<&'a str>, Option<&'a str>, &'a [u8], &'a str);
    let cases: [Case; 4] = [
        ("/assets/index-abc123.js", Some("gzip, br"), Some("br"), b"brotli bytes", "text/javascript"),
        ("/assets/index-abc123.js", Some("gzip"), Some("gzip"), b"gzip bytes", "text/javascript"),
        ("/assets/index-abc123.js", None, None, SCRIPT.as_bytes(), "text/javascript"),
        ("/assets/logo-def456.svg", Some("br, gzip"), None, b"<svg/>", "image/svg+xml"),
    ];
    for (path, accept, encoding, body, content_type) in cases {
        let response = get(&app, path, accept).await;
        let what = format!("{path}, Accept-Encoding: {accept:?}");
        assert_eq!(response.status(), 200, "{what}");
        assert_eq!(response.headers().get("content-encoding").and_then(|v| v.to_str().ok()), encoding, "{what}");
        assert!(
            header(&response, "content-type").starts_with(content_type),
            "{what}: {}",
            header(&response, "content-type")
        );
        assert_eq!(header(&response, "cache-control"), IMMUTABLE, "{what}");
        assert!(header(&response, "vary").to_ascii_lowercase().contains("accept-encoding"), "{what}");
        assert_eq!(header(&response, "content-length"), body.len().to_string(), "{what}");
        assert_eq!(response.bytes().await.expect("body").as_ref(), body, "{what}");
    }
    let head = app.client.head(format!("{}/assets/index-abc123.js", app.address)).send().await.expect("HEAD sent");
    assert_eq!(head.status(), 200);
    assert_eq!(header(&head, "content-length"), SCRIPT.len().to_string());
    // An asset the build added after the start is read from the disk.
    std::fs::write(app.data_dir.join("no-spa/assets/late-987.js"), "late").expect("late asset");
    assert_eq!(get(&app, "/assets/late-987.js", None).await.text().await.expect("body"), "late");
}

#[tokio::test]
async fn index_html_itself_is_never_cached_without_checking() {
    let app = spawn_with_build().await;
    let response = get(&app, "/index.html", None).await;
    assert_eq!(response.status(), 200);
    assert_eq!(header(&response, "cache-control"), REVALIDATE);
}

#[tokio::test]
async fn hashed_assets_are_sent_precompressed_by_accept_encoding_and_cached_for_a_year() {
    let app = spawn_with_build().await;
    let cases: [(Option<&str>, Option<&str>, &[u8]); 5] = [
        (Some("br"), Some("br"), b"brotli bytes"),
        (Some("gzip"), Some("gzip"), b"gzip bytes"),
        (Some("gzip, deflate, br"), Some("br"), b"brotli bytes"),
        (Some("identity"), None, SCRIPT.as_bytes()),
        (None, None, SCRIPT.as_bytes()),
    ];
    for (accept, encoding, body) in cases {
        let response = get(&app, "/assets/index-abc123.js", accept).await;
        let what = format!("Accept-Encoding: {accept:?}");
        assert_eq!(response.status(), 200, "{what}");
        assert_eq!(response.headers().get("content-encoding").and_then(|v| v.to_str().ok()), encoding, "{what}");
        assert!(header(&response, "content-type").starts_with("text/javascript"), "{what}");
        assert_eq!(header(&response, "cache-control"), IMMUTABLE, "{what}");
        assert!(header(&response, "vary").to_ascii_lowercase().contains("accept-encoding"), "{what}");
        assert_eq!(response.bytes().await.expect("body").as_ref(), body, "{what}");
    }
    // Revalidating (which browsers skip for immutable files) keeps the long cache on the 304.
    let first = get(&app, "/assets/index-abc123.js", None).await;
    let last_modified = header(&first, "last-modified");
    assert!(!last_modified.is_empty(), "assets carry Last-Modified");
    let revalidated = app
        .client
        .get(format!("{}/assets/index-abc123.js", app.address))
        .header("if-modified-since", &last_modified)
        .send()
        .await
        .expect("conditional request sent");
    assert_eq!(revalidated.status(), 304);
    assert_eq!(header(&revalidated, "cache-control"), IMMUTABLE);
    // An asset without compressed copies is sent as it is, with the same long cache.
    let svg = get(&app, "/assets/logo-def456.svg", Some("br, gzip")).await;
    assert_eq!(svg.status(), 200);
    assert!(svg.headers().get("content-encoding").is_none());
    assert_eq!(header(&svg, "cache-control"), IMMUTABLE);
    // Files outside assets/ keep their names across builds: always revalidated.
    let favicon = get(&app, "/favicon.svg", None).await;
    assert_eq!(favicon.status(), 200);
    assert_eq!(header(&favicon, "cache-control"), REVALIDATE);
}

#[tokio::test]
async fn robots_txt_and_sitemap_xml_are_real_files_naming_this_servers_address() {
    let app = spawn_with_build().await;
    let robots = get(&app, "/robots.txt", None).await;
    assert_eq!(robots.status(), 200);
    assert_eq!(header(&robots, "content-type"), "text/plain; charset=utf-8");
    assert_eq!(header(&robots, "cache-control"), REVALIDATE);
    let robots = robots.text().await.expect("robots.txt");
    assert!(robots.contains(&format!("Sitemap: {}/sitemap.xml", app.address)), "{robots}");

    let sitemap = get(&app, "/sitemap.xml", None).await;
    assert_eq!(sitemap.status(), 200);
    assert_eq!(header(&sitemap, "content-type"), "application/xml; charset=utf-8");
    let sitemap = sitemap.text().await.expect("sitemap.xml");
    assert!(sitemap.contains(&format!("<loc>{}/nda</loc>", app.address)), "{sitemap}");
    assert!(!sitemap.contains("%PUBLIC_BASE_URL%"), "{sitemap}");
}

#[tokio::test]
async fn robots_txt_and_sitemap_xml_name_the_public_base_url_when_one_is_set() {
    let app = spawn_app_with(fresh_data_dir(), &[("PUBLIC_BASE_URL", "https://docs.example.com")], |_| {}).await;
    write_build(&app.data_dir.join("no-spa"));
    let robots = get(&app, "/robots.txt", None).await.text().await.expect("robots.txt");
    assert!(robots.contains("Sitemap: https://docs.example.com/sitemap.xml"), "{robots}");
    let sitemap = get(&app, "/sitemap.xml", None).await.text().await.expect("sitemap.xml");
    assert!(sitemap.contains("<loc>https://docs.example.com/</loc>"), "{sitemap}");
}

#[tokio::test]
async fn without_a_built_spa_every_page_is_a_plain_404() {
    let app = spawn_app().await;
    for path in ["/", "/nda", "/robots.txt", "/nope"] {
        let response = get(&app, path, None).await;
        assert_eq!(response.status(), 404, "{path}");
        assert_eq!(header(&response, "cache-control"), REVALIDATE, "{path}");
    }
}

/// The server's route table is the SPA's: `frontend/src/config/paths.ts` is the one place routes are written.
#[test]
fn the_route_table_is_the_one_in_paths_ts() {
    let source = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../frontend/src/config/paths.ts"))
        .expect("frontend/src/config/paths.ts");
    let mut in_paths_ts: Vec<&str> = source
        .split("path: '")
        .skip(1)
        .filter_map(|rest| rest.split('\'').next())
        .filter(|path| *path != "*")
        .collect();
    let mut in_server: Vec<&str> = SPA_ROUTES.to_vec();
    in_paths_ts.sort_unstable();
    in_server.sort_unstable();
    assert_eq!(
        in_server, in_paths_ts,
        "server/src/spa.rs SPA_ROUTES differs from frontend/src/config/paths.ts: update SPA_ROUTES (and the list in \
         infra/cloudfront/spa-rewrite.js)"
    );
}

/// Issue 21.8: the operator page and a visitor's own pages say so to search engines from the server itself.
#[tokio::test]
async fn the_operator_page_and_a_visitors_own_pages_are_never_indexed() {
    let app = spawn_with_build().await;
    for path in ["/test-adobe", "/test-adobe/", "/payment-success", "/download", "/generate"] {
        let response = get(&app, path, None).await;
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(header(&response, "x-robots-tag"), "noindex, nofollow", "{path}");
    }
    for path in ["/", "/nda", "/about", "/sample-document/nda"] {
        let response = get(&app, path, None).await;
        assert!(response.headers().get("x-robots-tag").is_none(), "{path} may be indexed");
    }
}
