//! The `job-sweeper` Lambda: on a schedule, gives jobs whose runner died to a new runner or refunds them.

#[tokio::main]
async fn main() -> std::process::ExitCode {
    shared::lambda::serve_job_sweeper().await
}
