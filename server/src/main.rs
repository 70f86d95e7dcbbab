//! `local-server`: the whole product on one port. `PORT` (default 8080), `DATA_DIR` (default ./data) and
//! `STATIC_DIR` (default frontend/dist) override the defaults; every other setting is in the README.

use anyhow::Context;
use shared::config::Config;
use shared::context::AppContext;
use std::path::PathBuf;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    shared::telemetry::init();
    let config = Config::from_env()?;
    let port: u16 = match std::env::var("PORT") {
        Ok(raw) => {
            raw.trim().parse().with_context(|| format!("configuration: PORT must be a port number (got {raw:?})"))?
        }
        Err(_) => 8080,
    };
    let static_dir = PathBuf::from(std::env::var("STATIC_DIR").unwrap_or_else(|_| "frontend/dist".into()));
    if !static_dir.join("index.html").exists() {
        tracing::warn!(static_dir = %static_dir.display(), "no built SPA found; run `npm --prefix frontend run build`");
    }
    let data_dir = config.data_dir.clone();
    let site_name = config.site.name.clone();
    let (ctx, receiver) = AppContext::from_config(config).await?;
    let listener = tokio::net::TcpListener::bind(("0.0.0.0", port))
        .await
        .with_context(|| format!("cannot listen on port {port} (set PORT to use another)"))?;
    println!("{site_name} is running at http://localhost:{port}  (data in {}; Ctrl-C to stop)", data_dir.display());
    local_server::serve(std::sync::Arc::new(ctx), receiver, listener, static_dir, local_server::shutdown_signal())
        .await?;
    println!("Stopped.");
    Ok(())
}
