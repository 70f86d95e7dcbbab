//! `local-server`: the whole product on one port. `HOST` (default 127.0.0.1), `PORT` (default 8080), `DATA_DIR`
//! (default ./data), `STATIC_DIR` (default frontend/dist) and the connection limits override the defaults; every
//! setting is in the README.

use anyhow::Context;
use local_server::{Listener, ServerSettings};
use shared::config::Config;
use shared::context::AppContext;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    shared::telemetry::init();
    let mut config = Config::from_env()?;
    let settings = ServerSettings::from_env()?;
    if !settings.static_dir.join("index.html").exists() {
        tracing::warn!(static_dir = %settings.static_dir.display(), "no built SPA found; run `npm --prefix frontend run build`");
    }
    // Bound before the context is built: links in emails and payment returns use this address (unless
    // PUBLIC_BASE_URL is set), never one a request names.
    let (host, port) = (settings.host.as_str(), settings.port);
    let socket = tokio::net::TcpListener::bind((host, port))
        .await
        .with_context(|| format!("cannot listen on {host} port {port} (set HOST or PORT to use another)"))?;
    let address = socket.local_addr().context("the listening socket has no address")?;
    // TEST MODE payments hand out paid codes for nothing: only on loopback, unless the operator says otherwise.
    if let Some(warning) = config.refuse_exposed_test_payments(!address.ip().is_loopback())? {
        tracing::warn!("{warning}");
        eprintln!("\n!!!!!!!!!!\n!!! {warning}\n!!!!!!!!!!\n");
    }
    let url = local_server::use_listening_origin(&mut config, address);
    let data_dir = config.data_dir.clone();
    let site_name = config.site.name.clone();
    let (ctx, receiver) = AppContext::from_config(config).await?;
    // The drafting engine loads while the server starts taking requests: the first plan or document does not wait.
    let today = ctx.clock.now().date();
    tokio::task::spawn_blocking(move || {
        shared::drafting::warm_up(today);
        tracing::info!("drafting engine loaded");
    });
    println!("{site_name} is running at {url}  (data in {}; Ctrl-C to stop)", data_dir.display());
    let listener = Listener::new(socket, settings.limits).with_shutdown_grace(settings.shutdown_grace);
    local_server::serve(
        std::sync::Arc::new(ctx),
        receiver,
        listener,
        settings.static_dir,
        local_server::shutdown_signal(),
    )
    .await?;
    println!("Stopped.");
    Ok(())
}
