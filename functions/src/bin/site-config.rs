//! The `site-config` Lambda: the shared handler behind API Gateway (GET, cacheable).

#[tokio::main]
async fn main() -> std::process::ExitCode {
    shared::lambda::serve(shared::api::Function::SiteConfig).await
}
