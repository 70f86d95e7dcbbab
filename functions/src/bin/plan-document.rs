//! The `plan-document` Lambda: the shared handler behind API Gateway.

#[tokio::main]
async fn main() -> std::process::ExitCode {
    shared::lambda::serve(shared::api::Function::PlanDocument).await
}
