//! The `generation-worker` Lambda: runs generation jobs as the jobs table's stream delivers them.

#[tokio::main]
async fn main() -> std::process::ExitCode {
    shared::lambda::serve_generation_worker().await
}
